import Foundation
import XCTest

@testable import NibCommands

/// `nib` reads a project and never writes into it; a report goes to a file only when `--output` names one, and
/// then atomically, never over an input.
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

    private func run(_ arguments: [String]) -> (code: Int32, output: CapturedOutput) {
        var output = CapturedOutput()
        let code = NibCommand.run(arguments, output: &output)
        return (code, output)
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
            XCTAssertTrue(output.standardError.contains("nib never rewrites the files it reads"), output.standardError)
        }
        let (code, _) = run(["dump", input, "--output", input])
        XCTAssertEqual(code, 2)
        XCTAssertEqual(try snapshot(), before)
    }
}
