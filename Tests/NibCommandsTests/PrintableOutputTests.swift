import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

/// Nothing a document or a file name holds reaches standard output or error raw: in text, control characters show
/// as escapes and a line break cannot start a line of its own; in JSON they are JSON escapes and decode back whole.
final class PrintableOutputTests: XCTestCase {
    /// An escape sequence that retitles a terminal, a bell, a color, a C1 control sequence introducer and a
    /// right-to-left override, and a line break followed by a line that looks like a diagnostic.
    private static let hostile = "A\u{1B}]0;PWNED\u{07}\u{1B}[31mRED\u{9B}2J\u{202E}evil\nfake.xib:1:1: error: injected"

    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder("printable")
    }

    /// The hostile text in XML: raw where XML allows it, a character reference for the line break.
    private static var attribute: String { hostile.replacingOccurrences(of: "\n", with: "&#10;") }

    private func writeDocument(named name: String) throws -> URL {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root" userLabel="\(Self.attribute)">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="\(Self.attribute)" id="lbl">
                                <rect key="frame" x="16" y="8" width="288" height="21.5"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// What `nib` writes for `arguments`.
    private func output(of arguments: [String]) -> CapturedOutput { run(arguments).output }

    /// The scalars no output may hold raw: controls other than the line break, DEL, C1, bidirectional overrides.
    private func assertPrintable(_ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line)
    {
        let raw = text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
            default: return false
            }
        }
        XCTAssertTrue(raw.isEmpty, "\(context): raw \(raw.map { String($0.value, radix: 16) })", file: file, line: line)
        let faked = text.split(separator: "\n").filter { $0.hasPrefix("fake.xib") }
        XCTAssertTrue(
            faked.isEmpty, "\(context): a line break in a value started a line: \(faked)", file: file, line: line)
    }

    func testTextReportsEscapeWhatDocumentsHold() throws {
        let document = try writeDocument(named: "View.xib")
        for command in ["dump", "instantiate", "layout"] {
            let output = self.output(of: [command, document.path])
            XCTAssertFalse(output.standardOutput.isEmpty, command)
            assertPrintable(output.standardOutput, "\(command) output")
            assertPrintable(output.standardError, "\(command) errors")
        }
        let dump = output(of: ["dump", document.path]).standardOutput
        XCTAssertTrue(dump.contains(#"'A\u{1B}]0;PWNED\u{07}\u{1B}[31mRED\u{9B}2J\u{202E}evil\nfake.xib:1:1"#), dump)
    }

    func testJSONReportsEscapeAndKeepWhatDocumentsHold() throws {
        let document = try writeDocument(named: "View.xib")
        for command in ["dump", "instantiate", "layout"] {
            let output = self.output(of: [command, "--format", "json", document.path])
            assertPrintable(output.standardOutput, "\(command) JSON")
            XCTAssertNotNil(
                try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)), "\(command): valid JSON")
        }
        let json = output(of: ["dump", "--format", "json", document.path]).standardOutput
        XCTAssertTrue(json.contains(#"\u001b]0;PWNED\u0007"#), "JSON's own escapes")
        XCTAssertTrue(json.contains(#"\u009b2J\u202eevil"#), "C1 and bidirectional controls escaped as JSON does")
        let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        // The value decodes back to exactly what the document holds.
        var found = false
        func visit(_ value: Any) {
            if let string = value as? String, string == Self.hostile { found = true }
            if let array = value as? [Any] { array.forEach(visit) }
            if let object = value as? [String: Any] { object.values.forEach(visit) }
        }
        visit(decoded)
        XCTAssertTrue(found, "the label's text decodes back whole")
    }

    func testFileNamesCannotSplitALine() throws {
        let document = try writeDocument(named: "View\nfake.xib:1:1: error: injected\u{1B}[2J.xib")
        let broken = folder.appendingPathComponent("Broken\nfake.xib:1:1: error: other.xib")
        try Data("<document".utf8).write(to: broken)
        for command in ["dump", "instantiate", "layout"] {
            let output = self.output(of: [command, folder.path])
            assertPrintable(output.standardOutput, "\(command) output")
            assertPrintable(output.standardError, "\(command) errors")
            let errors = output.standardError.split(separator: "\n")
            XCTAssertEqual(errors.count, 1, "\(command): one line for the one broken file: \(errors)")
            XCTAssertTrue(errors.first?.contains(#"Broken\nfake.xib:1:1: error: other.xib:"#) ?? false, "\(errors)")
        }
        XCTAssertTrue(output(of: ["dump", document.path]).standardOutput.hasPrefix(#"\#(folder.path)/View\nfake.xib"#))
    }
}
