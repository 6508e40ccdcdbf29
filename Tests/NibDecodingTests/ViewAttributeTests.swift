import NibDecoding
import NibModel
import XCTest

final class ViewAttributeTests: XCTestCase {
    func testGeometryFlagsAndAppearance() throws {
        let view = try DocumentFixtures.object(
            "v",
            in: DocumentFixtures.xib(
                """
                    <view clipsSubviews="YES" userInteractionEnabled="NO" alpha="0.5" tag="7" contentMode="scaleAspectFit" hidden="YES" opaque="NO" multipleTouchEnabled="YES" misplaced="YES" ambiguous="YES" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="251" verticalHuggingPriority="249" horizontalCompressionResistancePriority="751" verticalCompressionResistancePriority="1000" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44.5" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="v">
                        <rect key="frame" x="-10.5" y="20" width="320.25" height="0.0"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES" flexibleMaxY="YES"/>
                        <color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="sRGB"/>
                        <color key="tintColor" systemColor="systemRedColor"/>
                        <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
                    </view>
                """))
        let attributes = try XCTUnwrap(view.view)
        XCTAssertEqual(attributes.frame, Rect(x: -10.5, y: 20, width: 320.25, height: 0))
        XCTAssertEqual(attributes.autoresizingMask, [.widthSizable, .heightSizable, .flexibleMaxY])
        XCTAssertEqual(attributes.translatesAutoresizingMaskIntoConstraints, false)
        XCTAssertTrue(attributes.isMisplaced)
        XCTAssertTrue(attributes.isAmbiguous)
        XCTAssertTrue(attributes.hasFixedFrame)
        XCTAssertEqual(attributes.alpha, 0.5)
        XCTAssertEqual(attributes.isHidden, true)
        XCTAssertEqual(attributes.tag, 7)
        XCTAssertEqual(attributes.contentMode, .scaleAspectFit)
        XCTAssertEqual(attributes.clipsSubviews, true)
        XCTAssertEqual(attributes.isUserInteractionEnabled, false)
        XCTAssertEqual(attributes.isOpaque, false)
        XCTAssertEqual(attributes.isMultipleTouchEnabled, true)
        XCTAssertEqual(attributes.horizontalHuggingPriority, 251)
        XCTAssertEqual(attributes.verticalHuggingPriority, 249)
        XCTAssertEqual(attributes.horizontalCompressionResistancePriority, 751)
        XCTAssertEqual(attributes.verticalCompressionResistancePriority, 1000)
        XCTAssertEqual(attributes.placeholderIntrinsicWidth, .infinity)
        XCTAssertEqual(attributes.placeholderIntrinsicHeight, 44.5)
        XCTAssertEqual(attributes.preservesSuperviewLayoutMargins, true)
        XCTAssertEqual(attributes.insetsLayoutMarginsFromSafeArea, false)
        XCTAssertEqual(attributes.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(
            attributes.backgroundColor,
            Color(
                kind: .rgb(red: 1, green: 0.5, blue: 0.25), alpha: 0.75, colorSpace: "custom", customColorSpace: "sRGB")
        )
        XCTAssertEqual(attributes.tintColor, Color(kind: .system("systemRedColor")))
        XCTAssertTrue(view.untyped.isEmpty, "everything here is typed: \(view.untyped)")
    }

    func testOmittedAttributesStayNil() throws {
        let view = try DocumentFixtures.object("v", in: DocumentFixtures.xib(#"<view id="v"/>"#))
        let attributes = try XCTUnwrap(view.view)
        XCTAssertNil(attributes.frame)
        XCTAssertNil(attributes.translatesAutoresizingMaskIntoConstraints)
        XCTAssertNil(attributes.alpha)
        XCTAssertFalse(attributes.isMisplaced)
        XCTAssertNil(view.text)
        XCTAssertNil(view.control)
    }

    func testColorForms() throws {
        let view = try DocumentFixtures.object(
            "v",
            in: DocumentFixtures.xib(
                """
                    <view id="v">
                        <color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <color key="shadowColor" cocoaTouchSystemColor="darkTextColor"/>
                        <color key="borderColor" name="AccentColor"/>
                        <color key="otherColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="calibratedRGB"/>
                    </view>
                """))
        XCTAssertEqual(
            view.view?.backgroundColor,
            Color(kind: .white(0), alpha: 0.5, colorSpace: "custom", customColorSpace: "genericGamma22GrayColorSpace"))
        XCTAssertEqual(view.value(forKey: "shadowColor"), .color(Color(kind: .system("darkTextColor"))))
        XCTAssertEqual(view.value(forKey: "borderColor"), .color(Color(kind: .named("AccentColor"))))
        XCTAssertEqual(
            view.value(forKey: "otherColor"),
            .color(Color(kind: .rgb(red: 0.1, green: 0.2, blue: 0.3), alpha: 1, colorSpace: "calibratedRGB")))
    }

    func testLayoutGuides() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.storyboard(
                """
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top-gd-001"/>
                                    <viewControllerLayoutGuide type="bottom" id="bot-gd-001"/>
                                </layoutGuides>
                                <scrollView key="view" id="scr-00-001">
                                    <viewLayoutGuide key="contentLayoutGuide" id="cnt-gd-001"/>
                                    <viewLayoutGuide key="frameLayoutGuide" id="frm-gd-001"/>
                                    <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
                                </scrollView>
                            </viewController>
                        </objects>
                    </scene>
                """))
        let controller = try XCTUnwrap(document.object(withID: "vc1"))
        XCTAssertEqual(controller.layoutGuides.map(\.key), ["top", "bottom"])
        XCTAssertEqual(controller.layoutGuides.map(\.isLegacy), [true, true])
        let scroll = try XCTUnwrap(controller.child(forKey: "view"))
        XCTAssertEqual(scroll.layoutGuides.map(\.key), ["contentLayoutGuide", "frameLayoutGuide", "safeArea"])
        XCTAssertEqual(scroll.layoutGuides.map(\.id), ["cnt-gd-001", "frm-gd-001", "saf-gd-001"])
    }
}
