import Foundation
import NibDecoding
import NibModel
import NibTestSupport
import XCTest

/// Each class of bad input ends as one located, explanatory error: never a crash, a hang, or a silent success.
final class HostileInputTests: XCTestCase {
    private func failure(
        _ text: String, limits: DecoderLimits = DecoderLimits(), file: StaticString = #filePath, line: UInt = #line
    ) throws -> Diagnostic {
        let result = DocumentDecoder(limits: limits).decode(text, file: "bad.xib")
        XCTAssertNil(result.document, "decoded what should fail", file: file, line: line)
        let diagnostic = try XCTUnwrap(result.diagnostics.first, file: file, line: line)
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: line)
        XCTAssertEqual(diagnostic.file, "bad.xib", file: file, line: line)
        return diagnostic
    }

    private func assertAt(
        _ diagnostic: Diagnostic, _ line: Int, _ column: Int, _ words: String..., file: StaticString = #filePath,
        testLine: UInt = #line
    ) {
        XCTAssertEqual(
            [diagnostic.line, diagnostic.column], [line, column], "\(diagnostic)", file: file, line: testLine)
        for word in words {
            XCTAssertTrue(
                diagnostic.message.contains(word), "'\(word)' not in: \(diagnostic.message)", file: file, line: testLine
            )
        }
    }

    private let header = #"<?xml version="1.0" encoding="UTF-8"?>"#

    func testExternalEntityIsRefusedAndNeverRead() throws {
        let diagnostic = try measured("XXE (external entity to /etc/passwd)", memoryLimit: 256) {
            try failure(
                """
                \(header)
                <!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><label text="&xxe;" id="a"/></objects></document>
                """)
        }
        assertAt(diagnostic, 2, 1, "external entity", "XXE")
        XCTAssertFalse(diagnostic.message.contains("root:"), "the file named by the entity was not read")
    }

    func testBillionLaughsIsRefusedAtOnce() throws {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let diagnostic = try measured("billion laughs", memoryLimit: 256) {
            try failure("\(header)\n<!DOCTYPE document [\(entities)]>\n<document>&lol9;</document>")
        }
        assertAt(diagnostic, 2, 1, "never expands", "billion laughs")
    }

    func testTruncatedFileNamesTheOpenElement() throws {
        let text = DocumentFixtures.xib(#"<view contentMode="scaleToFill" id="v"><subviews>"#)
        let cut = String(text[..<text.range(of: "<subviews>")!.upperBound])
        assertAt(try failure(cut), 11, 40, "<subviews>", "truncated")
    }

    func testNotAnInterfaceBuilderDocument() throws {
        assertAt(try failure("\(header)\n<html><body/></html>"), 2, 1, "not an Interface Builder document", "<html>")
        assertAt(
            try failure("\(header)\n<document type=\"text.plain\" version=\"1\" targetRuntime=\"x\"/>"), 2, 17,
            "not one of Interface Builder's")
        assertAt(try failure("just text"), 1, 1, "not an XML document")
        assertAt(try failure(""), 1, 1, "empty")
    }

    func testLegacyArchiveSaysHowToUpgrade() throws {
        let diagnostic = try failure(
            "\(header)\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>"
        )
        assertAt(diagnostic, 2, 1, "legacy pre-Xcode-5", "open it in a current Xcode and save it")
    }

    func testDanglingReferencesAreLocatedAtTheReference() throws {
        let text = DocumentFixtures.xib(
            """
                <view contentMode="scaleToFill" id="v">
                    <constraints>
                        <constraint firstItem="ghost" firstAttribute="top" secondItem="v" secondAttribute="top" id="c1"/>
                    </constraints>
                    <connections>
                        <outlet property="delegate" destination="nobody" id="o1"/>
                    </connections>
                </view>
            """)
        let result = DocumentDecoder().decode(text, file: "bad.xib")
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.count, 2)
        assertAt(result.diagnostics[0], 13, 36, "firstItem of constraint 'c1'", "'ghost'")
        assertAt(result.diagnostics[1], 16, 54, "outlet 'delegate'", "'nobody'", "dangling")
        let storyboard = DocumentFixtures.storyboard("", initial: "missing-vc")
        assertAt(try failure(storyboard), 2, 274, "initial view controller", "'missing-vc'")
    }

    func testAttributeValuesOfTheWrongForm() throws {
        func object(_ element: String) -> String { DocumentFixtures.xib(element) }
        assertAt(
            try failure(object(#"<view id="v"><rect key="frame" x="abc" y="0" width="1" height="1"/></view>"#)), 11,
            35, "'x' must be a finite number", "abc")
        assertAt(try failure(object(#"<view hidden="maybe" id="v"/>"#)), 11, 15, "YES or NO")
        let constraint = { (attributes: String) in
            object(
                #"<view id="v"><constraints><constraint firstAttribute="width" \#(attributes) id="c"/></constraints></view>"#
            )
        }
        assertAt(try failure(constraint(#"relation="sideways""#)), 11, 72, "relation 'sideways'")
        assertAt(
            try failure(constraint(#"secondItem="v" secondAttribute="height" multiplier="x:y""#)), 11, 114,
            "multiplier 'x:y'")
        assertAt(try failure(constraint(#"priority="5000""#)), 11, 72, "0…1000")
        assertAt(try failure(constraint(#"constant="1e400""#)), 11, 72, "finite number")
        assertAt(try failure(constraint(#"constant="nan""#)), 11, 72, "finite number", "nan")
        let badAttribute = object(
            #"<view id="v"><constraints><constraint firstAttribute="middle" id="c"/></constraints></view>"#)
        assertAt(try failure(badAttribute), 11, 55, "'middle' is not a layout attribute")
    }

    func testMalformedXML() throws {
        let cases: [(String, Int, Int, String)] = [
            ("<document><a></b></document>", 2, 14, "does not match"),
            (#"<document a="1" a="2"/>"#, 2, 17, "appears twice"),
            ("<document a=1/>", 2, 13, "quoted value"),
            (#"<document a="<"/>"#, 2, 14, "'<' is not allowed"),
            ("<document/>trailing", 2, 12, "text after the document element"),
            ("<document>&foo;</document>", 2, 11, "unknown entity '&foo;'"),
            ("<document>a & b</document>", 2, 13, "&amp;"),
            ("<document/><second/>", 2, 12, "second top-level element"),
        ]
        for (body, line, column, words) in cases {
            assertAt(try failure("\(header)\n\(body)"), line, column, words)
        }
    }

    func testEncodingProblems() throws {
        var bytes = Array("\(header)\n<document type=\"x\u{e9}".utf8)
        let badColumn = bytes.count - bytes.lastIndex(of: 10)!
        bytes += [0xFF, 0xFE] + Array("\"/>".utf8)
        let result = measured("invalid UTF-8", memoryLimit: 256) {
            DocumentDecoder().decode(Data(bytes), file: "bad.xib")
        }
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        assertAt(diagnostic, 2, badColumn, "not valid UTF-8")
        let nul = try measured("NUL byte", memoryLimit: 256) { try failure("\(header)\n<document>\u{0}</document>") }
        assertAt(nul, 2, 11, "NUL")
        assertAt(try failure(#"<?xml version="1.0" encoding="UTF-16"?><document/>"#), 1, 1, "UTF-16", "UTF-8")
    }

    func testDeepNestingStopsAtTheLimitQuickly() throws {
        for depth in [10_000, 100_000] {
            let text = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
            let diagnostic = try measured("\(depth)-deep nesting", memoryLimit: 256) { try failure(text) }
            assertAt(diagnostic, 1, 6 * 256 + 1, "nested more than 256 deep")
        }
    }

    func testSizeLimit() throws {
        let limits = DecoderLimits(maximumFileSize: 1024)
        let text = DocumentFixtures.xib(String(repeating: "<view id=\"v\"/>\n", count: 100))
        assertAt(try failure(text, limits: limits), 1, 1, "over the limit of 1024 bytes")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).xib")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = DocumentDecoder(limits: limits).decode(contentsOf: url.path)
        XCTAssertTrue(result.diagnostics.first?.message.contains("Raise DecoderLimits.maximumFileSize") ?? false)
        let missing = DocumentDecoder().decode(contentsOf: "/nonexistent/dir/x.xib")
        XCTAssertEqual(missing.diagnostics.first?.file, "/nonexistent/dir/x.xib")
        XCTAssertTrue(missing.diagnostics.first?.message.contains("cannot read the file") ?? false)
    }
}
