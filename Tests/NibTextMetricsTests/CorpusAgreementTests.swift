import Foundation
import NibDecoding
import NibModel
import NibTextMetrics
import XCTest

/// Measures every corpus label, button and AppKit label whose stored frame is its intrinsic size and reports how
/// often the measurement agrees with Interface Builder (`NIBKIT_CORPUS`).
final class CorpusAgreementTests: XCTestCase {
    func testIntrinsicSizedCorpusTextAgrees() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the corpus agreement test (set it to ../shared/corpus)")
        }
        let files = try DocumentFinder.documents(in: [corpus])
        let decoder = DocumentDecoder()
        var samples: [CorpusTextSample] = []
        for file in files {
            guard let document = decoder.decode(contentsOf: file).document else { continue }
            samples += CorpusTextSample.samples(in: document, file: file)
        }
        let sizes = IntrinsicTextSizes()
        var errors: [Double] = []
        var heightMatches = 0
        for sample in samples {
            let measured = sample.measure(with: sizes)
            let error = abs(measured.width - sample.frame.width)
            errors.append(error)
            if abs(measured.height - sample.frame.height) < 1e-3 { heightMatches += 1 }
            if error > 1 {
                print(
                    "corpus text: \(sample.kind) \(sample.text.debugDescription) stored \(sample.frame.width) measured \(measured.width)"
                )
            }
        }
        XCTAssertGreaterThan(samples.count, 20, "too few intrinsic-sized samples found")
        let half = errors.filter { $0 <= 0.5 + 1e-9 }.count
        let one = errors.filter { $0 <= 1 + 1e-9 }.count
        let sorted = errors.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        print(
            "corpus text: \(samples.count) intrinsic-sized samples; width within 0.5 pt: \(half), within 1 pt: \(one); median error \(median) pt, max \(sorted.last ?? 0) pt; height exact: \(heightMatches)"
        )
        XCTAssertGreaterThanOrEqual(Double(one) / Double(max(samples.count, 1)), 0.85, "agreement within 1 pt")
        XCTAssertGreaterThanOrEqual(Double(heightMatches) / Double(max(samples.count, 1)), 0.85, "exact heights")
    }
}
