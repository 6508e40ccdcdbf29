import NibDecoding
import NibLayout
import NibModel
import NibReport
import NibTestSupport
import NibTextMetrics
import XCTest

/// What a document's stored frames tell the layout (the generation its controls were drawn with, text widths, stale
/// frames, rounding), and how disagreements with them are explained.
/// The stored frames in these documents are the ones Interface Builder wrote for the same constructs in the corpus.
final class AppKitStoredFrameTests: XCTestCase, AppKitDocumentTesting {
    func testPlaceholderToolsVersionFallsBackToThePlugInVersion() throws {
        let body = popUp("menu", y: 150, items: ["One"])
        let pins = pin("menu", top: 20)
        let xml = document(tools: "32700.99.1234", plugIn: "24765", body, constraints: pins)
        let header = try XCTUnwrap(DocumentDecoder().decode(xml, file: "t.xib").document).header
        XCTAssertEqual(header.interfaceBuilderVersion, 24765)
        XCTAssertEqual(try XCTUnwrap(layOut(xml)["menu"]).computed.height, 24)
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
