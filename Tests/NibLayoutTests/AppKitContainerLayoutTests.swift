import NibDecoding
import NibLayout
import NibModel
import NibReport
import NibTestSupport
import NibTextMetrics
import XCTest

/// AppKit containers laid out from small documents: boxes, scroll and clip views, tables, text views, stack views and
/// grid views.
/// The stored frames in these documents are the ones Interface Builder wrote for the same constructs in the corpus.
final class AppKitContainerLayoutTests: XCTestCase, AppKitDocumentTesting {
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
}
