import NibEject
import XCTest

/// Scroll views: content pinned to the content layout guide, sized by the frame layout guide.
final class EjectScrollViewTests: XCTestCase {
    func testScrollViewContentUsesTheContentAndFrameLayoutGuides() throws {
        let source = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Article">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" \
            translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <label opaque="NO" text="Body" numberOfLines="0" \
            translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="body" firstAttribute="top" secondItem="content" \
            secondAttribute="top" id="s1"/>
                            <constraint firstItem="body" firstAttribute="bottom" secondItem="content" \
            secondAttribute="bottom" id="s2"/>
                            <constraint firstItem="body" firstAttribute="leading" secondItem="content" \
            secondAttribute="leading" id="s3"/>
                            <constraint firstItem="body" firstAttribute="width" secondItem="frame" \
            secondAttribute="width" id="s4"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                </constraints>
                <connections>
                    <outlet property="bodyLabel" destination="body" id="o1"/>
                </connections>
            </view>
            """
        ).source
        XCTAssertTrue(source.contains("scrollView.addSubview(bodyLabel)"), source)
        XCTAssertTrue(
            source.contains("bodyLabel.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),"), source
        )
        XCTAssertTrue(
            source.contains("bodyLabel.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),"))
        XCTAssertTrue(
            source.contains("bodyLabel.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),"))
    }
}
