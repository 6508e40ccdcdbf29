import NibLayout
import NibModel
import XCTest

/// The top-level views of iOS nibs (not storyboard scenes) and the controls in them, laid out as Interface Builder
/// stores them.
final class UIKitNibRootLayoutTests: XCTestCase {
    /// A nib for `device` saved by build `tools` whose top-level `element` `root` (`width` × `height`, with a safe
    /// area guide `safe`) holds `content`.
    private func nib(
        device: String, tools: String, element: String = "view", attributes: String = "", width: Double,
        height: Double, content: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(element) contentMode="scaleToFill" \(attributes) id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    \(content)
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </\(element)>
            </objects>
        </document>
        """
    }

    /// The safe area's top and bottom insets in a nib's top-level view of `width` × `height` for `device`, saved by
    /// build `tools` and designed under `bars` (simulated metrics elements), as `safeAreaProbe` measures them.
    private func safeArea(
        device: String, tools: String = "20037", width: Double, height: Double, bars: String = ""
    ) throws -> (top: Double, bottom: Double) {
        let probe = safeAreaProbe()
        let xml = nib(
            device: device, tools: tools, width: width, height: height,
            content: subviewsAndConstraints(probe.body, probe.constraints) + bars)
        let insets = try safeAreaInsets(in: layOutDocument(xml, file: "Root.xib"), height: height)
        return (insets.top, insets.bottom)
    }

    /// The same for a 375 × 300 cell (`element`, its content view a `contentElement`) at the top of a nib for an
    /// iPhone 11 saved by build `tools`: the probe in its content view, the constraints on the cell.
    private func cellSafeArea(element: String, contentElement: String, tools: String) throws -> (
        top: Double, bottom: Double
    ) {
        let probe = safeAreaProbe()
        let content = """
            <\(contentElement) key="contentView" contentMode="center" id="content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>\(probe.body)</subviews>
            </\(contentElement)>
            <constraints>\(probe.constraints)</constraints>
            """
        let xml = nib(device: "retina6_1", tools: tools, element: element, width: 375, height: 300, content: content)
        let insets = try safeAreaInsets(in: layOutDocument(xml, file: "Cell.xib"), height: 300)
        return (insets.top, insets.bottom)
    }

    func testANibsTopLevelViewHasTheSafeAreaOfADeviceWithAHomeIndicator() throws {
        // An iPhone 11 in Xcode 13: the sensor housing 44 pt, the home indicator 34.
        let full = try safeArea(device: "retina6_1", width: 414, height: 896)
        XCTAssertEqual(full.top, 44)
        XCTAssertEqual(full.bottom, 34)
        // A shorter view no wider than the screen stands at its top left, clear of the home indicator (Zotero's item
        // detail sections); a wider one has all of it (SwiftMessages' views), and so has any from Xcode 14.3 on
        // (Zotero's abstract editor).
        let freeform = try safeArea(device: "retina6_1", width: 414, height: 300)
        XCTAssertEqual(freeform.top, 44)
        XCTAssertEqual(freeform.bottom, 0)
        XCTAssertEqual(try safeArea(device: "retina6_1", width: 414, height: 880).bottom, 18)
        XCTAssertEqual(try safeArea(device: "retina6_1", width: 434, height: 300).bottom, 34)
        XCTAssertEqual(try safeArea(device: "retina6_1", tools: "21701", width: 414, height: 300).bottom, 34)
        // From iOS 16 (Xcode 14) the iPhone 11's sensor housing reaches 48 pt down.
        XCTAssertEqual(try safeArea(device: "retina6_1", tools: "21701", width: 414, height: 896).top, 48)
        // And the iPhone X's, XS's and 11 Pro's 50 pt (IQKeyboardManager's Xcode 15 storyboard); the XS Max's and 11 Pro
        // Max's stays 44 (DuckDuckGo's Xcode 15 onboarding).
        XCTAssertEqual(try safeArea(device: "retina5_9", width: 375, height: 812).top, 44)
        XCTAssertEqual(try safeArea(device: "retina5_9", tools: "22505", width: 375, height: 812).top, 50)
        XCTAssertEqual(try safeArea(device: "retina6_5", tools: "22505", width: 414, height: 896).top, 44)
        // An iPad with rounded corners: its status bar 24 pt, its home indicator 20 (Zotero's share extension on an iPad
        // Air, its container 24 pt down).
        let iPadAir = try safeArea(device: "ipad10_9rounded", tools: "23727", width: 820, height: 1180)
        XCTAssertEqual(iPadAir.top, 24)
        XCTAssertEqual(iPadAir.bottom, 20)
        // A device without a home indicator shows no status bar over a nib's views.
        let iPhone8 = try safeArea(device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(iPhone8.top, 0)
        XCTAssertEqual(iPhone8.bottom, 0)
    }

    func testANibsTopLevelViewIsCoveredByTheTranslucentBarsItIsDesignedUnder() throws {
        // Onion Browser's bookmarks (Xcode 11, iPhone 5): no status bar, a navigation bar 44 pt over the top.
        let navigationBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let bookmarks = try safeArea(device: "retina4_0", tools: "15705", width: 320, height: 568, bars: navigationBar)
        XCTAssertEqual(bookmarks.top, 44)
        XCTAssertEqual(bookmarks.bottom, 0)
        // Below the status bar on a full-screen iPhone 11, with a tab bar 49 pt above the home indicator.
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let tabbed = try safeArea(
            device: "retina6_1", tools: "21701", width: 414, height: 896, bars: navigationBar + tabBar)
        XCTAssertEqual(tabbed.top, 48 + 44)
        XCTAssertEqual(tabbed.bottom, 34 + 49)
        // An opaque bar covers nothing: the view starts at its edge.
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        XCTAssertEqual(try safeArea(device: "retina4_0", tools: "15705", width: 320, height: 568, bars: opaque).top, 0)
    }

    func testXcode16Point3AndLaterDrawAPhonesSafeAreaTwiceAsDeep() throws {
        // From Xcode 16.3 an iPhone's sensor housing and home indicator inset the safe area twice over: VLC's donation
        // nibs on an iPhone 15 (Xcode 26) keep their content 118 pt below the top and 68 above the bottom, Zotero's
        // lookup nib on an iPhone 11 96 and 68; Xcode 16.0 (DuckDuckGo's debug screens) still gives one of each.
        let iPhone15 = try safeArea(device: "retina6_12", tools: "24506", width: 393, height: 852)
        XCTAssertEqual(iPhone15.top, 118)
        XCTAssertEqual(iPhone15.bottom, 68)
        let iPhone11 = try safeArea(device: "retina6_1", tools: "24765", width: 414, height: 896)
        XCTAssertEqual(iPhone11.top, 96)
        XCTAssertEqual(iPhone11.bottom, 68)
        let before = try safeArea(device: "retina6_1", tools: "23504", width: 414, height: 896)
        XCTAssertEqual(before.top, 48)
        XCTAssertEqual(before.bottom, 34)
        // A device without a sensor housing has nothing to double, nor has an iPad with rounded corners.
        XCTAssertEqual(try safeArea(device: "retina4_7", tools: "24506", width: 375, height: 667).bottom, 0)
        let iPadAir = try safeArea(device: "ipad10_9rounded", tools: "24506", width: 820, height: 1180)
        XCTAssertEqual(iPadAir.top, 24)
        XCTAssertEqual(iPadAir.bottom, 20)
    }

    func testANibsTopLevelViewHasAControllerViewsMargins() throws {
        // SwiftMessages' message view (Xcode 12, iPhone 11): a stack pinned to the top-level view's margins stands
        // 20 pt inside its sides (the system margins of a view 400 pt or wider) and at its safe area's top and bottom
        // (44 and 34 pt); a narrower top-level view on a phone without a home indicator has 16 pt sides and none above.
        func stack(device: String, width: Double, height: Double) throws -> Rect {
            let body = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """
            let constraints = """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c3"/>
                <constraint firstAttribute="bottomMargin" secondItem="stack" secondAttribute="bottom" id="c4"/>
                """
            let xml = nib(
                device: device, tools: "17156", width: width, height: height,
                content: subviewsAndConstraints(body, constraints))
            return try XCTUnwrap(layOutDocument(xml, file: "MessageView.xib")["stack"]).computed
        }
        XCTAssertEqual(
            try stack(device: "retina6_1", width: 600, height: 154), Rect(x: 20, y: 44, width: 560, height: 76))
        XCTAssertEqual(
            try stack(device: "retina4_7", width: 320, height: 100), Rect(x: 16, y: 0, width: 288, height: 100))
    }

    func testACollectionCellAtTheTopOfANibHasTheSystemMargins() throws {
        // Rocket.Chat's message cells (Xcode 10, iPhone 8): a container 55 pt after the cell's leading margin and at
        // its trailing margin stands 71 pt from a 375 pt cell's left side and 16 pt from its right; a 402 pt cell's
        // margins are 20 pt.
        func container(cellWidth: Double) throws -> Rect {
            let content = """
                <view key="contentView" opaque="NO" contentMode="center" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="container">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="container" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="55" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="container" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="container" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" constant="10" id="c4"/>
                </constraints>
                """
            let xml = nib(
                device: "retina4_7", tools: "14460.31", element: "collectionViewCell", width: cellWidth, height: 100,
                content: content)
            return try XCTUnwrap(layOutDocument(xml, file: "MessageCell.xib")["container"]).computed
        }
        XCTAssertEqual(try container(cellWidth: 375), Rect(x: 71, y: 5, width: 288, height: 85))
        XCTAssertEqual(try container(cellWidth: 402), Rect(x: 75, y: 5, width: 307, height: 85))
    }

    func testACollectionHeaderAtTheTopOfANibHasTheSystemMarginsWithoutItsSafeArea() throws {
        // AltStore's and Delta's Patreon headers (Xcode 11, iPhone 11): a stack between the header's leading and
        // trailing margins stands 16 pt inside a 375 pt header; the header does not inset its margins from the safe
        // area (`insetsLayoutMarginsFromSafeArea="NO"`), so its top margin is not the 44 pt sensor housing.
        func stack(insetsFromSafeArea: Bool) throws -> Rect {
            let content = """
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                    <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="c2"/>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="2" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" constant="50" id="c4"/>
                </constraints>
                """
            let xml = nib(
                device: "retina6_1", tools: "15400", element: "collectionReusableView",
                attributes: insetsFromSafeArea ? "" : #"insetsLayoutMarginsFromSafeArea="NO""#, width: 375,
                height: 445, content: content)
            return try XCTUnwrap(layOutDocument(xml, file: "AboutPatreonHeaderView.xib")["stack"]).computed
        }
        XCTAssertEqual(try stack(insetsFromSafeArea: false), Rect(x: 16, y: 2, width: 343, height: 393))
        XCTAssertEqual(try stack(insetsFromSafeArea: true), Rect(x: 16, y: 46, width: 343, height: 349))
    }

    func testANibsViewShowsTheStatusBarByGenerationOwnerAndSize() throws {
        // Pocket Casts' effects settings (Xcode 10, iPhone 8): the nib of a view controller (its File's Owner's
        // `view`) designed full screen keeps its table 20 pt below the top, under the status bar; so does another
        // plain view at least half the screen high (Rocket.Chat's reaction list), not a short one (its 55 pt bars);
        // without the full-screen adaptation a nib's view shows none. From Xcode 14.3 every top-level view shows it
        // without the adaptation (Onion Browser's and Pocket Casts' controllers, DuckDuckGo's notification views),
        // unless the view simulates an opaque bar it starts below (Pocket Casts' profile).
        func tableTop(
            adaptation: Bool, ownersView: Bool, tools: String = "14490.70", height: Double = 667, bar: String = ""
        ) throws -> Double {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
                targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait">\(adaptation ? #"<adaptation id="fullscreen"/>"# : "")</device>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                            <connections>
                                \(ownersView ? #"<outlet property="view" destination="root" id="o1"/>"# : "")
                            </connections>
                        </placeholder>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <subviews>
                                <tableView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                </tableView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="table" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="table" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c4"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            \(bar)
                        </view>
                    </objects>
                </document>
                """
            return try XCTUnwrap(layOutDocument(xml, file: "Effects.xib")["table"]).computed.y
        }
        XCTAssertEqual(try tableTop(adaptation: true, ownersView: true), 20)
        XCTAssertEqual(try tableTop(adaptation: false, ownersView: true), 0)
        XCTAssertEqual(try tableTop(adaptation: true, ownersView: false), 20, "a plain view as high as the screen")
        XCTAssertEqual(try tableTop(adaptation: true, ownersView: false, height: 55), 0, "a short one")
        XCTAssertEqual(try tableTop(adaptation: false, ownersView: true, tools: "21225"), 0, "Xcode 14.1")
        XCTAssertEqual(try tableTop(adaptation: false, ownersView: true, tools: "21701"), 20, "Xcode 14.3")
        XCTAssertEqual(try tableTop(adaptation: false, ownersView: false, tools: "22505", height: 154), 20, "any view")
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        XCTAssertEqual(try tableTop(adaptation: false, ownersView: true, tools: "21701", bar: opaque), 0)
    }

    func testATableCellAtTheTopOfANibHasNoSafeAreaACollectionCellHasTheDevices() throws {
        // Pocket Casts' cells: a table view cell (Xcode 12) lays out its content with no inset, a collection view
        // cell (Xcode 14) under the iPhone 11's 48 pt sensor housing and above its 34 pt home indicator.
        let table = try cellSafeArea(
            element: "tableViewCell", contentElement: "tableViewCellContentView", tools: "17156")
        XCTAssertEqual(table.top, 0)
        XCTAssertEqual(table.bottom, 0)
        let collection = try cellSafeArea(element: "collectionViewCell", contentElement: "view", tools: "21701")
        XCTAssertEqual(collection.top, 48)
        XCTAssertEqual(collection.bottom, 34)
    }

    func testASwitchsFrameReachesTwoPointsBeyondItsTrailingEdge() throws {
        // Before Xcode 26 a switch is stored 51 × 31 and its alignment rectangle is 49 wide: pinned 20 pt from the
        // trailing side it is stored at 375 − 20 − 49; pinned between two views it is 2 pt wider than the gap.
        let body = """
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" \
            contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" \
            translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="306" y="20" width="51" height="31"/>
            </switch>
            """
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="toggle-trailing"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="toggle-top"/>
            """
        let xml = nib(
            device: "retina4_7", tools: "20037", width: 375, height: 667,
            content: subviewsAndConstraints(body, constraints))
        let toggle = try XCTUnwrap(layOutDocument(xml, file: "Toggle.xib")["toggle"])
        XCTAssertEqual(toggle.computed.x, 306)
        XCTAssertEqual(toggle.computed.width, 51)
        XCTAssertTrue(toggle.agrees, "\(toggle)")
    }
}
