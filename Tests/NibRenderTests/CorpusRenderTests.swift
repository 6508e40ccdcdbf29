import Foundation
import NibDecoding
import NibRender
import XCTest

/// Every corpus document renders: one well-formed SVG per view tree, with the time per document printed.
final class CorpusRenderTests: XCTestCase {
    func testEveryCorpusDocumentRendersWellFormedPictures() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        var documents = 0
        var pictures = 0
        let start = Date()
        for file in try DocumentFinder.documents(in: [corpus]) {
            guard let document = DocumentDecoder().decode(contentsOf: file).document else { continue }
            documents += 1
            for picture in DocumentRenderer(document: document).render() {
                XCTAssertTrue(RenderTests.isWellFormed(picture.svg), "\(file): \(picture.name)")
                XCTAssertTrue(picture.svg.hasSuffix("</svg>\n"))
                pictures += 1
            }
        }
        let seconds = Date().timeIntervalSince(start)
        print(
            "render corpus: \(pictures) pictures of \(documents) documents, "
                + String(format: "%.1f ms per document (debug build)", seconds * 1000 / Double(max(documents, 1))))
        XCTAssertGreaterThan(documents, 140)
        XCTAssertGreaterThan(pictures, documents)
    }
}
