import NibDecoding
import NibLayout
import NibModel
import NibReport
import NibTestSupport
import NibTextMetrics
import XCTest

/// AppKit text fields, labels and the other controls laid out from small documents: sizes, alignment rectangles and
/// baselines by the Interface Builder generation that saved the document.
/// The stored frames in these documents are the ones Interface Builder wrote for the same constructs in the corpus.
final class AppKitControlLayoutTests: XCTestCase, AppKitDocumentTesting {
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
        let small = Font(metaFont: .smallSystem)
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
}
