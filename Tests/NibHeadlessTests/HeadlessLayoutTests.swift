import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// `layoutIfNeeded()` on headless views: stack views arranged, built in code and loaded from a nib, and the views a
/// compiled nib keeps at their designed frames.
final class HeadlessLayoutTests: XCTestCase {
    /// A view `width` × `height` by its own constraints.
    private func sized(_ width: Double, _ height: Double) -> View {
        let view = View()
        LayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
        ])
        return view
    }

    func testArrangedViewsFollowTheDistributionAndAlignment() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let stack = StackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        stack.alignment = "center"
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let views = [sized(40, 20), sized(60, 40), View()]
        views.forEach(stack.addArrangedSubview)
        XCTAssertEqual(views.map(\.translatesAutoresizingMaskIntoConstraints), [false, false, false])

        let system = root.layoutIfNeeded()
        XCTAssertEqual(system.brokenConstraints.map(\.readable), [])
        // Fill: the view without a width of its own takes what is left; the stack is as high as its tallest view
        // (its weak "canvas connection"), the others centred across it.
        XCTAssertEqual(stack.frame, Rect(x: 10, y: 20, width: 300, height: 40))
        XCTAssertEqual(views.map(\.frame.x), [0, 50, 120])
        XCTAssertEqual(views.map(\.frame.width), [40, 60, 180])
        XCTAssertEqual(views[0].frame.y, 10)

        // Hidden views take no part; fill equally shares the width less the spacing.
        views[2].isHidden = true
        stack.distribution = "fillEqually"
        root.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.x, 0)
        XCTAssertEqual(views[1].frame.x, 155)
        XCTAssertEqual(views[1].frame.width, 145)
    }

    func testANibsStackViewIsLaidOutAsInterfaceBuilderStoredIt() throws {
        // A vertical stack of two fixed-size views, spacing 8, leading alignment, pinned at (16, 20): the frames
        // below are the ones Interface Builder stores for it.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <stackView axis="vertical" alignment="top" spacing="8" \
            translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="16" y="20" width="120" height="88"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="80" id="aw"/>
                                            <constraint firstAttribute="height" constant="30" id="ah"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="0.0" y="38" width="120" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="bw"/>
                                            <constraint firstAttribute="height" constant="50" id="bh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="sl"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="st"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "stack.xib").document)
        let nib = try NibInstantiator(document: document, name: "stack").instantiate(owner: nil)
        let root = try XCTUnwrap(nib.topLevelObjects.first as? View)
        let stored = ["stack", "a", "b"].map { (nib.objectsByID[$0] as? View)?.frame }
        for id in ["stack", "a", "b"] { (nib.objectsByID[id] as? View)?.frame = .zero }

        let system = root.layoutIfNeeded()
        XCTAssertEqual(system.ambiguousItems.map(\.item.id), [])
        XCTAssertEqual(["stack", "a", "b"].map { (nib.objectsByID[$0] as? View)?.frame }, stored)
    }

    func testViewsInterfaceBuilderKeepsAtTheirFramesTranslateTheirMasks() throws {
        // Interface Builder compiles a view with `fixedFrame="YES"`, or one no constraint mentions, to keep its
        // designed frame whatever the file says about translating its mask (Artsy's keypad separators).
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="255" height="287"/>
                        <subviews>
                            <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                                <rect key="frame" x="0.0" y="71" width="255" height="1"/>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="unmentioned">
                                <rect key="frame" x="0.0" y="143" width="255" height="1"/>
                            </view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                                <rect key="frame" x="10" y="200" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="pw"/>
                                    <constraint firstAttribute="height" constant="40" id="ph"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pinned" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="pl"/>
                            <constraint firstItem="pinned" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="pt"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "keypad.xib").document)
        let nib = try NibInstantiator(document: document, name: "keypad").instantiate(owner: nil)
        let views = try ["fixed", "unmentioned", "pinned"].map { try XCTUnwrap(nib.objectsByID[$0] as? View) }
        XCTAssertEqual(views.map(\.translatesAutoresizingMaskIntoConstraints), [true, true, false])
        let stored = views.map(\.frame)
        let system = try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        XCTAssertEqual(system.ambiguousItems.map(\.item.id), [])
        XCTAssertEqual(views.map(\.frame), stored)
    }
}
