import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// A nib's size-class variations decide, for the size classes it is loaded in, which constraints and subviews
/// are installed and which constants the constraints have.
final class SizeClassInstantiationTests: XCTestCase {
    func testSizeClassVariationsDecideWhatIsInstalled() throws {
        // `badge` and the 300 pt width are installed in a compact width only; the gap is 30 there, 12 elsewhere.
        func document(device: String) throws -> IBDocument {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                    <device id="\(device)" orientation="portrait"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ConstraintOwner">
                            <connections>
                                <outlet property="spacing" destination="gap" id="o1"/>
                            </connections>
                        </placeholder>
                        <view id="root">
                            <subviews>
                                <view id="panel">
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="width"/>
                                        <constraint firstAttribute="width" constant="300" id="compactWidth"/>
                                    </constraints>
                                    <variation key="default">
                                        <mask key="constraints">
                                            <exclude reference="compactWidth"/>
                                        </mask>
                                    </variation>
                                    <variation key="widthClass=compact">
                                        <mask key="constraints">
                                            <exclude reference="width"/>
                                            <include reference="compactWidth"/>
                                        </mask>
                                    </variation>
                                </view>
                                <view id="badge"/>
                            </subviews>
                            <constraints>
                                <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="12" id="gap">
                                    <variation key="widthClass=compact" constant="30"/>
                                </constraint>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="badge"/>
                                </mask>
                            </variation>
                            <variation key="widthClass=compact">
                                <mask key="subviews">
                                    <include reference="badge"/>
                                </mask>
                            </variation>
                        </view>
                    </objects>
                </document>
                """
            return try XCTUnwrap(DocumentDecoder().decode(text, file: "v.xib").document)
        }
        for (device, compact) in [("retina4_7", true), ("ipad9_7", false)] {
            let owner = ConstraintOwner()
            let nib = try NibInstantiator(document: try document(device: device), name: "v").instantiate(owner: owner)
            let root = try XCTUnwrap(nib.topLevelObjects.first as? View)
            let panel = try XCTUnwrap(nib.objectsByID["panel"] as? View)
            let badge = try XCTUnwrap(nib.objectsByID["badge"] as? View, "created even where it is not installed")
            XCTAssertEqual(badge.superview === root, compact, device)
            XCTAssertEqual(root.subviews.count, compact ? 2 : 1, device)
            XCTAssertEqual(panel.constraints.map(\.constant), [compact ? 300 : 200], device)
            XCTAssertEqual(owner.spacing?.constant, compact ? 30 : 12, device)
            XCTAssertTrue(owner.spacing?.isActive == true)
        }
        // Loaded in other size classes than the design device's: an iPad document on a phone.
        let instantiator = NibInstantiator(document: try document(device: "ipad9_7"), name: "v")
        instantiator.sizeClasses = SizeClasses(width: .compact, height: .regular)
        let nib = try instantiator.instantiate(owner: ConstraintOwner())
        XCTAssertEqual((nib.topLevelObjects.first as? View)?.subviews.count, 2)
    }
}
