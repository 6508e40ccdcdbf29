import Foundation
import NibModel
import NibTestSupport
import XCTest

@testable import NibCommands

/// A file's name is chosen by whoever adds the file: it is never read as an option (the textconv line, the hooks and
/// the Action put `--` before names), and never begins a line as an option or a CI system's command would.
final class HostileNameTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A document whose File's Owner is of the class `owner`, which no source declares.
    private func document(owner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)" customModule="App" customModuleProvider="target"/>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="20" height="10"/></view>
            </objects>
        </document>
        """
    }

    /// Runs `body` in `folder` as the current folder.
    private func inFolder<T>(_ folder: URL, _ body: () throws -> T) rethrows -> T {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        return try body()
    }

    func testANameThatReadsAsAnOptionOrACommandIsPrintedAfterDotSlash() throws {
        let folder = try temporaryFolder("hostile-names")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let names = ["::error title=forged::root.xib", "-x.xib", "##[error]forged.xib", " ::warning::w.xib"]
        for name in names {
            try Data(document(owner: "Missing").utf8).write(to: folder.appendingPathComponent(name))
        }
        try Data("<document".utf8).write(to: folder.appendingPathComponent("::notice::cut.xib"))
        for format in ["xcode", "github"] {
            let result = inFolder(folder) { run(["check", "--format", format, "."]) }
            XCTAssertEqual(result.code, 1, result.output.standardError)
            let lines = (result.output.standardOutput + result.output.standardError).split(separator: "\n")
            XCTAssertGreaterThanOrEqual(lines.count, names.count + 2)
            for line in lines {
                let trimmed = line.drop { $0 == " " }
                XCTAssertFalse(
                    (format == "xcode" && trimmed.hasPrefix("::")) || trimmed.hasPrefix("-") || trimmed.hasPrefix("##"),
                    "\(format): \(line)")
            }
            if format == "xcode" {
                for name in names + ["::notice::cut.xib"] {
                    XCTAssertTrue(lines.contains { $0.hasPrefix("./\(name):") }, "\(name): \(lines)")
                }
            }
        }
        XCTAssertEqual(PrintedPath.atLineStart("App/V.xib"), "App/V.xib")
        XCTAssertEqual(PrintedPath.atLineStart("/p/-x.xib"), "/p/-x.xib")
        XCTAssertEqual(PrintedPath.atLineStart("Écran.xib"), "Écran.xib")
        XCTAssertEqual(PrintedPath.atLineStart("-x.xib"), "./-x.xib")
    }

    /// The README's textconv line, as a user pastes it: `git log -p` on a root file named `--format=html.xib` once
    /// gave nib an option.
    func testTheTextconvLineGivesNibTheFileAfterDashDash() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        guard let line = readme.split(separator: "\n").first(where: { $0.hasPrefix("git config diff.nib.textconv '") })
        else { return XCTFail("no textconv line in README.md") }
        let function = String(line.dropFirst("git config diff.nib.textconv '".count).dropLast())
        // A `nib` that says what it was given, one argument a line.
        let bin = try temporaryFolder("hostile-textconv-bin")
        let stub = bin.appendingPathComponent("nib")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\"\n".utf8).write(to: stub)
        XCTAssertEqual(chmod(stub.path, 0o755), 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", function + " \"$@\"", "textconv", "--format=html.xib"]
        process.environment = ["PATH": "\(bin.path):/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let given = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(given, "diff\n--textconv\n--\n--format=html.xib\n")
        // And nib reads the file so named as the document.
        let folder = try temporaryFolder("hostile-textconv")
        try Data(document(owner: "Card").utf8).write(to: folder.appendingPathComponent("--format=html.xib"))
        let arguments = given.split(separator: "\n").map(String.init)
        let result = inFolder(folder) { run(arguments) }
        XCTAssertEqual(result.code, 0, result.output.standardError)
        XCTAssertTrue(result.output.standardOutput.contains("Card"), result.output.standardOutput)
        XCTAssertFalse(result.output.standardOutput.contains("<html"), result.output.standardOutput)
    }

    /// The Action's script puts `--` between its options and the paths it is given.
    func testTheActionGivesNibItsPathsAfterDashDash() throws {
        let bin = try temporaryFolder("hostile-action-bin")
        let log = bin.appendingPathComponent("arguments")
        let stub = bin.appendingPathComponent("nib")
        try Data(
            "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(log.path)'\necho 'checked 1 document against 0 source files: 0 errors, 0 warnings, 0 notes' >&2\n"
                .utf8
        ).write(to: stub)
        XCTAssertEqual(chmod(stub.path, 0o755), 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: root.appendingPathComponent("scripts/github-action-check.sh").path)
        process.environment = [
            "PATH": "/usr/bin:/bin", "NIB": stub.path, "INPUT_PATHS": "--version App", "INPUT_SARIF": "out.sarif",
            "INPUT_CONFIG": ".nibcheck.yml",
        ]
        process.currentDirectoryURL = bin
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let runs = try String(contentsOf: log, encoding: .utf8).components(separatedBy: "check\n").dropFirst()
        XCTAssertEqual(runs.count, 2, "the check and the SARIF run")
        for arguments in runs {
            XCTAssertTrue(arguments.hasSuffix("--\n--version\nApp\n"), arguments)
            XCTAssertTrue(arguments.hasPrefix("--config\n.nibcheck.yml\n"), arguments)
        }
    }
}
