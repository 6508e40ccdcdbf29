import Foundation
import XCTest

/// Storyboard scenes drawn as Xcode's canvas shows them: table views with their cells, navigation bars with their
/// titles and buttons, tab bars with their tabs, collection views with their cells.
final class SceneRenderTests: XCTestCase {
    /// A storyboard of `scenes`, designed on an iPhone 8 (375 × 667, no sensor housing).
    private func storyboard(_ scenes: String, initial: String = "nav") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// A static cell `id` whose content shows a label `text`.
    private func cell(_ id: String, _ text: String) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="\(id)-label" style="IBUITableViewCellStyleDefault" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)-label">
                        <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    private var settingsScenes: String {
        """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="settings" kind="relationship" relationship="rootViewController" id="seg1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <tableViewController id="settings" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection headerTitle="Account" id="sec1">
                                <cells>
        \(cell("c1", "Sign In")) \(cell("c2", "Sync Now"))
                                </cells>
                            </tableViewSection>
                            <tableViewSection headerTitle="About" footerTitle="Version 1.0" id="sec2">
                                <cells>
        \(cell("c3", "Licenses"))
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Settings" id="item">
                        <barButtonItem key="rightBarButtonItem" systemItem="done" id="done"/>
                        <barButtonItem key="leftBarButtonItem" title="Close" id="close"/>
                    </navigationItem>
                </tableViewController>
            </objects>
        </scene>
        """
    }

    func testAStaticTableShowsItsSectionsAndCellsInPlace() throws {
        let pictures = try PictureQuery.pictures(of: storyboard(settingsScenes))
        let scene = try XCTUnwrap(pictures.first { $0.rootID == "table" })
        let query = try PictureQuery(scene.svg)
        let table = try XCTUnwrap(query.group("table"))
        let texts = query.texts(in: table)
        XCTAssertEqual(
            texts.filter { ["Account", "Sign In", "Sync Now", "About", "Licenses"].contains($0) },
            [
                "Account", "Sign In", "Sync Now", "About", "Licenses",
            ])
        XCTAssertTrue(texts.contains("Version 1.0"), "\(texts)")
        // The cells are the document's cells, drawn inside the table below the bars.
        let cells = query.groups(where: "data-element", is: "tableViewCell").compactMap { $0.attributes["id"] }
        XCTAssertEqual(cells, ["c1", "c2", "c3"])
        let first = try XCTUnwrap(query.attribute("transform", of: "c1"))
        let y = try XCTUnwrap(Double(first.split(separator: " ").last?.dropLast() ?? ""))
        XCTAssertGreaterThanOrEqual(y, 64, "below the status and navigation bars: \(first)")
        // An inset grouped table: the grouped background, its sections' rows in rounded cards.
        XCTAssertTrue(scene.svg.contains(##"fill="#F2F2F7""##))
        XCTAssertTrue(scene.svg.contains(##"rx="10"/></clipPath>"##), scene.svg)
    }

    func testAControllerInANavigationStackShowsItsBarWithTitleAndButtons() throws {
        let pictures = try PictureQuery.pictures(of: storyboard(settingsScenes))
        let scene = try XCTUnwrap(pictures.first { $0.rootID == "table" })
        let query = try PictureQuery(scene.svg)
        let bar = try XCTUnwrap(query.groups(where: "data-element", is: "navigationBar").first)
        XCTAssertEqual(bar.attributes["class"], "simulated-bar")
        XCTAssertEqual(bar.attributes["transform"], "translate(0 20)")
        XCTAssertEqual(query.texts(in: bar), ["Settings", "Close", "Done"])
        // Above it, the status bar Interface Builder simulates on an iPhone 8: 20 pt high.
        let status = try XCTUnwrap(query.groups(where: "data-element", is: "statusBar").first)
        XCTAssertEqual(query.texts(in: status), ["9:41"])
        XCTAssertEqual(status.attributes["transform"], "translate(0 0)")
    }

    func testATabBarControllersChildShowsTheTabsWithItsOwnSelected() throws {
        let scenes = """
            <scene sceneID="t0">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="first" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="t1">
                <objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="firstView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <tabBarItem key="tabBarItem" title="Inbox" id="i1"/>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="t2">
                <objects>
                    <viewController id="second" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="secondView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                        <tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>
                    </viewController>
                </objects>
            </scene>
            """
        let pictures = try PictureQuery.pictures(of: storyboard(scenes, initial: "tabs"))
        let second = try PictureQuery(try XCTUnwrap(pictures.first { $0.rootID == "secondView" }).svg)
        let bar = try XCTUnwrap(second.groups(where: "data-element", is: "tabBar").first)
        XCTAssertEqual(bar.attributes["transform"], "translate(0 618)")
        XCTAssertEqual(second.texts(in: bar), ["Inbox", "Favorites"])
        // The second tab is the selected one: its title in the tint colour.
        let titles = bar.all.filter { $0.name == "text" }
        XCTAssertEqual(titles.map { $0.attributes["fill"] }, ["#999999", "#007AFF"])
    }

    func testAStandAloneNavigationBarShowsItsTopItem() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <items>
                                    <navigationItem title="Back" id="back"/>
                                    <navigationItem title="Details" id="details">
                                        <barButtonItem key="rightBarButtonItem" title="Edit" id="edit"/>
                                    </navigationItem>
                                </items>
                            </navigationBar>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let picture = try XCTUnwrap(try PictureQuery.pictures(of: xml, file: "test.xib").first)
        let query = try PictureQuery(picture.svg)
        XCTAssertEqual(query.texts(in: try XCTUnwrap(query.group("bar"))), ["Details", "Edit"])
    }

    func testACollectionViewShowsItsCellsInRows() throws {
        func collectionCell(_ id: String) -> String {
            """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                <autoresizingMask key="autoresizingMask"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </collectionViewCell>
            """
        }
        let scenes = """
            <scene sceneID="c0">
                <objects>
                    <collectionViewController id="grid" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                <size key="itemSize" width="100" height="80"/>
                            </collectionViewFlowLayout>
                            <cells>
            \(collectionCell("a")) \(collectionCell("b")) \(collectionCell("c")) \(collectionCell("d"))
                            </cells>
                        </collectionView>
                    </collectionViewController>
                </objects>
            </scene>
            """
        let pictures = try PictureQuery.pictures(of: storyboard(scenes, initial: "grid"))
        let query = try PictureQuery(try XCTUnwrap(pictures.first { $0.rootID == "collection" }).svg)
        let placed = ["a", "b", "c", "d"].map { query.attribute("transform", of: $0) }
        XCTAssertEqual(placed, ["translate(0 0)", "translate(110 0)", "translate(220 0)", "translate(0 90)"])
    }

    func testAContainerViewShowsTheSceneItEmbeds() throws {
        let scenes = """
            <scene sceneID="p0">
                <objects>
                    <viewController id="parent" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="parentView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="20" y="100" width="335" height="200"/>
                                    <connections>
                                        <segue destination="child" kind="embed" id="e1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="p1">
                <objects>
                    <viewController id="child" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="childView">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="200"/>
                            <subviews>
                                <label opaque="NO" text="Embedded" translatesAutoresizingMaskIntoConstraints="NO" id="childLabel">
                                    <rect key="frame" x="20" y="20" width="200" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """
        let pictures = try PictureQuery.pictures(of: storyboard(scenes, initial: "parent"))
        let parent = try PictureQuery(try XCTUnwrap(pictures.first { $0.rootID == "parentView" }).svg)
        let box = try XCTUnwrap(parent.group("box"))
        XCTAssertEqual(parent.texts(in: box), ["Embedded"])
        XCTAssertTrue(box.all.contains { $0.attributes["class"] == "embedded-scene" })
    }
}
