import NibEject
import NibUIKit
import XCTest

/// Accessibility: identifier, label, hint, element and traits, as the identity inspector sets them.
final class EjectAccessibilityTests: XCTestCase {
    func testAccessibilityIsSetAsTheDocumentSetsIt() throws {
        let source = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Rating">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <subviews>
                    <label opaque="NO" text="Stars" id="stars">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <accessibility key="accessibilityConfiguration" identifier="rating.stars" label="Rating" \
            hint="Out of five">
                            <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </label>
                    <view contentMode="scaleToFill" id="decoration">
                        <rect key="frame" x="0.0" y="20" width="100" height="20"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <accessibility key="accessibilityConfiguration">
                            <accessibilityTraits key="traits" none="YES"/>
                        </accessibility>
                    </view>
                </subviews>
            </view>
            """
        ).source
        XCTAssertTrue(source.contains("label.accessibilityIdentifier = \"rating.stars\""), source)
        XCTAssertTrue(source.contains("label.accessibilityLabel = \"Rating\""), source)
        XCTAssertTrue(source.contains("label.accessibilityHint = \"Out of five\""), source)
        XCTAssertTrue(source.contains("label.isAccessibilityElement = true"), source)
        XCTAssertTrue(source.contains("label.accessibilityTraits = [.staticText, .header]"), source)
        XCTAssertTrue(source.contains("ownView.accessibilityTraits = []"), source)
    }

    func testNibUIKitKeepsTraitsByName() {
        let view = UIView()
        view.accessibilityTraits = [.button, .header]
        XCTAssertTrue(view.accessibilityTraits.contains(.header))
        XCTAssertFalse(view.accessibilityTraits.contains(.image))
        XCTAssertEqual(view.accessibilityTraits, [.header, .button])
    }
}
