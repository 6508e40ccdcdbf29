/// A document whose label `c` ('Title', line 8) is placed by constants and a multiplier of 1e308, beyond what the
/// layout arithmetic holds, beside a view `d` at (10, 20), 30 × 40 by sound constraints.
public let nonFiniteDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13529" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Title" id="c">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="c" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e308" id="c1"/>
                    <constraint firstItem="c" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1e308" id="c2"/>
                    <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="1e308" id="c3"/>
                    <constraint firstItem="c" firstAttribute="height" constant="0.0" id="c4"/>
                    <constraint firstItem="d" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="d1"/>
                    <constraint firstItem="d" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="d2"/>
                    <constraint firstItem="d" firstAttribute="width" constant="30" id="d3"/>
                    <constraint firstItem="d" firstAttribute="height" constant="40" id="d4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
