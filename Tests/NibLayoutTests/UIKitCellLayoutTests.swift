import NibLayout
import NibModel
import NibTestSupport
import XCTest

/// The prototype and static cells of a storyboard's tables, laid out with their content view's margins and the
/// controls of the Xcode generation that saved the document.
final class UIKitCellLayoutTests: XCTestCase {
    /// A storyboard saved by Xcode build `tools` for `device` whose view controller's table lists `cell` under
    /// `<prototypes>`, or under a static section's `<cells>` when `isStatic`.
    private func storyboard(
        tools: String, device: String, cell: String, isStatic: Bool = false, tableExtras: String = "",
        tableWidth: Double = 414, style: String = "insetGrouped"
    ) -> String {
        let cells =
            isStatic
            ? """
            <sections>
                <tableViewSection id="section">
                    <cells>
            \(cell)
                    </cells>
                </tableViewSection>
            </sections>
            """
            : """
            <prototypes>
            \(cell)
            </prototypes>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
                    <scene sceneID="scene">
                        <objects>
                            <tableViewController id="controller" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="\(style)" \
            dataMode="\(isStatic ? "static" : "prototypes")" rowHeight="-1" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \(tableExtras)
            \(cells)
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// A cell `width` wide (374 unless given) and 52 high, `accessory` beside its content, whose content view holds
    /// `body` with `constraints`.
    private func cell(accessory: String? = nil, width: Double = 374, _ body: String, constraints: String) -> String {
        let accessoryAttribute = accessory.map { "accessoryType=\"\($0)\"" } ?? ""
        return """
            <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \(accessoryAttribute) \
            id="cell">
                <rect key="frame" x="20" y="18" width="\(width)" height="52"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <autoresizingMask key="autoresizingMask"/>
                    \(subviewsAndConstraints(body, constraints))
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// `lead` pinned to the content view's top and leading margins, `tail` to its bottom and trailing ones, each
    /// 50 × 10.
    private let marginProbe = (
        body: ["lead", "tail"].map { sizedView($0, width: 50, height: 10) }.joined(separator: "\n"),
        constraints: """
        <constraint firstItem="lead" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="lead-leading"/>
        <constraint firstItem="lead" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="lead-top"/>
        <constraint firstAttribute="trailingMargin" secondItem="tail" secondAttribute="trailing" id="tail-trailing"/>
        <constraint firstAttribute="bottomMargin" secondItem="tail" secondAttribute="bottom" id="tail-bottom"/>
        """
    )

    private func layOut(_ xml: String) throws -> [String: FrameComparison] {
        try layOutDocument(xml, file: "cells.storyboard")
    }

    func testPrototypeAndStaticCellsAreLaidOutAndCounted() throws {
        for isStatic in [false, true] {
            let context = isStatic ? "static cell" : "prototype cell"
            let xml = storyboard(
                tools: "24765", device: "retina6_1",
                cell: cell(marginProbe.body, constraints: marginProbe.constraints), isStatic: isStatic)
            let frames = try layOut(xml)
            let content = try XCTUnwrap(frames["content"], context)
            XCTAssertNil(content.exclusion, context)
            XCTAssertEqual(content.computed, Rect(x: 0, y: 0, width: 374, height: 52), context)
            let lead = try XCTUnwrap(frames["lead"], context)
            XCTAssertNil(lead.exclusion, context)
            XCTAssertEqual(lead.computed, Rect(x: 20, y: 15, width: 50, height: 10), context)
        }
    }

    func testTableFooterViewIsLaidOutAtItsStoredSize() throws {
        // NetNewsWire's account footers: a wrapping Caption 1 note 20 pt from the leading side and 21 from the
        // trailing one, and a view 8 pt below it.
        let footer = """
            <view key="tableFooterView" contentMode="scaleToFill" id="footer">
                <rect key="frame" x="0.0" y="225" width="414" height="150"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" lineBreakMode="wordWrap" numberOfLines="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="note">
                        <rect key="frame" x="20" y="8" width="373" height="46.5"/>
                        <string key="text">First paragraph.

            Second.</string>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="20" y="62.5" width="50" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="note" firstAttribute="leading" secondItem="footer" secondAttribute="leading" constant="20" id="n1"/>
                    <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" constant="21" id="n2"/>
                    <constraint firstItem="note" firstAttribute="top" secondItem="footer" secondAttribute="top" constant="8" id="n3"/>
                    <constraint firstItem="below" firstAttribute="top" secondItem="note" secondAttribute="bottom" constant="8" id="b1"/>
                    <constraint firstItem="below" firstAttribute="leading" secondItem="note" secondAttribute="leading" id="b2"/>
                    <constraint firstItem="below" firstAttribute="width" constant="50" id="b3"/>
                    <constraint firstItem="below" firstAttribute="height" constant="20" id="b4"/>
                </constraints>
            </view>
            """
        let xml = storyboard(
            tools: "24506", device: "retina6_1",
            cell: cell(marginProbe.body, constraints: marginProbe.constraints), tableExtras: footer)
        let frames = try layOut(xml)
        let note = try XCTUnwrap(frames["note"])
        XCTAssertNil(note.exclusion)
        XCTAssertEqual(note.computed, Rect(x: 20, y: 8, width: 373, height: 46.5), "three lines at Caption 1's leading")
        XCTAssertEqual(try XCTUnwrap(frames["below"]).computed, Rect(x: 20, y: 62.5, width: 50, height: 20))
        XCTAssertNotNil(frames["lead"], "the table's cells are laid out beside it")
    }

    func testContentViewMarginsFollowTheXcodeGeneration() throws {
        // The content view takes the cell's margins less the room the cell keeps beside or below it (the separator
        // before Xcode 11, an accessory), never less than 8 pt.
        let cases: [(tools: String, device: String, accessory: String?, style: String, margins: EdgeInsets)] = [
            ("11762", "retina4_7", nil, "plain", EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)),  // Xcode 8: 8 pt.
            // Xcode 10: 15 pt sides in a plain table, the system's 16 in a grouped one; the separator below.
            ("14105", "retina4_7", nil, "plain", EdgeInsets(top: 11, left: 15, bottom: 10.5, right: 15)),
            ("14105", "retina4_7", nil, "grouped", EdgeInsets(top: 11, left: 16, bottom: 10.5, right: 16)),
            ("18122", "retina4_7", nil, "plain", EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)),  // Xcode 12
            ("18122", "retina6_1", nil, "plain", EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)),  // wider
            ("23504", "retina6_12", nil, "insetGrouped", EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)),  // 393
            ("24765", "retina6_1", nil, "insetGrouped", EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)),  // 26
            (
                "24765", "retina6_1", "disclosureIndicator", "insetGrouped",
                EdgeInsets(top: 15, left: 20, bottom: 15, right: 8)
            ),
        ]
        for (tools, device, accessory, style, margins) in cases {
            let context = "Xcode build \(tools), \(device), \(accessory ?? "no accessory"), \(style)"
            let xml = storyboard(
                tools: tools, device: device,
                cell: cell(accessory: accessory, marginProbe.body, constraints: marginProbe.constraints), style: style)
            let frames = try layOut(xml)
            let content = try XCTUnwrap(frames["content"], context).computed
            let leadFrame = try XCTUnwrap(frames["lead"], context).computed
            let tailFrame = try XCTUnwrap(frames["tail"], context).computed
            XCTAssertEqual(leadFrame.x, margins.left, accuracy: 1e-9, context)
            XCTAssertEqual(leadFrame.y, margins.top, accuracy: 1e-9, context)
            XCTAssertEqual(content.width - tailFrame.x - tailFrame.width, margins.right, accuracy: 1e-9, context)
            XCTAssertEqual(content.height - tailFrame.y - tailFrame.height, margins.bottom, accuracy: 1e-9, context)
        }
    }

    func testSideMarginsFollowTheTablesWidthOrANibCellsOwn() throws {
        // UIKit's 16 pt sides up to 375 pt, 20 wider, of the table's width: a 252 pt table on a 414 pt iPhone has 16
        // (KeePassium's), an inset grouped cell 374 pt wide in a 414 pt table 20 (NetNewsWire's).
        for (tableWidth, cellWidth, side) in [(252.0, 252.0, 16.0), (414, 374, 20)] {
            let context = "a \(cellWidth) pt cell in a \(tableWidth) pt table"
            let xml = storyboard(
                tools: "21507", device: "retina6_1",
                cell: cell(width: cellWidth, marginProbe.body, constraints: marginProbe.constraints),
                tableWidth: tableWidth)
            XCTAssertEqual(try XCTUnwrap(layOut(xml)["lead"], context).computed.x, side, context)
        }
        // A nib's cell, outside a table, by its own width: 320 pt keeps 16 on a 414 pt iPhone (Onion Browser's), as
        // its disclosure indicator does; 380 pt has 20 (ChatSecure's); 394 pt on a 375 pt iPhone 16 (Pocket Casts').
        let nibCases: [(device: String, width: Double, accessory: String?, side: Double)] = [
            ("retina6_1", 320, nil, 16), ("retina6_1", 320, "disclosureIndicator", 16), ("retina6_1", 380, nil, 20),
            ("retina4_7", 394, nil, 16),
        ]
        for (device, width, accessory, side) in nibCases {
            let context = "a \(width) pt nib cell on \(device), \(accessory ?? "no accessory")"
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                    <device id="\(device)" orientation="portrait"/>
                    <objects>
                        \(cell(accessory: accessory, width: width, marginProbe.body, constraints: marginProbe.constraints))
                    </objects>
                </document>
                """
            let frames = try layOutDocument(xml, file: "Cell.xib")
            XCTAssertEqual(try XCTUnwrap(frames["lead"], context).computed.x, side, context)
            let content = try XCTUnwrap(frames["content"], context).computed
            let tail = try XCTUnwrap(frames["tail"], context).computed
            if accessory == nil {
                XCTAssertEqual(content.width - tail.x - tail.width, side, accuracy: 1e-9, context)
            } else {
                // The chevron (9.5 pt in Xcode 12.5) inside the trailing margin, 8 pt beside it.
                XCTAssertEqual(width - content.width, side + 9.5, accuracy: 1e-9, context)
                XCTAssertEqual(content.width - tail.x - tail.width, 8, accuracy: 1e-9, context)
            }
        }
    }

    func testAContentViewWithMarginsOfItsOwnThatPreservesTheCellsReachesTheCells() throws {
        // Corona-Warn's cards (Xcode 13): a 466 pt nib cell on a 414 pt iPhone whose content view sets 8 and 16 pt
        // margins and preserves its superview's; Interface Builder stored its card 11 pt from the top and 20 from
        // the side, the cell's own margins. Without preserving them it keeps its own.
        for (preserves, origin) in [("YES", [20.0, 11]), ("NO", [16, 8])] {
            let margins = #"<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>"#
            let body = cell(width: 466, marginProbe.body, constraints: marginProbe.constraints)
                .replacingOccurrences(of: "</tableViewCellContentView>", with: margins + "</tableViewCellContentView>")
                .replacingOccurrences(
                    of: #"opaque="NO" preservesSuperviewLayoutMargins="YES""#,
                    with: #"opaque="NO" preservesSuperviewLayoutMargins="\#(preserves)""#)
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="18122" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait"/>
                    <objects>\(body)</objects>
                </document>
                """
            let lead = try XCTUnwrap(layOutDocument(xml, file: "Cell.xib")["lead"]).computed
            XCTAssertEqual([lead.x, lead.y], origin, "preserves: \(preserves)")
        }
    }

    func testXcode26SwitchSliderAndBorderlessFieldsTakeTheirStoredSizes() throws {
        let body = """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </switch>
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" \
            contentVerticalAlignment="center" value="1" minValue="1" maxValue="3" \
            translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </slider>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
            contentVerticalAlignment="center" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" \
            contentVerticalAlignment="center" placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="secure">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
            </textField>
            """
        let constraints = """
            <constraint firstAttribute="trailingMargin" secondItem="switch" secondAttribute="trailing" id="s1"/>
            <constraint firstItem="switch" firstAttribute="top" secondItem="content" secondAttribute="top" id="s2"/>
            <constraint firstItem="slider" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l1"/>
            <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="16" id="l2"/>
            <constraint firstItem="slider" firstAttribute="top" secondItem="content" secondAttribute="top" id="l3"/>
            <constraint firstItem="plain" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="p1"/>
            <constraint firstItem="plain" firstAttribute="top" secondItem="content" secondAttribute="top" id="p2"/>
            <constraint firstItem="secure" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="q1"/>
            <constraint firstItem="secure" firstAttribute="top" secondItem="content" secondAttribute="top" id="q2"/>
            """
        let frames = try layOut(
            storyboard(tools: "24765", device: "retina6_1", cell: cell(body, constraints: constraints)))
        // The switch's frame reaches 2 pt beyond the trailing margin it is pinned to (NetNewsWire's settings).
        XCTAssertEqual(try XCTUnwrap(frames["switch"]).computed, Rect(x: 293, y: 0, width: 63, height: 28))
        XCTAssertEqual(try XCTUnwrap(frames["slider"]).computed, Rect(x: 16, y: 0, width: 342, height: 34))
        XCTAssertEqual(try XCTUnwrap(frames["plain"]).computed.height, 22)
        XCTAssertEqual(try XCTUnwrap(frames["secure"]).computed.height, 21)

        // Before Xcode 26 the same switch is UIKit's 51 × 31 and a borderless field as high as its line.
        let older = try layOut(
            storyboard(tools: "18122", device: "retina6_1", cell: cell(body, constraints: constraints)))
        XCTAssertEqual(try XCTUnwrap(older["switch"]).computed.size, Size(width: 51, height: 31))
        XCTAssertEqual(try XCTUnwrap(older["plain"]).computed.height, 20.5)
    }
}
