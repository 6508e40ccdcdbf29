import NibModel
import NibTestSupport
import XCTest

@testable import NibLayout

/// Each control metrics row laid out: a control of a kind, control size and generation the row answers, pinned by its
/// alignment rectangle 20 pt from the top and leading edges of a document saved by that generation, must have the
/// frame the row gives (its height, its width where fixed, and its frame insets around them). Driven by the rows
/// themselves, so a new row is tested as soon as it is added.
final class ControlRowLayoutTests: XCTestCase {
    /// One generation inside each named span.
    private let generations: [Generation] = [
        Generation(build: 7000), .xcode8, .xcode9, .xcode10, .xcode10_1, .xcode11, Generation.xcode12.previous,
        .xcode12, .xcode12_5, .xcode13, .xcode13_2, .xcode14, .xcode14_3, .xcode15, .xcode16, .xcode16_3,
        Generation.xcode26.previous, .xcode26,
    ]
    private let sizes: [ControlSize] = [.regular, .small, .mini, .large]

    /// A row to lay out: the control's XML (id `c`) and the frame the row gives it.
    private struct Probe {
        var evidence: String
        var generation: Generation
        var control: String
        var width: Double?
        var height: Double
        var insets: EdgeInsets
    }

    /// The first generation and size whose control `row` answers, or nil.
    private func reach(_ evidence: String, _ row: (Generation, ControlSize) -> String?) -> (Generation, ControlSize)? {
        for generation in generations {
            for size in sizes where row(generation, size) == evidence { return (generation, size) }
        }
        return nil
    }

    /// A control element `element` of `size` holding `inside`.
    private func control(_ element: String, size: ControlSize, _ inside: String = "", attributes: String = "") -> String
    {
        """
        <\(element) \(attributes) controlSize="\(size.rawValue)" translatesAutoresizingMaskIntoConstraints="NO" id="c">
            <rect key="frame" x="0" y="0" width="10" height="10"/>
            \(inside)
        </\(element)>
        """
    }

    /// A button of `size` whose cell has `cell`'s attributes.
    private func button(_ cell: String, size: ControlSize) -> String {
        control(
            "button", size: size,
            """
            <buttonCell key="cell" \(cell) alignment="center" inset="2" id="c-cell">
                <font key="font" metaFont="system"/>
            </buttonCell>
            """)
    }

    private func fixedControl(_ kind: String, size: ControlSize) -> String? {
        switch kind {
        case "stepper":
            control("stepper", size: size, #"<stepperCell key="cell" continuous="YES" maxValue="100" id="c-cell"/>"#)
        case "helpButton": button(#"type="help" bezelStyle="helpButton" borderStyle="border""#, size: size)
        case "disclosureTriangle": button(#"type="disclosureTriangle" bezelStyle="disclosure""#, size: size)
        case "colorWell": control("colorWell", size: size)
        case "switch": control("switch", size: size)
        case "progressIndicator spinning": control("progressIndicator", size: size, attributes: #"style="spinning""#)
        case "progressIndicator bar": control("progressIndicator", size: size, attributes: #"style="bar""#)
        default: nil
        }
    }

    private var probes: [Probe] {
        var probes: [Probe] = []
        func add(
            _ evidence: String, control: String?, at reached: (Generation, ControlSize)?, width: Double?,
            height: Double, insets: EdgeInsets
        ) {
            guard let control, let (generation, _) = reached else {
                XCTFail("no control reaches the row \"\(evidence)\"")
                return
            }
            probes.append(
                Probe(
                    evidence: evidence, generation: generation, control: control, width: width, height: height,
                    insets: insets))
        }
        for row in AppKitFixedSize.table {
            let reached = reach(row.evidence) {
                AppKitFixedSize.row(kind: row.kind, size: $1, generation: $0)?.evidence
            }
            add(
                row.evidence, control: reached.flatMap { fixedControl(row.kind, size: $0.1) }, at: reached,
                width: row.width, height: row.height, insets: row.frameInsets)
        }
        for row in CheckBoxMetrics.table {
            let type = row.types.contains(.check) ? ButtonCellType.check : .radio
            let reached = reach(row.evidence) { CheckBoxMetrics.row(for: type, size: $1, generation: $0)?.evidence }
            let cell = #"type="\#(type.rawValue)" title="Check" bezelStyle="regularSquare" imagePosition="left""#
            add(
                row.evidence, control: reached.map { button(cell, size: $0.1) }, at: reached, width: nil,
                height: row.height, insets: row.frameInsets)
        }
        for row in PushButtonMetrics.table where row.narrowSides == nil {
            let reached = reach(row.evidence) {
                PushButtonMetrics.row(for: $1, generation: $0, evidence: .none)?.evidence
            }
            let cell = #"type="push" title="OK" bezelStyle="rounded" borderStyle="border""#
            add(
                row.evidence, control: reached.map { button(cell, size: $0.1) }, at: reached, width: nil,
                height: row.height, insets: row.frameInsets)
        }
        for row in SegmentedControlMetrics.table {
            let style = row.styles.contains(.rounded) ? SegmentStyle.rounded : .roundRect
            let reached = reach(row.evidence) {
                SegmentedControlMetrics.row(for: style, size: $1, generation: $0)?.evidence
            }
            let cell = """
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="\(style.rawValue)" trackingMode="selectOne" id="c-cell">
                    <font key="font" metaFont="system"/>
                    <segments><segment width="32"/><segment width="32" tag="1"/></segments>
                </segmentedCell>
                """
            add(
                row.evidence, control: reached.map { control("segmentedControl", size: $0.1, cell) }, at: reached,
                width: 65 + row.padding, height: row.height, insets: row.frameInsets)
        }
        return probes
    }

    func testEveryRowLaysItsControlOutAsItSays() throws {
        let probes = probes
        XCTAssertGreaterThan(probes.count, 40)
        print("control rows laid out: \(probes.count)")
        for probe in probes {
            let build = String(Int(probe.generation.build))
            let xml = appKitDocument(
                tools: build, plugIn: build, size: (300, 200), probe.control, constraints: pin("c", top: 20))
            let frame = try XCTUnwrap(try layOutDocument(xml, file: "row.xib")["c"]).computed
            let insets = probe.insets
            let message = "\(probe.generation): \(probe.evidence)"
            XCTAssertEqual(frame.y, 20 - insets.top, message)
            XCTAssertEqual(frame.x, 20 - insets.left, message)
            XCTAssertEqual(frame.height, probe.height + insets.top + insets.bottom, accuracy: 0.001, message)
            if let width = probe.width {
                XCTAssertEqual(frame.width, width + insets.left + insets.right, accuracy: 0.001, message)
            }
        }
    }
}
