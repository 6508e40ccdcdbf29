import Foundation
import NibDecoding
import XCTest

@testable import NibCommands

/// `nib dump` driven through `NibCommand.run` with captured output: trees, directory search, JSON, exit statuses,
/// the untyped listing and help.
final class DumpCommandTests: XCTestCase {
    /// A fresh directory per test:
    ///
    ///     Good View.xib               a valid xib (File's Owner, a view with a label, one fancyThing, one sparkle)
    ///     Nested & More/Flow & Co.storyboard   a valid storyboard
    ///     Nested & More/Deeper/Cell & Row.xib  a valid xib
    ///     notes.txt, Legacy.nib, Good View.xib.bak, Nested & More/readme.md   other extensions: ignored
    private var directory: URL!

    private var goodXib: String { directory.appendingPathComponent("Good View.xib").path }
    private var storyboard: String { directory.appendingPathComponent("Nested & More/Flow & Co.storyboard").path }
    private var cellXib: String { directory.appendingPathComponent("Nested & More/Deeper/Cell & Row.xib").path }

    private static let goodText = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Foo"/>
                <view contentMode="scaleToFill" sparkle="YES" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Hello" customClass="TitleLabel" id="lbl-1">
                            <rect key="frame" x="16" y="8" width="288" height="21.5"/>
                        </label>
                    </subviews>
                    <fancyThing key="x"/>
                </view>
            </objects>
        </document>
        """

    private static let storyboardText = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController id="vc-1" customClass="FlowViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private static let cellText = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RowOwner"/>
                <view contentMode="scaleToFill" sparkle="NO" id="cell-root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <fancyThing key="a"/>
                    <fancyThing key="b"/>
                </view>
            </objects>
        </document>
        """

    /// The good document cut after the frame of the view (line 6): `<view>` on line 5, column 9, is never closed.
    private static var truncatedText: String {
        goodText.components(separatedBy: "\n")[0..<6].joined(separator: "\n") + "\n"
    }

    override func setUpWithError() throws {
        let manager = FileManager.default
        directory = manager.temporaryDirectory.appendingPathComponent("nib-dump-tests-\(UUID().uuidString)")
        try manager.createDirectory(
            at: directory.appendingPathComponent("Nested & More/Deeper"), withIntermediateDirectories: true)
        try write(Self.goodText, to: goodXib)
        try write(Self.storyboardText, to: storyboard)
        try write(Self.cellText, to: cellXib)
        for other in ["notes.txt", "Legacy.nib", "Good View.xib.bak", "Nested & More/readme.md"] {
            try write("not an Interface Builder document", to: directory.appendingPathComponent(other).path)
        }
    }

    override func tearDownWithError() throws {
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }

    // MARK: - Helpers

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A separate directory with one truncated document (its name has a space and an ampersand).
    private func brokenFile() throws -> String {
        let badDirectory = directory.appendingPathComponent("Broken & Bad")
        try FileManager.default.createDirectory(at: badDirectory, withIntermediateDirectories: true)
        let path = badDirectory.appendingPathComponent("Cut & Short.xib").path
        try write(Self.truncatedText, to: path)
        return path
    }

    private func parseJSONArray(
        _ text: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [[String: Any]], "not a JSON array of objects: \(text)", file: file, line: line)
    }

    // MARK: - Text trees

    func testGoodFilePrintsATextTree() throws {
        let (code, output) = run(["dump", goodXib])
        XCTAssertEqual(code, 0, output.standardError)
        XCTAssertEqual(output.standardError, "")
        let text = output.standardOutput
        XCTAssertTrue(text.hasPrefix("\(goodXib): xib · iOS.CocoaTouch"), text)
        XCTAssertTrue(text.contains("File's Owner : Foo id=-1"), text)
        XCTAssertTrue(text.contains("view : UIView id=iN0-l3-epB frame=(0 0; 320 100)"), text)
        XCTAssertTrue(text.contains("label : TitleLabel \"Hello\" id=lbl-1 frame=(16 8; 288 21.5)"), text)
        // The label is indented under the view.
        let lines = text.components(separatedBy: "\n")
        let viewLine = try XCTUnwrap(lines.first { $0.contains("id=iN0-l3-epB") })
        let labelLine = try XCTUnwrap(lines.first { $0.contains("id=lbl-1") })
        let indent = { (line: String) in line.prefix { $0 == " " }.count }
        XCTAssertGreaterThan(indent(labelLine), indent(viewLine), text)
    }

    func testStoryboardPrintsScenesAndClasses() {
        let (code, output) = run(["dump", storyboard])
        XCTAssertEqual(code, 0, output.standardError)
        let text = output.standardOutput
        XCTAssertTrue(text.hasPrefix("\(storyboard): storyboard"), text)
        XCTAssertTrue(text.contains("scene scene-1  (initial)"), text)
        XCTAssertTrue(text.contains("FlowViewController"), text)
        XCTAssertTrue(text.contains("id=vc-1"), text)
        XCTAssertTrue(text.contains("id=view-1 frame=(0 0; 393 852)"), text)
    }

    func testDirectoryIsSearchedRecursivelyForDocumentsOnly() {
        let (code, output) = run(["dump", directory.path])
        XCTAssertEqual(code, 0, output.standardError)
        let text = output.standardOutput
        for path in [goodXib, storyboard, cellXib] {
            XCTAssertTrue(text.contains("\(path): "), "\(path) not dumped:\n\(text)")
        }
        for ignored in ["notes.txt", "Legacy.nib", ".bak", "readme.md"] {
            XCTAssertFalse(text.contains(ignored), "\(ignored) should be ignored:\n\(text)")
        }
        XCTAssertFalse(output.standardError.contains("error"), output.standardError)
        // Three documents, sorted by path: "Good View.xib" < "Nested & More/Deeper/…" < "Nested & More/Flow…".
        let headers = text.components(separatedBy: "\n").filter { $0.hasPrefix(directory.path) }
        XCTAssertEqual(headers.count, 3, text)
        XCTAssertEqual(
            headers.map { String($0.prefix { $0 != ":" }) }, [goodXib, cellXib, storyboard], text)
    }

    func testFilesAndDirectoriesMayBeMixed() {
        let (code, output) = run(["dump", goodXib, directory.appendingPathComponent("Nested & More").path])
        XCTAssertEqual(code, 0, output.standardError)
        let headers = output.standardOutput.components(separatedBy: "\n").filter { $0.hasPrefix(directory.path) }
        XCTAssertEqual(headers.count, 3, output.standardOutput)
    }

    // MARK: - JSON

    func testJSONHasOneObjectPerFile() throws {
        let broken = try brokenFile()
        let (code, output) = run(["dump", "--format", "json", directory.path])
        XCTAssertEqual(code, 1, "a file that does not decode makes the exit status 1")
        let reports = try parseJSONArray(output.standardOutput)
        XCTAssertEqual(reports.count, 4, output.standardOutput)
        for report in reports {
            XCTAssertEqual(Set(report.keys), ["file", "ok", "diagnostics", "document"], "\(report.keys)")
        }
        let byFile = Dictionary(reports.map { ($0["file"] as? String ?? "?", $0) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(Set(byFile.keys), [goodXib, storyboard, cellXib, broken])

        for good in [goodXib, storyboard, cellXib] {
            let report = try XCTUnwrap(byFile[good])
            XCTAssertEqual(report["ok"] as? Bool, true, good)
            XCTAssertNotNil(report["document"] as? [String: Any], good)
            XCTAssertEqual((report["diagnostics"] as? [Any])?.count, 0, good)
        }

        let bad = try XCTUnwrap(byFile[broken])
        XCTAssertEqual(bad["ok"] as? Bool, false)
        XCTAssertTrue(bad["document"] is NSNull, "document should be null: \(String(describing: bad["document"]))")
        let diagnostics = try XCTUnwrap(bad["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        let diagnostic = try XCTUnwrap(diagnostics.first)
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        XCTAssertEqual(diagnostic["file"] as? String, broken)
        XCTAssertEqual(diagnostic["line"] as? Int, 5)
        XCTAssertEqual(diagnostic["column"] as? Int, 9)
        let message = try XCTUnwrap(diagnostic["message"] as? String)
        XCTAssertTrue(message.contains("truncated"), message)
        XCTAssertTrue(message.contains("<view>"), message)

        XCTAssertTrue(output.standardError.contains("\(broken):5:9: error: "), output.standardError)
    }

    func testJSONOfGoodFilesExitsZero() throws {
        let (code, output) = run(["dump", "--format", "json", goodXib, storyboard])
        XCTAssertEqual(code, 0, output.standardError)
        let reports = try parseJSONArray(output.standardOutput)
        XCTAssertEqual(reports.map { $0["file"] as? String }, [goodXib, storyboard])
        XCTAssertEqual(reports.map { $0["ok"] as? Bool }, [true, true])
        let document = try XCTUnwrap(reports.first?["document"] as? [String: Any])
        XCTAssertFalse(document.isEmpty)
        XCTAssertTrue(output.standardOutput.contains("iN0-l3-epB"))
    }

    func testTextFormatIsTheDefaultAndCanBeNamed() {
        let implicit = run(["dump", goodXib])
        let explicit = run(["dump", "--format", "text", goodXib])
        XCTAssertEqual(implicit.code, 0)
        XCTAssertEqual(explicit.code, 0)
        XCTAssertEqual(implicit.output.standardOutput, explicit.output.standardOutput)
    }

    // MARK: - Failures

    func testFailingFileExitsOneWithCompilerStyleDiagnostics() throws {
        let broken = try brokenFile()
        let (code, output) = run(["dump", broken])
        XCTAssertEqual(code, 1)
        XCTAssertEqual(output.standardOutput, "", "no tree for a file that did not decode")
        let lines = output.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1, output.standardError)
        let line = try XCTUnwrap(lines.first)
        XCTAssertTrue(line.hasPrefix("\(broken):5:9: error: "), line)
        XCTAssertTrue(line.contains("truncated"), line)
        // path:line:col: error: message — the path itself contains a space and '&'.
        let rest = line.dropFirst(broken.count + 1).split(separator: ":", maxSplits: 3)
        XCTAssertEqual(rest.count, 4, line)
        XCTAssertEqual(rest.first.flatMap { Int($0) }, 5)
        XCTAssertEqual(rest.dropFirst().first.flatMap { Int($0) }, 9)
        XCTAssertEqual(rest.dropFirst(2).first.map(String.init), " error")
    }

    func testOneBadFileAmongGoodOnesExitsOneButStillPrintsTheGoodTrees() throws {
        let broken = try brokenFile()
        let (code, output) = run(["dump", goodXib, broken, storyboard])
        XCTAssertEqual(code, 1)
        XCTAssertTrue(output.standardOutput.contains("\(goodXib): xib"), output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("\(storyboard): storyboard"), output.standardOutput)
        XCTAssertFalse(output.standardOutput.contains(broken), output.standardOutput)
        XCTAssertTrue(output.standardError.contains("\(broken):5:9: error: "), output.standardError)
        XCTAssertFalse(output.standardError.contains(goodXib), output.standardError)
    }

    func testNonInterfaceBuilderFileGivenExplicitlyFails() {
        // A file named on the command line is decoded whatever its extension.
        let notes = directory.appendingPathComponent("notes.txt").path
        let (code, output) = run(["dump", notes])
        XCTAssertEqual(code, 1)
        XCTAssertTrue(output.standardError.hasPrefix("\(notes):1:1: error: "), output.standardError)
    }

    // MARK: - Usage errors

    func testUsageErrorsExitTwo() {
        let noPaths = run(["dump"])
        XCTAssertEqual(noPaths.code, 2)
        XCTAssertFalse(noPaths.output.standardError.isEmpty)

        let unknownOption = run(["dump", "--frobnicate", goodXib])
        XCTAssertEqual(unknownOption.code, 2)
        XCTAssertTrue(unknownOption.output.standardError.contains("frobnicate"), unknownOption.output.standardError)
        XCTAssertEqual(unknownOption.output.standardOutput, "")

        let badFormat = run(["dump", "--format", "yaml", goodXib])
        XCTAssertEqual(badFormat.code, 2)
        XCTAssertTrue(badFormat.output.standardError.contains("yaml"), badFormat.output.standardError)
        XCTAssertEqual(badFormat.output.standardOutput, "")

        let missingPath = directory.appendingPathComponent("No Such & Thing.xib").path
        let missing = run(["dump", missingPath])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.output.standardError.contains("no such file or directory"), missing.output.standardError)
        XCTAssertTrue(missing.output.standardError.contains(missingPath), missing.output.standardError)
        XCTAssertEqual(missing.output.standardOutput, "")

        // A missing path among good ones is still a usage error.
        XCTAssertEqual(run(["dump", goodXib, missingPath]).code, 2)
        // An unknown subcommand.
        XCTAssertEqual(run(["frobnicate"]).code, 2)
    }

    func testHelpExitsZero() {
        let dumpHelp = run(["dump", "--help"])
        XCTAssertEqual(dumpHelp.code, 0)
        XCTAssertEqual(dumpHelp.output.standardError, "")
        for word in ["--format", "--untyped", "USAGE"] {
            XCTAssertTrue(dumpHelp.output.standardOutput.contains(word), dumpHelp.output.standardOutput)
        }
        let rootHelp = run(["--help"])
        XCTAssertEqual(rootHelp.code, 0)
        XCTAssertTrue(rootHelp.output.standardOutput.contains("dump"), rootHelp.output.standardOutput)
    }

    // MARK: - Untyped listing

    /// Parses `  3  fancyThing` lines into a dictionary.
    private func counts(in listing: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for line in listing.split(separator: "\n") where line.hasPrefix(" ") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let count = Int(parts[0]) { result[String(parts[1])] = count }
        }
        return result
    }

    func testUntypedListsElementsAndAttributesWithCounts() {
        // Good View.xib has one <fancyThing> and one sparkle=; Cell & Row.xib has two and one.
        let (code, output) = run(["dump", "--untyped", goodXib, cellXib])
        XCTAssertEqual(code, 0, output.standardError)
        let listing = output.standardOutput
        XCTAssertTrue(listing.contains("untyped elements:"), listing)
        XCTAssertTrue(listing.contains("untyped attributes (element@attribute):"), listing)
        let counted = counts(in: listing)
        XCTAssertEqual(counted["fancyThing"], 3, listing)
        XCTAssertEqual(counted["view@sparkle"], 2, listing)
        XCTAssertEqual(counted["fancyThing@key"], 3, listing)
        XCTAssertTrue(listing.contains("  3  fancyThing\n"), listing)
        XCTAssertTrue(listing.contains("  2  view@sparkle"), listing)
        XCTAssertFalse(listing.contains("id=iN0-l3-epB"), "--untyped prints the listing instead of the trees")

        let single = run(["dump", "--untyped", goodXib])
        XCTAssertEqual(counts(in: single.output.standardOutput)["fancyThing"], 1, single.output.standardOutput)
        XCTAssertEqual(counts(in: single.output.standardOutput)["view@sparkle"], 1, single.output.standardOutput)
    }

    func testUntypedAsJSON() throws {
        let (code, output) = run(["dump", "--untyped", "--format", "json", goodXib, cellXib])
        XCTAssertEqual(code, 0, output.standardError)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any],
            output.standardOutput)
        XCTAssertEqual((object["elements"] as? [String: Any])?["fancyThing"] as? Int, 3)
        XCTAssertEqual((object["attributes"] as? [String: Any])?["view@sparkle"] as? Int, 2)
    }
}
