import Foundation
import NibDecoding
import NibLayout
import NibModel
import NibReport
import XCTest

/// Lays out every document of the shared corpus and compares with Interface Builder's stored frames.
final class LayoutCorpusTests: XCTestCase {
    func testCorpusAgreementWithInterfaceBuilder() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        let files = try DocumentFinder.documents(in: [corpus])
        var agreement = LayoutAgreement()
        var laidOut = 0
        var worst: [(file: String, disagreeing: Int)] = []
        for file in files {
            guard let document = DocumentDecoder().decode(contentsOf: file).document else { continue }
            var disagreeing = 0
            for comparison in DocumentLayout(document: document).comparisons() {
                agreement.add(comparison)
                if comparison.exclusion == nil && !comparison.agrees { disagreeing += 1 }
            }
            laidOut += 1
            worst.append((file, disagreeing))
        }
        print("layout corpus: \(laidOut) documents laid out")
        for line in agreement.breakdown { print(line) }
        print(agreement.summaryLine)
        for entry in worst.sorted(by: { $0.disagreeing > $1.disagreeing }).prefix(8) where entry.disagreeing > 0 {
            print("  most disagreements: \(entry.disagreeing) in \(entry.file)")
        }
        XCTAssertGreaterThan(laidOut, 100)
        XCTAssertGreaterThan(agreement.determinable, 500, "most corpus views are determinable")
        // The floor this engine has reached; raise it as the engine improves (the aim is 97 %). Views laid out for
        // the first time (table footers, an AppKit stack's gravity areas) count whether or not they agree, so the
        // percentage can dip while the number of agreeing views grows: that number has a floor too. (Both were
        // lowered once, from 87.8 % and 1144, when the San Francisco tables were refitted on 1,841 samples instead of
        // the corpus's 148: the corpus no longer fits its own tables, see docs/TextMetrics.md.)
        XCTAssertGreaterThanOrEqual(agreement.percentage, Self.agreementFloor)
        XCTAssertGreaterThanOrEqual(agreement.agreeing, Self.agreeingFloor)
    }

    static let agreementFloor = 87.5
    static let agreeingFloor = 1140
}
