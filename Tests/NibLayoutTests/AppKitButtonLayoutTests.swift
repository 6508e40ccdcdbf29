import NibDecoding
import NibLayout
import NibModel
import NibReport
import NibTestSupport
import NibTextMetrics
import XCTest

/// AppKit buttons and pop-ups laid out from small documents: push buttons, check boxes and radio buttons,
/// pop-ups, bezel buttons, badges and image buttons, by the Interface Builder generation that saved the document.
/// The stored frames in these documents are the ones Interface Builder wrote for the same constructs in the corpus.
final class AppKitButtonLayoutTests: XCTestCase, AppKitDocumentTesting {
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
            let text = IntrinsicTextSizes().appKitLabel("Trim end", font: Font(metaFont: .smallSystem)).width - 4
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
        let label = IntrinsicTextSizes().appKitLabel("Limit Download:", font: Font(metaFont: .smallSystem)).width
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
            let regularTitle = sizes.appKitLabel("Wrong Subtitle!", font: Font(metaFont: .cellTitle)).width
            let smallTitle = sizes.appKitLabel("Wrong Subtitle!", font: Font(metaFont: .smallSystem)).width
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
        let label = IntrinsicTextSizes().appKitLabel("30", font: Font(metaFont: .smallSystemBold))
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
        let label = IntrinsicTextSizes().appKitLabel("Downloading", font: Font(metaFont: .smallSystemBold))
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
        let label = IntrinsicTextSizes().appKitLabel("Live Preview", font: Font(metaFont: .miniSystem))
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
}
