import NibLayout
import NibModel
import NibTestSupport
import XCTest

/// UIKit documents laid out and compared with their stored frames.
final class UIKitDocumentLayoutTests: XCTestCase {
    /// A storyboard for `device` held in `orientation` with `scenes`.
    private func storyboard(
        device: String = "retina4_7", orientation: String = "portrait", tools: String = "13529", scenes: [String]
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A scene whose view controller `controller` (with `controllerAttributes`) has a 375 × 667 root view `root`
    /// (with `rootAttributes`) holding `body` with `constraints`, a safe area guide `safe` and the size-class
    /// variations `rootVariations`; `controllerExtras` (simulated metrics, segues) follow the view.
    private func scene(
        controller: String = "vc", controllerAttributes: String = "", root: String = "root",
        rootAttributes: String = "",
        safe: String = "safe", _ body: String, constraints: String, rootVariations: String = "",
        controllerExtras: String = ""
    ) -> String {
        """
                <scene sceneID="\(controller)-scene">
                    <objects>
                        <viewController id="\(controller)" \(controllerAttributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes) id="\(root)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                \(subviewsAndConstraints(body, constraints))
                                <viewLayoutGuide key="safeArea" id="\(safe)"/>
        \(rootVariations)
                            </view>
        \(controllerExtras)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// A storyboard with one scene (see ``scene(controller:root:safe:_:constraints:rootVariations:controllerExtras:)``).
    private func storyboard(
        device: String = "retina4_7", orientation: String = "portrait", _ body: String, constraints: String,
        rootVariations: String = "", controllerExtras: String = ""
    ) -> String {
        storyboard(
            device: device, orientation: orientation,
            scenes: [
                scene(
                    body, constraints: constraints, rootVariations: rootVariations, controllerExtras: controllerExtras)
            ])
    }

    /// A scene of a container controller (`element`, with `attributes` and `extras` such as its bars) holding its
    /// `children` (relationship, destination).
    private func container(
        _ element: String, _ id: String, attributes: String = "", extras: String = "", children: [(String, String)]
    ) -> String {
        let segues = children.map { relationship, destination in
            """
            <segue destination="\(destination)" kind="relationship" relationship="\(relationship)" id="\(id)-\(destination)"/>
            """
        }.joined(separator: "\n")
        return """
            <scene sceneID="\(id)-scene">
                <objects>
                    <\(element) id="\(id)" \(attributes) sceneMemberID="viewController">
                        \(extras)
                        <connections>
                            \(segues)
                        </connections>
                    </\(element)>
                </objects>
            </scene>
            """
    }

    /// A scene whose controller `id` measures its safe area (`safeAreaProbe`), with `attributes` and `extras`, and
    /// `views` beside the probe's.
    private func probeScene(_ id: String, attributes: String = "", extras: String = "", views: String = "") -> String {
        let probe = safeAreaProbe("\(id)-", safe: "\(id)-safe")
        return scene(
            controller: id, controllerAttributes: attributes, root: "\(id)-root", safe: "\(id)-safe",
            probe.body + views, constraints: probe.constraints, controllerExtras: extras)
    }

    private func layOut(_ xml: String) throws -> [String: FrameComparison] {
        try layOutDocument(xml, file: "test.storyboard")
    }

    /// A view 20 pt inside the safe area's leading side, 100 high, stored at `x` and `width`.
    private func box(_ id: String, x: Double, width: Double, top: Double) -> (body: String, constraints: String) {
        (
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(top)" width="\(width)" height="100"/>
            </view>
            """,
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="\(id)-leading"/>
            <constraint firstItem="safe" firstAttribute="centerX" secondItem="\(id)" secondAttribute="centerX" id="\(id)-centre"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(top)" id="\(id)-top"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="100" id="\(id)-height"/>
            """
        )
    }

    /// Constraints holding the scroll view `scroll` against the root's four edges.
    private let scrollViewFillingTheRoot = """
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
        <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
        """

    func testAScrollViewsEdgesAndItsContentLayoutGuideAreOneContentArea() throws {
        // `content` sizes the content area through the scroll view's edges; `badge` hangs from the content layout
        // guide's bottom: one rectangle, as in UIKit, so the badge sits 50 pt above the content's bottom.
        let body = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    \(sizedView("content", width: 100, height: 300))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="0.0" y="250" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="10" id="badge-width"/>
                            <constraint firstAttribute="height" constant="10" id="badge-height"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                    <constraint firstItem="badge" firstAttribute="leading" secondItem="guide" secondAttribute="leading" id="b1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="guide" secondAttribute="bottom" constant="-50" id="b2"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="guide"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
            </scrollView>
            """
        let frames = try layOut(storyboard(body, constraints: scrollViewFillingTheRoot))
        let badge = try XCTUnwrap(frames["badge"])
        XCTAssertEqual(badge.computed, Rect(x: 0, y: 250, width: 10, height: 10))
        XCTAssertNil(badge.cause)
        XCTAssertEqual(try XCTUnwrap(frames["content"]).computed, Rect(x: 0, y: 0, width: 100, height: 300))
    }

    func testCentresInAScrollViewAttachToItsFrame() throws {
        // Pocket Casts' cancelled-subscription screen: a wrapping label pinned 20 pt inside the scroll view's sides
        // (its content area) and centred on it (its frame) makes the content as wide as the scroll view; a badge
        // centred on the scroll view stands at the frame's middle, not at the middle of the wider content.
        let body = """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Thank you for your support as a paid subscriber. Your account has now been downgraded to free." textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="20" y="20" width="335" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="label-height"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                        <rect key="frame" x="177.5" y="140" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="badge-width"/>
                            <constraint firstAttribute="height" constant="20" id="badge-height"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="20" id="l1"/>
                    <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="l2"/>
                    <constraint firstItem="label" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="l3"/>
                    <constraint firstItem="label" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="l4"/>
                    <constraint firstItem="badge" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="b1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="20" id="b2"/>
                    <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="20" id="b3"/>
                </constraints>
            </scrollView>
            """
        let frames = try layOut(storyboard(body, constraints: scrollViewFillingTheRoot))
        XCTAssertEqual(try XCTUnwrap(frames["label"]).computed, Rect(x: 20, y: 20, width: 335, height: 100))
        XCTAssertEqual(try XCTUnwrap(frames["badge"]).computed, Rect(x: 177.5, y: 140, width: 20, height: 20))
    }

    func testKeyboardLayoutGuideCoversTheBottomOfTheSafeArea() throws {
        // KeePassium's database creator (Xcode 15): a scroll view from the top of the view to the keyboard layout
        // guide's top, which with no keyboard shown is where the safe area ends: the screen's bottom on an iPhone
        // SE, 34 pt above it on an iPhone with a home indicator.
        func frames(_ device: String, height: Double) -> String {
            let body = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """
            let constraints = """
                <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="scroll" firstAttribute="bottom" secondItem="keyboard" secondAttribute="top" id="c4"/>
                """
            return storyboard(
                device: device,
                scenes: [
                    """
                            <scene sceneID="s">
                                <objects>
                                    <viewController id="vc" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="root">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                            \(subviewsAndConstraints(body, constraints))
                                            <viewLayoutGuide key="safeArea" id="safe"/>
                                            <keyboardLayoutGuide key="keyboard" id="keyboard"/>
                                        </view>
                                    </viewController>
                                </objects>
                            </scene>
                    """
                ])
        }
        let phone = try XCTUnwrap(layOut(frames("retina4_7", height: 667))["scroll"]).computed
        XCTAssertEqual(phone.height, 667)
        let notched = try XCTUnwrap(layOut(frames("retina5_9", height: 812))["scroll"]).computed
        XCTAssertEqual(notched.height, 812 - 34)
    }

    func testStackViewWithTheSystemSpacingHasEightPointsBetweenItsViews() throws {
        // Open Food Facts' nutrition grades: `spacingType="standard"` with no `spacing=`, three 40 pt views 8 pt
        // apart.
        let body = """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="136" height="40"/>
                <subviews>
                    \(sizedView("a", width: 40, height: 40))
                    \(sizedView("b", width: 40, height: 40))
                    \(sizedView("c", width: 40, height: 40))
                </subviews>
            </stackView>
            """
        let frames = try layOut(storyboard(body, constraints: pin("stack", leading: 0, top: 100)))
        XCTAssertEqual(try XCTUnwrap(frames["stack"]).computed, Rect(x: 0, y: 100, width: 136, height: 40))
        XCTAssertEqual(try XCTUnwrap(frames["b"]).computed.x, 48)
        XCTAssertEqual(try XCTUnwrap(frames["c"]).computed.x, 96)
    }

    func testStoppedActivityIndicatorKeepsItsPlaceAndAHiddenViewGivesWayToTheDocument() throws {
        // Pocket Casts' episode rows: a stopped indicator that hides when stopped is written hidden, yet arranged as
        // shown, the icon after it 5 pt on. Open Food Facts' header: a hidden view after an image stays where the
        // document's constraint to the image's leading edge holds it, not at the stack's end.
        let body = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0.0" y="100" width="41" height="20"/>
                <subviews>
                    <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    </activityIndicatorView>
                    \(sizedView("icon", width: 16, height: 16))
                </subviews>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                <rect key="frame" x="0.0" y="200" width="100" height="40"/>
                <subviews>
                    \(sizedView("picture", width: 100, height: 40))
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="call">
                        <rect key="frame" x="0.0" y="0.0" width="0.0" height="40"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="picture" firstAttribute="leading" secondItem="call" secondAttribute="leading" id="h1"/>
                </constraints>
            </stackView>
            """
        let constraints = pin("row", leading: 0, top: 100) + pin("header", leading: 0, top: 200)
        let frames = try layOut(storyboard(body, constraints: constraints))
        XCTAssertEqual(try XCTUnwrap(frames["spinner"]).computed, Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(try XCTUnwrap(frames["icon"]).computed, Rect(x: 25, y: 2, width: 16, height: 16))
        XCTAssertEqual(try XCTUnwrap(frames["call"]).computed, Rect(x: 0, y: 0, width: 0, height: 40))
        XCTAssertEqual(try XCTUnwrap(frames["header"]).computed.width, 100)
    }

    func testStackViewWithLayoutMarginsArrangesItsViewsWithinThem() throws {
        // The Corona-Warn-App's diary cells (Xcode 14): Interface Builder writes no
        // `layoutMarginsRelativeArrangement=`, and a stack view given margins stores its views inside them.
        let body = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="375" height="28"/>
                <subviews>
                    \(sizedView("icon", width: 100, height: 12))
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rest">
                        <rect key="frame" x="124" y="8" width="235" height="12"/>
                    </view>
                </subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
            """
        let frames = try layOut(storyboard(body, constraints: constraints))
        XCTAssertEqual(try XCTUnwrap(frames["stack"]).computed, Rect(x: 0, y: 100, width: 375, height: 28))
        XCTAssertEqual(try XCTUnwrap(frames["icon"]).computed, Rect(x: 16, y: 8, width: 100, height: 12))
        XCTAssertEqual(try XCTUnwrap(frames["rest"]).computed, Rect(x: 124, y: 8, width: 235, height: 12))
        XCTAssertEqual(frames["rest"]?.difference, 0)
    }

    func testStoredFrameThatBreaksItsSafeAreaSidesIsStale() throws {
        // The launch screens of Charts and IBDecodable: labels stored from edge to edge against
        // `leading = safeArea.leading + 20`, a frame Interface Builder kept from before the safe area.
        let stale = box("stale", x: 0, width: 375, top: 100)
        let kept = box("kept", x: 20, width: 335, top: 300)
        let frames = try layOut(
            storyboard(stale.body + kept.body, constraints: stale.constraints + kept.constraints))
        let staleFrame = try XCTUnwrap(frames["stale"])
        XCTAssertEqual(staleFrame.computed, Rect(x: 20, y: 100, width: 335, height: 100))
        XCTAssertEqual(staleFrame.cause, .staleFrame)
        XCTAssertEqual(staleFrame.storedFrameBreaks, "stale-leading")
        let keptFrame = try XCTUnwrap(frames["kept"])
        XCTAssertEqual(keptFrame.difference, 0)
        XCTAssertNil(keptFrame.storedFrameBreaks)

        // On a screen turned sideways the safe area's sides depend on the device, so nothing is called stale.
        let landscape = try layOut(
            storyboard(orientation: "landscape", stale.body, constraints: stale.constraints))
        XCTAssertNil(try XCTUnwrap(landscape["stale"]).storedFrameBreaks)
    }

    func testViewPlacedByAStaleFrameFollowsIt() throws {
        // `follower` hangs 10 pt below `stale` on both sides: stored where the stale frame puts it, it agrees once
        // that frame is kept. `lost` keeps to the root's margins, stored where they do not put it: no stale frame
        // explains it.
        let stale = box("stale", x: 0, width: 375, top: 100)
        func hanging(_ id: String, x: Double, width: Double) -> (body: String, constraints: String) {
            (
                """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="210" width="\(width)" height="50"/>
                </view>
                """,
                """
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="stale" secondAttribute="leading" id="\(id)-leading"/>
                <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="stale" secondAttribute="trailing" id="\(id)-trailing"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="stale" secondAttribute="bottom" constant="10" id="\(id)-top"/>
                <constraint firstItem="\(id)" firstAttribute="height" constant="50" id="\(id)-height"/>
                """
            )
        }
        let follower = hanging("follower", x: 0, width: 375)
        let lost = (
            body: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lost">
                <rect key="frame" x="0.0" y="400" width="375" height="50"/>
            </view>
            """,
            constraints: """
            <constraint firstItem="lost" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="lost-leading"/>
            <constraint firstItem="lost" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="lost-trailing"/>
            <constraint firstItem="lost" firstAttribute="top" secondItem="root" secondAttribute="top" constant="400" id="lost-top"/>
            <constraint firstItem="lost" firstAttribute="height" constant="50" id="lost-height"/>
            """
        )
        let frames = try layOut(
            storyboard(
                stale.body + follower.body + lost.body,
                constraints: stale.constraints + follower.constraints + lost.constraints))
        XCTAssertEqual(try XCTUnwrap(frames["stale"]).cause, .staleFrame)
        let followerFrame = try XCTUnwrap(frames["follower"])
        XCTAssertEqual(followerFrame.computed, Rect(x: 20, y: 210, width: 335, height: 50))
        XCTAssertTrue(followerFrame.agreesWithStaleFramesKept)
        XCTAssertNil(followerFrame.storedFrameBreaks, "its own stored frame keeps its constraints")
        XCTAssertEqual(followerFrame.cause, .staleElsewhere)
        let lostFrame = try XCTUnwrap(frames["lost"])
        XCTAssertNil(lostFrame.storedFrameBreaks)
        XCTAssertFalse(lostFrame.agreesWithStaleFramesKept)
        XCTAssertEqual(lostFrame.cause, .other)
    }

    func testTextInAFontWithoutMetricsIsToldFromMeasuredText() throws {
        // Three labels stored 20 pt wider than any measurement of their text: in the system font (fitted tables), in
        // Helvetica (Liberation Sans, metric-compatible) and in Avenir, which NibKit has no metrics for.
        let fonts = [
            ("system", #"type="system" pointSize="17""#),
            ("helvetica", #"name="Helvetica" family="Helvetica" pointSize="17""#),
            ("avenir", #"name="Avenir-Book" family="Avenir" pointSize="17""#),
        ]
        let body = fonts.enumerated().map { index, font in
            """
            <label opaque="NO" text="Settings" translatesAutoresizingMaskIntoConstraints="NO" id="\(font.0)">
                <rect key="frame" x="20" y="\(100 + index * 50)" width="85" height="20.5"/>
                <fontDescription key="fontDescription" \(font.1)/>
            </label>
            """
        }.joined(separator: "\n")
        let constraints = fonts.enumerated().map { index, font in
            """
            <constraint firstItem="\(font.0)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(font.0)-leading"/>
            <constraint firstItem="\(font.0)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(100 + index * 50)" id="\(font.0)-top"/>
            """
        }.joined(separator: "\n")
        let frames = try layOut(storyboard(body, constraints: constraints))
        for (id, _) in fonts {
            let label = try XCTUnwrap(frames[id])
            XCTAssertGreaterThan(label.difference, 10, id)
            XCTAssertTrue(label.agreesWithExactText, id)
        }
        XCTAssertEqual(try XCTUnwrap(frames["system"]).cause, .textMeasurement)
        XCTAssertEqual(try XCTUnwrap(frames["helvetica"]).cause, .textMeasurement)
        XCTAssertEqual(try XCTUnwrap(frames["avenir"]).cause, .textInFontWithoutMetrics)
    }

    func testSizeClassVariationsAreResolvedForTheDesignDevice() throws {
        // `box` is 10 pt from the leading side, 30 in a compact width and 50 in a compact height with a regular
        // width; `wide` is 200 wide, 300 in a compact width; `compactOnly` is installed in a compact width only.
        let body = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="100" width="100" height="50"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                <rect key="frame" x="0.0" y="200" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="200" id="wide-width"/>
                    <constraint firstAttribute="width" constant="300" id="wide-compact-width"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="wide-compact-width"/>
                    </mask>
                </variation>
                <variation key="widthClass=compact">
                    <mask key="constraints">
                        <exclude reference="wide-width"/>
                        <include reference="wide-compact-width"/>
                    </mask>
                </variation>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="compactOnly">
                <rect key="frame" x="0.0" y="300" width="100" height="50"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="box-leading">
                <variation key="widthClass=compact" constant="30"/>
                <variation key="heightClass=compact-widthClass=regular" constant="50"/>
            </constraint>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="box-top"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="box-width"/>
            <constraint firstItem="box" firstAttribute="height" constant="50" id="box-height"/>
            <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="wide-leading"/>
            <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="wide-top"/>
            <constraint firstItem="wide" firstAttribute="height" constant="50" id="wide-height"/>
            <constraint firstItem="compactOnly" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-leading"/>
            <constraint firstItem="compactOnly" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="c-top"/>
            <constraint firstItem="compactOnly" firstAttribute="width" constant="100" id="c-width"/>
            <constraint firstItem="compactOnly" firstAttribute="height" constant="50" id="c-height"/>
            """
        let rootVariations = """
            <variation key="default">
                <mask key="subviews">
                    <exclude reference="compactOnly"/>
                </mask>
            </variation>
            <variation key="widthClass=compact">
                <mask key="subviews">
                    <include reference="compactOnly"/>
                </mask>
            </variation>
            """
        func frames(_ device: String, _ orientation: String) throws -> [String: FrameComparison] {
            try layOut(
                storyboard(
                    device: device, orientation: orientation, body, constraints: constraints,
                    rootVariations: rootVariations))
        }
        // (device, orientation, box's x, wide's width, whether compactOnly is installed)
        let cases: [(String, String, Double, Double, Bool)] = [
            ("retina4_7", "portrait", 30, 300, true),  // compact width, regular height
            ("retina4_7", "landscape", 30, 300, true),  // compact width, compact height
            ("retina5_5", "landscape", 50, 200, false),  // a Plus phone sideways: regular width, compact height
            ("ipad9_7", "portrait", 10, 200, false),  // regular width and height
        ]
        for (device, orientation, x, width, installed) in cases {
            let laidOut = try frames(device, orientation)
            let context = "\(device) \(orientation)"
            XCTAssertEqual(try XCTUnwrap(laidOut["box"]).computed.x, x, context)
            XCTAssertEqual(try XCTUnwrap(laidOut["wide"]).computed.width, width, context)
            XCTAssertNil(try XCTUnwrap(laidOut["wide"]).exclusion, "its variations only say what is installed")
            XCTAssertEqual(try XCTUnwrap(laidOut["compactOnly"]).exclusion == .variation, !installed, context)
        }
    }

    func testSimulatedBarsMoveTheSafeAreaAndANilBarDoesNot() throws {
        // The safe area lies inside the status bar and the bars the scene simulates.
        let probe = safeAreaProbe()
        func insets(_ bars: String, device: String = "retina4_7", orientation: String = "portrait") throws -> (
            top: Double, bottom: Double, side: Double
        ) {
            try safeAreaInsets(
                in: layOut(
                    storyboard(
                        device: device, orientation: orientation, probe.body, constraints: probe.constraints,
                        controllerExtras: bars)))
        }
        XCTAssertEqual(try insets("").top, 20, "the status bar")
        XCTAssertEqual(try insets(#"<nil key="simulatedTopBarMetrics"/>"#).top, 20, "nil: no bar")
        XCTAssertEqual(try insets(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/>"#).top, 64)
        XCTAssertEqual(
            try insets(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#).top, 94)
        XCTAssertEqual(try insets(#"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#).bottom, 44)
        XCTAssertEqual(try insets(#"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#).bottom, 49)
        XCTAssertEqual(try insets(#"<nil key="simulatedBottomBarMetrics"/>"#).bottom, 0)

        // Sideways, an iPhone hides its status bar and its bars are 32 high; one with a sensor housing keeps 21 pt
        // for the home indicator. An iPad keeps its status bar.
        let navigationAndToolbar = """
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            """
        let sideways = try insets(navigationAndToolbar, orientation: "landscape")
        XCTAssertEqual(sideways.top, 32)
        XCTAssertEqual(sideways.bottom, 32)
        let housing = try insets(navigationAndToolbar, device: "retina6_12", orientation: "landscape")
        XCTAssertEqual(housing.top, 32)
        XCTAssertEqual(housing.bottom, 21 + 32)
        XCTAssertEqual(housing.side, 59, "the sensor housing's side")
        XCTAssertEqual(sideways.side, 0)
        XCTAssertEqual(try insets("", device: "ipad9_7", orientation: "landscape").top, 20)
    }

    func testControllersWithoutAStatusBarHaveNoneOverTheirViews() throws {
        // A today extension's controller designed without a status bar (Loop's) and a controller a popover segue
        // presents (Rocket.Chat's drawing options, AltStore's) have nothing above their views on an iPhone without a
        // sensor housing; an iPhone with one keeps its housing, and an iPad its status bar. Storyboards of Xcode 11 to
        // 14.1 show no status bar over any controller (WordPress's 15705 to 21225, below a navigation bar only in
        // ChatSecure's and AltStore's); Xcode 10 and Xcode 14.3 (KeePassium's 21701) show it.
        let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"#
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        func insets(_ device: String, tools: String = "13529") throws -> (
            hidden: Double, popover: Double, shown: Double, navigation: Double
        ) {
            let popover = """
                <connections>
                    <segue destination="options" kind="popoverPresentation" popoverAnchorView="source-root" id="to-options">
                        <popoverArrowDirection key="popoverArrowDirection" up="YES"/>
                    </segue>
                </connections>
                """
            let frames = try layOut(
                storyboard(
                    device: device, tools: tools,
                    scenes: [
                        probeScene("today", extras: noStatusBar), probeScene("source", extras: popover),
                        probeScene("options"), probeScene("navigation", extras: bar),
                    ]))
            return (
                try safeAreaInsets(in: frames, "today-").top, try safeAreaInsets(in: frames, "options-").top,
                try safeAreaInsets(in: frames, "source-").top, try safeAreaInsets(in: frames, "navigation-").top
            )
        }
        let phone = try insets("retina4_7")
        XCTAssertEqual(phone.hidden, 0)
        XCTAssertEqual(phone.popover, 0)
        XCTAssertEqual(phone.shown, 20, "the controller presenting the popover keeps its status bar")
        XCTAssertEqual(phone.navigation, 20 + 44)
        XCTAssertEqual(try insets("retina6_12").hidden, 59, "the sensor housing")
        XCTAssertEqual(try insets("ipad9_7").hidden, 20, "an iPad's status bar")
        for (tools, statusBar) in [("14490", 20.0), ("15705", 0), ("21225", 0), ("21701", 20), ("22505", 20)] {
            let generation = try insets("retina4_7", tools: tools)
            XCTAssertEqual(generation.shown, statusBar, tools)
            XCTAssertEqual(generation.navigation, statusBar + 44, tools)
            XCTAssertEqual(generation.hidden, 0, tools)
        }
        XCTAssertEqual(try insets("retina6_12", tools: "16097").shown, 59, "a sensor housing in every generation")
    }

    func testAControllersViewHasItsMarginsInsideItsSafeAreaFromXcode9On() throws {
        // A box on the root's top margin under a navigation bar: from Xcode 9 on it stands below the bars (Open Food
        // Facts' scroll view), unless the root does not inset its margins from its safe area (KeePassium's passcode
        // view); Xcode 8 drew the top margin at the top of the view (Eidolon's auction views).
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        func topOfBox(tools: String = "13529", rootAttributes: String = "") throws -> Double {
            let body = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="16" y="0.0" width="343" height="100"/>
                </view>
                """
            let constraints = """
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="b1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b2"/>
                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b3"/>
                <constraint firstItem="box" firstAttribute="height" constant="100" id="b4"/>
                """
            let frames = try layOut(
                storyboard(
                    tools: tools,
                    scenes: [
                        scene(
                            rootAttributes: rootAttributes, body, constraints: constraints, controllerExtras: bar)
                    ]))
            let box = try XCTUnwrap(frames["box"])
            XCTAssertEqual(box.computed.x, 16, "the system's side margins")
            return box.computed.y
        }
        XCTAssertEqual(try topOfBox(), 20 + 44)
        XCTAssertEqual(try topOfBox(tools: "22505"), 20 + 44)
        XCTAssertEqual(try topOfBox(rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#), 0)
        XCTAssertEqual(try topOfBox(tools: "12118"), 0)
    }

    func testContainersGiveTheirChildrenTheirBars() throws {
        // A tab bar controller holds a navigation controller (whose root gets its navigation bar and the tab bar)
        // and a plain child (the tab bar only); a second navigation controller hides its bar and shows its toolbar; a
        // third simulates a tab bar.
        // Each child measures its safe area (`safeAreaProbe`). Two containers that hold each other (a file no Xcode
        // writes) end the search for bars rather than loop.
        let frames = try layOut(
            storyboard(scenes: [
                container(
                    "tabBarController", "tabs", children: [("viewControllers", "nav"), ("viewControllers", "plain")]),
                container("navigationController", "nav", children: [("rootViewController", "stacked")]),
                container(
                    "navigationController", "bare", attributes: #"navigationBarHidden="YES" toolbarHidden="NO""#,
                    children: [("rootViewController", "hidden")]),
                container(
                    "tabBarController", "loopTabs",
                    children: [("viewControllers", "loopNav"), ("viewControllers", "looped")]),
                container("navigationController", "loopNav", children: [("rootViewController", "loopTabs")]),
                container(
                    "navigationController", "designedInTabs",
                    extras: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#,
                    children: [("rootViewController", "settings")]),
                probeScene("stacked"), probeScene("plain"), probeScene("hidden"), probeScene("alone"),
                probeScene("looped"), probeScene("settings"),
            ]))
        func insets(_ id: String) throws -> (top: Double, bottom: Double, side: Double) {
            try safeAreaInsets(in: frames, "\(id)-")
        }
        XCTAssertEqual(try insets("stacked").top, 20 + 44, "the navigation bar")
        XCTAssertEqual(try insets("stacked").bottom, 49, "the tab bar of the navigation controller's container")
        XCTAssertEqual(try insets("plain").top, 20)
        XCTAssertEqual(try insets("plain").bottom, 49)
        XCTAssertEqual(try insets("hidden").top, 20, "a hidden navigation bar")
        XCTAssertEqual(try insets("hidden").bottom, 44, "a shown toolbar")
        XCTAssertEqual(try insets("alone").top, 20)
        XCTAssertEqual(try insets("alone").bottom, 0)
        XCTAssertEqual(try insets("looped").top, 20 + 44)
        XCTAssertEqual(try insets("looped").bottom, 49)
        // A navigation controller designed above a tab bar that shows it in code (AltStore's settings) gives its
        // root the tab bar it simulates.
        XCTAssertEqual(try insets("settings").top, 20 + 44)
        XCTAssertEqual(try insets("settings").bottom, 49)
    }

    func testPushedControllersJoinTheStackAndOpaqueBarsEndTheView() throws {
        // A navigation controller with an opaque bar, inside a tab bar controller, holds `first`; `first` pushes
        // `second` from a button, `second` shows `third` as its detail (pushed on a phone), which hides the bottom bar
        // when pushed. `alone` shows `presented` from outside any navigation stack. `under` extends under opaque bars;
        // `explicit` simulates an opaque navigation bar itself; `topOnly` extends only under its top bar.
        func show(_ destination: String, from id: String, kind: String = "show") -> String {
            """
            <connections>
                <segue destination="\(destination)" kind="\(kind)" id="\(id)-\(destination)"/>
            </connections>
            """
        }
        func opaqueBar(_ id: String) -> String {
            """
            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="\(id)">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            </navigationBar>
            """
        }
        let frames = try layOut(
            storyboard(scenes: [
                container("tabBarController", "tabs", children: [("viewControllers", "nav")]),
                container(
                    "navigationController", "nav", extras: opaqueBar("bar"), children: [("rootViewController", "first")]
                ),
                container("navigationController", "clearNav", children: [("rootViewController", "topOnly")]),
                container(
                    "navigationController", "underNav",
                    extras: opaqueBar("underBar"),
                    children: [("rootViewController", "under")]),
                probeScene(
                    "first",
                    views: """
                        <button contentMode="scaleToFill" id="push">
                            <rect key="frame" x="0.0" y="300" width="100" height="30"/>
                            \(show("second", from: "first"))
                        </button>
                        """),
                probeScene("second", extras: show("third", from: "second", kind: "showDetail")),
                probeScene("third", attributes: #"hidesBottomBarWhenPushed="YES""#),
                probeScene("alone", extras: show("presented", from: "alone")),
                probeScene("presented"),
                probeScene("under", attributes: #"extendedLayoutIncludesOpaqueBars="YES""#),
                probeScene(
                    "explicit",
                    extras: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO"/>"#),
                probeScene(
                    "topOnly",
                    extras: """
                        <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                        """),
            ]))
        func insets(_ id: String) throws -> (top: Double, bottom: Double, side: Double) {
            try safeAreaInsets(in: frames, "\(id)-")
        }
        XCTAssertEqual(try insets("first").top, 0, "the view starts below the opaque bar")
        XCTAssertEqual(try insets("first").bottom, 49)
        XCTAssertEqual(try insets("second").top, 0, "pushed: the same opaque bar")
        XCTAssertEqual(try insets("second").bottom, 49)
        XCTAssertEqual(try insets("third").top, 0)
        XCTAssertEqual(try insets("third").bottom, 0, "hides the bottom bar when pushed")
        XCTAssertEqual(try insets("presented").top, 20, "shown from outside a navigation stack: no bars")
        XCTAssertEqual(try insets("under").top, 20 + 44, "extends under the opaque bar")
        XCTAssertEqual(try insets("explicit").top, 0)
        XCTAssertEqual(try insets("topOnly").top, 20 + 44, "under a translucent bar")
        XCTAssertEqual(try insets("topOnly").bottom, 0, "the view ends at the toolbar it does not extend under")
    }

    /// A table view cell xib saved by Interface Builder build `tools` for `device`, `width` (320 unless given) × 48
    /// with `accessory`, whose content view holds a label pinned to its edges.
    private func cellDocument(
        tools: String, device: String = "retina4_7", width: Double = 320, accessory: String?
    ) -> String {
        let accessoryAttribute = accessory.map { "accessoryType=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" \(accessoryAttribute) id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="48"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="fill" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="f1"/>
                                <constraint firstAttribute="trailing" secondItem="fill" secondAttribute="trailing" id="f2"/>
                                <constraint firstItem="fill" firstAttribute="top" secondItem="content" secondAttribute="top" id="f3"/>
                                <constraint firstAttribute="bottom" secondItem="fill" secondAttribute="bottom" id="f4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    func testCellPlacesItsContentViewBesideItsAccessoryAndAboveItsSeparator() throws {
        // As real documents store them: before Xcode 11 the content view stops a pixel short of the cell's bottom,
        // for the separator; a disclosure indicator takes the cell's trailing margin (16 pt on a compact device, 20 on
        // a wider cell: 414 pt here) and its chevron's width (18 pt in Xcode 10, 11 in Xcode 11 and 12, 9.5 in 12.5 and
        // 13.0, 8.5 in 13.2 and 13.3, 10.5 from Xcode 14), rounded down to the pixel grid.
        let cases: [(tools: String, device: String, width: Double, accessory: String?, content: Rect)] = [
            ("11762", "retina4_7", 320, nil, Rect(x: 0, y: 0, width: 320, height: 47.5)),
            ("11762", "retina5_5", 320, nil, Rect(x: 0, y: 0, width: 320, height: 48 - 1.0 / 3)),
            ("14460", "retina4_7", 375, "disclosureIndicator", Rect(x: 0, y: 0, width: 375 - 34, height: 47.5)),
            ("16096", "retina6_1", 414, "disclosureIndicator", Rect(x: 0, y: 0, width: 414 - 31, height: 48)),
            ("16096", "retina6_1", 320, "disclosureIndicator", Rect(x: 0, y: 0, width: 320 - 27, height: 48)),
            ("17156", "retina4_7", 320, "disclosureIndicator", Rect(x: 0, y: 0, width: 320 - 27, height: 48)),
            ("18122", "retina6_1", 414, "disclosureIndicator", Rect(x: 0, y: 0, width: 414 - 29.5, height: 48)),
            ("18122", "retina4_7", 320, "disclosureIndicator", Rect(x: 0, y: 0, width: 320 - 25.5, height: 48)),
            ("20037", "retina4_0", 320, "disclosureIndicator", Rect(x: 0, y: 0, width: 320 - 24.5, height: 48)),
            ("21507", "retina6_1", 414, "disclosureIndicator", Rect(x: 0, y: 0, width: 414 - 30.5, height: 48)),
            ("24127", "retina6_1", 414, "disclosureIndicator", Rect(x: 0, y: 0, width: 414 - 30.5, height: 48)),
            // 16 + 10.5 on the 3× grid: 26⅓.
            ("22505", "retina5_9", 320, "disclosureIndicator", Rect(x: 0, y: 0, width: 320 - 26 - 1.0 / 3, height: 48)),
        ]
        for (tools, device, width, accessory, expected) in cases {
            let context = "Xcode build \(tools), \(device), \(width) pt, \(accessory ?? "no accessory")"
            let frames = try layOut(cellDocument(tools: tools, device: device, width: width, accessory: accessory))
            let content = try XCTUnwrap(frames["content"], context)
            XCTAssertNil(content.exclusion, context)
            XCTAssertEqual(content.computed.width, expected.width, accuracy: 1e-9, context)
            XCTAssertEqual(content.computed.height, expected.height, accuracy: 1e-9, context)
            let fill = try XCTUnwrap(frames["fill"], context).computed
            XCTAssertEqual(fill.width, expected.width, accuracy: 1e-9, "its subviews follow it: \(context)")
        }
        // An accessory whose width no document shows keeps the stored frame, left out of the agreement.
        let checkmark = try layOut(cellDocument(tools: "16096", accessory: "checkmark"))
        XCTAssertEqual(try XCTUnwrap(checkmark["content"]).exclusion, .placedByContainer)
    }
}
