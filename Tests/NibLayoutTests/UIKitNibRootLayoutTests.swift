import NibLayout
import XCTest

/// The top-level views of iOS nibs (not storyboard scenes) and the controls in them, laid out as Interface Builder
/// stores them.
final class UIKitNibRootLayoutTests: XCTestCase {
    /// A nib for `device` saved by build `tools` whose top-level `element` `root` (`width` × `height`) holds `body`
    /// with `constraints` and a safe area guide `safe`.
    private func nib(
        device: String, tools: String = "20037", element: String = "view", width: Double, height: Double,
        _ body: String, constraints: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <\(element) contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    \(subviewsAndConstraints(body, constraints))
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </\(element)>
            </objects>
        </document>
        """
    }

    /// `box` hanging 100 high from the safe area's top and `foot` standing 100 high on its bottom.
    private let probe = (
        body: ["box", "foot"].map {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\($0)">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </view>
            """
        }.joined(separator: "\n"),
        constraints: [("box", "top"), ("foot", "bottom")].map { id, edge in
            """
            <constraint firstItem="\(id)" firstAttribute="\(edge)" secondItem="safe" secondAttribute="\(edge)" id="\(id)-\(edge)"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="\(id)-leading"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="100" id="\(id)-width"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="100" id="\(id)-height"/>
            """
        }.joined(separator: "\n")
    )

    /// The safe area's top and bottom insets, as the probe measures them, in a nib's top-level `element` of
    /// `width` × `height` for `device`, saved by build `tools`.
    private func safeArea(
        device: String, tools: String = "20037", element: String = "view", width: Double, height: Double
    ) throws -> (top: Double, bottom: Double) {
        let xml = nib(
            device: device, tools: tools, element: element, width: width, height: height, probe.body,
            constraints: probe.constraints)
        let frames = try layOutDocument(xml, file: "Root.xib")
        let box = try XCTUnwrap(frames["box"]).computed
        let foot = try XCTUnwrap(frames["foot"]).computed
        return (box.y, height - foot.y - foot.height)
    }

    func testANibsTopLevelViewHasTheSafeAreaOfADeviceWithAHomeIndicator() throws {
        // An iPhone 11 in Xcode 13: the sensor housing 44 pt, the home indicator 34, whatever the view's size.
        let full = try safeArea(device: "retina6_1", width: 414, height: 896)
        XCTAssertEqual(full.top, 44)
        XCTAssertEqual(full.bottom, 34)
        let freeform = try safeArea(device: "retina6_1", width: 414, height: 300)
        XCTAssertEqual(freeform.top, 44)
        XCTAssertEqual(freeform.bottom, 34)
        // From iOS 16 (Xcode 14) the iPhone 11's sensor housing reaches 48 pt down.
        XCTAssertEqual(try safeArea(device: "retina6_1", tools: "21701", width: 414, height: 896).top, 48)
        // A device without a home indicator shows no status bar over a nib's views.
        let iPhone8 = try safeArea(device: "retina4_7", width: 375, height: 667)
        XCTAssertEqual(iPhone8.top, 0)
        XCTAssertEqual(iPhone8.bottom, 0)
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
        let xml = nib(device: "retina4_7", width: 375, height: 667, body, constraints: constraints)
        let toggle = try XCTUnwrap(layOutDocument(xml, file: "Toggle.xib")["toggle"])
        XCTAssertEqual(toggle.computed.x, 306)
        XCTAssertEqual(toggle.computed.width, 51)
        XCTAssertTrue(toggle.agrees, "\(toggle)")
    }
}
