import Foundation
import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// A view controller's root view loaded headlessly from a storyboard is laid out as on the device and under the bars
/// it was designed for: its safe area, its system layout margins and the legacy top and bottom layout guides.
final class ControllerRootLayoutTests: XCTestCase {
    /// A storyboard for an iPhone 8 (`retina4_7`: a 20 pt status bar, no home indicator) with one scene.
    private func storyboard(controllerExtras: String = "", subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="controller" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="topGuide"/>
                                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
        \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func box(_ id: String) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
        </view>
        """
    }

    /// The storyboard's controller, instantiated headlessly, with its view laid out.
    private func laidOutController(_ xml: String) throws -> (controller: ViewController, nib: InstantiatedNib) {
        let nib = try instantiateDocument(xml, file: "Scene.storyboard")
        let controller = try XCTUnwrap(nib.topLevelObjects.first as? ViewController)
        try XCTUnwrap(controller.view).layoutIfNeeded()
        return (controller, nib)
    }

    func testLegacyLayoutGuidesSpanTheBarsTheSceneSimulates() throws {
        // `box` hangs 8 pt below the top layout guide and 8 pt above the bottom one, under a navigation bar and
        // over a tab bar: the guides reach from the screen's top to the navigation bar's bottom (20 + 44) and
        // from the tab bar's top (49) to the screen's bottom.
        let bars = """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="c2"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
            <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c4"/>
            """
        let (controller, nib) = try laidOutController(
            storyboard(controllerExtras: bars, subviews: box("box"), constraints: constraints))
        let box = try XCTUnwrap(nib.objectsByID["box"] as? View)
        XCTAssertEqual(box.frame, Rect(x: 16, y: 72, width: 343, height: 667 - 49 - 8 - 72))
        XCTAssertEqual(controller.view?.safeAreaInsets, EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        // The guides the constraints name are the controller's.
        let top = try XCTUnwrap(controller.topLayoutGuide)
        XCTAssertTrue(controller.view?.constraints.contains { $0.secondItem === top } == true)
        XCTAssertTrue(top.owningView === controller.view)
        XCTAssertTrue(nib.objectsByID["bottomGuide"] == nil, "guides are not archived objects")
    }

    func testTheRootsTopMarginIsBelowTheBars() throws {
        // The controller's view insets its margins from its safe area, as UIKit's do: a box on its top margin sits
        // below the status and navigation bars.
        let bars = """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
            """
        let (_, nib) = try laidOutController(
            storyboard(controllerExtras: bars, subviews: box("box"), constraints: constraints))
        XCTAssertEqual((nib.objectsByID["box"] as? View)?.frame.origin, Point(x: 16, y: 64))
    }

    func testOpaqueBarEndsTheViewAndTheSafeAreaStartsAtItsEdge() throws {
        // A view that does not extend under an opaque navigation bar starts at its edge: nothing covers its top.
        let bars = """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
            """
        let (controller, nib) = try laidOutController(
            storyboard(controllerExtras: bars, subviews: box("box"), constraints: constraints))
        XCTAssertEqual(controller.view?.safeAreaInsets.top, 0)
        XCTAssertEqual((nib.objectsByID["box"] as? View)?.frame.origin, Point(x: 0, y: 8))
    }

    func testStoryboardSceneLaysOutAsInterfaceBuilderStoredIt() throws {
        // The examples' gallery is the root of a navigation controller on an iPhone 15 (a 59 pt sensor housing): its
        // caption view hangs 20 pt below the safe area's top, under the inferred navigation bar.
        let path = "\(NibViewTests.examples)/Gallery.storyboard"
        let document = try XCTUnwrap(DocumentDecoder().decode(contentsOf: path).document)
        let nib = try NibInstantiator(document: document, name: "Gallery").instantiate(owner: nil)
        let gallery = try XCTUnwrap(nib.objectsByID["Gal-vc-001"] as? ViewController)
        let view = try XCTUnwrap(gallery.view)
        let caption = try XCTUnwrap(nib.objectsByID["Cap-vw-001"] as? View)
        let stored = caption.frame
        caption.frame = .zero
        view.layoutIfNeeded()
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(caption.frame.x, stored.x, accuracy: 1e-9)
        XCTAssertEqual(caption.frame.y, 123)
        XCTAssertEqual(caption.frame.size, stored.size)
    }
}
