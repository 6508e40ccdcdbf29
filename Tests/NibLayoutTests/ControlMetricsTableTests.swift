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

    func testEveryPushButtonFindsARowAndEveryRowAnswersSomeButton() {
        var used = Set<Int>()
        for generation in generations {
            for size in sizes {
                for evidence in [StoredFrameEvidence.none, StoredFrameEvidence(widePushButtonInsets: false)] {
                    let row = PushButtonMetrics.row(for: size, generation: generation, evidence: evidence)
                    XCTAssertNotNil(row, "no push button row for \(size) of \(generation)")
                    if let index = PushButtonMetrics.table.firstIndex(where: { $0.evidence == row?.evidence }) {
                        used.insert(index)
                    }
                }
            }
        }
        XCTAssertEqual(used, Set(PushButtonMetrics.table.indices), "rows no button reaches")
    }

    func testEveryCheckBoxAndRadioButtonFindsARowAndEveryRowAnswersOne() {
        var used = Set<Int>()
        for generation in generations {
            for size in sizes {
                for type in [ButtonCellType.check, .radio] {
                    let row = CheckBoxMetrics.row(for: type, size: size, generation: generation)
                    XCTAssertNotNil(row, "no row for a \(type) of \(size) of \(generation)")
                    if let index = CheckBoxMetrics.table.firstIndex(where: { $0.evidence == row?.evidence }) {
                        used.insert(index)
                    }
                }
            }
        }
        XCTAssertEqual(used, Set(CheckBoxMetrics.table.indices), "rows no button reaches")
    }

    func testEveryPopUpFindsARowAndEveryRowAnswersOne() {
        var used = Set<Int>()
        for generation in generations {
            for size in sizes {
                for push in [true, false] {
                    let row = PopUpButtonMetrics.row(push: push, size: size, generation: generation)
                    XCTAssertNotNil(row, "no row for a pop-up (push \(push)) of \(size) of \(generation)")
                    if let index = PopUpButtonMetrics.table.firstIndex(where: { $0.evidence == row?.evidence }) {
                        used.insert(index)
                    }
                }
            }
        }
        XCTAssertEqual(used, Set(PopUpButtonMetrics.table.indices), "rows no pop-up reaches")
    }

    func testEveryUIKitFixedSizeRowAnswersSomeGeneration() {
        let elements = Set(UIKitControlSizes.fixedSizes.map(\.element))
        var used = Set<String>()
        for generation in generations {
            let controls = UIKitControlSizes(text: WidthlessText(), generation: generation, scale: 2)
            for element in elements {
                let large = element.hasSuffix(" large")
                let name = large ? String(element.dropLast(6)) : element
                XCTAssertNotNil(controls.fixedSize(ofControl: name, isLarge: large), "\(element) of \(generation)")
                if let row = UIKitControlSizes.fixedSizes.first(where: {
                    $0.element == element && $0.generations.contains(generation)
                }) {
                    used.insert(row.evidence)
                }
            }
        }
        XCTAssertEqual(used, Set(UIKitControlSizes.fixedSizes.map(\.evidence)), "rows no generation reaches")
    }

    /// Every row's evidence says where its numbers come from.
    func testEveryRowHasEvidence() {
        let evidence =
            PushButtonMetrics.table.map(\.evidence) + CheckBoxMetrics.table.map(\.evidence)
            + PopUpButtonMetrics.table.map(\.evidence) + UIKitControlSizes.fixedSizes.map(\.evidence)
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
