import Foundation
import NibHeadless
import NibModel
import XCTest

/// A macOS storyboard loaded headlessly: a window controller and the content controller its window shows.
final class AppKitStoryboardTests: XCTestCase {
    func testAWindowControllersWindowShowsTheControllerItsRelationshipNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mac-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="MacOSX.Cocoa" useAutolayout="YES" initialViewController="wc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <windowController id="wc" sceneMemberID="viewController">
                                <window key="window" title="Main" animationBehavior="default" id="window">
                                    <windowStyleMask key="styleMask" titled="YES"/>
                                    <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                    <view key="contentView" id="placeholder-content">
                                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                    </view>
                                </window>
                                <connections>
                                    <segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="r1"/>
                                </connections>
                            </windowController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" id="main-view">
                                    <rect key="frame" x="0.0" y="0.0" width="450" height="300"/>
                                    <subviews>
                                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="18" y="264" width="44" height="16"/>
                                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="title-cell">
                                                <font key="font" metaFont="system"/>
                                            </textFieldCell>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="title" firstAttribute="leading" secondItem="main-view" secondAttribute="leading" constant="20" id="c1"/>
                                        <constraint firstItem="title" firstAttribute="top" secondItem="main-view" secondAttribute="top" constant="20" id="c2"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try storyboard.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let library = NibLibrary(searchDirectories: [directory.path], bundleRoots: [], registry: .standard)
        let controller = try XCTUnwrap(
            try Storyboard(name: "Main", library: library).instantiateInitialViewController())
        let windowController = try XCTUnwrap(controller as? WindowController)
        let window = try XCTUnwrap(windowController.window)
        let content = try XCTUnwrap(window.contentViewController)
        XCTAssertTrue(windowController.children.first === content)
        // The controller's view replaces the archived content view, at the window's content size.
        let view = try XCTUnwrap(window.contentView)
        XCTAssertTrue(view === content.view)
        XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 480, height: 270))
        view.layoutIfNeeded()
        XCTAssertEqual(view.subviews.first?.frame, Rect(x: 18, y: 270 - 20 - 16, width: 44, height: 16))
    }
}
