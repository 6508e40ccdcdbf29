import Foundation
import NibDecoding
import NibLayout
import NibModel
import XCTest

/// The control metrics tables against the real documents. A corpus control whose solved height is the one a row
/// gives it witnesses that row: its stored frame should be as high. Every row with witnesses must be borne out by
/// most of them (a document saved by one Xcode can hold a control last touched by another, so not all).
final class ControlMetricsWitnessTests: XCTestCase {
    /// How the corpus's controls whose height one row decided fare.
    private struct Witnesses {
        var controls = 0
        var asStored = 0
        var firstOther: String?
    }

    func testEveryRowIsBorneOutByMostCorpusControlsItSizes() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        var rows: [String: Witnesses] = [:]
        for file in try DocumentFinder.documents(in: [corpus]) {
            guard let document = DocumentDecoder().decode(contentsOf: file).document else { continue }
            for comparison in DocumentLayout(document: document).comparisons() where comparison.exclusion == nil {
                guard let row = comparison.heightFromMetricsRow else { continue }
                rows[row, default: Witnesses()].controls += 1
                if abs(comparison.computed.height - comparison.stored.height) <= 0.5 {
                    rows[row]?.asStored += 1
                } else if rows[row]?.firstOther == nil {
                    rows[row]?.firstOther =
                        "\(file): \(comparison.element) \(comparison.id), \(comparison.computed.height) pt high, "
                        + "stored \(comparison.stored.height)"
                }
            }
        }
        print(
            "control metrics: \(rows.count) rows decide the height of \(rows.values.map(\.controls).reduce(0, +)) corpus controls"
        )
        XCTAssertGreaterThanOrEqual(rows.count, 30, "the corpus's controls are sized by the tables")
        for (row, witnesses) in rows.sorted(by: { $0.key < $1.key }) {
            XCTAssertGreaterThan(
                2 * witnesses.asStored, witnesses.controls,
                "\(witnesses.asStored) of \(witnesses.controls) corpus controls sized by the row \"\(row)\" are as high "
                    + "as stored; the first other: \(witnesses.firstOther ?? "")")
        }
    }
}
