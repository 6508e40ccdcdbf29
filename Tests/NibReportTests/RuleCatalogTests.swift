import Foundation
import NibReport
import XCTest

/// The NibCheck catalog's rule article is the rules' own text and examples (`RuleCatalog`), never edited by hand.
final class RuleCatalogTests: XCTestCase {
    private let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/NibCheck/NibCheck.docc/RuleCatalog.md")

    func testTheRulesArticleIsGeneratedFromTheRules() throws {
        let expected = RuleCatalog.markdown()
        if ProcessInfo.processInfo.environment["NIBKIT_UPDATE_CATALOG"] == "1" {
            try Data(expected.utf8).write(to: article)
        }
        let written = try String(contentsOf: article, encoding: .utf8)
        XCTAssertEqual(
            written, expected,
            "RuleCatalog.md differs from the rules: NIBKIT_UPDATE_CATALOG=1 swift test --filter RuleCatalogTests")
        XCTAssertTrue(written.contains("## outlet-key\n\n**error** (in an AppKit document: warning)."))
    }
}
