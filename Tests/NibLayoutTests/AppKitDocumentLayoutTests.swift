import NibDecoding
import NibLayout
import NibModel
import NibReport
import NibTestSupport
import NibTextMetrics
import XCTest

/// AppKit controls laid out from small documents: sizes, alignment rectangles and baselines by the Interface
/// Builder generation that saved the document, stack views, boxes and rounding. The stored frames in these
/// documents are the ones Interface Builder wrote for the same constructs in the corpus.
final class AppKitDocumentLayoutTests: XCTestCase {
    /// A window content view of `size` holding `body`, saved by Interface Builder build `tools`.
    private func document(
        tools: String = "21701", plugIn: String = "21701", size: (Double, Double) = (480, 200), _ body: String,
        constraints: String, resources: String = ""
    ) -> String {
        appKitDocument(
            tools: tools, plugIn: plugIn, size: size, body, constraints: constraints, resources: resources)
    }

    /// Constraints holding view `id` 20 pt inside each edge of the root.
    private func pinEdges(_ id: String) -> String {
        ["leading", "trailing", "top", "bottom"].map { edge in
            let inside = edge == "leading" || edge == "top"
            let (first, second) = inside ? (id, "root") : ("root", id)
            return """
                <constraint firstItem="\(first)" firstAttribute="\(edge)" secondItem="\(second)" secondAttribute="\(edge)" constant="20" id="\(id)-\(edge)"/>
                """
        }.joined(separator: "\n")
    }

    /// A box `box` (with `attributes`: its title, or none) holding its content view `content`.
    private func box(_ attributes: String) -> String {
        """
        <box \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="0" y="0" width="100" height="100"/>
            <view key="contentView" id="content">
                <rect key="frame" x="3" y="3" width="94" height="82"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
        </box>
        """
    }

    /// View `id`'s computed frame in a document saved by Interface Builder build `tools`.
    private func frame(of id: String, tools: String, _ body: String, constraints: String) throws -> Rect {
        try XCTUnwrap(layOut(document(tools: tools, plugIn: tools, body, constraints: constraints))[id]).computed
    }

    /// Buttons `prefix0`, `prefix1`… titled `titles` in the system font, their cells of `cell`'s attributes, each
    /// stored `height` high and `storedWidth(index, title)` wide.
    private func storedButtons(
        _ prefix: String, titles: [String], cell: String, height: Double, storedWidth: (Int, String) -> Double
    ) -> String {
        titles.enumerated().map { index, title in
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(prefix)\(index)">
                <rect key="frame" x="18" y="\(100 - 40 * index)" width="\(storedWidth(index, title))" height="\(height)"/>
                <buttonCell key="cell" \(cell) title="\(title)" inset="2" id="\(prefix)-cell\(index)">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }.joined()
    }

    /// The width of a label of `title` in the system font.
    private func systemLabelWidth(_ title: String, text: any TextMeasuring = TextMetrics()) -> Double {
        IntrinsicTextSizes(measurer: text).appKitLabel(title, font: Font(metaFont: "system")).width
    }

    /// Buttons titled `titles` (see ``storedButtons(_:titles:cell:height:storedWidth:)``), each stored `padding` and
    /// `extra` points wider than a label of its title but the last, stored 10 pt wide, whose frame says nothing,
    /// laid out in a document saved by build `tools`, pinned by their leading edges 40 pt apart.
    private func layOutStoredButtons(
        _ prefix: String, titles: [String], cell: String, height: Double, padding: Double, extra: Double,
        tools: String, text: any TextMeasuring = TextMetrics()
    ) throws -> [String: FrameComparison] {
        let body = storedButtons(prefix, titles: titles, cell: cell, height: height) { index, title in
            index == titles.count - 1 ? 10 : systemLabelWidth(title, text: text) + padding + extra
        }
        let pins = titles.indices.map { pin("\(prefix)\($0)", top: 20 + 40 * Double($0)) }.joined()
        return try layOut(
            document(tools: tools, plugIn: tools, body, constraints: pins), sizes: StandardIntrinsicSizes(text: text))
    }

    private func layOut(
        _ xml: String, sizes: any IntrinsicSizing = StandardIntrinsicSizes()
    ) throws -> [String: FrameComparison] {
        try layOutDocument(xml, file: "test.xib", sizes: sizes)
    }

    private func popUp(_ id: String, y: Double, items: [String], small: Bool = false) -> String {
        let menu = items.enumerated().map { index, title in
            "<menuItem title=\"\(title)\" id=\"\(id)-\(index)\"/>"
        }.joined()
        let size = small ? #" controlSize="small""# : ""
        return """
            <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="\(y)" width="10" height="10"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded"\(size) id="\(id)-cell">
                    <font key="font" metaFont="\(small ? "smallSystem" : "menu")"/>
                    <menu key="menu" id="\(id)-menu"><items>\(menu)</items></menu>
                </popUpButtonCell>
            </popUpButton>
            """
    }

    func testPopUpIsAsWideAsItsWidestItemAndItsFrameHasTheBezelMargins() throws {
        let body = popUp("short", y: 150, items: ["One"]) + popUp("long", y: 100, items: ["One", "Every 15 minutes"])
        let pins = pin("short", top: 20) + pin("long", top: 60)
        let legacy = try layOut(document(tools: "15400", plugIn: "15400", body, constraints: pins))
        let short = try XCTUnwrap(legacy["short"]).computed
        let long = try XCTUnwrap(legacy["long"]).computed
        // Before Xcode 12: a 25 pt frame with 1 pt above the bezel, 2 before it and 3 after it.
        XCTAssertEqual(short.height, 25)
        XCTAssertEqual(short.x, 18)
        XCTAssertEqual(short.y, 19)
        XCTAssertGreaterThan(long.width - short.width, 60, "the longer item widens the pop-up")
        let modern = try layOut(document(tools: "24765", plugIn: "24765", body, constraints: pins))
        let modernShort = try XCTUnwrap(modern["short"]).computed
        // Xcode 26: 24 pt high, no margins outside the bezel.
        XCTAssertEqual(modernShort.height, 24)
        XCTAssertEqual(modernShort.x, 20)
        XCTAssertEqual(modernShort.width, short.width - 5, accuracy: 0.01)
        // Xcode 12 to 14: a 25 pt frame, 3 pt before the bezel and 4 after it.
        let xcode12 = try XCTUnwrap(layOut(document(tools: "17701", plugIn: "17701", body, constraints: pins))["short"])
            .computed
        XCTAssertEqual(xcode12.height, 25)
        XCTAssertEqual(xcode12.x, 17)
        XCTAssertEqual(xcode12.width, modernShort.width + 7, accuracy: 0.01)
        // Xcode 9 and earlier: a 26 pt frame, 2 pt above the bezel.
        let xcode9 = try XCTUnwrap(layOut(document(tools: "12121", plugIn: "12121", body, constraints: pins))["short"])
            .computed
        XCTAssertEqual([xcode9.x, xcode9.y, xcode9.height, xcode9.width], [18, 18, 26, short.width])
    }

    func testXcode16PopUpIs25HighWithEqualMarginsBesideItsBezel() throws {
        // iina's and MonitorControl's pop-ups (Xcode 16): 25 pt frames, 39 pt wider than their widest item; one
        // without titled items as wide as the arrows' room (Preferences.storyboard's 39 pt pop-up).
        let body = popUp("short", y: 150, items: ["One"]) + popUp("empty", y: 100, items: [])
        let pins = pin("short", top: 20) + pin("empty", top: 60)
        let xcode16 = try layOut(document(tools: "23094", plugIn: "23094", body, constraints: pins))
        let short = try XCTUnwrap(xcode16["short"]).computed
        let modern = try frame(of: "short", tools: "24765", body, constraints: pins)
        XCTAssertEqual([short.x, short.y, short.height], [17, 19, 25])
        XCTAssertEqual(short.width, modern.width + 6, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(xcode16["empty"]).computed.width, 39)
    }

    func testPopUpTitleSitsOnALabelsBaseline2PointsAboveIt() throws {
        // iina's control preferences (Xcode 14) and TootRain's settings (Xcode 16): a 25 pt pop-up on a 13 pt
        // label's baseline stands 2 pt above the label, its title 14 pt below its 20 pt bezel's top.
        let body =
            popUp("choice", y: 0, items: ["Keyframe seek"]) + """
                <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \
                translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Seek:" id="caption-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """
        let constraints =
            pin("caption", top: 66) + """
                <constraint firstItem="choice" firstAttribute="leading" secondItem="caption" secondAttribute="trailing" constant="8" id="beside"/>
                <constraint firstItem="choice" firstAttribute="baseline" secondItem="caption" secondAttribute="baseline" id="baseline"/>
                """
        for tools in ["21507", "23094"] {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: constraints))
            let choice = try XCTUnwrap(frames["choice"], tools).computed
            XCTAssertEqual(choice.y, 64, tools)
            XCTAssertEqual(choice.height, 25, tools)
        }
    }

    func testCheckBoxAndSmallPushButtonTitlesSitOnALabelsBaseline() throws {
        // From Xcode 12 a check box's title is drawn 14 pt below its 18 pt frame's top, a point lower than a 13 pt
        // label's beside it (iina's codec preferences, Subler's); an older small push button's 11 pt title 16 pt below
        // its 27 pt frame's top, 5 pt lower than a small label's (HandBrake's Add Preset sheet).
        let body = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="check" title="Hardware decoding" bezelStyle="regularSquare" \
                imagePosition="left" inset="2" id="check-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="push" title="Pick…" bezelStyle="rounded" alignment="center" \
                controlSize="small" borderStyle="border" inset="2" id="push-cell">
                    <font key="font" metaFont="smallSystem"/>
                </buttonCell>
            </button>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Decoder:" id="label-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="small">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Limit:" id="small-cell">
                    <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
            </textField>
            """
        let constraints =
            pin("check", top: 40) + pin("push", top: 100) + """
                <constraint firstItem="label" firstAttribute="leading" secondItem="check" secondAttribute="trailing" constant="8" id="label-leading"/>
                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="check" secondAttribute="firstBaseline" id="label-baseline"/>
                <constraint firstItem="small" firstAttribute="leading" secondItem="push" secondAttribute="trailing" constant="8" id="small-leading"/>
                <constraint firstItem="small" firstAttribute="baseline" secondItem="push" secondAttribute="baseline" id="small-baseline"/>
                """
        let xcode16 = try layOut(document(tools: "23094", plugIn: "23094", body, constraints: constraints))
        let check = try XCTUnwrap(xcode16["check"]).computed
        XCTAssertEqual(try XCTUnwrap(xcode16["label"]).computed.y, check.y + 1)
        let xcode12 = try layOut(document(tools: "18121", plugIn: "18121", body, constraints: constraints))
        let push = try XCTUnwrap(xcode12["push"]).computed
        XCTAssertEqual(push.height, 27)
        XCTAssertEqual(try XCTUnwrap(xcode12["small"]).computed.y, push.y + 5)
    }

    func testCheckBoxesBeforeXcode12HaveTheirBox2PointsInsideTheirFrameAboveAndBelow() throws {
        // MacPass's duplicate-entry options (Xcode 9): the first check box, 20 pt below the window's top by its
        // constraint, is stored at y = 18 and the next, 6 pt below it, at y = 38; from Xcode 12 the box is 1 pt inside
        // the frame above and below (y = 19, then 22 pt further). A check box's title stands 13 pt below its frame's
        // top before Xcode 12 (OpenEmu's alert test: labels on the last baselines of a grid's rows), 14 from it.
        func checkBox(_ id: String, _ title: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="check" title="\(title)" bezelStyle="regularSquare" imagePosition="left" \
                inset="2" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let label = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Options:" id="label-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let body = checkBox("first", "Reference username") + checkBox("second", "Reference password") + label
        let constraints =
            pin("first", top: 20) + """
                <constraint firstItem="second" firstAttribute="leading" secondItem="first" secondAttribute="leading" id="second-leading"/>
                <constraint firstItem="second" firstAttribute="top" secondItem="first" secondAttribute="bottom" constant="6" id="second-top"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="second" secondAttribute="trailing" constant="8" id="label-leading"/>
                <constraint firstItem="label" firstAttribute="lastBaseline" secondItem="second" secondAttribute="lastBaseline" id="label-baseline"/>
                """
        for (tools, top, step, title) in [("13196", 18.0, 20.0, 13.0), ("17701", 19.0, 22.0, 14.0)] {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: constraints))
            let first = try XCTUnwrap(frames["first"]).computed
            let second = try XCTUnwrap(frames["second"]).computed
            XCTAssertEqual([first.y, first.height, second.height], [top, 18, 18], "toolsVersion \(tools)")
            XCTAssertEqual(second.y, first.y + step, "toolsVersion \(tools)")
            // A label's baseline is 3 pt above its frame's bottom (its line 17 pt high in Xcode 9, 16 from Xcode 11).
            let labelFrame = try XCTUnwrap(frames["label"]).computed
            XCTAssertEqual(labelFrame.y + labelFrame.height - 3, second.y + title, "toolsVersion \(tools)")
        }
    }

    func testCheckBoxesBeforeXcode12ReachTwoPointsPastTheirTrailingEdge() throws {
        // MacDown's preference boxes (Xcode 6 to 8): a check box 16 pt from its box's edges by its constraints is
        // stored 14 pt from the trailing one by its frame, as wide as before when nothing stretches it.
        let checkBox = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="check" title="Show word count" bezelStyle="regularSquare" \
            imagePosition="left" inset="2" id="check-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        let trailing = """
            <constraint firstItem="root" firstAttribute="trailing" secondItem="check" secondAttribute="trailing" constant="16" id="check-trailing"/>
            """
        func frame(tools: String, stretched: Bool) throws -> Rect {
            let constraints = pin("check", leading: 16, top: 20) + (stretched ? trailing : "")
            return try XCTUnwrap(
                layOut(document(tools: tools, plugIn: tools, size: (300, 60), checkBox, constraints: constraints))[
                    "check"]
            ).computed
        }
        XCTAssertEqual(try frame(tools: "12121", stretched: true), Rect(x: 14, y: 18, width: 272, height: 18))
        XCTAssertEqual(try frame(tools: "17701", stretched: true), Rect(x: 14, y: 19, width: 270, height: 18))
        XCTAssertEqual(
            try frame(tools: "12121", stretched: false).width, try frame(tools: "17701", stretched: false).width)
    }

    func testLargeBezelTextFieldSetsItsTextAPointLower() throws {
        // Aerial's display settings (Xcode 14): a large 22 pt bezel field in 14 pt text, a large 14 pt label on its
        // first baseline stored 3 pt below the field's top (a regular field's label would stand 2 pt below it).
        func field(_ size: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="0" y="0" width="61" height="22"/>
                <constraints><constraint firstAttribute="width" constant="61" id="field-width"/></constraints>
                <textFieldCell key="cell" controlSize="\(size)" scrollable="YES" lineBreakMode="clipping" \
                selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="field-cell">
                    <font key="font" metaFont="system" size="14"/>
                </textFieldCell>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="10" height="17"/>
                <textFieldCell key="cell" controlSize="\(size)" lineBreakMode="clipping" title="cm" id="label-cell">
                    <font key="font" metaFont="system" size="14"/>
                </textFieldCell>
            </textField>
            """
        }
        let constraints =
            pin("field", top: 15) + """
                <constraint firstItem="label" firstAttribute="leading" secondItem="field" secondAttribute="trailing" constant="8" id="label-leading"/>
                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="label-baseline"/>
                """
        for (size, offset) in [("large", 3.0), ("regular", 2.0)] {
            let frames = try layOut(document(tools: "21507", plugIn: "21507", field(size), constraints: constraints))
            let field = try XCTUnwrap(frames["field"]).computed
            XCTAssertEqual(field.height, 22, size)
            XCTAssertEqual(try XCTUnwrap(frames["label"]).computed.y, field.y + offset, size)
        }
    }

    func testSmallPopUpHasA16PointBezelInA22PointFrame() throws {
        // HandBrake's small pop-ups (Xcode 12 to 26): in table cell views 3 pt from each side, their frames 4 pt
        // beyond them; in rows 2 pt from the top, their frames at the top; 32 pt wider than their widest item.
        let label = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Range:" id="label-cell">
                    <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
            </textField>
            """
        let body =
            popUp("small", y: 150, items: ["To", "Trim end"], small: true)
            + popUp("empty", y: 100, items: [], small: true) + label
        let constraints =
            pin("small", top: 20) + pin("empty", top: 60)
                + """
                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="small" secondAttribute="firstBaseline" id="l1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="l2"/>
                """
        for tools in ["18122", "22505", "24506"] {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: constraints))
            let small = try XCTUnwrap(frames["small"]).computed
            let text = IntrinsicTextSizes().appKitLabel("Trim end", font: Font(metaFont: "smallSystem")).width - 4
            XCTAssertEqual([small.x, small.y, small.height], [16, 18, 22], tools)
            XCTAssertEqual(small.width, text + 32, accuracy: 0.01, tools)
            XCTAssertEqual(try XCTUnwrap(frames["empty"]).computed.width, 32, tools)
            // The title's baseline 12 pt below the bezel's top, a small label's 11 below its own.
            XCTAssertEqual(try XCTUnwrap(frames["label"]).computed.y, 21, tools)
        }
    }

    func testSmallCheckBoxesAndRadioButtonsHugTheirBoxAndTitle() throws {
        // Transmission's "Limit Download:" (Xcode 13) and iina's "Always" radio button (Xcode 16), each pinned at its
        // leading edge and top only; HandBrake's untitled small check box in a table cell.
        func button(_ id: String, type: String, title: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="\(type)" title="\(title)" bezelStyle="regularSquare" imagePosition="left" controlSize="small" id="\(id)-cell">
                    <font key="font" metaFont="smallSystem"/>
                </buttonCell>
            </button>
            """
        }
        let body =
            button("check", type: "check", title: "Limit Download:") + button("radio", type: "radio", title: "Always")
            + button("empty", type: "check", title: "")
        let pins = pin("check", top: 20) + pin("radio", top: 60) + pin("empty", top: 100)
        let label = IntrinsicTextSizes().appKitLabel("Limit Download:", font: Font(metaFont: "smallSystem")).width
        for tools in ["20037", "23086"] {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: pins))
            let check = try XCTUnwrap(frames["check"]).computed
            // The 16 pt frame 1 pt beyond the box above, below and before it; the box and its gap 16 pt.
            XCTAssertEqual([check.x, check.y, check.height], [19, 19, 16], tools)
            XCTAssertEqual(check.width, label + 17, accuracy: 0.01, tools)
            XCTAssertEqual(try XCTUnwrap(frames["empty"]).computed.width, 14, tools)
            // Xcode 16's small radio button has no margin below its box.
            XCTAssertEqual(try XCTUnwrap(frames["radio"]).computed.height, tools == "23086" ? 15 : 16, tools)
        }
        // Xcode 26's small check box (HandBrake's preferences, Mos's) is its 14 pt frame, the box and gap 14 pt.
        let frames = try layOut(document(tools: "24506", plugIn: "24506", body, constraints: pins))
        let check = try XCTUnwrap(frames["check"]).computed
        XCTAssertEqual([check.x, check.y, check.height], [20, 20, 14])
        XCTAssertEqual(check.width, label + 14, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(frames["empty"]).computed.width, 14)
    }

    func testBorderedRoundRectButtonsHaveTheirControlSizesHeight() throws {
        // MacPass's character-set buttons (Xcode 12, regular, 12 pt titles, 19 pt) and iina's "Wrong Subtitle!"
        // (Xcode 16, small, 17 pt, 8 pt above its superview's bottom by a frame 7 pt above it), each pinned at its
        // leading edge and top, a label 4 pt below it; Transmission's small "All" (Xcode 26) is 20 pt high.
        func button(_ id: String, size: String, font: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="roundRect" title="Wrong Subtitle!" bezelStyle="roundedRect" alignment="center" controlSize="\(size)" borderStyle="border" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="\(font)"/>
                </buttonCell>
            </button>
            """
        }
        let label = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" title="Below" id="below-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let body =
            button("regular", size: "regular", font: "cellTitle") + button("small", size: "small", font: "smallSystem")
            + label
        let constraints =
            pin("regular", top: 20) + pin("small", top: 80) + pin("below", top: 0).components(separatedBy: "\n")[0]
                + """
                <constraint firstItem="below" firstAttribute="top" secondItem="small" secondAttribute="bottom" constant="4" id="gap"/>
                """
        let sizes = IntrinsicTextSizes()
        for tools in ["17701", "23090", "24412"] {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: constraints))
            let regular = try XCTUnwrap(frames["regular"]).computed
            let small = try XCTUnwrap(frames["small"]).computed
            let modern = tools == "24412"
            XCTAssertEqual([regular.y, regular.height], [20, modern ? 24 : 19], tools)
            XCTAssertEqual([small.y, small.height], [80, modern ? 20 : 17], tools)
            // A regular one is 8 pt wider than a label of its title, a small one 10; in Xcode 26 as wide as push buttons.
            let regularTitle = sizes.appKitLabel("Wrong Subtitle!", font: Font(metaFont: "cellTitle")).width
            let smallTitle = sizes.appKitLabel("Wrong Subtitle!", font: Font(metaFont: "smallSystem")).width
            XCTAssertEqual(regular.width, regularTitle + (modern ? 20 : 8), accuracy: 0.01, tools)
            XCTAssertEqual(small.width, smallTitle + (modern ? 16 : 10), accuracy: 0.01, tools)
            // Before Xcode 26 the bezel's shadow is the frame's last point, below the alignment rectangle.
            XCTAssertEqual(try XCTUnwrap(frames["below"]).computed.y, modern ? 104 : 100, tools)
        }
    }

    func testBorderedInlineBadgesHugTheirTitlesLine() throws {
        // MacPass's TOTP countdown badge "30" (Xcode 15) and Vienna's unread count "0" (Xcode 26), 11 pt bold, on
        // the baseline of a 13 pt label 20 pt below the top: the badge's line is 2 pt below its top, so it stands
        // level with the label (Vienna's stores both at the same y in a cell).
        let body = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" title="Folder Name" id="label-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="inline" title="30" bezelStyle="inline" alignment="center" borderStyle="border" inset="2" id="badge-cell">
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """
        let constraints =
            pin("label", top: 20) + """
                <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="badge-leading"/>
                <constraint firstItem="badge" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="badge-baseline"/>
                """
        let label = IntrinsicTextSizes().appKitLabel("30", font: Font(metaFont: "smallSystemBold"))
        for (tools, height) in [("19455", 18.0), ("24765", 16.0)] {
            let badge = try frame(of: "badge", tools: tools, body, constraints: constraints)
            XCTAssertEqual([badge.y, badge.height], [20, height], tools)
            XCTAssertEqual(badge.width, label.width + 6, accuracy: 0.01, tools)
        }
    }

    func testTexturedRoundedButtonsAndPopUpsBeforeXcode26() throws {
        // Transmission's message window (Xcode 13): "Clear", 20 pt from the window's side and 5 above its bottom,
        // stored 48 × 23 at 19 and 3 pt from them. MacPass's reference builder (Xcode 12): a textured rounded pop-up
        // stored as a push pop-up, 25 pt high.
        let body = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="clear">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="roundTextured" title="Clear" bezelStyle="texturedRounded" alignment="center" borderStyle="border" inset="2" id="clear-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
            + popUp("push", y: 100, items: ["Title", "Username"])
            + popUp("textured", y: 100, items: ["Title", "Username"])
            .replacingOccurrences(
                of: #"type="push" bezelStyle="rounded""#, with: #"type="roundTextured" bezelStyle="texturedRounded""#)
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="clear" secondAttribute="trailing" constant="20" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="clear" secondAttribute="bottom" constant="5" id="c2"/>
            """ + pin("push", top: 20) + pin("textured", top: 60)
        let frames = try layOut(
            document(tools: "20037", plugIn: "20037", size: (611, 328), body, constraints: constraints))
        let label = systemLabelWidth("Clear")
        let clear = try XCTUnwrap(frames["clear"]).computed
        XCTAssertEqual([clear.y, clear.height, clear.x + clear.width], [302, 23, 592])
        XCTAssertEqual(clear.width, label + 12, accuracy: 0.01)
        let push = try XCTUnwrap(frames["push"]).computed
        let textured = try XCTUnwrap(frames["textured"]).computed
        XCTAssertEqual([textured.width, textured.height], [push.width, push.height])
    }

    func testRecessedButtonsAre12PointsWiderThanTheirTitles() throws {
        // Transmission's filter bar (Xcode 26): mini recessed buttons in 11 pt bold, 16 pt high, centred in the bar.
        let body = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="filter">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="recessed" title="Downloading" bezelStyle="recessed" alignment="center" controlSize="mini" borderStyle="border" inset="2" id="filter-cell">
                    <font key="font" metaFont="smallSystemBold"/>
                </buttonCell>
            </button>
            """
        let filter = try frame(of: "filter", tools: "24412", body, constraints: pin("filter", top: 20))
        let label = IntrinsicTextSizes().appKitLabel("Downloading", font: Font(metaFont: "smallSystemBold"))
        XCTAssertEqual(filter.height, 16)
        XCTAssertEqual(filter.width, label.width + 12, accuracy: 0.01)
    }

    func testRoundRectAndRecessedPopUpsHugTheirTitlesWithoutBezelMargins() throws {
        // Vienna's small round-rect filter pop-up (as wide as its widest item) and NetNewsWire's recessed sort
        // pull-down (as wide as its title, whatever its items), each with nothing else giving it a size.
        func cell(_ id: String, _ attributes: String, font: String, items: [String]) -> String {
            let menu = items.enumerated().map { #"<menuItem title="\#($1)" id="\#(id)-\#($0)"/>"# }.joined()
            return """
                <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <popUpButtonCell key="cell" \(attributes) id="\(id)-cell">
                        <font key="font" metaFont="\(font)"/>
                        <menu key="menu" id="\(id)-menu"><items>\(menu)</items></menu>
                    </popUpButtonCell>
                </popUpButton>
                """
        }
        let items = ["All Articles", "Unread or Flagged", "Today"]
        let body =
            cell(
                "menu", #"type="roundRect" bezelStyle="roundedRect" controlSize="small""#, font: "smallSystem",
                items: items)
            + cell(
                "wider", #"type="roundRect" bezelStyle="roundedRect" controlSize="small""#, font: "smallSystem",
                items: items + ["Unread or Flagged Articles"])
            + cell(
                "sort", #"type="recessed" title="Sort" bezelStyle="recessed" pullsDown="YES""#,
                font: "smallSystemBold", items: ["Sort", "Newest Article on Top"])
            + cell(
                "sortAll", #"type="recessed" title="Sort" bezelStyle="recessed" pullsDown="YES""#,
                font: "smallSystemBold", items: ["Sort", "Newest Article on Top", "Oldest Article on Top"])
        let pins = pin("menu", top: 20) + pin("wider", top: 50) + pin("sort", top: 80) + pin("sortAll", top: 110)
        let xml = document(tools: "23727", plugIn: "23727", body, constraints: pins)
        let decoded = try XCTUnwrap(DocumentDecoder().decode(xml, file: "t.xib").document)
        let ambiguous = DocumentLayout(document: decoded).layOut().flatMap(\.system.ambiguousItems).map(\.item.id)
        XCTAssertEqual(ambiguous, [], "each pop-up has a size of its own")
        let frames = try layOut(xml)
        let menu = try XCTUnwrap(frames["menu"]).computed
        let sort = try XCTUnwrap(frames["sort"]).computed
        // No margin before the bezel; the frame reaches 1 pt below it (16 pt small, 18 pt regular).
        XCTAssertEqual([menu.x, menu.y, menu.height], [20, 20, 17])
        XCTAssertEqual([sort.x, sort.y, sort.height], [20, 80, 19])
        // The widest item sets a pop-up's width; a pull-down shows its title, not its items.
        XCTAssertGreaterThan(try XCTUnwrap(frames["wider"]).computed.width - menu.width, 30)
        XCTAssertEqual(try XCTUnwrap(frames["sortAll"]).computed.width, sort.width)
        XCTAssertLessThan(sort.width, 60, "\(sort.width): the title \"Sort\" and the arrow")
    }

    func testPlaceholderToolsVersionFallsBackToThePlugInVersion() throws {
        let body = popUp("menu", y: 150, items: ["One"])
        let pins = pin("menu", top: 20)
        let xml = document(tools: "32700.99.1234", plugIn: "24765", body, constraints: pins)
        let header = try XCTUnwrap(DocumentDecoder().decode(xml, file: "t.xib").document).header
        XCTAssertEqual(header.interfaceBuilderVersion, 24765)
        XCTAssertEqual(try XCTUnwrap(layOut(xml)["menu"]).computed.height, 24)
    }

    func testWrappingLabelTakesAsManyWholePointLinesAsItsWidthNeeds() throws {
        let text = String(repeating: "Some content may need more than one line to be read. ", count: 3)
        let body = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="wrap">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" title="\(text)" id="wrap-cell"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="clip">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="\(text)" id="clip-cell"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """
        let pins = """
            <constraint firstItem="wrap" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="wrap" secondAttribute="trailing" constant="200" id="c2"/>
            <constraint firstItem="wrap" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            <constraint firstItem="clip" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c4"/>
            <constraint firstAttribute="trailing" secondItem="clip" secondAttribute="trailing" constant="200" id="c5"/>
            <constraint firstItem="clip" firstAttribute="top" secondItem="wrap" secondAttribute="bottom" constant="8" id="c6"/>
            """
        let frames = try layOut(document(size: (480, 400), body, constraints: pins))
        let wrapped = try XCTUnwrap(frames["wrap"]).computed
        XCTAssertEqual(wrapped.width, 264)
        XCTAssertGreaterThanOrEqual(wrapped.height, 48, "three or more lines")
        XCTAssertEqual(wrapped.height.truncatingRemainder(dividingBy: 16), 0, "whole 16 pt lines at 13 pt")
        XCTAssertEqual(try XCTUnwrap(frames["clip"]).computed.height, 16, "a clipping label keeps one line")
    }

    func testPushButtonPaddingFollowsTheInterfaceBuilderGeneration() throws {
        let body = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="push" title="Cancel" bezelStyle="rounded" id="ok-cell"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        func width(tools: String) throws -> Double {
            try frame(of: "ok", tools: tools, body, constraints: pin("ok", top: 20)).width
        }
        // The corpus's "Cancel": 82 wide (Xcode 9), 76 (Xcode 12 to 16), 66 + 24 = 90 in a pair stretched by
        // Xcode 26 — alone it is the title + 24.
        let old = try width(tools: "11762")
        let recent = try width(tools: "21701")
        let modern = try width(tools: "24765")
        XCTAssertEqual(old - recent, 6, accuracy: 0.01)
        XCTAssertEqual(recent - modern, 10, accuracy: 0.01)
    }

    func testPushButtonAlignmentRectangleWidenedInXcode12() throws {
        // SearchFolder.xib (Xcode 13): "Save" with `width ≥ 70` is stored 84 wide — 7 pt of bezel shadow on each
        // side of the alignment rectangle; Xcode 11 left 6 (82).
        let body = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="save">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints><constraint firstAttribute="width" relation="greaterThanOrEqual" constant="70" id="w"/></constraints>
                <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" id="save-cell"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        let xcode13 = try frame(of: "save", tools: "21507", body, constraints: pin("save", top: 20))
        XCTAssertEqual([xcode13.x, xcode13.width], [13, 84])
        let xcode11 = try frame(of: "save", tools: "16097", body, constraints: pin("save", top: 20))
        XCTAssertEqual([xcode11.x, xcode11.width], [14, 82])
        // So did Xcode 12.5 (MacPass's buttons in stacks 5 pt apart by alignment rectangles 7 pt inside their frames)
        // and Xcode 12.0 to 12.4 unless the document shows otherwise (NetNewsWire's share extension).
        for tools in ["18122", "17701"] {
            let wide = try frame(of: "save", tools: tools, body, constraints: pin("save", top: 20))
            XCTAssertEqual([wide.x, wide.width], [13, 84], tools)
        }
        // An Xcode 12 document whose button of `width = 62` is stored 74 wide keeps 6 pt (NetNewsWire's account
        // sheets); one stored 76 wide does not.
        func fixed(storedWidth: Double) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="create">
                <rect key="frame" x="0" y="60" width="\(storedWidth)" height="32"/>
                <constraints><constraint firstAttribute="width" constant="62" id="w62"/></constraints>
                <buttonCell key="cell" type="push" title="Create" bezelStyle="rounded" id="create-cell"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        }
        let pins = pin("save", top: 20) + pin("create", top: 60)
        let narrow = try frame(of: "save", tools: "17701", body + fixed(storedWidth: 74), constraints: pins)
        XCTAssertEqual([narrow.x, narrow.width], [14, 82])
        let wide = try frame(of: "save", tools: "17701", body + fixed(storedWidth: 76), constraints: pins)
        XCTAssertEqual([wide.x, wide.width], [13, 84])
    }

    func testButtonsShowingOnlyAnImageAreSizedByIt() throws {
        // MacPass's action, lock and + / − buttons (Xcode 12.5 to 14) and Transmission's borderless status bar
        // buttons (Xcode 26), none of them sized by a constraint.
        func button(_ id: String, _ cell: String, image: String) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" \(cell) image="\(image)" imagePosition="only" alignment="center" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let body = [
            button("action", #"type="push" bezelStyle="rounded" borderStyle="border""#, image: "NSActionTemplate"),
            button(
                "add", #"type="roundTextured" bezelStyle="texturedRounded" borderStyle="border""#,
                image: "NSAddTemplate"),
            button("plain", #"type="square" bezelStyle="shadowlessSquare""#, image: "TortoiseTemplate"),
            button("textured", #"type="squareTextured" bezelStyle="texturedSquare""#, image: "TortoiseTemplate"),
        ].joined()
        let resources = """
            <image name="NSActionTemplate" width="15" height="15"/>
            <image name="NSAddTemplate" width="14" height="13"/>
            <image name="TortoiseTemplate" width="18" height="18"/>
            """
        let pins = ["action", "add", "plain", "textured"].enumerated().map { pin($1, top: 20 + 40 * Double($0)) }
        for tools in ["18122", "21225"] {
            let frames = try layOut(
                document(tools: tools, plugIn: tools, body, constraints: pins.joined(), resources: resources))
            // A push button's bezel pads its image as it pads a title: 15 pt in a 45 pt frame, 7 pt of it beside
            // the alignment rectangle.
            let action = try XCTUnwrap(frames["action"]).computed
            XCTAssertEqual([action.x, action.width, action.height], [13, 45, 32], tools)
            // A textured rounded one is 12 pt wider than its image, 1 pt of that beside its bezel.
            let add = try XCTUnwrap(frames["add"]).computed
            XCTAssertEqual([add.x, add.width, add.height], [19, 26, 23], tools)
            // Borderless ones are their image.
            XCTAssertEqual(try XCTUnwrap(frames["plain"]).computed.size, Size(width: 18, height: 18), tools)
            XCTAssertEqual(try XCTUnwrap(frames["textured"]).computed.size, Size(width: 18, height: 18), tools)
        }
    }

    func testBoxBorderAndContentViewFollowTheBoxFrame() throws {
        let body = box(#"titlePosition="noTitle""#)
        let pins = pinEdges("box")
        func frames(tools: String) throws -> (box: Rect, content: Rect) {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: pins))
            return try (XCTUnwrap(frames["box"]).computed, XCTUnwrap(frames["content"]).computed)
        }
        // The border is 3 pt inside the sides of the frame, 2 inside its top and 4 inside its bottom.
        let (box, content) = try frames(tools: "21701")
        XCTAssertEqual([box.x, box.y, box.width, box.height], [17, 18, 446, 166])
        // From Xcode 14 the content view is 1 pt inside the border (iina's, HandBrake's and MonitorControl's boxes).
        XCTAssertEqual([content.x, content.y, content.width, content.height], [4, 3, 438, 158])
        // Up to Xcode 13, 3 pt inside the frame all round (Sequel Ace's and Vienna's).
        let (_, xcode12) = try frames(tools: "17701")
        XCTAssertEqual([xcode12.x, xcode12.y, xcode12.width, xcode12.height], [3, 3, 440, 160])
        // Up to Xcode 8 (build 12118, MacDown's preferences), 1 pt inside it.
        let (_, xcode8) = try frames(tools: "12118")
        XCTAssertEqual([xcode8.x, xcode8.y, xcode8.width, xcode8.height], [1, 1, 444, 164])
        // Xcode 26 draws no border: the frame is the box, the content view fills it.
        let (modernBox, modernContent) = try frames(tools: "24765")
        XCTAssertEqual([modernBox.x, modernBox.y, modernBox.width, modernBox.height], [20, 20, 440, 160])
        XCTAssertEqual(
            [modernContent.x, modernContent.y, modernContent.width, modernContent.height], [0, 0, 440, 160])
        // So it does in an Xcode 26 document whose push button shows the older metrics (BlockBlock's and LuLu's
        // preferences: 32 pt push buttons), though the box keeps the older border around it.
        let legacyButton = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                <rect key="frame" x="0" y="0" width="80" height="32"/>
                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" alignment="center" borderStyle="border" id="push-cell"/>
            </button>
            """
        let mixed = try layOut(document(tools: "24128", plugIn: "24128", body + legacyButton, constraints: pins))
        XCTAssertEqual(try XCTUnwrap(mixed["box"]).computed, box)
        XCTAssertEqual(try XCTUnwrap(mixed["content"]).computed, Rect(x: 0, y: 0, width: 446, height: 166))
        // A box without a border has its content view against its edges in every generation (Platypus').
        let borderless = body.replacingOccurrences(of: #"<box "#, with: #"<box borderType="none" "#)
        let plain = try layOut(document(tools: "22155", plugIn: "22155", borderless, constraints: pins))
        XCTAssertEqual(try XCTUnwrap(plain["content"]).computed, Rect(x: 0, y: 0, width: 446, height: 166))
    }

    /// A scroll view `id` with `borderType` (none when nil) pinned 20 pt inside the root, whose clip view shows
    /// `document`.
    /// A scroll view showing `document`, holding a table header view stored `headerHeight` high when given.
    private func scrollView(
        _ id: String, borderType: String?, document: String, headerHeight: Double? = nil, scrollers: String = ""
    ) -> (body: String, pins: String) {
        let border = borderType.map { "borderType=\"\($0)\"" } ?? ""
        let header = headerHeight.map { height in
            """
            <tableHeaderView key="headerView" id="table-header">
                <rect key="frame" x="0" y="0" width="100" height="\(height)"/>
            </tableHeaderView>
            """
        }
        let body = """
            <scrollView \(border) autohidesScrollers="YES" horizontalLineScroll="24" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="300" height="150"/>
                <clipView key="contentView" id="\(id)-clip">
                    <rect key="frame" x="7" y="9" width="100" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
            \(document)
                    </subviews>
                </clipView>
                \(header ?? "")
                \(scrollers)
            </scrollView>
            """
        return (body, pinEdges(id))
    }

    private func table(_ id: String, style: String?, header: Bool, columns: String = "") -> String {
        let attributes = (style.map { "tableStyle=\"\($0)\" " } ?? "") + (header ? "headerView=\"\(id)-header\"" : "")
        return """
            <tableView verticalHuggingPriority="750" \(attributes) rowHeight="24" viewBased="YES" id="\(id)">
                <rect key="frame" x="0" y="0" width="50" height="40"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableColumns>\(columns)</tableColumns>
            </tableView>
            """
    }

    func testScrollViewPlacesItsClipViewInsideItsBorderAndTheTableBelowItsHeader() throws {
        // Stored frames as the corpus shows them: a bezel (the default) or line border takes 1 pt, none 0; a table
        // fills its clip view less the header, 28 pt in the styles of macOS 11 (inset) and 23 in the automatic one.
        let cases: [(border: String?, style: String?, header: Bool, inset: Double, headerHeight: Double)] = [
            (nil, "inset", true, 1, 28), ("line", nil, true, 1, 23), ("none", "fullWidth", false, 0, 0),
            ("groove", nil, false, 2, 0),
        ]
        for (border, style, header, inset, headerHeight) in cases {
            let context = "border \(border ?? "bezel"), style \(style ?? "automatic"), header \(header)"
            let scroll = scrollView(
                "scroll", borderType: border, document: table("table", style: style, header: header))
            let frames = try layOut(document(scroll.body, constraints: scroll.pins))
            let clip = try XCTUnwrap(frames["scroll-clip"], context)
            XCTAssertNil(clip.exclusion, context)
            XCTAssertEqual(
                clip.computed, Rect(x: inset, y: inset, width: 440 - 2 * inset, height: 160 - 2 * inset), context)
            let table = try XCTUnwrap(frames["table"], context)
            XCTAssertNil(table.exclusion, context)
            XCTAssertEqual(
                table.computed,
                Rect(x: 0, y: 0, width: clip.computed.width, height: clip.computed.height - headerHeight),
                context)
        }
    }

    func testLineBoxThinnerThanItsBordersGivesItsContentViewNoHeight() throws {
        // Simplenote's separators (Xcode 12): a custom line box 287 × 1 pt, its content view stored 285 × 0 at
        // x = 1, y = 1 from the box's bottom, the top of the box in flipped coordinates.
        let separator = """
            <box boxType="custom" borderType="line" title="Box" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="100" width="287" height="1"/>
                <view key="contentView" id="content">
                    <rect key="frame" x="1" y="1" width="285" height="0.0"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <constraints>
                    <constraint firstAttribute="width" constant="287" id="box-width"/>
                    <constraint firstAttribute="height" constant="1" id="box-height"/>
                </constraints>
            </box>
            """
        let frames = try layOut(document(tools: "17156", plugIn: "17156", separator, constraints: pin("box", top: 99)))
        let content = try XCTUnwrap(frames["content"])
        XCTAssertEqual(content.computed, Rect(x: 1, y: 0, width: 285, height: 0))
        XCTAssertEqual(content.computed, content.stored)
    }

    func testTitledBoxKeepsItsTitleAboveTheContentView() throws {
        // GrandPerspective's "Available filters" box (Xcode 11): 20 pt from its window's edges by its constraints,
        // its frame 3 pt beyond its border at the sides and 4 below it, its title inside the alignment rectangle;
        // the content view 15 pt below the frame's top and 3 inside its other sides. Xcode 26 draws the content
        // view 12 pt below the top and against the other edges.
        let body = box(#"title="Available filters""#)
        let pins = pinEdges("box")
        let xcode11 = try layOut(document(tools: "16097", plugIn: "16097", body, constraints: pins))
        XCTAssertEqual(try XCTUnwrap(xcode11["box"]).computed, Rect(x: 17, y: 20, width: 446, height: 164))
        let content = try XCTUnwrap(xcode11["content"])
        XCTAssertNil(content.exclusion)
        XCTAssertEqual(content.computed, Rect(x: 3, y: 15, width: 440, height: 146))
        let xcode26 = try layOut(document(tools: "24765", plugIn: "24765", body, constraints: pins))
        XCTAssertEqual(try XCTUnwrap(xcode26["content"]).computed, Rect(x: 0, y: 12, width: 440, height: 148))
    }

    func testOlderGenerationsPutTheClipViewUnderOrBelowTheHeader() throws {
        // Xcode 8 to 11 stored a bordered table's clip view from the scroll view's top edge, over the border under
        // the 17 pt header (Sequel Pro's, hachidori's: y 0, height 1 short of the bottom); Xcode 7 below the header
        // (VidSync's: y 17), the table then filling it; from Xcode 12 inside the border.
        let cases: [(tools: String, clip: Rect, tableFrame: Rect)] = [
            ("10117", Rect(x: 1, y: 17, width: 438, height: 142), Rect(x: 0, y: 0, width: 438, height: 142)),
            ("14460", Rect(x: 1, y: 0, width: 438, height: 159), Rect(x: 0, y: 0, width: 438, height: 142)),
            ("17506", Rect(x: 1, y: 1, width: 438, height: 158), Rect(x: 0, y: 0, width: 438, height: 141)),
        ]
        for (tools, clip, tableFrame) in cases {
            let scroll = scrollView(
                "scroll", borderType: nil, document: table("table", style: nil, header: true), headerHeight: 17)
            let frames = try layOut(document(tools: tools, plugIn: tools, scroll.body, constraints: scroll.pins))
            XCTAssertEqual(try XCTUnwrap(frames["scroll-clip"], tools).computed, clip, tools)
            XCTAssertEqual(try XCTUnwrap(frames["table"], tools).computed, tableFrame, tools)
        }
    }

    func testLegacyScrollersTakeRoomBesideAndBelowTheClipView() throws {
        // A legacy scroller, always shown, is stored 15 pt thick (11 when small) and the clip view ends where it
        // begins, below and beside it in the scroll view's flipped coordinates (Platypus' and Sequel Pro's); an
        // overlay scroller (16 pt) or a hidden one takes no room.
        func scroller(_ key: String, thickness: Double, hidden: Bool = false) -> String {
            let vertical = key == "verticalScroller"
            let (width, height) = vertical ? (thickness, 100) : (100, thickness)
            return """
                <scroller key="\(key)"\(hidden ? #" hidden="YES""# : "") horizontal="\(vertical ? "NO" : "YES")" \
                id="\(key)"><rect key="frame" x="1" y="1" width="\(width)" height="\(height)"/></scroller>
                """
        }
        let cases: [(scrollers: String, right: Double, bottom: Double)] = [
            (scroller("verticalScroller", thickness: 15) + scroller("horizontalScroller", thickness: 15), 15, 15),
            (scroller("verticalScroller", thickness: 11), 11, 0),
            (scroller("verticalScroller", thickness: 16) + scroller("horizontalScroller", thickness: 16), 0, 0),
            (scroller("verticalScroller", thickness: 15, hidden: true), 0, 0),
        ]
        for (scrollers, right, bottom) in cases {
            let text = """
                <textView id="text"><rect key="frame" x="0" y="0" width="10" height="10"/></textView>
                """
            let scroll = scrollView("scroll", borderType: "line", document: text, scrollers: scrollers)
            let frames = try layOut(document(scroll.body, constraints: scroll.pins))
            let clip = try XCTUnwrap(frames["scroll-clip"]).computed
            XCTAssertEqual(clip, Rect(x: 1, y: 1, width: 438 - right, height: 158 - bottom), "\(right), \(bottom)")
        }
    }

    func testTableEndsItsStoredHeadersHeightShortOfItsClipView() throws {
        // Sequel Ace's bundle editor (Xcode 12): a header stored 17 high, where a Mac of macOS 11 draws 23; the
        // header's height is that of the Mac that saved the document, and the table keeps below it.
        for (tools, stored) in [("17506", 17.0), ("24765", 25.0)] {
            let scroll = scrollView(
                "scroll", borderType: nil, document: table("table", style: nil, header: true), headerHeight: stored)
            let frames = try layOut(document(tools: tools, plugIn: tools, scroll.body, constraints: scroll.pins))
            let table = try XCTUnwrap(frames["table"], tools)
            XCTAssertNil(table.exclusion, tools)
            XCTAssertEqual(table.computed, Rect(x: 0, y: 0, width: 438, height: 158 - stored), tools)
        }
    }

    func testTableColumnCellViewsAreLaidOutAtTheirStoredSize() throws {
        // A view-based table's prototype cell view (NetNewsWire's and Vienna's tables): a 16 pt icon 3 pt inside its
        // leading side, centred in the 24 pt row.
        let column = """
            <tableColumn width="200" minWidth="40" maxWidth="1000" id="column">
                <prototypeCellViews>
                    <tableCellView id="cellView">
                        <rect key="frame" x="1" y="1" width="200" height="24"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            \(sizedView("icon", element: "customView", width: 16, height: 16))
                        </subviews>
                        <constraints>
                            <constraint firstItem="icon" firstAttribute="leading" secondItem="cellView" \
            secondAttribute="leading" constant="3" id="icon-leading"/>
                            <constraint firstItem="icon" firstAttribute="centerY" secondItem="cellView" \
            secondAttribute="centerY" id="icon-centre"/>
                        </constraints>
                    </tableCellView>
                </prototypeCellViews>
            </tableColumn>
            """
        let scroll = scrollView(
            "scroll", borderType: nil, document: table("table", style: "inset", header: false, columns: column))
        let frames = try layOut(document(scroll.body, constraints: scroll.pins))
        let icon = try XCTUnwrap(frames["icon"], "the cell view's subviews are compared")
        XCTAssertNil(icon.exclusion)
        XCTAssertEqual(icon.computed, Rect(x: 3, y: 4, width: 16, height: 16))
    }

    func testTextViewFillsItsClipViewAndUnknownPlacementsKeepTheirStoredFrames() throws {
        let textView = """
            <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" id="text">
                <rect key="frame" x="0" y="0" width="50" height="40"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </textView>
            """
        let scroll = scrollView("scroll", borderType: "line", document: textView)
        let frames = try layOut(document(scroll.body, constraints: scroll.pins))
        XCTAssertEqual(try XCTUnwrap(frames["text"]).computed, Rect(x: 0, y: 0, width: 438, height: 158))

        // A header in a document older than Xcode 12, and a custom document view: not known, so left out.
        let old = scrollView("old", borderType: nil, document: table("table", style: nil, header: true))
        let oldFrames = try layOut(document(tools: "14490", plugIn: "14490", old.body, constraints: old.pins))
        XCTAssertEqual(try XCTUnwrap(oldFrames["old-clip"]).exclusion, nil, "the border is known in every generation")
        XCTAssertEqual(try XCTUnwrap(oldFrames["table"]).exclusion, .placedByContainer)
        let custom = scrollView(
            "custom", borderType: nil,
            document: """
                <customView id="canvas"><rect key="frame" x="0" y="0" width="500" height="400"/></customView>
                """)
        let customFrames = try layOut(document(custom.body, constraints: custom.pins))
        let canvas = try XCTUnwrap(customFrames["canvas"])
        XCTAssertEqual(canvas.exclusion, .placedByContainer)
        XCTAssertEqual(canvas.computed, Rect(x: 0, y: 0, width: 500, height: 400), "it keeps its stored frame")
    }

    func testStackViewCentresAndAlignsBaselinesAcrossItsAxis() throws {
        func stack(_ id: String, alignment: String, y: Double) -> String {
            """
            <stackView distribution="fill" orientation="horizontal" alignment="\(alignment)" spacing="2" \
            verticalStackHuggingPriority="749" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="\(y)" width="10" height="10"/>
                <subviews>
                    \(sizedView("\(id)-box", element: "customView", width: 13, height: 13))
                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Details" id="\(id)-cell"><font key="font" metaFont="system"/></textFieldCell>
                    </textField>
                </subviews>
            </stackView>
            """
        }
        let pins = pin("mid", top: 20)
        let frames = try layOut(document(stack("mid", alignment: "centerY", y: 100), constraints: pins))
        let stackFrame = try XCTUnwrap(frames["mid"]).computed
        let label = try XCTUnwrap(frames["mid-label"]).computed
        let box = try XCTUnwrap(frames["mid-box"]).computed
        XCTAssertEqual(stackFrame.height, 16, "the stack hugs its tallest view")
        XCTAssertEqual(label.height, 16, "and does not squeeze it")
        XCTAssertEqual(box.y, 1.5, "the shorter view is centred")

        let baselineStack = """
            <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" spacing="6" \
            verticalStackHuggingPriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>
                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="big">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Feed:" id="big-cell"><font key="font" metaFont="system"/></textFieldCell>
                    </textField>
                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="small">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="note" id="small-cell"><font key="font" metaFont="smallSystem"/></textFieldCell>
                    </textField>
                </subviews>
            </stackView>
            """
        let linePins = """
            <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
            <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="l2"/>
            """
        let line = try layOut(document(baselineStack, constraints: linePins))
        let big = try XCTUnwrap(line["big"]).computed
        let small = try XCTUnwrap(line["small"]).computed
        // 13 pt text's baseline is 13 below the top of its 16 pt line, 11 pt text's 11 below its 14 pt line.
        XCTAssertEqual(big.y + 13, small.y + 11, accuracy: 0.01, "baselines in line")
        XCTAssertEqual(try XCTUnwrap(line["line"]).computed.height, 16, "the stack hugs the taller label")
    }

    func testAnEqualCentringStackCentresTheOneViewItHugsLoosely() throws {
        // Rectangle's preferences: a 400 pt equal-centring NSStackView hugging at 249.99998 holds a vertical stack
        // as wide as its widest view; it is centred, not stretched as a fill stack (or a UIStackView) would.
        let column = """
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" \
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
            translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>
                    \(sizedView("wide", element: "customView", width: 200, height: 20))
                    \(sizedView("narrow", element: "customView", width: 150, height: 20))
                </subviews>
            </stackView>
            """
        let row = """
            <stackView distribution="equalCentering" orientation="horizontal" alignment="centerY" spacing="0.0" \
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
            translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0" y="0" width="400" height="48"/>
                <subviews>\(column)</subviews>
                <constraints><constraint firstAttribute="width" constant="400" id="row-width"/></constraints>
            </stackView>
            """
        let frames = try layOut(document(row, constraints: pin("row", leading: 0, top: 20)))
        XCTAssertEqual(try XCTUnwrap(frames["column"]).computed, Rect(x: 100, y: 0, width: 200, height: 48))
        XCTAssertEqual(try XCTUnwrap(frames["narrow"]).computed.width, 150)
    }

    func testAnImageViewInAGreyBezelHasItsFrameBeyondItsAlignmentRectangle() throws {
        // MacPass's QR code well: a 64 pt square (by its constraints) stored 70 pt square, 3 pt out all round.
        func well(_ style: String) -> String {
            """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="well">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="64" id="well-width"/>
                    <constraint firstAttribute="height" constant="64" id="well-height"/>
                </constraints>
                <imageCell key="cell" alignment="left" imageScaling="proportionallyDown" \(style) id="well-cell"/>
            </imageView>
            """
        }
        let framed = try layOut(document(well(#"imageFrameStyle="grayBezel""#), constraints: pin("well", top: 20)))
        XCTAssertEqual(try XCTUnwrap(framed["well"]).computed, Rect(x: 17, y: 17, width: 70, height: 70))
        let plain = try layOut(document(well(""), constraints: pin("well", top: 20)))
        XCTAssertEqual(try XCTUnwrap(plain["well"]).computed, Rect(x: 20, y: 20, width: 64, height: 64))
    }

    func testFramesAreRoundedInWindowCoordinates() throws {
        // A row 50.5 high starting at 50.5 in a 1× document: its window edges round to 50 (halves go up the
        // screen in AppKit) and 101, so its child, filling it, is stored 51 high.
        let body = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="row2">
                <rect key="frame" x="0" y="50" width="100" height="51"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                        <rect key="frame" x="0" y="0" width="100" height="51"/>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="cell" firstAttribute="top" secondItem="row2" secondAttribute="top" id="r1"/>
                    <constraint firstItem="cell" firstAttribute="bottom" secondItem="row2" secondAttribute="bottom" id="r2"/>
                    <constraint firstItem="cell" firstAttribute="leading" secondItem="row2" secondAttribute="leading" id="r3"/>
                    <constraint firstItem="cell" firstAttribute="trailing" secondItem="row2" secondAttribute="trailing" id="r4"/>
                </constraints>
            </customView>
            """
        let pins = """
            <constraint firstItem="row2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50.5" id="c1"/>
            <constraint firstItem="row2" firstAttribute="height" constant="50.5" id="c2"/>
            <constraint firstItem="row2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="row2" firstAttribute="width" constant="100" id="c4"/>
            """
        let frames = try layOut(document(size: (100, 151), body, constraints: pins))
        let cell = try XCTUnwrap(frames["cell"])
        XCTAssertEqual(cell.computed.height, 50.5)
        XCTAssertTrue(cell.agrees, "rounded in its own coordinates it would be 50 or 51 by luck; here 51: \(cell)")
        XCTAssertTrue(try XCTUnwrap(frames["row2"]).agrees)
    }
}

extension AppKitDocumentLayoutTests {
    func testGridViewPlacesItsCellsInRowsAndColumns() throws {
        func label(_ id: String, _ title: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="\(title)" id="\(id)-cell"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """
        }
        func field(_ id: String) -> String {
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="200" height="21"/>
                <constraints><constraint firstAttribute="width" constant="200" id="\(id)-w"/></constraints>
                <textFieldCell key="cell" borderStyle="bezel" id="\(id)-cell"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """
        }
        func cell(_ id: String, row: String, column: String, _ content: String) -> String {
            let keyed = content.replacingOccurrences(of: "<textField ", with: "<textField key=\"contentView\" ")
            return "<gridCell row=\"\(row)\" column=\"\(column)\" id=\"\(id)\">\(keyed)</gridCell>"
        }
        let grid = """
            <gridView xPlacement="trailing" yPlacement="center" rowAlignment="none" rowSpacing="7" columnSpacing="8" \
            translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <rows><gridRow id="r0"/><gridRow id="r1"/></rows>
                <columns><gridColumn id="c0"/><gridColumn xPlacement="leading" id="c1"/></columns>
                <gridCells>
                    \(cell("a", row: "r0", column: "c0", label("email", "Email:")))
                    \(cell("b", row: "r0", column: "c1", field("emailField")))
                    \(cell("c", row: "r1", column: "c0", label("password", "Password:")))
                    \(cell("d", row: "r1", column: "c1", field("passwordField")))
                </gridCells>
            </gridView>
            """
        let pins = pin("grid", leading: 80, top: 20)
        let frames = try layOut(document(grid, constraints: pins))
        let email = try XCTUnwrap(frames["email"]).computed
        let password = try XCTUnwrap(frames["password"]).computed
        let emailField = try XCTUnwrap(frames["emailField"]).computed
        let passwordField = try XCTUnwrap(frames["passwordField"]).computed
        let box = try XCTUnwrap(frames["grid"]).computed
        // Two rows of 21 (the fields) 7 apart; the first column as wide as "Password:", labels at its trailing edge.
        XCTAssertEqual(box.height, 49)
        XCTAssertEqual(passwordField.y, 28)
        XCTAssertEqual(email.x + email.width, password.x + password.width, accuracy: 0.01, "trailing placement")
        XCTAssertGreaterThan(email.x, password.x, "the shorter label sits further right")
        XCTAssertEqual(email.y, 2.5, accuracy: 0.01, "centred in its 21 pt row")
        XCTAssertEqual(emailField.x, passwordField.x)
        XCTAssertEqual(emailField.x, password.width - 4 + 8, accuracy: 0.01, "the column spacing after the text")
        XCTAssertEqual(box.width, emailField.x + 200, accuracy: 0.01)
    }
}

extension AppKitDocumentLayoutTests {
    func testGridRowsAndColumnsHaveTheirOwnSizesPaddingAndMergedCells() throws {
        // Columns of fixed width with padding beside them, rows with padding below them (negative: the next row
        // starts above the bottom of the views in this one), and a cell merged across both columns.
        func box(_ id: String, width: Double, height: Double) -> String {
            let keyed = sizedView(id, element: "customView", width: width, height: height)
            return keyed.replacingOccurrences(of: "<customView ", with: "<customView key=\"contentView\" ")
        }
        func cell(_ id: String, row: String, column: String, head: String? = nil, _ content: String = "") -> String {
            let merged = head.map { " headOfMergedCell=\"\($0)\"" } ?? ""
            return "<gridCell row=\"\(row)\" column=\"\(column)\"\(merged) id=\"\(id)\">\(content)</gridCell>"
        }
        // As wide as its column makes it, 18 high.
        let filler = """
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                <rect key="frame" x="0.0" y="0.0" width="10" height="18"/>
                <constraints><constraint firstAttribute="height" constant="18" id="right-height"/></constraints>
            </customView>
            """
        let grid = """
            <gridView xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="20" columnSpacing="6" \
            translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <rows><gridRow bottomPadding="-10" id="r0"/><gridRow height="30" topPadding="4" id="r1"/></rows>
                <columns>
                    <gridColumn width="100" id="c0"/>
                    <gridColumn xPlacement="fill" width="200" leadingPadding="4" trailingPadding="2" id="c1"/>
                </columns>
                <gridCells>
                    \(cell("a", row: "r0", column: "c0", box("left", width: 40, height: 16)))
                    \(cell("b", row: "r0", column: "c1", filler))
                    \(cell("m", row: "r1", column: "c0", head: "m", box("wide", width: 60, height: 10)))
                    \(cell("n", row: "r1", column: "c1", head: "m"))
                </gridCells>
            </gridView>
            """
        let frames = try layOut(document(grid, constraints: pin("grid", leading: 20, top: 20)))
        let box = try XCTUnwrap(frames["grid"]).computed
        let right = try XCTUnwrap(frames["right"]).computed
        let wide = try XCTUnwrap(frames["wide"]).computed
        // 100 + 6 + 4 + 200 + 2 across; the first row 18 − 10 high, then 20, then 4 + 30.
        XCTAssertEqual(box.width, 312)
        XCTAssertEqual(box.height, 62)
        XCTAssertEqual(right.x, 110, "after the first column, the spacing and the leading padding")
        XCTAssertEqual(right.width, 200, "filling the column's width between its padding")
        XCTAssertEqual(wide.y, 32, "the second row starts 8 + 20 down, its content 4 below that")
        XCTAssertEqual(wide.x, 0, "a merged cell starts at its first column")
        XCTAssertEqual(wide.width, 60)
    }

    func testAGridCellOrRowOutOfItsGridsBaselineAlignmentIsPlacedInstead() throws {
        // MacPass's one-time password sheet: a grid aligning its rows on their first baselines, with a stepper's
        // cell (`rowAlignment="none"`) left out, placed at its row's centre; a row can leave out all its cells.
        func box(_ id: String, height: Double) -> String {
            sizedView(id, element: "customView", width: 20, height: height)
                .replacingOccurrences(of: "<customView ", with: "<customView key=\"contentView\" ")
        }
        func cell(_ id: String, row: String, column: String, alignment: String? = nil, _ content: String) -> String {
            let aligned = alignment.map { " rowAlignment=\"\($0)\"" } ?? ""
            return "<gridCell row=\"\(row)\" column=\"\(column)\"\(aligned) id=\"\(id)\">\(content)</gridCell>"
        }
        let grid = """
            <gridView xPlacement="leading" yPlacement="center" rowAlignment="firstBaseline" rowSpacing="10" \
            columnSpacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <rows><gridRow height="40" id="r0"/><gridRow height="40" rowAlignment="none" id="r1"/></rows>
                <columns><gridColumn id="c0"/><gridColumn id="c1"/></columns>
                <gridCells>
                    \(cell("a", row: "r0", column: "c0", box("tall", height: 30)))
                    \(cell("b", row: "r0", column: "c1", alignment: "none", box("stepper", height: 10)))
                    \(cell("c", row: "r1", column: "c0", box("low", height: 30)))
                    \(cell("d", row: "r1", column: "c1", box("short", height: 10)))
                </gridCells>
            </gridView>
            """
        let frames = try layOut(document(grid, constraints: pin("grid", leading: 20, top: 20)))
        // Rows of 40 pt, 10 apart: the cells left out of the baselines are centred in them.
        XCTAssertEqual(try XCTUnwrap(frames["stepper"]).computed.y, 15)
        XCTAssertEqual(try XCTUnwrap(frames["low"]).computed.y, 50 + 5)
        XCTAssertEqual(try XCTUnwrap(frames["short"]).computed.y, 50 + 15)
    }

    func testControlMetricsFollowWhatTheDocumentsFramesShow() throws {
        // Xcode 26 on macOS 15 stores 32 pt push buttons: the metrics are the stored controls', not the build's.
        func button(_ id: String, height: Double) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="80" height="\(height)"/>
                <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" id="\(id)-cell"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        }
        let pins = """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="20" id="c4"/>
            """
        for (stored, expected) in [(32.0, 32.0), (24.0, 24.0)] {
            let xml = document(
                tools: "24765", plugIn: "24765", button("a", height: stored) + button("b", height: stored),
                constraints: pins)
            XCTAssertEqual(try XCTUnwrap(layOut(xml)["b"]).computed.height, expected, "stored \(stored)")
        }
        // Without such controls, the build decides.
        let lone = document(tools: "24765", plugIn: "24765", "", constraints: "")
        let header = try XCTUnwrap(DocumentDecoder().decode(lone, file: "t.xib").document)
        XCTAssertEqual(StoredFrameEvidence(reading: header).controlGeneration, Generation(build: 24765))
    }

    func testFramesSizedByTheirTextAreReadBackAsTextWidths() throws {
        // A check box pinned by its leading edge only is as wide as its title: its stored frame measures the title.
        // One with a width constraint says nothing about its text.
        let body = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="18" y="150" width="140" height="18"/>
                <buttonCell key="cell" type="check" title="Show unread counts" bezelStyle="regularSquare" imagePosition="left" inset="2" id="free-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="18" y="100" width="300" height="18"/>
                <buttonCell key="cell" type="check" title="Show unread counts" bezelStyle="regularSquare" imagePosition="left" inset="2" id="fixed-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        let pins =
            pin("free", top: 33) + pin("fixed", top: 83)
            + #"<constraint firstItem="fixed" firstAttribute="width" constant="298" id="c5"/>"#
        let frames = try layOut(document(body, constraints: pins))
        let free = try XCTUnwrap(frames["free"])
        let sample = try XCTUnwrap(free.textSample)
        XCTAssertEqual(sample.kind, "mac-label")
        XCTAssertEqual(sample.text, "Show unread counts")
        XCTAssertEqual(sample.pointSize, 13)
        XCTAssertEqual(sample.weight, "regular")
        // Before Xcode 15 a check box's 18 pt frame has 2 pt before the box, and box and gap take 16 pt before the
        // title's cell (its text and 2 pt insets): the stored 140 pt frame is a 122 pt cell.
        XCTAssertEqual(sample.width, 140 - 2 - 16)
        XCTAssertEqual(sample.measured, free.computed.width - 2 - 16)
        XCTAssertNil(try XCTUnwrap(frames["fixed"]).textSample, "a width constraint, not the text, sizes it")
    }

    func testCheckBoxesOfAnXcode12DocumentShowWhichTitleGapItWasLaidOutWith() throws {
        // Hammerspoon's preferences (Xcode 12): every check box stored 4 pt wider than Xcode 12's metrics make it, the
        // wider gap of Xcode 15 and 16. Two check boxes pinned by their leading edges, and a third, laid out, whose
        // stored frame says nothing (10 pt wide).
        let titles = ["Launch Hammerspoon at login", "Check for updates", "Show dock icon"]
        for (extra, gap) in [(4.0, 20.0), (0, 16)] {
            let frames = try layOutStoredButtons(
                "check", titles: titles, cell: #"type="check" bezelStyle="regularSquare" imagePosition="left""#,
                height: 18, padding: 18, extra: extra, tools: "17701")
            let third = try XCTUnwrap(frames["check2"]).computed
            // The 2 pt before the box, the box and the gap, and the title's cell.
            XCTAssertEqual(
                third.width, 2 + gap + systemLabelWidth(titles[2]), accuracy: 0.01, "stored \(extra) pt wider")
            let first = try XCTUnwrap(frames["check0"])
            XCTAssertEqual(first.computed.width, first.stored.width, accuracy: 0.01, "stored \(extra) pt wider")
        }
    }

    func testStoredWidthsAreReadWithTheLayoutsOwnTextMeasurer() throws {
        // A replacement text engine that sets every text 10 pt wider than the standard one: check boxes stored 4 pt
        // wider than its widths make them show the wider title gap only when read with that engine, as they are laid
        // out with it.
        let wide = WiderText(base: TextMetrics(), extra: 10)
        let titles = ["Launch Hammerspoon at login", "Check for updates", "Show dock icon"]
        let frames = try layOutStoredButtons(
            "check", titles: titles, cell: #"type="check" bezelStyle="regularSquare" imagePosition="left""#,
            height: 18, padding: 18, extra: 4, tools: "17701", text: wide)
        let third = try XCTUnwrap(frames["check2"]).computed
        XCTAssertEqual(third.width, 2 + 20 + systemLabelWidth(titles[2], text: wide), accuracy: 0.01)
        let first = try XCTUnwrap(frames["check0"])
        XCTAssertEqual(first.computed.width, first.stored.width, accuracy: 0.01)
    }

    func testPushButtonsOfAnXcode12DocumentShowWhetherItWasLaidOutOnCatalina() throws {
        // OpenEmu's main menu window (Xcode 12.2): push buttons stored 6 pt wider than macOS 11 makes them, as macOS
        // 10.15, on which Xcode 12 also ran, drew them. Two buttons whose stored widths tell, a third laid out.
        let titles = ["Cancel", "Open Game Library", "Scan"]
        for (extra, frameWidth) in [(6.0, 36.0), (0, 30)] {
            let frames = try layOutStoredButtons(
                "push", titles: titles, cell: #"type="push" bezelStyle="rounded" borderStyle="border""#, height: 32,
                padding: 30, extra: extra, tools: "17506")
            let third = try XCTUnwrap(frames["push2"]).computed
            XCTAssertEqual(
                third.width, systemLabelWidth(titles[2]) + frameWidth, accuracy: 0.01, "stored \(extra) pt wider")
        }
    }

    func testSearchFieldsComboBoxesAndImageButtonsHaveTheirOwnSizes() throws {
        let body = """
            <searchField translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <searchFieldCell key="cell" controlSize="small" borderStyle="bezel" placeholderString="Filter" bezelStyle="round" id="search-cell">
                    <font key="font" metaFont="smallSystem"/>
                </searchFieldCell>
            </searchField>
            <comboBox translatesAutoresizingMaskIntoConstraints="NO" id="combo">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <comboBoxCell key="cell" borderStyle="bezel" id="combo-cell"><font key="font" metaFont="system"/></comboBoxCell>
            </comboBox>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="image">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="bevel" bezelStyle="rounded" image="filter" imagePosition="overlaps" id="image-cell"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="square">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="filter" imagePosition="only" id="square-cell"/>
            </button>
            """
        var pins = ""
        for (index, id) in ["search", "combo", "image", "square"].enumerated() {
            pins += pin(id, top: Double(20 + 40 * index))
            pins +=
                #"<constraint firstItem="\#(id)" firstAttribute="width" constant="100" priority="250" id="w\#(index)"/>"#
        }
        let frames = try layOut(
            document(body, constraints: pins, resources: "<image name=\"filter\" width=\"13\" height=\"14\"/>"))
        // A small search field is a small bezel field: its 11 pt line (14) plus 5.
        XCTAssertEqual(try XCTUnwrap(frames["search"]).computed.height, 19)
        XCTAssertEqual(try XCTUnwrap(frames["combo"]).computed.height, 23)
        let image = try XCTUnwrap(frames["image"]).computed
        XCTAssertEqual([image.width, image.height], [13, 14], "as large as its image, over the weak width")
        let square = try XCTUnwrap(frames["square"]).computed
        XCTAssertEqual([square.width, square.height], [13, 14], "a small square image button too")
    }

    func testImageViewIsAsLargeAsTheImageItsCellShows() throws {
        // AppKit keeps an image view's image on its cell: a named image, or an SF Symbol by reference (Vienna's
        // folder list), each as large as the document's resources list it.
        let body = """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="named">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" image="NSActionTemplate" \
            id="named-cell"/>
            </imageView>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyDown" id="symbol-cell">
                    <imageReference key="image" image="exclamationmark.triangle.fill" catalog="system"/>
                </imageCell>
            </imageView>
            """
        let resources = """
            <image name="NSActionTemplate" width="20" height="20"/>
            <image name="exclamationmark.triangle.fill" catalog="system" width="17" height="15"/>
            """
        let frames = try layOut(
            document(body, constraints: pin("named", top: 20) + pin("symbol", top: 60), resources: resources))
        XCTAssertEqual(try XCTUnwrap(frames["named"]).computed.size, Size(width: 20, height: 20))
        XCTAssertEqual(try XCTUnwrap(frames["symbol"]).computed.size, Size(width: 17, height: 15))
    }

    func testProgressBarsFrameReachesBeyondTheBar() throws {
        // SUStatus.xib (Xcode 15) and IndeterminateProgressWindow.xib (Xcode 8): a bar's 20 pt frame has 1 pt above
        // the bar and 1 pt below it.
        let body = """
            <progressIndicator maxValue="100" indeterminate="YES" style="bar" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </progressIndicator>
            """
        let pins = """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" constant="20" id="c3"/>
            """
        for tools in ["22505", "11198"] {
            let bar = try frame(of: "bar", tools: tools, body, constraints: pins)
            XCTAssertEqual([bar.y, bar.height], [161, 20], tools)
        }
        // A small bar (OpenEmu's sidebar, Xcode 13) is its 12 pt frame.
        let small = body.replacingOccurrences(of: #"style="bar""#, with: #"controlSize="small" style="bar""#)
        let bar = try frame(of: "bar", tools: "21507", small, constraints: pins)
        XCTAssertEqual([bar.y, bar.height], [168, 12])
    }

    func testMiniPushButtonHasA14PointBezelInA16PointFrame() throws {
        // HandBrake's picture HUD (Xcode 14): "Crop", at least 50 pt wide, 16 pt inside the trailing side and 12 pt
        // above the bottom of a 476 × 96 view, stored at x 408, y 10 (from the bottom), 54 × 16; "Live Preview" 16 pt
        // inside the leading side, stored at x 14, 73 wide.
        func button(_ id: String, title: String, constraints: String = "") -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                \(constraints)
                <buttonCell key="cell" type="push" title="\(title)" bezelStyle="rounded" alignment="center" controlSize="mini" borderStyle="border" inset="2" id="\(id)-cell">
                    <font key="font" metaFont="miniSystem"/>
                </buttonCell>
            </button>
            """
        }
        let minimum =
            #"<constraints><constraint firstAttribute="width" relation="greaterThanOrEqual" constant="50" id="crop-min"/></constraints>"#
        let body = button("crop", title: "Crop", constraints: minimum) + button("preview", title: "Live Preview")
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="crop" secondAttribute="trailing" constant="16" id="c1"/>
            <constraint firstAttribute="bottom" secondItem="crop" secondAttribute="bottom" constant="12" id="c2"/>
            <constraint firstItem="preview" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="p1"/>
            <constraint firstAttribute="bottom" secondItem="preview" secondAttribute="bottom" constant="12" id="p2"/>
            """
        let frames = try layOut(
            document(tools: "22154", plugIn: "22154", size: (476, 96), body, constraints: constraints))
        XCTAssertEqual(try XCTUnwrap(frames["crop"]).computed, Rect(x: 408, y: 70, width: 54, height: 16))
        let preview = try XCTUnwrap(frames["preview"]).computed
        let label = IntrinsicTextSizes().appKitLabel("Live Preview", font: Font(metaFont: "miniSystem"))
        XCTAssertEqual([preview.x, preview.y, preview.height], [14, 70, 16])
        XCTAssertEqual(preview.width, label.width + 13, accuracy: 0.01)
    }

    func testFromXcode12PushButtonsCheckBoxesAndPopUpsHaveSmallerAlignmentRectangles() throws {
        // RSSFeed.xib, Subscribe.storyboard, ShareViewController.xib: a push button 20 pt below a text field, a
        // check box or a pop-up has its 32 pt frame's top 15 pt below theirs (16 before Xcode 12).
        func body(above: String) -> String {
            above + """
                <button translatesAutoresizingMaskIntoConstraints="NO" id="push">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" id="push-cell">
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <textFieldCell key="cell" controlSize="small" lineBreakMode="clipping" title="Hint" id="label-cell">
                        <font key="font" metaFont="smallSystem"/>
                    </textFieldCell>
                </textField>
                """
        }
        let field = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="above">
                <rect key="frame" x="0" y="0" width="200" height="21"/>
                <textFieldCell key="cell" editable="YES" borderStyle="bezel" id="above-cell"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            """
        let check = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="above">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <buttonCell key="cell" type="check" title="Subscribe" bezelStyle="regularSquare" id="above-cell"><font key="font" metaFont="system"/></buttonCell>
            </button>
            """
        let constraints =
            pin("above", top: 20)
                + """
                <constraint firstItem="push" firstAttribute="top" secondItem="above" secondAttribute="bottom" constant="20" id="p1"/>
                <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="p2"/>
                <constraint firstItem="label" firstAttribute="firstBaseline" secondItem="push" secondAttribute="firstBaseline" id="l1"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
                """
        func tops(_ above: String, tools: String) throws -> (above: Double, push: Double, label: Double) {
            let frames = try layOut(document(tools: tools, plugIn: tools, body(above: above), constraints: constraints))
            return try (
                XCTUnwrap(frames["above"]).computed.y, XCTUnwrap(frames["push"]).computed.y,
                XCTUnwrap(frames["label"]).computed.y
            )
        }
        // A bezel text field's frame is its alignment rectangle: 20 + 21 + 20, then 5 pt of bezel margin.
        let xcode14 = try tops(field, tools: "21507")
        XCTAssertEqual(xcode14.push, 20 + 21 + 20 - 5)
        XCTAssertEqual(try tops(field, tools: "15400").push, 20 + 21 + 20 - 4)
        // The title's baseline stays 19 pt below the frame's top: a small label (baseline 11 below its top) on it.
        XCTAssertEqual(xcode14.label, xcode14.push + 19 - 11)
        // A check box's 18 pt frame: 1 pt below its box from Xcode 12, 2 pt before.
        let checked = try tops(check, tools: "23727")
        XCTAssertEqual(checked.push - checked.above, 18 - 1 + 20 - 5)
        let olderCheck = try tops(check, tools: "15400")
        XCTAssertEqual(olderCheck.push - olderCheck.above, 18 - 2 + 20 - 4)
        // An Xcode 12 to 14 pop-up's 25 pt frame: a 20 pt bezel 1 pt below its top (21 pt before Xcode 12).
        let popUp = popUp("above", y: 0, items: ["Folder"])
        let xcode12 = try tops(popUp, tools: "17701")
        XCTAssertEqual(xcode12.push - xcode12.above, 1 + 20 + 20 - 5)
        let xcode11 = try tops(popUp, tools: "15400")
        XCTAssertEqual(xcode11.push - xcode11.above, 1 + 21 + 20 - 4)
    }

    func testEmptyLabelIsAsNarrowAsItsInsetsOrPlaceholderAndAnEmptyEditableFieldHasNoWidth() throws {
        // NetNewsWire's status bar: an empty, selectable label between two 6 pt gaps, in a view that hugs it.
        // Transmission's info panes: empty labels showing "N/A" until a value is set, as wide as their placeholder.
        func field(_ id: String, editable: Bool, placeholder: String = "") -> String {
            """
            <textField horizontalHuggingPriority="850" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="100" height="16"/>
                <textFieldCell key="cell" selectable="YES" editable="\(editable ? "YES" : "NO")" placeholderString="\(placeholder)" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        }
        let body =
            field("label", editable: false) + field("editable", editable: true)
            + field("placeholder", editable: false, placeholder: "N/A")
        let pins =
            pin("label", leading: 6, top: 20) + pin("editable", leading: 6, top: 60)
            + pin("placeholder", leading: 6, top: 100)
        let frames = try layOut(document(body, constraints: pins))
        let label = try XCTUnwrap(frames["label"]).computed
        XCTAssertEqual([label.x, label.width], [4, 4], "no text: the frame is the cell's 2 pt insets")
        XCTAssertEqual(
            try XCTUnwrap(frames["editable"]).cause, .ambiguousHere, "an editable field has no width of its own")
        let placeholder = try XCTUnwrap(frames["placeholder"]).computed
        XCTAssertEqual(placeholder.width, systemLabelWidth("N/A"))
    }

    func testStepperBaselineIsThatOfALineCentredInIt() throws {
        // NetNewsWire's Dinosaurs window (Xcode 26): a stepper on the baseline of a 24 pt bezel field 20 pt from
        // the top. The field's baseline is 17 pt below its top; the stepper's 18 below its own, (26 − 16) / 2 + 13.
        let body = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="20" y="156" width="48" height="24"/>
                <textFieldCell key="cell" editable="YES" borderStyle="bezel" id="field-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <stepper translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                <rect key="frame" x="76" y="155" width="20" height="26"/>
                <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="stepper-cell"/>
            </stepper>
            """
        let constraints =
            pin("field", top: 20) + """
                <constraint firstItem="field" firstAttribute="width" constant="48" id="field-width"/>
                <constraint firstItem="stepper" firstAttribute="leading" secondItem="field" secondAttribute="trailing" constant="8" id="gap"/>
                <constraint firstItem="stepper" firstAttribute="firstBaseline" secondItem="field" secondAttribute="firstBaseline" id="baseline"/>
                """
        let frames = try layOut(document(tools: "24765", plugIn: "24765", body, constraints: constraints))
        let stepper = try XCTUnwrap(frames["stepper"])
        XCTAssertEqual(stepper.computed, Rect(x: 76, y: 19, width: 20, height: 26))
        XCTAssertEqual(stepper.difference, 0, "the frame Interface Builder stored")
    }

    func testSmallAndMiniSteppersAreSmallerInEveryGeneration() throws {
        // Sequel Pro's small pagination steppers (Xcode 9 and 12) and HandBrake's (Xcode 26) are stored 15 × 22, Mos's
        // mini scroll-step steppers (Xcode 26) 13 × 20; a regular one is 19 × 27 (Colloquy's, MacDown's), 19 × 28
        // from Xcode 12, 20 × 26 from Xcode 26.
        func stepper(_ id: String, size: String) -> String {
            """
            <stepper translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <stepperCell key="cell" controlSize="\(size)" continuous="YES" alignment="left" maxValue="100" id="\(id)-cell"/>
            </stepper>
            """
        }
        let body = stepper("regular", size: "regular") + stepper("small", size: "small") + stepper("mini", size: "mini")
        let pins = pin("regular", top: 20) + pin("small", top: 60) + pin("mini", top: 100)
        let regulars = [
            ("12120", Size(width: 19, height: 27)), ("17701", Size(width: 19, height: 28)),
            ("24506", Size(width: 20, height: 26)),
        ]
        for (tools, regular) in regulars {
            let frames = try layOut(document(tools: tools, plugIn: tools, body, constraints: pins))
            func size(_ id: String) throws -> Size {
                let frame = try XCTUnwrap(frames[id]).computed
                return Size(width: frame.width, height: frame.height)
            }
            XCTAssertEqual(try size("regular"), regular, tools)
            XCTAssertEqual(try size("small"), Size(width: 15, height: 22), tools)
            XCTAssertEqual(try size("mini"), Size(width: 13, height: 20), tools)
        }
    }

    func testSwitchHasItsAlignmentRectangleAndBaselineInABaselineStack() throws {
        // WWDC's preferences (Xcode 15): a switch and its label in a horizontal stack aligned on their baselines
        // (`alignment="baseline"`, AppKit's last baseline), 8 pt apart. Interface Builder stored the switch at
        // (-2, -2) 42 × 25 and the label 6 pt above the stack's bottom, in a stack 22 high.
        let body = """
            <stackView distribution="fill" orientation="horizontal" alignment="baseline" \
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
            translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>
                    <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" alignment="left" \
                    translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </switch>
                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \
                    translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Include bookmarks" id="caption-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                </subviews>
            </stackView>
            <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" controlSize="mini" alignment="left" \
            translatesAutoresizingMaskIntoConstraints="NO" id="mini">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </switch>
            """
        let constraints =
            pin("row", top: 20) + """
                <constraint firstAttribute="trailing" secondItem="mini" secondAttribute="trailing" constant="1" id="mini-trailing"/>
                <constraint firstItem="mini" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="mini-top"/>
                """
        let frames = try layOut(document(tools: "23504", plugIn: "23504", body, constraints: constraints))
        let row = try XCTUnwrap(frames["row"]).computed
        XCTAssertEqual(row.height, 22, "the switch's 22 pt alignment rectangle sets the stack's height")
        let toggle = try XCTUnwrap(frames["toggle"]).computed
        XCTAssertEqual(toggle, Rect(x: -2, y: -1, width: 42, height: 25), "2 pt out at the sides and below, 1 above")
        let caption = try XCTUnwrap(frames["caption"]).computed
        XCTAssertEqual(caption.x, 44, "8 pt after the switch's alignment rectangle, less the label's 2 pt inset")
        XCTAssertEqual(
            row.height - caption.y - caption.height, 6, "the label's baseline on the switch's, 9 pt above its bottom")
        // A mini switch's frame is its alignment rectangle, 36 × 16.
        XCTAssertEqual(try XCTUnwrap(frames["mini"]).computed, Rect(x: 480 - 1 - 36, y: 100, width: 36, height: 16))
    }

    func testHelpButtonBeforeXcode26HoldsATwentyPointCircle() throws {
        // Vienna's Advanced preferences (Xcode 15 metrics): a help button 12 pt below a view, 20 pt from the right
        // and bottom of a 480 × 235 view; its 25 pt frame reaches 1 pt above the circle, 4 below, 3 before, 2 after.
        let body = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="above">
                <rect key="frame" x="20" y="52" width="100" height="163"/>
            </customView>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="help">
                <rect key="frame" x="437" y="16" width="25" height="25"/>
                <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" borderStyle="border" inset="2" id="help-cell"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="above" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="above-top"/>
            <constraint firstItem="above" firstAttribute="width" constant="100" id="above-width"/>
            <constraint firstItem="above" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="above-leading"/>
            <constraint firstItem="help" firstAttribute="top" secondItem="above" secondAttribute="bottom" constant="12" id="below"/>
            <constraint firstAttribute="trailing" secondItem="help" secondAttribute="trailing" constant="20" id="trailing"/>
            <constraint firstAttribute="bottom" secondItem="help" secondAttribute="bottom" constant="20" id="bottom"/>
            """
        let frames = try layOut(
            document(tools: "23727", plugIn: "23727", size: (480, 235), body, constraints: constraints))
        let help = try XCTUnwrap(frames["help"])
        XCTAssertEqual(help.computed, Rect(x: 437, y: 194, width: 25, height: 25))
        XCTAssertEqual(help.difference, 0)
        let above = try XCTUnwrap(frames["above"])
        XCTAssertEqual(above.computed.height, 163, "the view above takes the rest: 235 − 20 − 12 − 20 − 20")
        XCTAssertEqual(above.difference, 0)
    }

    func testBorderedSmallSquareButtonReachesAPointAboveAndBelowItsHeight() throws {
        // Amethyst's layout list (Xcode 12): + and − buttons 1 pt up into the list above them, 21 pt high by a
        // constraint and 27 wide; their frames are 23 high from a point above the list's bottom. A borderless one keeps
        // its frame at its constraints (iina's toolbar item, pinned at its top and bottom).
        func button(_ id: String, x: Double, border: String?) -> String {
            let style = border.map { #" borderStyle="\#($0)""# } ?? ""
            return """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="76" width="27" height="23"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="27" id="\(id)-width"/>
                        <constraint firstAttribute="height" constant="21" id="\(id)-height"/>
                    </constraints>
                    <buttonCell key="cell" type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="overlaps" alignment="center"\(style) imageScaling="proportionallyDown" inset="2" id="\(id)-cell"/>
                </button>
                """
        }
        let body = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="20" y="100" width="200" height="80"/>
            </customView>
            \(button("add", x: 20, border: "border"))
            \(button("remove", x: 47, border: "borderAndBezel"))
            \(button("plain", x: 74, border: nil))
            """
        let constraints =
            pin("list", top: 20) + """
                <constraint firstItem="list" firstAttribute="width" constant="200" id="list-width"/>
                <constraint firstItem="list" firstAttribute="height" constant="80" id="list-height"/>
                """
            + ["add", "remove", "plain"].enumerated().map { index, id in
                """
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="list" secondAttribute="bottom" constant="-1" id="\(id)-top"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="list" secondAttribute="leading" constant="\(27 * index)" id="\(id)-leading"/>
                """
            }.joined()
        let frames = try layOut(document(tools: "18122", plugIn: "18122", body, constraints: constraints))
        XCTAssertEqual(try XCTUnwrap(frames["add"]).computed, Rect(x: 20, y: 98, width: 27, height: 23))
        XCTAssertEqual(try XCTUnwrap(frames["remove"]).computed, Rect(x: 47, y: 98, width: 27, height: 23))
        XCTAssertEqual(try XCTUnwrap(frames["plain"]).computed, Rect(x: 74, y: 99, width: 27, height: 21))
    }

    func testPlaceholderConstraintsHoldAtDesignTimeAndStacksHaveTheirViewsBaselines() throws {
        // WWDC's general preferences (Xcode 16): a column's top is held only by a placeholder constraint (removed at
        // build time, in force in Interface Builder); in it a row aligned on baselines holds a switch and a stack of
        // a label and a small help button aligned on their first baselines. The inner stack's baseline is its
        // label's, so it stands 5 pt above the row's bottom; the help button's 18 × 19 pt frame stands 1 pt beyond
        // its circle at the sides and 2 pt below it. A label beside the column sits on its first view's baseline.
        let stackAttributes = """
            horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" \
            translatesAutoresizingMaskIntoConstraints="NO"
            """
        let body = """
            <stackView distribution="fill" orientation="vertical" alignment="leading" \(stackAttributes) id="column">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <subviews>
                    <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" title="Refresh" id="note-cell">
                            <font key="font" metaFont="system"/>
                        </textFieldCell>
                    </textField>
                    <stackView distribution="fill" orientation="horizontal" alignment="baseline" \(stackAttributes) \
                    id="row">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <switch horizontalHuggingPriority="750" verticalHuggingPriority="750" alignment="left" \
                            translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </switch>
                            <stackView distribution="fill" orientation="horizontal" alignment="firstBaseline" \
                            \(stackAttributes) id="titled">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <subviews>
                                    <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \
                                    translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                                        <textFieldCell key="cell" lineBreakMode="clipping" title="Subtitles" id="caption-cell">
                                            <font key="font" metaFont="system"/>
                                        </textFieldCell>
                                    </textField>
                                    <button horizontalHuggingPriority="750" verticalHuggingPriority="750" \
                                    translatesAutoresizingMaskIntoConstraints="NO" id="help">
                                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                                        <buttonCell key="cell" type="help" bezelStyle="helpButton" alignment="center" \
                                        controlSize="small" borderStyle="border" inset="2" id="help-cell">
                                            <font key="font" metaFont="smallSystem"/>
                                        </buttonCell>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
            </stackView>
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="beside">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Updates:" id="beside-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let constraints = """
            <constraint firstItem="column" firstAttribute="top" secondItem="root" secondAttribute="top" constant="29" \
            placeholder="YES" id="column-top"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="200" id="column-leading"/>
            <constraint firstItem="beside" firstAttribute="leading" secondItem="root" secondAttribute="leading" \
            constant="20" id="beside-leading"/>
            <constraint firstItem="beside" firstAttribute="firstBaseline" secondItem="column" \
            secondAttribute="firstBaseline" id="beside-baseline"/>
            """
        let frames = try layOut(document(tools: "23504", plugIn: "23504", body, constraints: constraints))
        let column = try XCTUnwrap(frames["column"]).computed
        XCTAssertEqual(column.y, 29, "the placeholder constraint holds the column's top")
        XCTAssertEqual(try XCTUnwrap(frames["beside"]).computed.y, 29, "on the column's first label's baseline")
        let row = try XCTUnwrap(frames["row"]).computed
        XCTAssertEqual(row.height, 22, "the switch's alignment rectangle")
        XCTAssertEqual(row.y, 16 + 8, "below the 16 pt label and the column's 8 pt spacing")
        let titled = try XCTUnwrap(frames["titled"]).computed
        XCTAssertEqual(titled.y, 0, "the inner stack's top at the row's: its baseline is its label's")
        XCTAssertEqual(titled.height, 17, "as high as the help button's circle and the 2 pt below it")
        let caption = try XCTUnwrap(frames["caption"]).computed
        let help = try XCTUnwrap(frames["help"]).computed
        XCTAssertEqual(help.width, 18)
        XCTAssertEqual(help.height, 19)
        XCTAssertEqual(help.x, caption.x + caption.width - 2 + 8 - 1, "8 pt after the label, 1 pt frame beyond")
        XCTAssertEqual(titled.width, help.x + 18 - 1, "the stack ends at the circle's side")
        XCTAssertEqual(help.y, 0, "the button's top on the label's: its question mark on the label's baseline")
    }

    func testSlidersAreAsThickAsTheirControlSizeWithTicksOutsideTheirAlignmentRectangle() throws {
        // Xcode 14 to 26 store a linear slider 28 pt thick, 20 when small, 17 when mini, 2 pt beyond its alignment
        // rectangle all round; tick marks below or above a regular or large one take 6 pt below it (KeepingYouAwake's
        // labels stand 4 pt below a slider, Subler's small zoom slider is 84 wide for an 80 pt width constraint,
        // Aerial's large slider with ticks above, given a 20 pt height, is stored 28 high).
        func slider(_ id: String, size: String? = nil, ticks: String = "", position: String = "below") -> String {
            let controlSize = size.map { #" controlSize="\#($0)""# } ?? ""
            return """
                <slider translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <sliderCell key="cell"\(controlSize) state="on" alignment="left" maxValue="100" \
                    tickMarkPosition="\(position)"\(ticks) sliderType="linear" id="\(id)-cell"/>
                </slider>
                """
        }
        let body =
            slider("ticked", ticks: #" numberOfTickMarks="9""#) + slider("small", size: "small")
            + slider("mini", size: "mini", ticks: #" numberOfTickMarks="4""#)
            + slider("upright", size: "mini", position: "left")
            + slider("raised", size: "large", ticks: #" numberOfTickMarks="5""#, position: "above") + """
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="under">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="50%" id="under-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="zoom">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <textFieldCell key="cell" lineBreakMode="clipping" title="Zoom" id="zoom-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """
        let constraints =
            pin("ticked", top: 20) + pin("small", top: 100) + pin("mini", top: 150)
            + pin("upright", leading: 400, top: 20) + pin("raised", leading: 200, top: 200)
                + """
                <constraint firstItem="under" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="under-leading"/>
                <constraint firstItem="ticked" firstAttribute="width" constant="300" id="ticked-width"/>
                <constraint firstItem="small" firstAttribute="width" constant="80" id="small-width"/>
                <constraint firstItem="mini" firstAttribute="width" constant="100" id="mini-width"/>
                <constraint firstItem="upright" firstAttribute="height" constant="120" id="upright-height"/>
                <constraint firstItem="raised" firstAttribute="width" constant="180" id="raised-width"/>
                <constraint firstItem="raised" firstAttribute="height" constant="20" id="raised-height"/>
                <constraint firstItem="under" firstAttribute="top" secondItem="ticked" secondAttribute="bottom" constant="4" id="under-top"/>
                <constraint firstItem="zoom" firstAttribute="leading" secondItem="small" secondAttribute="trailing" constant="8" id="zoom-leading"/>
                <constraint firstItem="zoom" firstAttribute="firstBaseline" secondItem="small" secondAttribute="firstBaseline" id="zoom-baseline"/>
                """
        let frames = try layOut(document(tools: "23504", plugIn: "23504", body, constraints: constraints))
        XCTAssertEqual(try XCTUnwrap(frames["ticked"]).computed, Rect(x: 18, y: 18, width: 304, height: 28))
        XCTAssertEqual(try XCTUnwrap(frames["under"]).computed.y, 20 + 20 + 4, "4 pt below the track, above the ticks")
        let small = try XCTUnwrap(frames["small"]).computed
        XCTAssertEqual(small, Rect(x: 18, y: 98, width: 84, height: 20))
        XCTAssertEqual(try XCTUnwrap(frames["mini"]).computed, Rect(x: 18, y: 148, width: 104, height: 17))
        XCTAssertEqual(try XCTUnwrap(frames["upright"]).computed, Rect(x: 398, y: 18, width: 17, height: 124))
        XCTAssertEqual(try XCTUnwrap(frames["raised"]).computed, Rect(x: 198, y: 198, width: 184, height: 28))
        // Its baseline is that of a line of its control size's font (11 pt when small, 14 pt high) centred in its
        // 16 pt track, 12 pt below the track's top: a 13 pt label beside it stands 1 pt above the track.
        let zoom = try XCTUnwrap(frames["zoom"]).computed
        XCTAssertEqual(zoom.y, 99)
        XCTAssertEqual(zoom.x, 20 + 80 + 8 - 2)
    }

    func testSegmentedControlIsAsWideAsItsSegmentsAndTheirDividers() throws {
        // Two 32 pt segments and a 1 pt divider: HandBrake's presets bar (older metrics) is stored 71 × 24, 3 pt
        // beyond them at the sides and 2 above and below; iTerm2's (Xcode 26 metrics) 65 × 24, its frame its
        // alignment rectangle. A small one of 24 and 23 pt segments is stored 54 × 21 with the older metrics
        // (HandBrake's audio buttons), and tells them in a document of Xcode 26 that has no other control that does.
        func segmented(
            _ id: String, widths: [Double], stored: Double, small: Bool = false, style: String = "rounded"
        ) -> String {
            let segments = widths.map { #"<segment width="\#($0)"/>"# }.joined()
            let size = small ? #" controlSize="small""# : ""
            return """
                <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0" y="0" width="\(stored)" height="24"/>
                    <segmentedCell key="cell"\(size) borderStyle="border" alignment="left" style="\(style)" \
                    trackingMode="momentary" id="\(id)-cell">
                        <font key="font" metaFont="system"/>
                        <segments>\(segments)</segments>
                    </segmentedCell>
                </segmentedControl>
                """
        }
        let older = try layOut(
            document(
                tools: "23504", plugIn: "23504", segmented("bar", widths: [32, 32], stored: 71),
                constraints: pin("bar", top: 20)))
        XCTAssertEqual(try XCTUnwrap(older["bar"]).computed, Rect(x: 17, y: 18, width: 71, height: 24))
        let modern = try layOut(
            document(
                tools: "24765", plugIn: "24765", segmented("bar", widths: [32, 32], stored: 65),
                constraints: pin("bar", top: 20)))
        XCTAssertEqual(try XCTUnwrap(modern["bar"]).computed, Rect(x: 20, y: 20, width: 65, height: 24))
        let small = try layOut(
            document(
                tools: "24506", plugIn: "24506", segmented("small", widths: [24, 23], stored: 54, small: true),
                constraints: pin("small", top: 20)))
        XCTAssertEqual(try XCTUnwrap(small["small"]).computed, Rect(x: 17, y: 18, width: 54, height: 21))
        // Transmission's round-rect add and remove buttons (Xcode 14): 71 × 20, 1 pt beyond the bezel all round;
        // its small tracker buttons 71 × 18.
        let body =
            segmented("roundRect", widths: [32, 32], stored: 71, style: "roundRect")
            + segmented("smallRoundRect", widths: [32, 32], stored: 71, small: true, style: "roundRect")
        let roundRect = try layOut(
            document(
                tools: "22503", plugIn: "22503", body,
                constraints: pin("roundRect", top: 20) + pin("smallRoundRect", top: 60)))
        XCTAssertEqual(try XCTUnwrap(roundRect["roundRect"]).computed, Rect(x: 19, y: 19, width: 71, height: 20))
        XCTAssertEqual(try XCTUnwrap(roundRect["smallRoundRect"]).computed, Rect(x: 19, y: 59, width: 71, height: 18))
    }

    func testSegmentedControlThatFitsItsSegmentsToTheirLabelsIsAsWideAsThey() throws {
        // MacPass's inspector tabs (Xcode 13), stored 150 pt wide: three small labelled segments each its label's
        // width and 9.9 pt, two dividers and 3 pt beyond them at the sides. With a fill distribution, or a segment
        // showing an image, the width is not known and a weak width constraint holds.
        func segmented(_ id: String, _ segments: String, distribution: String = "") -> String {
            """
            <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0" y="0" width="150" height="21"/>
                <constraints>
                    <constraint firstAttribute="width" priority="100" constant="40" id="\(id)-width"/>
                </constraints>
                <segmentedCell key="cell" controlSize="small" borderStyle="border" alignment="left"\(distribution) \
            style="rounded" trackingMode="selectOne" id="\(id)-cell">
                    <font key="font" metaFont="smallSystem"/>
                    <segments>\(segments)</segments>
                </segmentedCell>
            </segmentedControl>
            """
        }
        let labels = #"<segment label="General" selected="YES"/><segment label="Files"/><segment label="Autotype"/>"#
        let body =
            segmented("tabs", labels) + segmented("filled", labels, distribution: #" segmentDistribution="fill""#)
            + segmented("image", #"<segment label="General"/><segment image="NSAddTemplate"/>"#)
        let frames = try layOut(
            document(
                tools: "19529", plugIn: "19529", body,
                constraints: pin("tabs", top: 20) + pin("filled", top: 60) + pin("image", top: 100)))
        let tabs = try XCTUnwrap(frames["tabs"])
        let small = Font(metaFont: "smallSystem")
        let labelWidths = ["General", "Files", "Autotype"].map { TextMetrics().size(of: $0, font: small).width + 9.9 }
        XCTAssertEqual(tabs.computed.width, 3 + labelWidths.reduce(0, +) + 2 + 3, accuracy: 0.01)
        XCTAssertEqual(tabs.computed.width, tabs.stored.width, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(frames["filled"]).computed.width, 40, "the weak width constraint")
        XCTAssertEqual(try XCTUnwrap(frames["image"]).computed.width, 40)
    }

    func testColorWellFrameReachesBeyondItsAlignmentRectangle() throws {
        // A color well is stored 44 × 23 without constraints; with width and height constraints of 44 and 23
        // (TootRain's) its frame is 50 × 27: 3 pt beyond its alignment rectangle at the sides, 2 above and below.
        let body = """
            <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </colorWell>
            <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="44" id="sized-width"/>
                    <constraint firstAttribute="height" constant="23" id="sized-height"/>
                </constraints>
            </colorWell>
            """
        let frames = try layOut(
            document(tools: "23094", plugIn: "23094", body, constraints: pin("free", top: 20) + pin("sized", top: 60)))
        XCTAssertEqual(try XCTUnwrap(frames["free"]).computed, Rect(x: 17, y: 18, width: 44, height: 23))
        XCTAssertEqual(try XCTUnwrap(frames["sized"]).computed, Rect(x: 17, y: 58, width: 50, height: 27))
    }

    func testViewThatNoConstraintMentionsKeepsItsDesignedFrame() throws {
        // NetNewsWire's About window: a text view that does not translate its mask and has no constraints.
        let body = """
            <textView editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="18" y="60" width="181" height="32"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
            </textView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                <rect key="frame" x="20" y="140" width="50" height="50"/>
            </customView>
            """
        let pins = pin("pinned", top: 10)
        let frames = try layOut(document(body, constraints: pins))
        let free = try XCTUnwrap(frames["free"])
        XCTAssertEqual(free.computed, Rect(x: 18, y: 108, width: 181, height: 32), "200 − 60 − 32 from the top")
        XCTAssertEqual(free.difference, 0)
        // A view some constraint places is still solved, and left ambiguous where the constraints leave it free.
        let pinned = try XCTUnwrap(frames["pinned"])
        XCTAssertEqual([pinned.computed.x, pinned.computed.y], [20, 10])
        XCTAssertEqual(pinned.cause, .ambiguousHere)
    }

    func testDisagreementsAreTracedToTheTextThatCausesThem() throws {
        // A label whose stored frame is far wider than its text, a view placed after it, and a view whose stored
        // width its own constraint contradicts.
        let body = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="18" y="164" width="204" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Name:" id="label-cell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="after">
                <rect key="frame" x="228" y="160" width="50" height="20"/>
            </customView>
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="wrong">
                <rect key="frame" x="20" y="100" width="60" height="20"/>
            </customView>
            """
        let constraints =
            pin("label", top: 20) + pin("wrong", top: 80)
                + """
                <constraint firstItem="after" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="a1"/>
                <constraint firstItem="after" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="a2"/>
                <constraint firstItem="after" firstAttribute="width" constant="50" id="a3"/>
                <constraint firstItem="after" firstAttribute="height" constant="20" id="a4"/>
                <constraint firstItem="wrong" firstAttribute="width" constant="50" id="w1"/>
                <constraint firstItem="wrong" firstAttribute="height" constant="20" id="w2"/>
                """
        let frames = try layOut(document(body, constraints: constraints))
        let label = try XCTUnwrap(frames["label"])
        let after = try XCTUnwrap(frames["after"])
        let wrong = try XCTUnwrap(frames["wrong"])
        XCTAssertFalse(label.agrees)
        XCTAssertEqual(label.cause, .textMeasurement)
        XCTAssertTrue(label.agreesWithExactText)
        XCTAssertFalse(after.agrees)
        XCTAssertEqual(after.cause, .textElsewhere, "it follows the label's width")
        XCTAssertTrue(after.agreesWithExactText)
        XCTAssertEqual(wrong.cause, .staleFrame, "its stored width breaks its own width constraint")
        XCTAssertFalse(wrong.agreesWithExactText, "no text explains a contradicted width")
        var agreement = LayoutAgreement()
        for comparison in [label, after, wrong] { agreement.add(comparison) }
        XCTAssertEqual(agreement.agreeing, 0)
        XCTAssertEqual(agreement.agreeingWithExactText, 2)
        XCTAssertTrue(agreement.breakdown.contains("  with every text at the size its stored frame shows: 66.7% (2/3)"))
    }

    func testStoredFramesThatBreakTheirOwnConstraintsAreReportedAsStale() throws {
        func push(_ id: String, x: Double, width: Double, y: Double) -> String {
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="32"/>
                <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" id="\(id)-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """
        }
        let body =
            """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="160" width="60" height="20"/>
            </customView>
            """ + push("one", x: 14, width: 76, y: 100) + push("two", x: 94, width: 80, y: 100)
            + push("moved", x: 14, width: 76, y: 40)
        let constraints =
            pin("plain", top: 20) + pin("one", top: 64) + pin("two", leading: 100, top: 64) + pin("moved", top: 123)
                + """
                <constraint firstItem="plain" firstAttribute="width" constant="50" id="plain-width"/>
                <constraint firstItem="plain" firstAttribute="height" constant="20" id="plain-height"/>
                <constraint firstItem="one" firstAttribute="width" secondItem="two" secondAttribute="width" id="same-width"/>
                """
        let frames = try layOut(document(body, constraints: constraints))
        let plain = try XCTUnwrap(frames["plain"])
        XCTAssertEqual(plain.cause, .staleFrame)
        XCTAssertEqual(plain.storedFrameBreaks, "plain-width")
        // Two push buttons of one kind: equal widths hold whatever their bezels' margins are.
        XCTAssertEqual(try XCTUnwrap(frames["one"]).storedFrameBreaks, "same-width")
        XCTAssertEqual(try XCTUnwrap(frames["two"]).storedFrameBreaks, "same-width")
        // A control's position depends on its estimated alignment rectangle: not called stale.
        let moved = try XCTUnwrap(frames["moved"])
        XCTAssertFalse(moved.agrees)
        XCTAssertNil(moved.storedFrameBreaks)
        XCTAssertNotEqual(moved.cause, .staleFrame)
        // A top-level view stored away from the canvas origin: its subviews are placed relative to it.
        let offset = document(body, constraints: constraints).replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="480.0" height="200.0"/>"#,
            with: #"<rect key="frame" x="300" y="150" width="480" height="200"/>"#)
        XCTAssertNotEqual(offset, document(body, constraints: constraints))
        let offsetFrames = try layOut(offset)
        XCTAssertEqual(try XCTUnwrap(offsetFrames["plain"]).storedFrameBreaks, "plain-width")
        // Its pinned subview is where its constraints put it.
        let kept = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="kept">
                <rect key="frame" x="20" y="160" width="50" height="20"/>
            </customView>
            """
        let keptConstraints =
            pin("kept", top: 20)
                + """
                <constraint firstItem="kept" firstAttribute="width" constant="50" id="kept-width"/>
                <constraint firstItem="kept" firstAttribute="height" constant="20" id="kept-height"/>
                """
        for (x, y) in [(0.0, 0.0), (300.0, 150.0)] {
            let xml = document(kept, constraints: keptConstraints).replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="0.0" width="480.0" height="200.0"/>"#,
                with: #"<rect key="frame" x="\#(x)" y="\#(y)" width="480.0" height="200.0"/>"#)
            let frame = try XCTUnwrap(layOut(xml)["kept"])
            XCTAssertTrue(frame.agrees, "root at \(x), \(y)")
            XCTAssertNil(frame.storedFrameBreaks, "root at \(x), \(y)")
        }
    }
}
