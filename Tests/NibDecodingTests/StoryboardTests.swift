import NibDecoding
import NibModel
import XCTest

final class StoryboardTests: XCTestCase {
    func testScenesControllersSeguesAndReferences() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.storyboard(
                """
                    <scene sceneID="nav-sc-001">
                        <objects>
                            <navigationController storyboardIdentifier="Root" id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="-100" y="20.5"/>
                    </scene>
                    <scene sceneID="lst-sc-001">
                        <objects>
                            <tableViewController title="List" id="list" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="proto">
                                            <tableViewCellContentView key="contentView" opaque="NO" id="proto-content"/>
                                            <connections>
                                                <segue destination="ref" kind="show" identifier="ShowDetail" id="show"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                                <navigationItem key="navigationItem" title="Items" id="item"/>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                            <exit id="exit" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                    <scene sceneID="ref-sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="DetailScene" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                """, initial: "nav"))
        XCTAssertTrue(document.isStoryboard)
        XCTAssertTrue(document.objects.isEmpty)
        XCTAssertEqual(document.scenes.map(\.sceneID), ["nav-sc-001", "lst-sc-001", "ref-sc-001"])
        XCTAssertEqual(document.initialViewController?.id, "nav")
        XCTAssertEqual(document.scenes[0].canvasLocation, Point(x: -100, y: 20.5))
        XCTAssertEqual(document.scenes[0].viewController?.storyboardIdentifier, "Root")
        XCTAssertEqual(document.scenes[0].viewController?.category, .viewController)
        XCTAssertEqual(document.scenes[0].objects[1].placeholder, .firstResponder)
        let relationship = try XCTUnwrap(document.scenes[0].viewController?.connections.first)
        XCTAssertEqual(relationship.kind, .segue)
        XCTAssertEqual(relationship.segueKind, .relationship)
        XCTAssertEqual(relationship.relationship, "rootViewController")
        XCTAssertEqual(relationship.destination, "list")

        let list = try XCTUnwrap(document.scenes[1].viewController)
        XCTAssertEqual(list.className(for: .iOS), "ListController")
        XCTAssertEqual(list.child(forKey: "navigationItem")?.category, .item)
        XCTAssertEqual(list.child(forKey: "navigationItem")?.title, "Items")
        XCTAssertEqual(list.title, "List")
        let table = try XCTUnwrap(list.child(forKey: "view"))
        let prototype = try XCTUnwrap(table.children.first)
        XCTAssertEqual(prototype.container, "prototypes")
        XCTAssertEqual(prototype.reuseIdentifier, "Cell")
        XCTAssertEqual(prototype.connections.first?.identifier, "ShowDetail")
        XCTAssertEqual(prototype.connections.first?.segueKind, .show)
        XCTAssertEqual(document.scenes[1].objects.last?.placeholder, .exit)

        let reference = try XCTUnwrap(document.scenes[2].viewController)
        XCTAssertEqual(reference.element, .viewControllerPlaceholder)
        XCTAssertEqual(reference.storyboardName, "Detail")
        XCTAssertEqual(reference.referencedIdentifier, "DetailScene")
        XCTAssertEqual(reference.className(for: .iOS), "UIStoryboardReference")
    }

    func testTVOSAndWatchOSStoryboardsAreStoryboards() throws {
        for type in ["com.apple.InterfaceBuilder.AppleTV.Storyboard", "com.apple.InterfaceBuilder.WatchKit.Storyboard"]
        {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="\(type)" version="3.0" toolsVersion="11762" targetRuntime="AppleTV">
                    <scenes/>
                </document>
                """
            let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "Main.storyboard").document)
            XCTAssertTrue(document.isStoryboard, type)
        }
    }
}
