import NibDecoding
import NibHeadless
import NibLayout
import NibModel
import NibTestSupport
import NibTextMetrics
import XCTest

/// AppKit nibs laid out headlessly: windows and their content views, frames measured from the bottom-left of
/// unflipped superviews, controls sized by their archived cells, boxes placing their content views, grid views.
final class AppKitLayoutTests: XCTestCase {
    /// A sheet as Xcode 15 saves it: a label pinned to the top left, a box below it across the window, a push button
    /// pinned to the bottom right, and a grid of two labelled rows in the box.
    private let sheet = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <window title="Sheet" releasedWhenClosed="NO" animationBehavior="default" id="window">
                    <windowStyleMask key="styleMask" titled="YES"/>
                    <rect key="contentRect" x="196" y="240" width="400" height="200"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="18" y="164" width="44" height="16"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="label-cell">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                            <box boxType="custom" borderType="line" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="76" width="360" height="80"/>
                                <view key="contentView" id="box-content">
                                    <rect key="frame" x="1" y="1" width="358" height="78"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <gridView xPlacement="leading" yPlacement="bottom" rowAlignment="none" rowSpacing="4" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                                            <rect key="frame" x="10" y="10" width="100" height="36"/>
                                            <rows>
                                                <gridRow id="row1"/>
                                                <gridRow id="row2"/>
                                            </rows>
                                            <columns>
                                                <gridColumn id="column1"/>
                                                <gridColumn id="column2"/>
                                            </columns>
                                            <gridCells>
                                                <gridCell row="row1" column="column1" id="cell11">
                                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="user">
                                                        <rect key="frame" x="-2" y="20" width="37" height="16"/>
                                                        <textFieldCell key="cell" lineBreakMode="clipping" title="User:" id="user-cell">
                                                            <font key="font" metaFont="system"/>
                                                        </textFieldCell>
                                                    </textField>
                                                </gridCell>
                                                <gridCell row="row1" column="column2" id="cell12">
                                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="user-value">
                                                        <rect key="frame" x="68" y="20" width="34" height="16"/>
                                                        <textFieldCell key="cell" lineBreakMode="clipping" title="anne" id="user-value-cell">
                                                            <font key="font" metaFont="system"/>
                                                        </textFieldCell>
                                                    </textField>
                                                </gridCell>
                                                <gridCell row="row2" column="column1" id="cell21">
                                                    <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="password">
                                                        <rect key="frame" x="-2" y="0" width="66" height="16"/>
                                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Password:" id="password-cell">
                                                            <font key="font" metaFont="system"/>
                                                        </textFieldCell>
                                                    </textField>
                                                </gridCell>
                                            </gridCells>
                                        </gridView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="grid" firstAttribute="leading" secondItem="box-content" secondAttribute="leading" constant="10" id="grid-leading"/>
                                        <constraint firstAttribute="bottom" secondItem="grid" secondAttribute="bottom" constant="10" id="grid-bottom"/>
                                    </constraints>
                                </view>
                                <constraints>
                                    <constraint firstAttribute="height" constant="80" id="box-height"/>
                                </constraints>
                            </box>
                            <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                <rect key="frame" x="335" y="13" width="52" height="32"/>
                                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="ok-cell">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="label-leading"/>
                            <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="label-top"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="box-leading"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="box-trailing"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="box-top"/>
                            <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="ok-trailing"/>
                            <constraint firstAttribute="bottom" secondItem="ok" secondAttribute="bottom" constant="20" id="ok-bottom"/>
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """

    /// An AppKit nib saved by build `tools` whose one top-level object is a custom view `root`, `width` × `height`,
    /// holding `subviews` with `constraints`, its images listed in `resources`.
    private func customViewNib(
        tools: String, width: Double, height: Double, subviews: String, constraints: String = "",
        resources: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </customView>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// `stack` (a stack view with id `stack`) held at the top-left corner of a 200 × 40 custom view in an Xcode 15
    /// nib, instantiated and laid out: each object by id.
    private func layOutStack(_ stack: String) throws -> [String: NibObject] {
        let pins = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="p1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="p2"/>
            """
        let xml = customViewNib(tools: "22505", width: 200, height: 40, subviews: stack, constraints: pins)
        let nib = try instantiateDocument(xml, file: "Stack.xib")
        try XCTUnwrap(nib.topLevelObjects.first as? View).layoutIfNeeded()
        return nib.objectsByID
    }

    private func load() throws -> (nib: InstantiatedNib, document: IBDocument) {
        let document = try decodeDocument(sheet, file: "Sheet.xib")
        return (try NibInstantiator(document: document, name: "Sheet").instantiate(owner: nil), document)
    }

    /// A variant of the sheet, instantiated and laid out: the nib, its document and the window's content view.
    private func layOutSheet(_ xml: String) throws -> (nib: InstantiatedNib, document: IBDocument, content: View) {
        let document = try decodeDocument(xml, file: "Sheet.xib")
        let nib = try NibInstantiator(document: document, name: "Sheet").instantiate(owner: nil)
        let content = try XCTUnwrap((nib.topLevelObjects.first as? Window)?.contentView)
        content.layoutIfNeeded()
        return (nib, document, content)
    }

    func testAWindowsContentViewLaysOutFromTheBottomLeftAsAppKitMeasuresFrames() throws {
        let (nib, _) = try load()
        let window = try XCTUnwrap(nib.topLevelObjects.first as? Window)
        XCTAssertEqual(window.title, "Sheet")
        let content = try XCTUnwrap(window.contentView)
        XCTAssertFalse(content.isFlipped, "an AppKit view is unflipped unless the nib flips it")
        content.frame = Rect(x: 0, y: 0, width: 500, height: 300)
        XCTAssertEqual(content.layoutIfNeeded().ambiguousItems.map(\.item.id), [])

        // The label's text is 20 pt below the top and in from the left; its frame reaches 2 pt beyond the text on each
        // side, and is measured up from the bottom: 300 − 20 − 16.
        let label = try XCTUnwrap(nib.objectsByID["label"] as? TextField)
        XCTAssertEqual(label.text, "Name:")
        XCTAssertEqual(label.frame.x, 18)
        XCTAssertEqual(label.frame.y, 264)
        XCTAssertEqual(label.frame.height, 16)
        // The box hangs 8 pt below the label, 80 high: its bottom edge is 300 − 20 − 16 − 8 − 80 up.
        let box = try XCTUnwrap(nib.objectsByID["box"])
        XCTAssertEqual((box as? View)?.frame, Rect(x: 20, y: 176, width: 460, height: 80))
        // It keeps its content view inside its 1 pt border.
        XCTAssertEqual((nib.objectsByID["box-content"] as? View)?.frame, Rect(x: 1, y: 1, width: 458, height: 78))
        // The push button's bezel is drawn beyond its alignment rectangle, which is 20 pt from the corner.
        let ok = try XCTUnwrap(nib.objectsByID["ok"] as? Button)
        XCTAssertEqual(ok.title(), "OK")
        XCTAssertLessThan(ok.frame.y, 20)
        XCTAssertGreaterThan(ok.frame.x + ok.frame.width, 480)
    }

    func testTheRuntimeAndTheDocumentEngineLayTheNibOutAlike() throws {
        let (nib, document) = try load()
        let content = try XCTUnwrap((nib.topLevelObjects.first as? Window)?.contentView)
        content.layoutIfNeeded()
        let engine = Dictionary(
            DocumentLayout(document: document).comparisons().map { ($0.id, $0.computed) },
            uniquingKeysWith: { first, _ in first })
        for id in ["label", "box", "box-content", "grid", "user", "user-value", "password", "ok"] {
            let view = try XCTUnwrap(nib.objectsByID[id] as? View, id)
            let superview = try XCTUnwrap(view.superview)
            // The engine reports frames from the top-left.
            let fromTop =
                superview.isFlipped ? view.frame : AppKitCoordinates.flip(view.frame, inHeight: superview.frame.height)
            XCTAssertEqual(fromTop, engine[id], id)
        }
    }

    func testAGridViewPlacesItsCellsInRowsAndColumns() throws {
        let (nib, _) = try load()
        let content = try XCTUnwrap((nib.topLevelObjects.first as? Window)?.contentView)
        content.layoutIfNeeded()
        let user = try XCTUnwrap(nib.objectsByID["user"] as? TextField)
        let value = try XCTUnwrap(nib.objectsByID["user-value"] as? TextField)
        let password = try XCTUnwrap(nib.objectsByID["password"] as? TextField)
        // The first column is as wide as its widest view ("Password:"); the second starts 8 pt after it.
        XCTAssertEqual(value.frame.x + 2, password.frame.x + password.frame.width - 2 + 8)
        // The first row sits 4 pt above the second (frames measured up from the grid's bottom).
        XCTAssertEqual(user.frame.y, password.frame.y + password.frame.height + 4)

        // A longer string in code widens the first column, and moves the second along.
        password.text = "A much longer caption:"
        content.layoutIfNeeded()
        XCTAssertEqual(value.frame.x + 2, password.frame.x + password.frame.width - 2 + 8)
        XCTAssertGreaterThan(password.frame.width, 120)
    }

    func testAControlsCellSizesItAndFollowsItsTitle() throws {
        let (nib, _) = try load()
        let content = try XCTUnwrap((nib.topLevelObjects.first as? Window)?.contentView)
        content.layoutIfNeeded()
        let ok = try XCTUnwrap(nib.objectsByID["ok"] as? Button)
        let short = ok.frame
        XCTAssertEqual(short.height, 32, "a regular push button of Xcode 15 with its bezel")
        ok.titles[.normal] = "Continue Anyway"
        content.layoutIfNeeded()
        XCTAssertGreaterThan(ok.frame.width, short.width + 50)
        XCTAssertEqual(ok.frame.x + ok.frame.width, short.x + short.width, "still pinned to the right")
        XCTAssertEqual(ok.frame.y, short.y)
    }

    func testASwitchFromAnAppKitNibIsAnNSSwitchNotAUISwitch() throws {
        let xml = sheet.replacingOccurrences(
            of: #"<button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">"#,
            with: """
                <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" alignment="left" \
                translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                </switch>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                """
        ).replacingOccurrences(
            of:
                #"<constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="ok-trailing"/>"#,
            with: """
                <constraint firstAttribute="trailing" secondItem="ok" secondAttribute="trailing" constant="20" id="ok-trailing"/>
                <constraint firstItem="toggle" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="toggle-leading"/>
                <constraint firstAttribute="bottom" secondItem="toggle" secondAttribute="bottom" constant="20" id="toggle-bottom"/>
                """)
        let (nib, document, content) = try layOutSheet(xml)
        let toggle = try XCTUnwrap(nib.objectsByID["toggle"] as? Control)
        XCTAssertEqual(toggle.intrinsicContentSize.width, 38)
        XCTAssertEqual(toggle.intrinsicContentSize.height, 22)
        // Its 42 × 25 frame reaches 2 pt beyond its alignment rectangle at the sides and below (measured up from the
        // bottom of the unflipped content view), 1 pt above.
        XCTAssertEqual(toggle.frame, Rect(x: 18, y: 18, width: 42, height: 25))
        let engine = try XCTUnwrap(DocumentLayout(document: document).comparisons().first { $0.id == "toggle" })
        XCTAssertEqual(AppKitCoordinates.flip(toggle.frame, inHeight: content.frame.height), engine.computed)
    }

    func testATableKeepsBelowTheHeaderItsScrollViewHolds() throws {
        // A header stored 17 high (Sequel Ace's bundle editor, Xcode 12): the table ends that much short of its clip
        // view, in the runtime as in the document engine.
        let xml = sheet.replacingOccurrences(
            of: #"<button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">"#,
            with: """
                <scrollView autohidesScrollers="YES" horizontalLineScroll="24" fixedFrame="YES" id="scroll">
                    <rect key="frame" x="20" y="60" width="200" height="100"/>
                    <clipView key="contentView" id="clip">
                        <rect key="frame" x="1" y="1" width="198" height="98"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <tableView headerView="header" rowHeight="24" viewBased="YES" id="table">
                                <rect key="frame" x="0" y="0" width="50" height="40"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </tableView>
                        </subviews>
                    </clipView>
                    <tableHeaderView key="headerView" id="header">
                        <rect key="frame" x="0" y="0" width="198" height="17"/>
                    </tableHeaderView>
                </scrollView>
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                """
        ).replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="17506""#)
        let (nib, document, _) = try layOutSheet(xml)
        let table = try XCTUnwrap(nib.objectsByID["table"] as? View)
        XCTAssertEqual(table.frame.width, 198)
        XCTAssertEqual(table.frame.height, 98 - 17)
        let engine = try XCTUnwrap(DocumentLayout(document: document).comparisons().first { $0.id == "table" })
        XCTAssertEqual(engine.computed.height, 98 - 17)
    }

    func testControlsMeasureTextWithTheMeasurerOfTheEnvironmentTheyWereLoadedIn() throws {
        func layOut(_ nib: InstantiatedNib) throws -> (ok: Button, label: TextField) {
            let content = try XCTUnwrap((nib.topLevelObjects.first as? Window)?.contentView)
            content.layoutIfNeeded()
            return (
                try XCTUnwrap(nib.objectsByID["ok"] as? Button), try XCTUnwrap(nib.objectsByID["label"] as? TextField)
            )
        }
        let standard = try layOut(load().nib)
        let wider = NibEnvironment(textMeasure: WiderText(base: TextMetrics(), extra: 30))
        // Laid out outside the scope it was loaded in: the controls keep the measurer of their load.
        let wide = try layOut(NibEnvironment.with(wider) { try load().nib })
        XCTAssertEqual(wide.ok.frame.width, standard.ok.frame.width + 30, "the button's title measured 30 pt wider")
        XCTAssertEqual(wide.label.frame.width, standard.label.frame.width + 30)
        XCTAssertEqual(
            wide.ok.frame.x + wide.ok.frame.width, standard.ok.frame.x + standard.ok.frame.width,
            "still pinned to the right")
        XCTAssertTrue(wide.ok.textMeasure is WiderText)
        XCTAssertTrue(standard.ok.textMeasure is TextMetrics)
    }

    func testStoredFramesAreReadWithTheTextMeasureOfTheLoadsEnvironment() throws {
        // Check boxes of an Xcode 12 document stored 4 pt wider than a text engine that sets every text 10 pt wider
        // makes them: loaded under that engine, they show Xcode 15's wider title gap, and a third check box, whose
        // stored frame says nothing, is laid out with it.
        let wide = WiderText(base: TextMetrics(), extra: 10)
        let titles = ["Launch at login", "Check for updates", "Show dock icon"]
        func label(_ title: String) -> Double {
            IntrinsicTextSizes(measurer: wide).appKitLabel(title, font: Font(metaFont: .system)).width
        }
        let boxes = titles.enumerated().map { index, title in
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="check\(index)">
                <rect key="frame" x="18" y="\(100 - 40 * index)" width="\(index == 2 ? 10 : label(title) + 22)" \
            height="18"/>
                <buttonCell key="cell" type="check" title="\(title)" bezelStyle="regularSquare" imagePosition="left" \
            inset="2" id="check-cell\(index)">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }.joined()
        let pins = titles.indices.map {
            """
            <constraint firstItem="check\($0)" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="20" id="lead\($0)"/>
            <constraint firstItem="check\($0)" firstAttribute="top" secondItem="root" secondAttribute="top" \
            constant="\(20 + 40 * $0)" id="top\($0)"/>
            """
        }.joined()
        let xml = customViewNib(tools: "17701", width: 300, height: 140, subviews: boxes, constraints: pins)
        let nib = try NibEnvironment.with(NibEnvironment(textMeasure: wide)) {
            try instantiateDocument(xml, file: "Preferences.xib")
        }
        let root = try XCTUnwrap(nib.topLevelObjects.first as? View)
        root.layoutIfNeeded()
        let third = try XCTUnwrap(nib.objectsByID["check2"] as? View)
        // The 2 pt before the box, the box and Xcode 15's wider gap (20 pt), and the title's cell.
        XCTAssertEqual(third.frame.width, 2 + 20 + label(titles[2]), accuracy: 0.01)
    }

    func testAnAppKitStackLeavesItsHiddenViewsWhereTheyAre() throws {
        // NSStackView detaches hidden views: the hidden one keeps its frame, the shown ones close up 8 pt apart.
        func box(_ id: String, hidden: Bool = false) -> String {
            sizedView(id, element: "customView", x: 100, y: 5, width: 30, height: 20, hidden: hidden)
        }
        let stack = """
            <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" \
            detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="68" height="20"/>
                <subviews>\(box("first"))\(box("hidden", hidden: true))\(box("last"))</subviews>
            </stackView>
            """
        let objects = try layOutStack(stack)
        XCTAssertEqual(try XCTUnwrap(objects["last"] as? View).frame.x, 38)
        XCTAssertEqual(try XCTUnwrap(objects["hidden"] as? View).frame, Rect(x: 100, y: 5, width: 30, height: 20))
    }

    func testAnAppKitEqualSpacingStackHugsItsViewsAsLooselyAsItsNibSays() throws {
        // An NSStackView of equal spacing hugging at 249.99998 centres its one view (hugging 251) instead of
        // stretching it; one hugging as if required stretches it, as a UIStackView does.
        func laidOutBox(hugging: String) throws -> Rect {
            let stack = """
                <stackView distribution="equalSpacing" orientation="horizontal" alignment="centerY" spacing="0.0" \
                horizontalStackHuggingPriority="\(hugging)" verticalStackHuggingPriority="249.99998474121094" \
                detachesHiddenViews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                    <subviews>
                        <customView horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" \
                        id="box">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" priority="750" constant="60" id="box-width"/>
                                <constraint firstAttribute="height" constant="20" id="box-height"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints><constraint firstAttribute="width" constant="200" id="stack-width"/></constraints>
                </stackView>
                """
            return try XCTUnwrap(layOutStack(stack)["box"] as? View).frame
        }
        XCTAssertEqual(try laidOutBox(hugging: "249.99998474121094"), Rect(x: 70, y: 0, width: 60, height: 20))
        XCTAssertEqual(try laidOutBox(hugging: "1000").width, 200)
    }

    func testAnAppKitImageViewShowsItsCellsImage() throws {
        let imageView = """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                <rect key="frame" x="10" y="10" width="20" height="20"/>
                <imageCell key="cell" alignment="left" imageScaling="proportionallyDown" image="NSActionTemplate" \
            id="icon-cell"/>
            </imageView>
            """
        let xml = customViewNib(
            tools: "22505", width: 100, height: 40, subviews: imageView,
            resources: #"<image name="NSActionTemplate" width="20" height="20"/>"#)
        let nib = try instantiateDocument(xml, file: "Icon.xib")
        let icon = try XCTUnwrap(nib.objectsByID["icon"] as? ImageView)
        XCTAssertEqual(icon.imageName, "NSActionTemplate", "AppKit keeps the image on the image view's cell")
        XCTAssertEqual(icon.imageSize, Size(width: 20, height: 20))
    }

    func testFramesInUnflippedViewsAreMeasuredUpFromTheBottom() throws {
        func laidOut(flipped: Bool) -> (child: View, sized: View) {
            let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            parent.isFlipped = flipped
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            LayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                child.widthAnchor.constraint(equalToConstant: 20),
                child.heightAnchor.constraint(equalToConstant: 30),
            ])
            // A view that keeps its distance to the bottom edge (AppKit's flexible top margin, `maxYMargin`, in an
            // unflipped view) by its autoresizing mask.
            let sized = View(frame: Rect(x: 0, y: 10, width: 10, height: 10))
            sized.autoresizingMask = flipped ? [.flexibleMinY] : [.flexibleMaxY]
            parent.addSubview(sized)
            parent.frame = Rect(x: 0, y: 0, width: 100, height: 200)
            XCTAssertEqual(sized.frame.y, flipped ? 110 : 10, "resized with its superview")
            parent.layoutIfNeeded()
            return (child, sized)
        }
        let unflipped = laidOut(flipped: false)
        XCTAssertEqual(unflipped.child.frame, Rect(x: 5, y: 160, width: 20, height: 30))
        XCTAssertEqual(unflipped.sized.frame.y, 10, "layout keeps what autoresizing did")
        let flipped = laidOut(flipped: true)
        XCTAssertEqual(flipped.child.frame, Rect(x: 5, y: 10, width: 20, height: 30))
        XCTAssertEqual(flipped.sized.frame.y, 110)
    }
}
