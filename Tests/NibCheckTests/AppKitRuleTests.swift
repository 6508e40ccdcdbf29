import NibCheck
import XCTest

/// What AppKit does differently, and what the framework provides, as real macOS apps showed it.
final class AppKitRuleTests: XCTestCase {
    /// A macOS document whose File's Owner is `Preferences` with `connections`, holding a font manager and a menu
    /// item sending `selector` to `target`, and listing `image` in its resources.
    private func document(
        connections: String = "", selector: String = "terminate:", target: String = "-3",
        image: String = "NSAddTemplate"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="Preferences">
                    <connections>\(connections)</connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customObject id="-3" userLabel="Application" customClass="NSObject"/>
                <customObject id="fonts" customClass="NSFontManager"/>
                <menuItem title="Quit" id="quit">
                    <connections><action selector="\(selector)" target="\(target)" id="a1"/></connections>
                </menuItem>
                <customView id="pane"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></customView>
            </objects>
            <resources><image name="\(image)" width="10" height="10"/></resources>
        </document>
        """
    }

    private let preferences = "import AppKit\nclass Preferences: NSObject { @IBOutlet var pane: NSView! }\n"
    private let catalog = ["Assets.xcassets/Logo.imageset/Contents.json": "{}"]

    func testTheApplicationAndAFontManagerHandleTheirOwnActions() throws {
        XCTAssertEqual(try check(["P.swift": preferences, "P.xib": document()]), [])
        XCTAssertEqual(
            try check(["P.swift": preferences, "P.xib": document(selector: "addFontTrait:", target: "fonts")]), [])
    }

    /// AppKit's sendAction(_:to:from:) skips a target that does not respond: a missing action leaves the click doing
    /// nothing (a warning), where UIKit stops the app.
    func testAMissingActionIsAWarningInAppKitWhereTheClickDoesNothing() throws {
        let finding = try XCTUnwrap(
            try check(["P.swift": preferences, "P.xib": document(selector: "loginTapped", target: "-2")]).first {
                $0.rule == "action-selector"
            })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("the click does nothing"), finding.message)
    }

    func testAMissingOutletIsAWarningInAppKitWhichLoadsOn() throws {
        let outlet = #"<outlet property="panel" destination="pane" id="o1"/>"#
        let finding = try XCTUnwrap(
            try check(["P.swift": preferences, "P.xib": document(connections: outlet)]).first {
                $0.rule == "outlet-key"
            })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.contains("AppKit logs \"Failed to connect (panel) outlet"), finding.message)
    }

    func testAClassThatTakesUndefinedKeysMayTakeAnyOutlet() throws {
        let absorbing = """
            import AppKit
            class Preferences: NSObject {
                override func setValue(_ value: Any?, forUndefinedKey key: String) {}
            }
            """
        let outlet = #"<outlet property="anything" destination="pane" id="o1"/>"#
        let found = try check(["P.swift": absorbing, "P.xib": document(connections: outlet)])
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertTrue(found.first?.message.contains("Preferences overrides setValue(_:forUndefinedKey:)") ?? false)
    }

    func testAppKitsNamedImagesAreTheSystemsAndOthersAreJudged() throws {
        XCTAssertEqual(try check(catalog.merging(["P.swift": preferences, "P.xib": document()]) { $1 }), [])
        let missing = try check(catalog.merging(["P.swift": preferences, "P.xib": document(image: "Lgoo")]) { $1 })
        XCTAssertEqual(missing.map(\.rule), ["missing-image"])
    }
}
