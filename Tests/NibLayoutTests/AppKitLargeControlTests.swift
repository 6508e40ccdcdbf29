import NibLayout
import NibModel
import XCTest

/// Large AppKit controls (`controlSize="large"`, macOS 11's) as Xcode 12 to 16 stored them: larger bezels inside
/// larger frames than the regular controls'. The document is a piece of Aerial's overlay settings (Xcode 15), whose
/// controls are held by constraints to their neighbours' alignment rectangles and baselines; the stored frames are
/// Aerial's.
final class AppKitLargeControlTests: XCTestCase {
    /// A large control of `element` with a `cell` of `type` (or none), stored at `frame` (AppKit coordinates).
    private func control(
        _ element: String, id: String, type: String?, title: String? = nil, frame: (Double, Double, Double, Double),
        cellContent: String = "", constraints: String = ""
    ) -> String {
        let cellElement = ["popUpButton": "popUpButtonCell", "slider": "sliderCell"][element] ?? "buttonCell"
        let typeAttribute = type.map { " type=\"\($0)\"" } ?? ""
        let titleAttribute = title.map { " title=\"\($0)\"" } ?? ""
        return """
            <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                <constraints>\(constraints)</constraints>
                <\(cellElement) key="cell"\(typeAttribute)\(titleAttribute) controlSize="large" id="\(id)-cell">
                    \(cellContent)
                </\(cellElement)>
            </\(element)>
            """
    }

    func testLargeControlsBeforeXcode26HaveLargerBezelsInLargerFrames() throws {
        let systemFont14 = "<font key=\"font\" metaFont=\"system\" size=\"14\"/>"
        let menu = ["Default", "24 hours", "12 hours", "Custom..."].enumerated().map { index, title in
            "<menuItem title=\"\(title)\" id=\"item-\(index)\"/>"
        }
        let body = [
            control(
                "button", id: "check", type: "check", title: "With seconds", frame: (147, 169.5, 117, 22),
                cellContent: systemFont14),
            control(
                "popUpButton", id: "popUp", type: "push", title: "Default", frame: (145, 116, 111, 40),
                cellContent: """
                    <font key="font" size="14" name="HelveticaNeue"/>
                    <menu key="menu" id="menu"><items>\(menu.joined())</items></menu>
                    """),
            """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="90" y="129" width="54" height="17"/>
                <textFieldCell key="cell" lineBreakMode="clipping" alignment="right" title="Format:" id="label-cell">
                    \(systemFont14)
                </textFieldCell>
            </textField>
            """,
            control("button", id: "help", type: "help", frame: (259, 115, 35, 35)),
            control(
                "button", id: "push", type: "push", title: "Visit our Website", frame: (144, 68, 142, 40),
                cellContent: systemFont14),
            control(
                "slider", id: "slider", type: nil, frame: (148, 28, 254, 28),
                constraints: "<constraint firstAttribute=\"width\" constant=\"250\" id=\"slider-width\"/>"),
        ].joined(separator: "\n")
        let constraints = [
            ("check", "leading", "root", "leading", 150), ("check", "top", "root", "top", 11),
            ("popUp", "leading", "root", "leading", 150), ("popUp", "top", "check", "bottom", 22),
            ("popUp", "leading", "label", "trailing", 8), ("label", "firstBaseline", "popUp", "firstBaseline", 0),
            ("help", "leading", "popUp", "trailing", 12), ("help", "centerY", "popUp", "centerY", 0),
            ("push", "leading", "root", "leading", 150), ("push", "top", "popUp", "bottom", 20),
            ("slider", "leading", "root", "leading", 150), ("slider", "top", "push", "bottom", 20),
        ].map { first, firstAttribute, second, secondAttribute, constant in
            """
            <constraint firstItem="\(first)" firstAttribute="\(firstAttribute)" secondItem="\(second)" \
            secondAttribute="\(secondAttribute)" constant="\(constant)" id="\(first)-\(firstAttribute)-\(second)"/>
            """
        }.joined(separator: "\n")
        let frames = try layOutDocument(
            appKitDocument(tools: "23094", plugIn: "23094", size: (480, 200), body, constraints: constraints),
            file: "large.xib")
        // A check box: a 17 pt box line 2.5 pt inside its 22 pt frame's top and bottom, 3 pt inside its left side.
        XCTAssertEqual(try XCTUnwrap(frames["check"]).computed, Rect(x: 147, y: 8.5, width: 117, height: 22))
        // A pop-up: a 28 pt bezel 6 pt inside its 40 pt frame's top and bottom, 5 pt inside its sides; the label
        // before it sits on its title's baseline, 18 pt below the bezel's top.
        XCTAssertEqual(try XCTUnwrap(frames["popUp"]).computed, Rect(x: 145, y: 44, width: 111, height: 40))
        XCTAssertEqual(try XCTUnwrap(frames["label"]).computed, Rect(x: 90, y: 54, width: 54, height: 17))
        // A help button: its 26 pt circle 1 pt below its 35 pt frame's top, 4 pt after its left side.
        XCTAssertEqual(try XCTUnwrap(frames["help"]).computed, Rect(x: 259, y: 50, width: 35, height: 35))
        // A push button: a 28 pt bezel 6 pt inside each side of its 40 pt frame.
        XCTAssertEqual(try XCTUnwrap(frames["push"]).computed, Rect(x: 144, y: 92, width: 142, height: 40))
        // A slider: as a regular one, 2 pt beyond its 24 pt track on each side.
        XCTAssertEqual(try XCTUnwrap(frames["slider"]).computed, Rect(x: 148, y: 144, width: 254, height: 28))
        for id in ["check", "popUp", "label", "help", "push", "slider"] {
            XCTAssertEqual(frames[id]?.difference, 0, id)
        }
    }

    func testXcode26LargePushButtonHasNoMarginsAndOthersKeepRegularSizes() throws {
        // NetNewsWire's Xcode 26 large push button is stored 28 high at its constraints; a large check box in an
        // Xcode 26 document is sized as a regular one (no larger one is known from Xcode 26).
        let body = [
            control("button", id: "push", type: "push", title: "Copy Contents", frame: (20, 152, 118, 28)),
            control("button", id: "check", type: "check", title: "Wrap", frame: (20, 116, 60, 16)),
        ].joined(separator: "\n")
        let constraints = """
            <constraint firstItem="push" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="push-leading"/>
            <constraint firstItem="push" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="push-top"/>
            <constraint firstItem="check" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="check-leading"/>
            <constraint firstItem="check" firstAttribute="top" secondItem="push" secondAttribute="bottom" constant="20" id="check-top"/>
            """
        let frames = try layOutDocument(
            appKitDocument(tools: "24765", plugIn: "24765", size: (480, 200), body, constraints: constraints),
            file: "large26.xib")
        let push = try XCTUnwrap(frames["push"]).computed
        XCTAssertEqual(push.y, 20)
        XCTAssertEqual(push.height, 28)
        let check = try XCTUnwrap(frames["check"]).computed
        XCTAssertEqual(check.y, 68, "20 pt below the button's frame: no bezel margins in Xcode 26")
        XCTAssertEqual(check.height, 16)
    }
}
