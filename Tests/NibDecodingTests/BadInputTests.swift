import Foundation
import NibModel
import XCTest

@testable import NibDecoding

/// One test per class of bad input. Each asserts that the decode fails (or warns), exactly which diagnostic comes
/// back — severity, line, column (1-based; columns count bytes, as compilers do) and the key words of the
/// message — and that it returns promptly.
///
/// Columns of attribute-level problems point at the first character of the attribute's value (the decoder's
/// convention for every wrong-form value and dangling reference); the expected positions are worked out by hand
/// in the comments next to each fixture line.
final class BadInputTests: XCTestCase {
    // MARK: - Fixtures

    /// A minimal valid iOS xib. Lines 1–4 are fixed; `objects` starts on line 5; then `    </objects>` and
    /// `</document>` follow.
    private static func xib(_ objects: String = defaultView) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Foo"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// Lines 5–7 of the default document: the view starts at column 9 (eight spaces of indentation).
    private static let defaultView = """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                </view>
        """

    /// The lines of the default document, for cutting it by hand.
    private static let validLines = xib().components(separatedBy: "\n")

    /// A minimal storyboard; `initialViewController` is the second attribute of `<document>` on line 2.
    private static func storyboard(initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="\(initial)" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
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
    }

    // MARK: - Helpers

    private static let fileName = "Bad.xib"

    private func decode(_ text: String, limits: DecoderLimits = DecoderLimits()) -> DecodingResult {
        DocumentDecoder(limits: limits).decode(text, file: Self.fileName)
    }

    private func decode(_ data: Data, limits: DecoderLimits = DecoderLimits()) -> DecodingResult {
        DocumentDecoder(limits: limits).decode(data, file: Self.fileName)
    }

    /// Asserts that the decode failed with exactly one diagnostic, an error, and returns it.
    private func singleError(
        _ result: DecodingResult, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws -> Diagnostic {
        XCTAssertFalse(result.isSuccess, "\(context) decoded what should fail", file: file, line: line)
        XCTAssertNil(result.document, file: file, line: line)
        XCTAssertEqual(
            result.diagnostics.count, 1, "\(context) expected exactly one diagnostic, got \(result.diagnostics)",
            file: file, line: line)
        let diagnostic = try XCTUnwrap(result.diagnostics.first, "no diagnostic at all", file: file, line: line)
        XCTAssertEqual(diagnostic.severity, .error, "\(diagnostic)", file: file, line: line)
        return diagnostic
    }

    /// Asserts a diagnostic's position, file and key words (case-insensitively).
    private func assertDiagnostic(
        _ diagnostic: Diagnostic, at line: Int, _ column: Int, mentions words: [String],
        inFile expectedFile: String = BadInputTests.fileName, context: String = "", file: StaticString = #filePath,
        testLine: UInt = #line
    ) {
        XCTAssertEqual(
            diagnostic.line, line, "\(context) wrong line in: \(diagnostic)", file: file, line: testLine)
        XCTAssertEqual(
            diagnostic.column, column, "\(context) wrong column in: \(diagnostic)", file: file, line: testLine)
        XCTAssertEqual(diagnostic.file, expectedFile, file: file, line: testLine)
        for word in words {
            XCTAssertTrue(
                diagnostic.message.lowercased().contains(word.lowercased()),
                "'\(word)' is not in the message: \(diagnostic.message)", file: file, line: testLine)
        }
    }

    /// Decodes and asserts one error at the position with the words.
    private func assertSingleError(
        _ text: String, at line: Int, _ column: Int, mentions words: [String], limits: DecoderLimits = DecoderLimits(),
        file: StaticString = #filePath, testLine: UInt = #line
    ) throws {
        let result = decode(text, limits: limits)
        let diagnostic = try singleError(result, file: file, line: testLine)
        assertDiagnostic(diagnostic, at: line, column, mentions: words, file: file, testLine: testLine)
    }

    // MARK: - The baseline

    func testTheFixturesDecodeCleanly() throws {
        let result = decode(Self.xib())
        XCTAssertTrue(result.isSuccess, "\(result.diagnostics)")
        XCTAssertEqual(result.diagnostics, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.objects.count, 2)
        XCTAssertEqual(document.objects.last?.view?.frame, Rect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(Self.validLines.count, 9)

        let storyboard = decode(Self.storyboard(initial: "vc-1"))
        XCTAssertTrue(storyboard.isSuccess, "\(storyboard.diagnostics)")
        XCTAssertEqual(storyboard.diagnostics, [])

        let rich = decode(Self.richDocument)
        XCTAssertTrue(rich.isSuccess, "\(rich.diagnostics)")
        XCTAssertEqual(rich.diagnostics, [])
    }

    // MARK: - Document type declarations

    func testExternalEntityIsRefusedAsXXEAndNeverRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
                <!ENTITY xxe SYSTEM "file:///etc/passwd">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="&xxe;" customClass="Foo"/>
                </objects>
            </document>
            """
        let result = decode(text)
        let diagnostic = try singleError(result)
        // The DOCTYPE starts line 2 at column 1.
        assertDiagnostic(diagnostic, at: 2, 1, mentions: ["external entity", "XXE", "DOCTYPE"])
        assertPasswdAppearsNowhere(in: result)

        // The same with a bare path and with a PUBLIC identifier.
        for declaration in [
            #"<!ENTITY xxe SYSTEM "/etc/passwd">"#,
            #"<!ENTITY xxe PUBLIC "-//X//Y" "file:///etc/passwd">"#,
            #"<!ENTITY % remote SYSTEM "file:///etc/passwd"> %remote;"#,
        ] {
            let variant = text.replacingOccurrences(
                of: #"<!ENTITY xxe SYSTEM "file:///etc/passwd">"#, with: declaration)
            let result = decode(variant)
            assertDiagnostic(try singleError(result), at: 2, 1, mentions: ["external entity", "XXE"])
            assertPasswdAppearsNowhere(in: result)
        }
    }

    /// An attacker can put the external entity after a long internal subset; it is still XXE and should be named so.
    func testExternalEntityAfterALongInternalSubsetIsStillNamedXXE() throws {
        let padding = "<!-- " + String(repeating: "padding ", count: 1000) + "-->"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
                \(padding)
                <!ENTITY xxe SYSTEM "file:///etc/passwd">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="&xxe;"/></objects></document>
            """
        let result = decode(text)
        assertDiagnostic(try singleError(result), at: 2, 1, mentions: ["external entity", "XXE"])
        assertPasswdAppearsNowhere(in: result)
    }

    private func assertPasswdAppearsNowhere(
        in result: DecodingResult, file: StaticString = #filePath, line: UInt = #line
    ) {
        let everything = result.diagnostics.map { $0.description }.joined(separator: "\n")
        XCTAssertFalse(everything.contains("root:"), everything, file: file, line: line)
        XCTAssertFalse(everything.contains("/bin/"), everything, file: file, line: line)
        if let passwd = try? String(contentsOfFile: "/etc/passwd", encoding: .utf8) {
            for entry in passwd.split(separator: "\n") where entry.count >= 8 {
                XCTAssertFalse(
                    everything.contains(entry), "the diagnostics contain a line of /etc/passwd: \(entry)", file: file,
                    line: line)
            }
        }
    }

    func testBillionLaughsIsRefusedWithoutExpanding() throws {
        var declarations = #"    <!ENTITY lol "lol">"# + "\n"
        declarations += #"    <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">"# + "\n"
        for level in 2...9 {
            declarations +=
                "    <!ENTITY lol\(level) \""
                + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE lolz [
            \(declarations)]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="&lol9;" customClass="Foo"/>
                </objects>
            </document>
            """
        let result = decode(text)
        assertDiagnostic(
            try singleError(result), at: 2, 1, mentions: ["defines entities", "never expands", "billion laughs"])
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("lollol") })
    }

    func testPlainDoctypeWithoutEntitiesIsRefused() throws {
        let plain = Self.xib().replacingOccurrences(
            of: #"<?xml version="1.0" encoding="UTF-8"?>"#,
            with: #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<!DOCTYPE document>")
        try assertSingleError(plain, at: 2, 1, mentions: ["document type declarations are not supported", "DOCTYPE"])

        let external = Self.xib().replacingOccurrences(
            of: #"<?xml version="1.0" encoding="UTF-8"?>"#,
            with: #"<?xml version="1.0" encoding="UTF-8"?>"#
                + "\n"
                + #"<!DOCTYPE document PUBLIC "-//Apple//DTD X//EN" "http://www.apple.com/DTDs/X.dtd">"#)
        try assertSingleError(external, at: 2, 1, mentions: ["not supported", "DOCTYPE"])
    }

    // MARK: - Truncation

    func testTruncatedInsideElementContentNamesTheOpenElement() throws {
        // Cut after line 6 (the frame of the view): <document>, <objects> and <view> are open; the innermost,
        // <view>, starts at line 5, column 9.
        let afterFrame = Self.validLines[0..<6].joined(separator: "\n") + "\n"
        try assertSingleError(afterFrame, at: 5, 9, mentions: ["<view>", "truncated", "never closed"])

        // Cut after `<objects>` (line 3, column 5).
        let afterObjects = Self.validLines[0..<3].joined(separator: "\n") + "\n"
        try assertSingleError(afterObjects, at: 3, 5, mentions: ["<objects>", "truncated"])

        // Cut in the middle of the document's bytes (inside the long <document> start tag or later): always an
        // error that says truncated.
        let text = Self.xib()
        let middle = String(decoding: Array(text.utf8)[0..<(text.utf8.count / 2)], as: UTF8.self)
        let diagnostic = try singleError(decode(middle))
        XCTAssertTrue(diagnostic.message.contains("truncated"), diagnostic.message)
    }

    func testTruncatedInsideAStartTagSaysTruncated() throws {
        let head = Self.validLines[0..<5].joined(separator: "\n") + "\n"
        // Line 6 is `            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>`: the tag starts at
        // column 13; the quote of x= is at 12 + 20 + 1 = column 33.
        let cases: [(cut: String, line: Int, column: Int, words: [String])] = [
            ("            <", 6, 13, ["truncated"]),
            ("            <re", 6, 13, ["truncated"]),
            (#"            <rect key="frame" x="0.0" y="0.0" width="320" height="100""#, 6, 13, ["truncated"]),
            (#"            <rect key="frame" x="0."#, 6, 33, ["truncated", "never closed"]),
            // Cut in an attribute name, after '=', and between '/' and '>': the file ends inside the tag that
            // starts at column 13, and the message should say the file is truncated.
            (#"            <rect key="frame" x="0.0" y="0.0" wid"#, 6, 13, ["truncated"]),
            (#"            <rect key="frame" x="0.0" y="0.0" width="#, 6, 13, ["truncated"]),
            (#"            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/"#, 6, 13, ["truncated"]),
        ]
        for (cut, line, column, words) in cases {
            let result = decode(head + cut)
            let diagnostic = try singleError(result, "cut after \(cut):")
            assertDiagnostic(diagnostic, at: line, column, mentions: words, context: "cut after \(cut):")
        }
    }

    func testTruncatedInsideAnEndTagSaysTruncated() throws {
        // Line 7 is `        </view>`; cut after `</vi`: the end tag starts at column 9.
        let text = Self.validLines[0..<6].joined(separator: "\n") + "\n        </vi"
        try assertSingleError(text, at: 7, 9, mentions: ["truncated"])
    }

    // MARK: - Not an Interface Builder document

    func testHTMLRootIsNotAnInterfaceBuilderDocument() throws {
        let html = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html>
                <body><p>Hello</p></body>
            </html>
            """
        try assertSingleError(html, at: 2, 1, mentions: ["not an Interface Builder document", "<html>"])
        try assertSingleError(
            "<html><head/></html>", at: 1, 1, mentions: ["not an Interface Builder document", "<html>"])
    }

    func testForeignDocumentTypeIsNotAnInterfaceBuilderDocument() throws {
        let foreign = Self.xib().replacingOccurrences(
            of: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: "something.else")
        // `<document type="` is 16 characters: the value starts at column 17 of line 2.
        try assertSingleError(
            foreign, at: 2, 17, mentions: ["not an Interface Builder document", "'something.else'"])

        let untyped = Self.xib().replacingOccurrences(
            of: #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" "#, with: "")
        try assertSingleError(untyped, at: 2, 1, mentions: ["not an Interface Builder document"])
    }

    func testLegacyArchiveSaysHowToUpgrade() throws {
        let legacy = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data>
                    <int key="IBDocument.SystemTarget">1296</int>
                    <string key="IBDocument.SystemVersion">11E53</string>
                    <array key="IBDocument.IntegratedClassDependencies">
                        <string>IBProxyObject</string>
                        <string>IBUIView</string>
                    </array>
                </data>
            </archive>
            """
        try assertSingleError(
            legacy, at: 2, 1,
            mentions: ["legacy", "pre-Xcode-5", "8.00", "open it in a current Xcode and save it"])
    }

    // MARK: - Dangling references

    func testDanglingReferencesAreReportedAtTheReferenceNamingTheID() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-1">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="44"/>
                                <connections>
                                    <action selector="tapped:" destination="ghostTarget" eventType="touchUpInside" id="act-1"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="ghostFirst" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="cst-1"/>
                            <constraint firstItem="btn-1" firstAttribute="leading" secondItem="ghostSecond" secondAttribute="leading" id="cst-2"/>
                        </constraints>
                        <connections>
                            <outlet property="delegate" destination="ghostOutlet" id="out-1"/>
                        </connections>
                    </view>
            """)
        let result = decode(text)
        XCTAssertFalse(result.isSuccess)
        XCTAssertNil(result.document)
        XCTAssertEqual(result.diagnostics.count, 4, "\(result.diagnostics)")
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.severity == .error })
        guard result.diagnostics.count == 4 else { return }
        // Line 11: 24 spaces + `<action selector="tapped:" destination="` (40) → column 65.
        assertDiagnostic(
            result.diagnostics[0], at: 11, 65,
            mentions: ["action 'tapped:'", "'btn-1'", "'ghostTarget'", "dangling"])
        // Line 16: 16 spaces + `<constraint firstItem="` (23) → column 40.
        assertDiagnostic(
            result.diagnostics[1], at: 16, 40, mentions: ["firstItem", "'cst-1'", "'ghostFirst'", "dangling"])
        // Line 17: 16 spaces + `<constraint firstItem="btn-1" firstAttribute="leading" secondItem="` (67) → 84.
        assertDiagnostic(
            result.diagnostics[2], at: 17, 84, mentions: ["secondItem", "'cst-2'", "'ghostSecond'", "dangling"])
        // Line 20: 16 spaces + `<outlet property="delegate" destination="` (41) → column 58.
        assertDiagnostic(
            result.diagnostics[3], at: 20, 58,
            mentions: ["outlet 'delegate'", "'iN0-l3-epB'", "'ghostOutlet'", "dangling"])
    }

    func testDanglingInitialViewControllerOfAStoryboard() throws {
        // Line 2: `<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="`
        // is 16 + 53 + 2 + 23 = 94 characters → column 95.
        try assertSingleError(
            Self.storyboard(initial: "ghostVC"), at: 2, 95,
            mentions: ["initial view controller", "'ghostVC'", "dangling"])
    }

    // MARK: - Attribute values of the wrong form

    func testFrameWithNonNumericX() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="abc" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // Line 6: 12 spaces + `<rect key="frame" x="` (21) → column 34.
        try assertSingleError(text, at: 6, 34, mentions: ["'x'", "finite number", "'abc'"])
    }

    func testRangeBeyondAWholeNumberOfCharactersIsReportedNotTrapped() throws {
        // Found by the decoder fuzzer: a location past Int.max trapped converting it.
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="range" keyPath="selection">
                                <range key="value" location="44444444444444444444" length="0"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
            """)
        // Line 7: 16 spaces, the attribute at column 17.
        try assertSingleError(text, at: 7, 17, mentions: ["'selection'", "range", "no value"])
    }

    func testHiddenThatIsNeitherYesNorNo() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" hidden="maybe" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // Line 5: 8 spaces + `<view contentMode="scaleToFill" hidden="` (40) → column 49.
        try assertSingleError(text, at: 5, 49, mentions: ["'hidden'", "YES or NO", "'maybe'"])
    }

    /// A view whose one constraint is on line 8: `                <constraint firstAttribute="height" ` is 16 + 36
    /// characters, so an attribute written next starts at column 53.
    private func constraintDocument(_ attributes: String) -> String {
        Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" \(attributes) id="cst-1"/>
                        </constraints>
                    </view>
            """)
    }

    func testConstraintWrongForms() throws {
        XCTAssertTrue(decode(constraintDocument(#"constant="44""#)).isSuccess)
        // `relation="` is 10 characters → column 63.
        try assertSingleError(
            constraintDocument(#"relation="sideways""#), at: 8, 63,
            mentions: ["relation 'sideways'", "lessThanOrEqual"])
        // `multiplier="` is 12 characters → column 65.
        try assertSingleError(
            constraintDocument(#"multiplier="x:y""#), at: 8, 65, mentions: ["multiplier 'x:y'", "16:9"])
        // `priority="` is 10 characters → column 63.
        try assertSingleError(
            constraintDocument(#"priority="5000""#), at: 8, 63, mentions: ["'priority'", "0…1000", "5000"])
        // `constant="` is 10 characters → column 63.
        try assertSingleError(
            constraintDocument(#"constant="1e400""#), at: 8, 63, mentions: ["'constant'", "finite number", "1e400"])
        try assertSingleError(
            constraintDocument(#"constant="nan""#), at: 8, 63, mentions: ["'constant'", "finite number", "'nan'"])
        try assertSingleError(
            constraintDocument(#"constant="-inf""#), at: 8, 63, mentions: ["'constant'", "finite number"])
    }

    func testConstraintWithUnknownFirstAttribute() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <constraints>
                            <constraint firstAttribute="middle" constant="44" id="cst-1"/>
                        </constraints>
                    </view>
            """)
        // Line 8: 16 spaces + `<constraint firstAttribute="` (28) → column 45.
        try assertSingleError(text, at: 8, 45, mentions: ["'middle'", "not a layout attribute"])
    }

    // MARK: - Malformed XML

    func testMismatchedEndTag() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </label>
            """)
        // `</label>` starts line 7 at column 9.
        try assertSingleError(
            text, at: 7, 9, mentions: ["malformed XML", "</label>", "does not match", "<view>"])
    }

    func testDuplicateAttribute() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" contentMode="center" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The second name: 8 spaces + `<view contentMode="scaleToFill" ` (32) → column 41.
        try assertSingleError(text, at: 5, 41, mentions: ["malformed XML", "'contentMode'", "appears twice"])
    }

    func testUnquotedAttributeValue() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" hidden=YES id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The `Y`: 8 spaces + `<view contentMode="scaleToFill" hidden=` (39) → column 48.
        try assertSingleError(text, at: 5, 48, mentions: ["malformed XML", "quoted value", "'hidden'"])
    }

    func testLessThanInsideAnAttributeValue() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" userLabel="a<b" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The `<`: 8 spaces + `<view contentMode="scaleToFill" userLabel="a` (44) → column 53.
        try assertSingleError(text, at: 5, 53, mentions: ["malformed XML", "'<' is not allowed", "&lt;"])
    }

    func testTextAfterTheRootElementOnTheSameLine() throws {
        // `</document>` is 11 characters: the text starts at line 9, column 12.
        try assertSingleError(
            Self.xib() + "trailing", at: 9, 12, mentions: ["malformed XML", "text after the document element"])
    }

    /// The usual shape of junk after a document: on the lines that follow. The diagnostic should point at the
    /// junk itself (line 10, column 1), not at the line break after `</document>`.
    func testTextAfterTheRootElementOnTheNextLine() throws {
        try assertSingleError(
            Self.xib() + "\ntrailing garbage\n", at: 10, 1,
            mentions: ["malformed XML", "text after the document element"])
    }

    func testUnknownEntityInAnAttributeValue() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" userLabel="Tom &foo; Jerry" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The `&`: 8 spaces + `<view contentMode="scaleToFill" userLabel="Tom ` (47) → column 56.
        try assertSingleError(text, at: 5, 56, mentions: ["'userLabel'", "unknown entity '&foo;'"])
    }

    func testUnknownEntityInAnIDIsReportedOnce() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" id="iN0&foo;">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The `&`: 8 spaces + `<view contentMode="scaleToFill" id="iN0` (39) → column 48.
        try assertSingleError(text, at: 5, 48, mentions: ["'id'", "unknown entity '&foo;'"])
    }

    func testUnknownEntityInText() throws {
        let text = Self.xib(
            """
                    <label opaque="NO" contentMode="left" id="lbl-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="21"/>
                        <string key="text">Hello &foo; world</string>
                    </label>
            """)
        // The `&`: 12 spaces + `<string key="text">Hello ` (25) → column 38 of line 7.
        try assertSingleError(text, at: 7, 38, mentions: ["malformed XML", "unknown entity '&foo;'"])
    }

    func testAmpersandWithoutSemicolon() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" userLabel="Tom & Jerry" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The `&`: column 56, as above.
        try assertSingleError(
            text, at: 5, 56, mentions: ["'userLabel'", "'&' starts no entity reference", "&amp;"])

        let inText = Self.xib(
            """
                    <label opaque="NO" contentMode="left" id="lbl-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="21"/>
                        <string key="text">Salt & pepper</string>
                    </label>
            """)
        // The `&`: 12 spaces + `<string key="text">Salt ` (24) → column 37 of line 7.
        try assertSingleError(inText, at: 7, 37, mentions: ["malformed XML", "&amp;"])
    }

    func testWindowsLineEndingsKeepLinesAndColumns() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" hidden="maybe" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """
        ).replacingOccurrences(of: "\n", with: "\r\n")
        try assertSingleError(text, at: 5, 49, mentions: ["'hidden'", "YES or NO"])
    }

    // MARK: - Empty, encoding, NUL

    func testEmptyFile() throws {
        try assertSingleError("", at: 1, 1, mentions: ["empty"])
        assertDiagnostic(try singleError(decode(Data())), at: 1, 1, mentions: ["empty"])

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).xib")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = DocumentDecoder().decode(contentsOf: url.path)
        assertDiagnostic(try singleError(fromFile), at: 1, 1, mentions: ["empty"], inFile: url.path)

        // Only the XML declaration: no element; the file ends at line 2, column 1.
        try assertSingleError(
            #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n", at: 2, 1, mentions: ["no XML element"])
    }

    func testInvalidUTF8PointsAtTheBadByte() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" userLabel="ab@@" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        var bytes = Array(text.utf8)
        let marker = try XCTUnwrap(text.utf8.firstRange(of: "@@".utf8))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: marker.lowerBound)
        bytes[offset] = 0xFF
        bytes[offset + 1] = 0xFE
        // The 0xFF: 8 spaces + `<view contentMode="scaleToFill" userLabel="ab` (45) → column 54.
        let diagnostic = try singleError(decode(Data(bytes)))
        assertDiagnostic(diagnostic, at: 5, 54, mentions: ["malformed XML", "not valid UTF-8"])

        // An overlong encoding of '/' (C0 AF) is just as invalid.
        bytes[offset] = 0xC0
        bytes[offset + 1] = 0xAF
        assertDiagnostic(try singleError(decode(Data(bytes))), at: 5, 54, mentions: ["not valid UTF-8"])

        // A multi-byte sequence cut short by the end of the file: the lead byte is at line 9, column 12.
        let cut = Array(Self.xib().utf8) + [0xE2, 0x82]
        assertDiagnostic(try singleError(decode(Data(cut))), at: 9, 12, mentions: ["not valid UTF-8"])
    }

    func testNULByte() throws {
        let text = Self.xib(
            """
                    <view contentMode="scaleToFill" userLabel="a\u{0}b" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    </view>
            """)
        // The NUL: 8 spaces + `<view contentMode="scaleToFill" userLabel="a` (44) → column 53.
        try assertSingleError(text, at: 5, 53, mentions: ["malformed XML", "NUL"])
        assertDiagnostic(try singleError(decode(Data(text.utf8))), at: 5, 53, mentions: ["NUL"])
    }

    func testUTF16DeclaredEncoding() throws {
        let text = Self.xib().replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        try assertSingleError(text, at: 1, 1, mentions: ["malformed XML", "UTF-16", "UTF-8"])
    }

    /// A document really saved as UTF-16 (little-endian, with a byte-order mark) is an encoding problem; the
    /// diagnostic should say so (mention UTF-8/UTF-16), not report the NUL high bytes of its ASCII characters.
    func testGenuineUTF16FileIsReportedAsAnEncodingProblem() throws {
        let text = Self.xib().replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let diagnostic = try singleError(decode(Data(bytes)))
        assertDiagnostic(diagnostic, at: 1, 1, mentions: ["UTF-8"])
    }

    // MARK: - Limits

    /// Lines 1–3 of the skeleton, then `depth` nested `<view>` elements on line 4, then the closing lines.
    private func nested(_ depth: Int) -> String {
        Self.validLines[0..<3].joined(separator: "\n") + "\n        "
            + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
            + "\n    </objects>\n</document>"
    }

    func testNestingDeeperThanTheLimit() throws {
        // <document> and <objects> take two levels, so the 255th <view> is the 257th level: it starts at column
        // 8 + 254 × 6 + 1 = 1533 of line 4.
        for depth in [10_000, 100_000] {
            let result = decode(nested(depth))
            assertDiagnostic(
                try singleError(result), at: 4, 1533, mentions: ["malformed XML", "nested more than 256 deep"])
        }
        // A smaller limit: the 9th <view> is the 11th level, at column 8 + 8 × 6 + 1 = 57.
        try assertSingleError(
            nested(20), at: 4, 57, mentions: ["nested more than 10 deep"], limits: DecoderLimits(maximumDepth: 10))
    }

    func testNestingExactlyAtTheLimitDecodes() {
        // 2 + 254 = 256 levels: allowed.
        let result = decode(nested(254))
        XCTAssertTrue(result.isSuccess, "\(result.diagnostics.prefix(3))")
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .error })
    }

    func testFileLargerThanTheLimit() throws {
        let limits = DecoderLimits(maximumFileSize: 1024)
        let views = (1...20).map {
            #"        <view contentMode="scaleToFill" id="v-\#($0)"/>"#
        }.joined(separator: "\n")
        let text = Self.xib(views)
        XCTAssertGreaterThan(text.utf8.count, 1024)
        XCTAssertTrue(decode(text).isSuccess, "the document itself is fine")

        try assertSingleError(text, at: 1, 1, mentions: ["over the limit of 1024 bytes"], limits: limits)
        assertDiagnostic(
            try singleError(decode(Data(text.utf8), limits: limits)), at: 1, 1,
            mentions: ["over the limit of 1024 bytes"])

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString).xib")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = DocumentDecoder(limits: limits).decode(contentsOf: url.path)
        assertDiagnostic(
            try singleError(fromFile), at: 1, 1,
            mentions: ["\(text.utf8.count) bytes", "over the limit of 1024 bytes", "DecoderLimits.maximumFileSize"],
            inFile: url.path)
    }

    func testFileOfExactlyTheLimitDecodes() throws {
        let limits = DecoderLimits(maximumFileSize: 1024)
        let base = Self.xib()
        let exact = base + String(repeating: "\n", count: 1024 - base.utf8.count)
        XCTAssertEqual(exact.utf8.count, 1024)
        XCTAssertTrue(decode(exact, limits: limits).isSuccess)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("exact-\(UUID().uuidString).xib")
        try Data(exact.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertTrue(DocumentDecoder(limits: limits).decode(contentsOf: url.path).isSuccess)
        XCTAssertFalse(decode(exact + "\n", limits: limits).isSuccess)
    }

    func testNonExistentPath() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("missing-\(UUID().uuidString)/No Such View.xib").path
        let result = DocumentDecoder().decode(contentsOf: path)
        assertDiagnostic(try singleError(result), at: 1, 1, mentions: ["cannot read the file"], inFile: path)
    }

    func testDirectoryInsteadOfAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dir-\(UUID().uuidString).xib")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = DocumentDecoder().decode(contentsOf: directory.path)
        let diagnostic = try singleError(result)
        XCTAssertEqual([diagnostic.line, diagnostic.column], [1, 1], "\(diagnostic)")
        XCTAssertEqual(diagnostic.file, directory.path)
    }

    // MARK: - Random mutations

    /// SplitMix64: a small deterministic generator, so every run mutates the same way.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private static let richDocument = xib(
        """
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title &amp; more" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-1">
                            <rect key="frame" x="16" y="8" width="288" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="lbl-1" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="16" id="cst-1"/>
                        <constraint firstItem="lbl-1" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" constant="8" multiplier="16:9" id="cst-2"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="lbl-1" id="out-1"/>
                    </connections>
                    <!-- a comment -->
                </view>
        """)

    /// Either a document with no errors, or no document and at least one located error.
    private func assertWellBehaved(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line)
    {
        let result = decode(Data(bytes))
        let lineCount = bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        let errors = result.diagnostics.filter { $0.severity == .error }
        if result.document == nil {
            XCTAssertFalse(errors.isEmpty, "\(what): no document and no error", file: file, line: line)
        } else {
            XCTAssertTrue(errors.isEmpty, "\(what): a document despite errors \(errors)", file: file, line: line)
        }
        for diagnostic in result.diagnostics {
            XCTAssertGreaterThanOrEqual(diagnostic.line, 1, "\(what): \(diagnostic)", file: file, line: line)
            XCTAssertLessThanOrEqual(diagnostic.line, lineCount, "\(what): \(diagnostic)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(diagnostic.column, 1, "\(what): \(diagnostic)", file: file, line: line)
            XCTAssertFalse(diagnostic.message.isEmpty, "\(what): empty message", file: file, line: line)
        }
    }

    func testRandomMutationsNeverCrashAndAlwaysExplain() {
        let original = Array(Self.richDocument.utf8)
        var generator = SplitMix64(state: 0x5EED_1234_ABCD_0042)
        var mutations = 0

        // Truncate at every 37th byte offset.
        for length in stride(from: 0, to: original.count, by: 37) {
            assertWellBehaved(Array(original[0..<length]), "truncated to \(length) bytes")
            mutations += 1
        }
        // Flip one to three bytes.
        for round in 0..<40 {
            var bytes = original
            var flips: [String] = []
            for _ in 0...Int.random(in: 0...2, using: &generator) {
                let offset = Int.random(in: 0..<bytes.count, using: &generator)
                let mask = UInt8.random(in: 1...255, using: &generator)
                bytes[offset] ^= mask
                flips.append("\(offset)^\(mask)")
            }
            assertWellBehaved(bytes, "flip round \(round): \(flips)")
            mutations += 1
        }
        // Delete a random '>'.
        let closers = original.indices.filter { original[$0] == UInt8(ascii: ">") }
        for round in 0..<20 {
            var bytes = original
            let offset = closers.randomElement(using: &generator)!
            bytes.remove(at: offset)
            assertWellBehaved(bytes, "deletion round \(round): '>' at \(offset)")
            mutations += 1
        }
        XCTAssertGreaterThanOrEqual(mutations, 36)
    }
}
