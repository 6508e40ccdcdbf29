import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nib` reads a project and never writes into it; a report goes to a file only when `--output` names one, and
/// then all or nothing, never over anything the command reads, and never by renaming over a link, a pipe or a device.
final class OutputFileTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Nibs")
        project = FileManager.default.temporaryDirectory.appendingPathComponent("project-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: examples, to: project)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    /// Every file's name, size and bytes.
    private func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: project.path) {
            result[name] = try Data(contentsOf: project.appendingPathComponent(name))
        }
        return result
    }

    func testCommandsLeaveTheProjectUntouched() throws {
        let before = try snapshot()
        for command in ["dump", "instantiate", "layout"] {
            for format in ["text", "json"] {
                let (code, output) = run([command, project.path, "--format", format])
                XCTAssertEqual(code, 0, "\(command) \(format): \(output.standardError)")
                XCTAssertFalse(output.standardOutput.isEmpty)
            }
        }
        XCTAssertEqual(try snapshot(), before, "no file of the project was written, added or removed")
    }

    func testOutputGoesToTheNamedFileOnly() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        try Data("old".utf8).write(to: report)
        let (code, output) = run(["layout", project.path, "--format", "json", "--output", report.path])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.isEmpty, "the report went to the file")
        let written = try String(contentsOf: report, encoding: .utf8)
        XCTAssertTrue(written.contains("\"summary\""), "the old content was replaced whole")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(written.utf8)))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: report.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".report-") || $0.contains(report.lastPathComponent + ".") }
        XCTAssertTrue(leftovers.isEmpty, "no temporary file left behind: \(leftovers)")
    }

    func testAnInputIsNeverOverwritten() throws {
        let before = try snapshot()
        let input = project.appendingPathComponent("ColorView.xib").path
        for target in [input, project.appendingPathComponent("NoteView.xib").path] {
            let (code, output) = run(["dump", project.path, "--output", target])
            XCTAssertEqual(code, 2)
            XCTAssertTrue(output.standardError.contains("nib never"), output.standardError)
        }
        let (code, _) = run(["dump", input, "--output", input])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(try snapshot(), before)
    }

    /// A scratch folder outside the project, removed after the test.
    private func outside() throws -> URL { try temporaryFolder("outside") }

    private func assertRefused(
        _ arguments: [String], saying expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (code, output) = run(arguments)
        XCTAssertEqual(code, 2, "refused with a usage status", file: file, line: line)
        XCTAssertTrue(output.standardError.contains(expected), output.standardError, file: file, line: line)
        XCTAssertTrue(output.standardOutput.isEmpty, file: file, line: line)
    }

    func testDocumentsAndSourcesBesideAFileInputAreNeverWritten() throws {
        try Data("// app\n".utf8).write(to: project.appendingPathComponent("App.swift"))
        let before = try snapshot()
        let input = project.appendingPathComponent("ColorView.xib").path
        for name in ["SwatchCard.xib", "App.swift", "New.XIB", "Other.Storyboard", "Info.plist", "View.m"] {
            assertRefused(
                ["dump", input, "--output", project.appendingPathComponent(name).path],
                saying: "is a document or source beside the input")
        }
        XCTAssertEqual(try snapshot(), before, "no document or source written or added")
        // A report beside the input is not part of the project.
        let report = project.appendingPathComponent("ColorView.txt")
        XCTAssertEqual(run(["dump", input, "--output", report.path]).code, 0)
        XCTAssertTrue(try String(contentsOf: report, encoding: .utf8).contains("ColorView"))
    }

    func testNothingInsideAnInputFolderIsWritten() throws {
        try Data("// app\n".utf8).write(to: project.appendingPathComponent("App.swift"))
        let before = try snapshot()
        for name in ["App.swift", "SwatchCard.xib", "report.json", "New.XIB"] {
            assertRefused(
                ["dump", project.path, "--output", project.appendingPathComponent(name).path],
                saying: "is inside \(project.path), which nib reads")
        }
        // Through another spelling of the same folder.
        let spelled = project.path + "/./../" + project.lastPathComponent + "/App.swift"
        assertRefused(["layout", project.path, "--output", spelled], saying: "which nib reads")
        XCTAssertEqual(try snapshot(), before)
    }

    func testNothingInsideASearchFolderIsWritten() throws {
        let elsewhere = try outside()
        let input = elsewhere.appendingPathComponent("Host.xib")
        try FileManager.default.copyItem(at: project.appendingPathComponent("ColorView.xib"), to: input)
        let before = try snapshot()
        assertRefused(
            [
                "instantiate", input.path, "--search", project.path, "--output",
                project.appendingPathComponent("CaptionableImageView.xib").path,
            ], saying: "is inside \(project.path), a folder nib searches for nibs")
        XCTAssertEqual(try snapshot(), before)
    }

    func testAHardLinkToAnInputIsRefused() throws {
        let elsewhere = try outside()
        let input = project.appendingPathComponent("ColorView.xib")
        let link = elsewhere.appendingPathComponent("report.txt")
        try FileManager.default.linkItem(at: input, to: link)
        let before = try snapshot()
        assertRefused(["dump", input.path, "--output", link.path], saying: "is one of the inputs")
        XCTAssertEqual(try snapshot(), before)
    }

    func testASymbolicLinkIsWrittenThroughAndKept() throws {
        let elsewhere = try outside()
        let report = elsewhere.appendingPathComponent("report.txt")
        try Data("old".utf8).write(to: report)
        XCTAssertEqual(chmod(report.path, 0o600), 0)
        let link = elsewhere.appendingPathComponent("latest")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "report.txt")
        let (code, output) = run(["dump", project.appendingPathComponent("ColorView.xib").path, "--output", link.path])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "report.txt")
        XCTAssertTrue(try String(contentsOf: report, encoding: .utf8).contains("ColorView"), "written through the link")
        let permissions = try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600, "the replaced file keeps its permissions")

        // A link into the project is a write into the project.
        let before = try snapshot()
        let intoProject = elsewhere.appendingPathComponent("sneaky.txt")
        try FileManager.default.createSymbolicLink(
            atPath: intoProject.path, withDestinationPath: project.appendingPathComponent("SwatchCard.xib").path)
        assertRefused(["dump", project.path, "--output", intoProject.path], saying: "which nib reads")
        let dangling = elsewhere.appendingPathComponent("dangling")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "nowhere/report.txt")
        assertRefused(["dump", project.path, "--output", dangling.path], saying: "symbolic link to nowhere/report.txt")
        XCTAssertEqual(try snapshot(), before)
    }

    func testANamedPipeIsWrittenThroughAndStaysAPipe() throws {
        let pipe = try outside().appendingPathComponent("reports")
        XCTAssertEqual(mkfifo(pipe.path, 0o600), 0)
        let received = expectation(description: "the reader got the report")
        nonisolated(unsafe) var text = ""
        Thread.detachNewThread {
            // Blocks until the writer opens the pipe, then reads to its end.
            let descriptor = open(pipe.path, O_RDONLY)
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while descriptor >= 0 {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { break }
                bytes += chunk[..<count]
            }
            close(descriptor)
            text = String(decoding: bytes, as: UTF8.self)
            received.fulfill()
        }
        let (code, output) = run(["dump", project.appendingPathComponent("ColorView.xib").path, "--output", pipe.path])
        XCTAssertEqual(code, 0, output.standardError)
        wait(for: [received], timeout: 30)
        XCTAssertTrue(text.contains("ColorView"), text)
        var info = stat()
        XCTAssertEqual(lstat(pipe.path, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "still a pipe, not renamed over by a regular file")
    }

    func testAFolderOrAMissingFolderIsRefused() throws {
        let elsewhere = try outside()
        let input = project.appendingPathComponent("ColorView.xib").path
        assertRefused(["dump", input, "--output", elsewhere.path], saying: "it is a folder")
        assertRefused(
            ["dump", input, "--output", elsewhere.appendingPathComponent("none/report.txt").path],
            saying: "does not exist")
    }
}
