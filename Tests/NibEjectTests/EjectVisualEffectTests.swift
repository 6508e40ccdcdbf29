import NibEject
import NibUIKit
import XCTest

/// Visual effect views: made with their effect; their subviews go into the content view UIKit makes with them.
final class EjectVisualEffectTests: XCTestCase {
    private let footer = """
        <view contentMode="scaleToFill" id="root" customClass="Sheet">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" \
        id="blur">
                    <rect key="frame" x="0.0" y="120" width="320" height="80"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" text="Done" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                                <rect key="frame" x="16" y="16" width="60" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="done" firstAttribute="top" secondItem="content" \
        secondAttribute="topMargin" id="d1"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>
                    </view>
                    <blurEffect style="systemMaterial"/>
                </visualEffectView>
            </subviews>
            <constraints>
                <constraint firstAttribute="bottom" secondItem="blur" secondAttribute="bottom" id="b1"/>
            </constraints>
        </view>
        """

    func testAVisualEffectViewIsMadeWithItsEffectAndFilledThroughItsContentView() throws {
        let file = try ejectOne(footer)
        let source = file.source
        XCTAssertTrue(
            source.contains("let visualEffectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))"),
            source)
        XCTAssertTrue(source.contains("visualEffectView.contentView.addSubview(label)"), source)
        XCTAssertTrue(
            source.contains(
                "visualEffectView.contentView.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)"))
        XCTAssertTrue(
            source.contains(
                "label.topAnchor.constraint(equalTo: visualEffectView.contentView.layoutMarginsGuide.topAnchor),"))
        XCTAssertEqual(file.warnings, [])
    }

    func testAVibrancyEffectIsMadeOverItsBlur() throws {
        let source = try ejectOne(
            footer.replacingOccurrences(
                of: "<blurEffect style=\"systemMaterial\"/>",
                with: "<vibrancyEffect style=\"secondaryLabel\"><blurEffect style=\"regular\"/></vibrancyEffect>")
        ).source
        XCTAssertTrue(
            source.contains(
                "UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular), "
                    + "style: .secondaryLabel))"), source)
    }

    func testNibUIKitsEffectViewKeepsItsContentViewFillingIt() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        view.layoutIfNeeded()
        XCTAssertTrue(view.contentView.superview === view)
        XCTAssertEqual(view.contentView.frame.width, 200)
        XCTAssertEqual(view.contentView.frame.height, 50)
    }
}
