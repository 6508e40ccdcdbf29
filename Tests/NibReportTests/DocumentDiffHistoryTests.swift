import Foundation
import NibDecoding
import NibDiff
import NibModel
import NibReport
import XCTest

/// `DocumentDiff` on real documents before and after real commits (`DiffHistory/README.md` names each), and on the
/// edits Interface Builder makes that are no change to a reviewer.
final class DocumentDiffHistoryTests: XCTestCase {
    private let history = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("DiffHistory")

    /// The pair's diff as `nib diff` prints it, without the heading line.
    private func diff(_ pair: String, _ suffix: String) throws -> String {
        let before = try decode(history.appendingPathComponent("\(pair)-before.\(suffix)"))
        let after = try decode(history.appendingPathComponent("\(pair)-after.\(suffix)"))
        return DocumentDiff(old: before, new: after).text(old: "before", new: "after")
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    private func decode(_ url: URL) throws -> IBDocument {
        let result = DocumentDecoder().decode(contentsOf: url.path)
        return try XCTUnwrap(result.document, "\(result.diagnostics)")
    }

    private func decode(text: String) throws -> IBDocument {
        let result = DocumentDecoder().decode(text, file: "test.xib")
        return try XCTUnwrap(result.document, "\(result.diagnostics)")
    }

    /// Clipy's fix for a crash (#153) connects the outlets its table view needed: each is named by its property,
    /// source and destination, and the scrollers Interface Builder moved are told apart by their keys.
    func testTheOutletsAddedByAFixAreNamed() throws {
        let text = try diff("clipy-missing-outlets", "xib")
        for line in [
            "  + outlet tableView of File's Owner (CPYExcludeAppPreferenceViewController) → NSTableView  (line 10)",
            "  + outlet dataSource of NSTableView → File's Owner (CPYExcludeAppPreferenceViewController)  (line 80)",
            "  + outlet delegate of NSTableView → File's Owner (CPYExcludeAppPreferenceViewController)  (line 81)",
            "  ~ NSScroller horizontalScroller  (line 86)",
            "      view.frame.height: \"16\" → \"15\"",
            "  ~ NSScroller verticalScroller  (line 90)",
        ] {
            XCTAssertTrue(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        XCTAssertEqual(
            text.split(separator: "\n").filter { $0.hasPrefix("  + ") || $0.hasPrefix("  ~ ") }.count, 5, text)
    }

    /// GitHawk's "smaller labels": the font's new size by its key, the frame Interface Builder updated, and the new
    /// constraint as an equation of the views' names.
    func testAFontAndAConstraintChangedReadAsTheInspectorShowsThem() throws {
        XCTAssertEqual(
            try diff("githawk-smaller-labels", "storyboard"),
            """
              ~ UIButton 'label-name'  (line 34)
                  fontDescription.font.pointSize: "17" → "13"
                  view.frame.height: "33" → "28"
                  view.frame.width: "90" → "72"
                  view.frame.y: "4.5" → "7"
              + constraint UITableViewCellContentView.trailing >= UIButton 'label-name'.trailing  (line 43)

            """)
    }

    /// GitHawk removes a Done button: the removed item and the action it sent, which a reviewer must check the code
    /// no longer needs.
    func testARemovedButtonTakesItsActionWithIt() throws {
        XCTAssertEqual(
            try diff("githawk-done-button", "storyboard"),
            """
              - UIBarButtonItem  (line 57)
                  from UINavigationItem 'Labels'
              - action onDone from UIBarButtonItem → LabelsViewController  (line 59)

            """)
    }

    /// Clipy widens its labels for Italian and Interface Builder moves the pop-up after the label in the subviews:
    /// the move among siblings is named, as is each widened frame.
    func testAViewMovedAmongItsSiblingsIsNamed() throws {
        let text = try diff("clipy-italian", "xib")
        XCTAssertTrue(
            text.hasPrefix(
                """
                  ~ order of NSView  (line 15)
                      NSPopUpButton now after NSTextField 'Status Bar icon style:'

                """), text)
        XCTAssertTrue(text.contains("  ~ NSPopUpButton  (line 147)\n      view.frame.x: \"258\" → \"330\"\n"), text)
    }

    /// Eureka's header saved again by a newer Xcode, which drops the empty `<animations/>` elements and writes its own
    /// build numbers: no change.
    func testADocumentSavedAgainByANewerXcodeHasNoChanges() throws {
        XCTAssertEqual(try diff("eureka-resaved", "xib"), "  no changes\n")
    }

    private let card = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardView">
                    <connections>
                        <outlet property="title" destination="ttl" id="out-1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="crd" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl"/>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                            <state key="normal" title="Go"/>
                            <connections>
                                <action selector="go:" destination="-1" eventType="touchUpInside" id="act-1"/>
                            </connections>
                        </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sfe"/>
                    <constraints>
                        <constraint firstItem="ttl" firstAttribute="width" secondItem="crd" secondAttribute="width" multiplier="0.5" id="cns-1"/>
                        <constraint firstItem="ttl" firstAttribute="top" secondItem="sfe" secondAttribute="top" constant="8" id="cns-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    private func changes(_ edits: [(String, String)]) throws -> String {
        var edited = card
        for (from, to) in edits {
            XCTAssertTrue(edited.contains(from), from)
            edited = edited.replacingOccurrences(of: from, with: to)
        }
        return DocumentDiff(old: try decode(text: card), new: try decode(text: edited))
            .text(old: "before", new: "after")
            .split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    /// Interface Builder gives a connection or constraint it recreates a new id: no change when it says the same. Nor
    /// is a view's place on Interface Builder's canvas.
    func testRecreatedConnectionsAndConstraintsAndACanvasMoveAreNoChange() throws {
        XCTAssertEqual(
            try changes([(#"id="out-1""#, #"id="out-9""#), (#"id="act-1""#, #"id="act-9""#), ("cns-2", "cns-9")]),
            "  no changes\n")
        XCTAssertEqual(
            try changes([
                (
                    "</constraints>\n        </view>",
                    #"</constraints><point key="canvasLocation" x="140" y="-36"/></view>"#
                )
            ]), "  no changes\n")
    }

    /// What the equation and connection texts must carry to show a change: the multiplier, the event, the layout guide
    /// by its outline name, and the document's design device.
    func testMultipliersEventsLayoutGuidesAndTheDeviceAreShown() throws {
        XCTAssertEqual(
            try changes([
                (#"multiplier="0.5""#, #"multiplier="1:3""#),
                (#"eventType="touchUpInside""#, #"eventType="primaryActionTriggered""#),
                (#"<device id="retina6_12""#, #"<device id="ipad12_9""#),
            ]),
            """
              ~ document  (line 2)
                  device.id: "retina6_12" → "ipad12_9"
              ~ action go: from UIButton 'Go' → File's Owner (CardView) (on primaryActionTriggered)  (line 17)
                  go: from UIButton 'Go' → File's Owner (CardView) (on touchUpInside) → go: from UIButton 'Go' → File's Owner (CardView) (on primaryActionTriggered)
              ~ constraint UILabel 'Title'.width == 1:3 × 'Card' (UIView).width  (line 23)
                  UILabel 'Title'.width == 0.5 × 'Card' (UIView).width → UILabel 'Title'.width == 1:3 × 'Card' (UIView).width

            """)
        let metrics =
            #"<simulatedMetricsContainer key="defaultSimulatedMetrics"><simulatedScreenMetrics key="destination" "#
            + #"type="retina4_7.fullscreen"/></simulatedMetricsContainer>"#
        XCTAssertTrue(
            try changes([("</objects>", "</objects>" + metrics)])
                .contains(
                    #"simulatedMetricsContainer[defaultSimulatedMetrics].simulatedScreenMetrics[destination].type: "#
                        + #"none → "retina4_7.fullscreen""#))
        XCTAssertTrue(
            try changes([(#"constant="8" id="cns-2""#, #"constant="12" id="cns-2""#)])
                .contains("UILabel 'Title'.top == Safe Area.top + 8 → UILabel 'Title'.top == Safe Area.top + 12"))
    }

    /// A nested object without an id (Xcode 11's `<view key="contentView">` in a collection cell) is compared as part
    /// of its holder, under its key.
    func testANestedObjectWithoutAnIDIsComparedWithItsHolder() throws {
        func cell(height: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <collectionViewCell contentMode="center" id="cel" customClass="MailCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                        <view key="contentView" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                        </view>
                    </collectionViewCell>
                </objects>
            </document>
            """
        }
        let diff = DocumentDiff(old: try decode(text: cell(height: 44)), new: try decode(text: cell(height: 60)))
        XCTAssertEqual(
            diff.text(old: "before", new: "after"),
            """
            before → after
              ~ MailCell  (line 4)
                  contentView.view.frame.height: "44" → "60"
                  view.frame.height: "44" → "60"

            """)
    }

    /// A runtime attribute reads by its key path; Interface Builder's cache of IBDesignable sizes is no change.
    func testRuntimeAttributesByKeyPathAndDesignablesLeftOut() throws {
        let attribute =
            #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" "#
            + #"keyPath="ibEnaStyle" value="title1"/></userDefinedRuntimeAttributes>"#
        let designables =
            #"<designables><designable name="ttl"><size key="intrinsicContentSize" width="62.5" "#
            + #"height="31.5"/></designable></designables>"#
        let labelled = card.replacingOccurrences(
            of: #"id="ttl"/>"#, with: #"id="ttl">"# + attribute + "</label>"
        ).replacingOccurrences(of: "</objects>", with: "</objects>" + designables)
        let edited = labelled.replacingOccurrences(of: #"value="title1""#, with: #"value="title2""#)
            .replacingOccurrences(of: #"width="62.5""#, with: #"width="53""#)
        XCTAssertEqual(
            DocumentDiff(old: try decode(text: labelled), new: try decode(text: edited)).text(old: "a", new: "b"),
            """
            a → b
              ~ UILabel 'Title'  (line 13)
                  runtimeAttributes.ibEnaStyle.value.string: "title1" → "title2"

            """)
    }

    /// A control added with its cell reads as one addition, the cell on the control's line; the JSON keeps both.
    func testAControlAddedWithItsCellIsOneAddition() throws {
        func settings(_ subviews: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="pan" userLabel="Settings">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>\(subviews)</subviews>
                    </customView>
                </objects>
            </document>
            """
        }
        let check = """
            <button id="gap"><rect key="frame" x="0.0" y="0.0" width="200" height="16"/>
            <buttonCell key="cell" type="check" title="Remove gap" bezelStyle="regularSquare" id="gap-cell"/></button>
            """
        let diff = DocumentDiff(old: try decode(text: settings("")), new: try decode(text: settings(check)))
        XCTAssertEqual(
            diff.text(old: "a", new: "b"),
            """
            a → b
              + NSButton 'Remove gap'  (line 6)
                  in 'Settings' (NSView)
                  with its cell: NSButtonCell 'Remove gap'

            """)
        XCTAssertEqual(diff.changes.map(\.id), ["gap", "gap-cell"])
        XCTAssertEqual(diff.changes.map(\.partOf), [nil, "gap"])
    }

    /// Subviews swapped: the one that moved is named with its new neighbour.
    func testSwappedSubviewsAreAChangeOfOrder() throws {
        let title = #"<label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ttl"/>"#
        XCTAssertEqual(
            try changes([(title + "\n", ""), ("</button>\n", "</button>\n" + title + "\n")]),
            """
              ~ order of 'Card' (UIView)  (line 10)
                  UILabel 'Title' now after UIButton 'Go'

            """)
    }
}
