import Foundation
import NibModel
import NibTestSupport
import XCTest

@testable import NibCommands

/// The version is written in one place and said the same everywhere.
final class VersionTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheChangelogsNewestReleaseIsTheVersion() throws {
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Changes not yet released are listed first, under "Unreleased".
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        XCTAssertEqual(newest?.dropFirst(3).split(separator: " ").first.map(String.init), NibKitVersion.current)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("LICENSE").path))
    }

    func testTheCommandAndSARIFSayIt() throws {
        let version = run(["--version"])
        XCTAssertEqual(version.code, 0)
        XCTAssertEqual(
            version.output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), NibKitVersion.current)
        let folder = try temporaryFolder("nib-version")
        try Data(
            "<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><objects/></document>"
                .utf8
        )
        .write(to: folder.appendingPathComponent("A.xib"))
        let sarif = run(["check", folder.path, "--format", "sarif"])
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(sarif.output.standardOutput.utf8)) as? [String: Any])
        let driver = ((json["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["version"] as? String, NibKitVersion.current)
    }
}
