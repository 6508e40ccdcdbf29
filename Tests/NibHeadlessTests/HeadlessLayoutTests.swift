import NibDecoding
import NibHeadless
import NibModel
import NibTestSupport
import NibTextMetrics
import XCTest

/// `layoutIfNeeded()` on headless views: stack views arranged, built in code and loaded from a nib, and the views a
/// compiled nib keeps at their designed frames.
final class HeadlessLayoutTests: XCTestCase {
    /// An iOS document saved by Interface Builder build `tools` holding `objects`, with a design `device` and image
    /// `resources` when given.
    private func document(
        tools: String = "22505", device: String? = nil, resources: String = "", _ objects: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? "")
            <objects>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// `xml` decoded and instantiated without an owner.
    private func load(_ xml: String, name: String) throws -> InstantiatedNib {
        try instantiateDocument(xml, file: "\(name).xib")
    }

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
        stack.alignment = .center
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
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.x, 0)
        XCTAssertEqual(views[1].frame.x, 155)
        XCTAssertEqual(views[1].frame.width, 145)
    }

    func testANibsStackViewIsLaidOutAsInterfaceBuilderStoredIt() throws {
        // A vertical stack of two fixed-size views, spacing 8, leading alignment, pinned at (16, 20): the frames
        // below are the ones Interface Builder stores for it.
        let xml = document(
            """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <stackView axis="vertical" alignment="top" spacing="8" \
            translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="16" y="20" width="120" height="88"/>
                            <subviews>
                                \(sizedView("a", x: 0.0, y: 0.0, width: 80, height: 30))
                                \(sizedView("b", x: 0.0, y: 38, width: 120, height: 50))
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        \(pin("stack", leading: 16, top: 20))
                    </constraints>
                </view>
            """)
        let nib = try load(xml, name: "stack")
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
        let xml = document(
            tools: "6254",
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="255" height="287"/>
                    <subviews>
                        <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                            <rect key="frame" x="0.0" y="71" width="255" height="1"/>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="unmentioned">
                            <rect key="frame" x="0.0" y="143" width="255" height="1"/>
                        </view>
                        \(sizedView("pinned", x: 10, y: 200, width: 40, height: 40))
                    </subviews>
                    <constraints>
                        \(pin("pinned", leading: 10, top: 200))
                    </constraints>
                </view>
            """)
        let nib = try load(xml, name: "keypad")
        let views = try ["fixed", "unmentioned", "pinned"].map { try XCTUnwrap(nib.objectsByID[$0] as? View) }
        XCTAssertEqual(views.map(\.translatesAutoresizingMaskIntoConstraints), [true, true, false])
        let stored = views.map(\.frame)
        let system = try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        XCTAssertEqual(system.ambiguousItems.map(\.item.id), [])
        XCTAssertEqual(views.map(\.frame), stored)
    }

    func testAStacksArrangedViewsAreLeftToTheConstraints() throws {
        // No constraint of the file mentions an arranged view, but its stack places it: Interface Builder does not
        // keep it at its designed frame.
        let xml = document(
            """
            <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="arranged">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let nib = try load(xml, name: "arranged")
        XCTAssertFalse(try XCTUnwrap(nib.objectsByID["arranged"] as? View).translatesAutoresizingMaskIntoConstraints)
    }

    func testAStackThatPreservesItsSuperviewsMarginsArrangesWithinThem() throws {
        // AltStore's instructions: a stack view at the edges of a view with 16 pt side margins, its own 35 pt above
        // and below and none at the sides, arranges its views 16 pt in; a stack view without margins in the nib has
        // none.
        let xml = document(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <stackView preservesSuperviewLayoutMargins="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="step">
                                <rect key="frame" x="16" y="35" width="343" height="130"/>
                            </view>
                        </subviews>
                        <edgeInsets key="layoutMargins" top="35" left="0.0" bottom="35" right="0.0"/>
                    </stackView>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="bare">
                        <rect key="frame" x="0.0" y="0.0" width="0.0" height="0.0"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                    <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="c4"/>
                </constraints>
                <edgeInsets key="layoutMargins" top="0.0" left="16" bottom="0.0" right="16"/>
            </view>
            """)
        let nib = try load(xml, name: "preserved")
        let stack = try XCTUnwrap(nib.objectsByID["stack"] as? StackView)
        XCTAssertTrue(stack.preservesSuperviewLayoutMargins)
        try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        XCTAssertEqual(
            try XCTUnwrap(nib.objectsByID["step"] as? View).frame, Rect(x: 16, y: 35, width: 343, height: 130))
        XCTAssertEqual(
            try XCTUnwrap(nib.objectsByID["bare"] as? StackView).layoutMargins,
            EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    func testAStackWithTheSystemSpacingLoadsWithEightPoints() throws {
        // `spacingType="standard"`: UIKit's system spacing, 8 pt between the arranged views.
        let xml = document(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <stackView spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                        <subviews>
                            \(sizedView("first", width: 50, height: 50))
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                <rect key="frame" x="58" y="0.0" width="142" height="50"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    \(pin("stack", leading: 0, top: 0))
                    <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="c3"/>
                </constraints>
            </view>
            """)
        let nib = try load(xml, name: "spacing")
        XCTAssertEqual(try XCTUnwrap(nib.objectsByID["stack"] as? StackView).spacing, 8)
        try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        XCTAssertEqual(
            try XCTUnwrap(nib.objectsByID["second"] as? View).frame, Rect(x: 58, y: 0, width: 142, height: 50))
    }

    func testAUIKitStackKeepsAHiddenViewHalfwayAcrossItsSpacing() throws {
        // UIStackView keeps a hidden arranged view out of its chain, starting halfway across the spacing between its
        // shown neighbours, as small as its own constraints let it (here its 30 pt width).
        func box(_ id: String, hidden: Bool = false) -> String {
            sizedView(id, width: 30, height: 20, hidden: hidden)
        }
        let xml = document(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <stackView spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="70" height="20"/>
                        <subviews>\(box("first"))\(box("hidden", hidden: true))\(box("last"))</subviews>
                    </stackView>
                </subviews>
                <constraints>\(pin("stack", leading: 0, top: 0))</constraints>
            </view>
            """)
        let nib = try load(xml, name: "hidden")
        try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(nib.objectsByID["last"] as? View).frame.x, 40)
        XCTAssertEqual(
            try XCTUnwrap(nib.objectsByID["hidden"] as? View).frame, Rect(x: 35, y: 0, width: 30, height: 20))
    }

    func testAStackGivenLayoutMarginsInTheNibArrangesWithinThem() throws {
        // Interface Builder writes no `layoutMarginsRelativeArrangement=`: a stack view with margins arranges its
        // views inside them, one without keeps them at its edges.
        let xml = document(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="inset">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="inside">
                                <rect key="frame" x="16" y="8" width="168" height="34"/>
                            </view>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
                    </stackView>
                    <stackView translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                        <rect key="frame" x="0.0" y="50" width="200" height="50"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="edge">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="inset" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                    <constraint firstItem="inset" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="inset" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="inset" firstAttribute="height" constant="50" id="c4"/>
                    <constraint firstItem="plain" firstAttribute="top" secondItem="inset" secondAttribute="bottom" id="c5"/>
                    <constraint firstItem="plain" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                    <constraint firstAttribute="trailing" secondItem="plain" secondAttribute="trailing" id="c7"/>
                    <constraint firstAttribute="bottom" secondItem="plain" secondAttribute="bottom" id="c8"/>
                </constraints>
            </view>
            """)
        let nib = try load(xml, name: "margins")
        let inset = try XCTUnwrap(nib.objectsByID["inset"] as? StackView)
        XCTAssertTrue(inset.isLayoutMarginsRelativeArrangement)
        XCTAssertFalse(try XCTUnwrap(nib.objectsByID["plain"] as? StackView).isLayoutMarginsRelativeArrangement)
        let system = try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        XCTAssertEqual(system.ambiguousItems.map(\.item.id), [])
        XCTAssertEqual(
            try XCTUnwrap(nib.objectsByID["inside"] as? View).frame, Rect(x: 16, y: 8, width: 168, height: 34))
        XCTAssertEqual(try XCTUnwrap(nib.objectsByID["edge"] as? View).frame, Rect(x: 0, y: 0, width: 200, height: 50))
    }

    /// The nib's controls, loaded from a document saved by Interface Builder build `tools`.
    private func controls(tools: String) throws -> InstantiatedNib {
        let xml = document(
            tools: tools, device: "retina6_1",
            """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                    <subviews>
                        <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                            <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                        </switch>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <inset key="contentEdgeInsets" minX="10" minY="7" maxX="10" maxY="7"/>
                            <state key="normal" title="Options"/>
                        </button>
                        <activityIndicatorView opaque="NO" style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                            <rect key="frame" x="0.0" y="0.0" width="37" height="37"/>
                        </activityIndicatorView>
                        <label numberOfLines="3" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <string key="text">Custom Widget
            Loaded from
            MyCustomWidget.xib</string>
                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        </label>
                        <textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textField>
                    </subviews>
                </view>
            """)
        return try load(xml, name: "controls")
    }

    func testControlsHaveUIKitsSizesForTheirNibsGeneration() throws {
        let older = try controls(tools: "22505")
        let toggle = try XCTUnwrap(older.objectsByID["switch"] as? Control)
        // Before Xcode 26 a switch is 51 × 31, its alignment rectangle 2 pt narrower on the trailing side.
        XCTAssertEqual(toggle.intrinsicContentSize.width, 49)
        XCTAssertEqual(toggle.intrinsicContentSize.height, 31)
        XCTAssertEqual(toggle.alignmentRectInsets.right, 2)
        // Xcode 26's switch: 59 × 28 inside a frame 2 pt wider on each side.
        let modern = try XCTUnwrap(try controls(tools: "24765").objectsByID["switch"] as? Control)
        XCTAssertEqual(modern.intrinsicContentSize.width, 59)
        XCTAssertEqual(modern.alignmentRectInsets.left, 2)

        // A button's title padded by its content insets: 7 + the 17 pt line (21) + 7.
        let button = try XCTUnwrap(older.objectsByID["button"] as? Button)
        let title = try XCTUnwrap(button.intrinsicContentSize.width)
        XCTAssertEqual(button.intrinsicContentSize.height, 35)
        button.titles[.normal] = "Options and more"
        XCTAssertGreaterThan(try XCTUnwrap(button.intrinsicContentSize.width), title + 40, "the size follows the title")
        // A rounded-rect field, as wide as its placeholder + 14: since Xcode 13 at least 34 high; before, its 14 pt
        // line (17) + 13.
        let field = try XCTUnwrap(older.objectsByID["field"] as? TextField)
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        let xcode12 = try XCTUnwrap(try controls(tools: "18122").objectsByID["field"] as? TextField)
        XCTAssertEqual(xcode12.intrinsicContentSize.height, 30)

        // Laid out where only their positions are constrained, they take those sizes. (No constraint of the nib
        // mentions them, so they were compiled to translate their masks; constraints added in code turn that off.)
        let root = try XCTUnwrap(older.topLevelObjects.first as? View)
        for view in [toggle, button, field] {
            XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
            view.translatesAutoresizingMaskIntoConstraints = false
            view.frame = .zero
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
        }
        XCTAssertEqual(root.layoutIfNeeded().ambiguousItems.map(\.item.id), [])
        XCTAssertEqual(toggle.frame, Rect(x: 20, y: 20, width: 51, height: 31))
        XCTAssertEqual(button.frame.height, 35)
        XCTAssertEqual(field.frame.height, 34)

        // A large activity indicator is 37 pt square.
        let spinner = try XCTUnwrap(older.objectsByID["spinner"] as? SystemView)
        XCTAssertEqual(spinner.intrinsicContentSize.width, 37)
        // A label of several lines is as wide as its widest line, as high as its three lines, on the 2× grid of the
        // nib's iPhone 11.
        let label = try XCTUnwrap(older.objectsByID["label"] as? Label)
        let size = label.intrinsicContentSize
        let widest = label.textMeasure.size(of: "MyCustomWidget.xib", font: try XCTUnwrap(label.font)).width
        XCTAssertEqual(try XCTUnwrap(size.width), PixelGrid.ceil(widest, scale: 2))
        let line = label.textMeasure.size(of: "X", font: try XCTUnwrap(label.font)).height
        XCTAssertEqual(try XCTUnwrap(size.height), PixelGrid.ceil(3 * line, scale: 2), accuracy: 0.01)
        // A control made in code has the newest generation's size.
        let made = Control()
        made.kind = .`switch`
        XCTAssertEqual(made.intrinsicContentSize.width, 59)
    }

    func testImageViewIsAsLargeAsTheImageTheNibLists() throws {
        let xml = document(
            resources: #"<image name="disclosure" width="8" height="13"/>"#,
            """
                <imageView contentMode="center" image="disclosure" id="arrow">
                    <rect key="frame" x="0.0" y="0.0" width="8" height="13"/>
                </imageView>
                <imageView contentMode="center" id="empty">
                    <rect key="frame" x="0.0" y="0.0" width="8" height="13"/>
                </imageView>
            """)
        let nib = try load(xml, name: "arrow")
        let arrow = try XCTUnwrap(nib.objectsByID["arrow"] as? ImageView)
        XCTAssertEqual(arrow.intrinsicContentSize.width, 8)
        XCTAssertEqual(arrow.intrinsicContentSize.height, 13)
        XCTAssertNil(try XCTUnwrap(nib.objectsByID["empty"] as? ImageView).intrinsicContentSize.width)
        arrow.imageSize = Size(width: 20, height: 20)
        XCTAssertEqual(arrow.intrinsicContentSize.width, 20, "an image set in code")
    }

    func testButtonWithoutATitleIsAsLargeAsItsImage() throws {
        let xml = document(
            resources: """
                <image name="Cancel.png" width="16" height="16"/>
                <image name="xmark" catalog="system" width="128" height="113"/>
                """,
            """
                <button buttonType="system" id="close">
                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                    <state key="normal" image="Cancel.png"/>
                </button>
                <button buttonType="system" id="padded">
                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                    <inset key="contentEdgeInsets" minX="4" minY="4" maxX="4" maxY="4"/>
                    <state key="normal" image="Cancel.png"/>
                </button>
                <button buttonType="system" id="symbol">
                    <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                    <state key="normal">
                        <imageReference key="image" image="xmark" catalog="system"/>
                    </state>
                </button>
            """)
        let nib = try load(xml, name: "buttons")
        func size(_ id: String) throws -> (width: Double?, height: Double?) {
            try XCTUnwrap(nib.objectsByID[id] as? Button).intrinsicContentSize
        }
        XCTAssertEqual(try size("close").width, 16)
        XCTAssertEqual(try size("close").height, 16)
        XCTAssertEqual(try size("padded").width, 24, "the image and its content insets")
        // An SF Symbol's listed size is its canvas, not the size it is drawn at: the button keeps a titleless one's 30.
        XCTAssertEqual(try size("symbol").width, 30)
        let close = try XCTUnwrap(nib.objectsByID["close"] as? Button)
        close.titles[.normal] = "Close"
        XCTAssertGreaterThan(try XCTUnwrap(close.intrinsicContentSize.width), 30, "a title sizes it instead")
    }

    func testANibsFramesAreRoundedToItsDevicesPixelGrid() throws {
        // A 21 pt square centred in a 100 pt view starts at 39.5: on a 2× iPhone that is a whole pixel; on a 3× one
        // it rounds to the nearest third (39.666…), and its far edge with it.
        func layOut(device: String) throws -> Rect {
            let xml = document(
                device: device,
                """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        \(sizedView("box", x: 39.5, y: 39.5, width: 21, height: 21))
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
                        <constraint firstItem="box" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
                    </constraints>
                </view>
                """)
            let nib = try load(xml, name: "centred")
            try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
            return try XCTUnwrap(nib.objectsByID["box"] as? View).frame
        }
        XCTAssertEqual(try layOut(device: "retina4_7"), Rect(x: 39.5, y: 39.5, width: 21, height: 21))
        let third = try layOut(device: "retina6_12")
        XCTAssertEqual(third.x, 119.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(third.width, 63.0 / 3, accuracy: 1e-9)
        // Built in code, frames stay as solved.
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let box = sized(21, 21)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.x, 39.5)
    }

    func testATextViewThatDoesNotScrollIsAsHighAsItsWrappedText() throws {
        let xml = document(
            device: "retina4_7",
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <subviews>
                    <textView scrollEnabled="NO" text="One line" translatesAutoresizingMaskIntoConstraints="NO" id="short">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                    <textView text="Scrolls" translatesAutoresizingMaskIntoConstraints="NO" id="scrolling">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </textView>
                </subviews>
            </view>
            """)
        let nib = try load(xml, name: "notes")
        let short = try XCTUnwrap(nib.objectsByID["short"] as? TextView)
        let scrolling = try XCTUnwrap(nib.objectsByID["scrolling"] as? TextView)
        XCTAssertNil(scrolling.intrinsicContentSize.height, "a scrolling text view has no size of its own")
        let line = short.textMeasure.size(of: "X", font: Font(type: .system, pointSize: 14)).height
        XCTAssertEqual(try XCTUnwrap(short.intrinsicContentSize.height), PixelGrid.ceil(line + 16, scale: 2))

        // At 200 pt wide, a long text wraps onto several lines and the view grows with them.
        let root = try XCTUnwrap(nib.topLevelObjects.first as? View)
        short.text = String(repeating: "A note that keeps going. ", count: 6)
        short.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            short.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            short.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            short.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        let wrapped = short.textMeasure.measure(
            short.text!, font: Font(type: .system, pointSize: 14), maxWidth: 190, numberOfLines: 0)
        XCTAssertGreaterThan(wrapped.lineCount, 2)
        XCTAssertEqual(short.frame.height, PixelGrid.ceil(wrapped.height + 16, scale: 2))
    }
}
