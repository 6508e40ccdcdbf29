import NibModel
import NibTextMetrics
import XCTest

@testable import NibLayout

/// The control metrics tables as data: every generation and control size finds a row, and no row is shadowed by the
/// rows before it (each is the answer for some generation and size), so that a row's evidence is what decides.
final class ControlMetricsTableTests: XCTestCase {
    /// One generation inside each named span, and the newest.
    private let generations: [Generation] =
        [
            Generation(build: 7000), .xcode8, .xcode9, .xcode10, .xcode10_1, .xcode11, .xcode12, .xcode12_5, .xcode13,
            .xcode13_2, .xcode14, .xcode14_3, .xcode15, .xcode16, .xcode16_3, .xcode26, .newest,
        ]
        + [Generation.xcode12.previous, Generation.xcode26.previous]
    private let sizes: [ControlSize] = [.regular, .small, .mini, .large]

    /// Asks `row` for every generation and size (and each of `variants`), and checks that each finds a row and that
    /// every row of `table` (its rows' evidence, which tells them apart) answers some of them.
    private func assertCoverage<Variant>(
        of table: [String], variants: [Variant], file: StaticString = #filePath, line: UInt = #line,
        row: (Generation, ControlSize, Variant) -> String?
    ) {
        var used = Set<String>()
        for generation in generations {
            for size in sizes {
                for variant in variants {
                    let evidence = row(generation, size, variant)
                    XCTAssertNotNil(evidence, "no row for \(size) \(variant) of \(generation)", file: file, line: line)
                    if let evidence { used.insert(evidence) }
                }
            }
        }
        XCTAssertEqual(used, Set(table), "rows nothing reaches", file: file, line: line)
    }

    func testEveryPushButtonFindsARowAndEveryRowAnswersSomeButton() {
        assertCoverage(
            of: PushButtonMetrics.table.map(\.evidence),
            variants: [StoredFrameEvidence.none, StoredFrameEvidence(widePushButtonInsets: false)]
        ) { generation, size, evidence in
            PushButtonMetrics.row(for: size, generation: generation, evidence: evidence)?.evidence
        }
    }

    func testEveryCheckBoxAndRadioButtonFindsARowAndEveryRowAnswersOne() {
        assertCoverage(of: CheckBoxMetrics.table.map(\.evidence), variants: [ButtonCellType.check, .radio]) {
            generation, size, type in
            CheckBoxMetrics.row(for: type, size: size, generation: generation)?.evidence
        }
    }

    func testEveryPopUpFindsARowAndEveryRowAnswersOne() {
        assertCoverage(of: PopUpButtonMetrics.table.map(\.evidence), variants: [true, false]) {
            generation, size, push in
            PopUpButtonMetrics.row(push: push, size: size, generation: generation)?.evidence
        }
    }

    func testEveryUIKitFixedSizeRowAnswersSomeGeneration() {
        let elements = Set(UIKitControlSizes.fixedSizes.map { "\($0.element)\($0.isLarge ? " large" : "")" })
        var used = Set<String>()
        for generation in generations {
            let controls = UIKitControlSizes(text: WidthlessText(), generation: generation, scale: 2)
            for element in elements {
                let large = element.hasSuffix(" large")
                let name = ElementKind(rawValue: large ? String(element.dropLast(6)) : element)
                XCTAssertNotNil(controls.fixedSize(ofControl: name, isLarge: large), "\(element) of \(generation)")
                if let row = UIKitControlSizes.fixedSizes.first(where: {
                    $0.element == name && $0.isLarge == large && $0.generations.contains(generation)
                }) {
                    used.insert(row.evidence)
                }
            }
        }
        XCTAssertEqual(used, Set(UIKitControlSizes.fixedSizes.map(\.evidence)), "rows no generation reaches")
    }

    func testEveryAppKitFixedSizeRowAnswersSomeControl() {
        var used = Set<String>()
        for kind in Set(AppKitFixedSize.table.map(\.kind)) {
            for generation in generations {
                for size in sizes {
                    if let row = AppKitFixedSize.row(kind: kind, size: size, generation: generation) {
                        used.insert(row.evidence)
                    }
                }
            }
        }
        XCTAssertEqual(used, Set(AppKitFixedSize.table.map(\.evidence)), "rows nothing reaches")
    }

    func testEveryTitledBezelRowAnswersSomeButton() {
        var used = Set<String>()
        for bezel in Set(TitledBezelMetrics.table.map(\.bezel.rawValue)) {
            for generation in generations {
                for size in sizes {
                    let row = TitledBezelMetrics.row(
                        for: ButtonCellType(rawValue: bezel), size: size, generation: generation)
                    if let row { used.insert(row.evidence) }
                }
            }
        }
        XCTAssertEqual(used, Set(TitledBezelMetrics.table.map(\.evidence)), "rows nothing reaches")
    }

    func testEveryLineBezelRowAnswersSomeControl() {
        let kinds: [LineBezelMetrics.Kind] = [.textField, .badge, .comboBox]
        assertCoverage(of: LineBezelMetrics.table.map(\.evidence), variants: kinds) { generation, size, kind in
            LineBezelMetrics.row(for: kind, size: size, generation: generation)?.evidence
        }
    }

    func testEverySegmentedControlRowAnswersSomeControl() {
        var used = Set<String>()
        for style in [SegmentStyle.rounded, .separated, .roundRect] {
            for generation in generations {
                for size in sizes {
                    let row = SegmentedControlMetrics.row(for: style, size: size, generation: generation)
                    if let row { used.insert(row.evidence) }
                    // Regular and small controls of every generation have a row; mini and large ones none yet.
                    if size == .regular || size == .small { XCTAssertNotNil(row, "\(style) \(size) \(generation)") }
                }
            }
        }
        XCTAssertEqual(used, Set(SegmentedControlMetrics.table.map(\.evidence)), "rows nothing reaches")
    }

    /// Every row's evidence says where its numbers come from.
    func testEveryRowHasEvidence() {
        let evidence =
            PushButtonMetrics.table.map(\.evidence) + CheckBoxMetrics.table.map(\.evidence)
            + PopUpButtonMetrics.table.map(\.evidence) + UIKitControlSizes.fixedSizes.map(\.evidence)
            + AppKitFixedSize.table.map(\.evidence) + AppKitControlSizes.sliderThicknesses.map(\.evidence)
            + TitledBezelMetrics.table.map(\.evidence) + LineBezelMetrics.table.map(\.evidence)
            + SegmentedControlMetrics.table.map(\.evidence)
        XCTAssertTrue(evidence.allSatisfy { $0.count >= 10 }, "\(evidence.filter { $0.count < 10 })")
        XCTAssertEqual(Set(evidence).count, evidence.count, "each row's evidence is its own")
    }
}

/// A measurer for tables that measure no text.
private struct WidthlessText: TextMeasuring {
    func measure(_ text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextMeasurement {
        TextMetrics().measure("", font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }
}
