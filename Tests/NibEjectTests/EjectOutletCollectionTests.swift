import NibDecoding
import NibEject
import NibModel
import XCTest

/// Outlets: collections are properties of their views; an outlet to another top-level view is that view's class's.
final class EjectOutletCollectionTests: XCTestCase {
    func testAnOutletCollectionIsAPropertyOfItsViewsInTheDocumentsOrder() throws {
        let file = try ejectOne(
            """
            <view contentMode="scaleToFill" id="root" customClass="Keypad">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="one" userLabel="One">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="two" userLabel="Two">
                        <rect key="frame" x="50" y="0.0" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </button>
                    <label opaque="NO" text="0" id="display" userLabel="Display">
                        <rect key="frame" x="100" y="0.0" width="50" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </label>
                </subviews>
                <connections>
                    <outletCollection property="keys" destination="two" id="k2"/>
                    <outletCollection property="keys" destination="one" id="k1"/>
                    <outletCollection property="everything" destination="one" id="e1"/>
                    <outletCollection property="everything" destination="display" id="e2"/>
                </connections>
            </view>
            """)
        XCTAssertTrue(file.source.contains("    var keys: [UIButton] { [two, one] }"), file.source)
        XCTAssertTrue(file.source.contains("    var everything: [UIView] { [one, display] }"), file.source)
        XCTAssertEqual(file.warnings, [])
    }

    func testAnOwnersOutletToAnotherTopLevelViewIsNotThisClasssTodo() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
            useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController">
                        <connections>
                            <outlet property="view" destination="main" id="o1"/>
                            <outlet property="footerView" destination="footer" id="o2"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </view>
                    <view contentMode="scaleToFill" id="footer">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    </view>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Profile.xib").document)
        let files = try Ejector().eject(document, path: "Profile.xib")
        XCTAssertEqual(files.map(\.className), ["ProfileViewControllerView", "ProfileViewController"])
        XCTAssertEqual(files.flatMap(\.warnings), [])
    }
}
