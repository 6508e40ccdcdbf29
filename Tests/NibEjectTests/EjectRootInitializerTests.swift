import NibEject
import XCTest

/// A root's initializers are its UIKit class's designated ones, which the SDK type-check holds the code to.
final class EjectRootInitializerTests: XCTestCase {
    func testATextViewRootOverridesItsTextContainerInitializer() throws {
        let source = try ejectOne(
            """
            <textView clipsSubviews="YES" contentMode="scaleToFill" text="Notes" id="root" customClass="NotesView">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            </textView>
            """
        ).source
        XCTAssertTrue(source.contains("override init(frame: CGRect, textContainer: NSTextContainer?) {"), source)
        XCTAssertTrue(source.contains("super.init(frame: frame, textContainer: textContainer)"), source)
        XCTAssertTrue(source.contains("required init?(coder: NSCoder) {"), source)
    }

    func testAStackViewRootsDecodingInitializerCannotFail() throws {
        let source = try ejectOne(
            """
            <stackView opaque="NO" contentMode="scaleToFill" id="root" customClass="Toolbar">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            </stackView>
            """
        ).source
        XCTAssertTrue(source.contains("override init(frame: CGRect) {"), source)
        XCTAssertTrue(source.contains("required init(coder: NSCoder) {"), source)
        XCTAssertFalse(source.contains("init?(coder"), source)
    }

    func testAnActivityIndicatorRootsDecodingInitializerCannotFail() throws {
        let source = try ejectOne(
            """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="root" customClass="Spinner">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
            </activityIndicatorView>
            """
        ).source
        XCTAssertTrue(source.contains("required init(coder: NSCoder) {"), source)
    }

    func testAnActionNamedLikeAViewsMemberGetsAMethodOfItsOwn() throws {
        let source = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Pager">
                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b" userLabel="Forward">
                        <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <connections>
                            <action selector="next:" destination="root" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """
        ).source
        // `#selector(next(_:))` is ambiguous with UIResponder's `next`.
        XCTAssertTrue(
            source.contains("forward.addTarget(self, action: #selector(nextAction(_:)), for: .touchUpInside)"))
        XCTAssertTrue(source.contains("@objc func nextAction(_ sender: Any) {}  // the nib's action: next:"), source)
    }
}
