import Foundation
import XCTest

@testable import NibCommands

/// `nib dump` end to end: inputs, formats and exit statuses.
final class DumpExitStatusTests: XCTestCase {
    private var directory: URL!

    private let good = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Card"/>
                <view contentMode="scaleToFill" sparkle="YES" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <fancyThing key="x"/>
                </view>
            </objects>
        </document>
        """

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("nib-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Sub & Folder"), withIntermediateDirectories: true)
        try good.write(to: directory.appendingPathComponent("Card View.xib"), atomically: true, encoding: .utf8)
        try good.replacingOccurrences(of: "CocoaTouch.XIB", with: "CocoaTouch.Storyboard.XIB")
            .replacingOccurrences(of: "<objects>", with: "<scenes><scene sceneID=\"s\"><objects>")
            .replacingOccurrences(of: "</objects>", with: "</objects></scene></scenes>")
            .write(
                to: directory.appendingPathComponent("Sub & Folder/Main.storyboard"), atomically: true, encoding: .utf8)
        try "not a nib".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func writeBroken() throws -> String {
        let path = directory.appendingPathComponent("Broken.xib").path
        try String(good.prefix(400)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testDirectoryIsSearchedAndTreesPrinted() {
        let (code, output) = run(["dump", directory.path])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertTrue(output.standardOutput.contains("Card View.xib: xib · iOS.CocoaTouch"))
        XCTAssertTrue(output.standardOutput.contains("Sub & Folder/Main.storyboard: storyboard"))
        XCTAssertTrue(output.standardOutput.contains("File's Owner : Card id=-1"))
        XCTAssertTrue(output.standardOutput.contains("view : UIView id=root frame=(0 0; 320 44)"))
        XCTAssertFalse(output.standardOutput.contains("notes.txt"), "only .xib and .storyboard files are searched")
    }

    func testJSONHasOneObjectPerFile() throws {
        let broken = try writeBroken()
        let (code, output) = run(["dump", "--format", "json", directory.path])
        XCTAssertEqual(code, 1, "a file that does not decode makes the exit status 1")
        let reports = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(reports.count, 3)
        let byFile = Dictionary(uniqueKeysWithValues: reports.map { ($0["file"] as! String, $0) })
        let bad = try XCTUnwrap(byFile[broken])
        XCTAssertEqual(bad["ok"] as? Bool, false)
        XCTAssertTrue(bad["document"] is NSNull)
        let diagnostic = try XCTUnwrap((bad["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertGreaterThanOrEqual(diagnostic["line"] as? Int ?? 0, 1)
        XCTAssertTrue((diagnostic["message"] as? String ?? "").contains("truncated"))
        let fine = try XCTUnwrap(byFile[directory.appendingPathComponent("Card View.xib").path])
        XCTAssertEqual(fine["ok"] as? Bool, true)
        XCTAssertNotNil(fine["document"] as? [String: Any])
        XCTAssertTrue(output.standardError.contains("\(broken):"), "diagnostics go to standard error")
        XCTAssertTrue(output.standardError.contains(": error: malformed XML"))
    }

    func testFailingFileExitsOneWithCompilerStyleDiagnostics() throws {
        let broken = try writeBroken()
        let (code, output) = run(["dump", broken])
        XCTAssertEqual(code, 1)
        let line = try XCTUnwrap(output.standardError.split(separator: "\n").first)
        XCTAssertTrue(line.hasPrefix("\(broken):"), String(line))
        XCTAssertEqual(line.split(separator: ":").dropFirst().prefix(2).allSatisfy { Int($0) != nil }, true)
    }

    func testUsageErrorsExitTwo() {
        XCTAssertEqual(run(["dump"]).code, 2)
        XCTAssertEqual(run(["dump", "--format", "yaml", directory.path]).code, 2)
        XCTAssertEqual(run(["dump", "--frobnicate", directory.path]).code, 2)
        let missing = run(["dump", directory.appendingPathComponent("nope.xib").path])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.output.standardError.contains("no such file or directory"))
        XCTAssertEqual(run(["bogus"]).code, 2)
    }

    func testHelpExitsZero() {
        let (code, output) = run(["dump", "--help"])
        XCTAssertEqual(code, 0)
        XCTAssertTrue(output.standardOutput.contains("--untyped"))
    }

    func testUntypedListsNamesWithCounts() {
        let (code, output) = run(["dump", "--untyped", directory.path])
        XCTAssertEqual(code, 0)
        XCTAssertTrue(output.standardOutput.contains("  2  fancyThing"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("  2  view@sparkle"), output.standardOutput)
    }
}
