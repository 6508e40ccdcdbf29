import NibLayout
import NibReport
import XCTest

/// The closing lines of `nib layout --summary`.
final class LayoutAgreementTests: XCTestCase {
    func testBreakdownListsLargestFirstAndTiesInDeclarationOrder() {
        var agreement = LayoutAgreement()
        agreement.determinable = 10
        agreement.agreeing = 3
        agreement.agreeingWithExactText = 5
        agreement.causes = [.other: 2, .ambiguousHere: 2, .textMeasurement: 3]
        agreement.excluded = [.variation: 1, .misplaced: 1]
        XCTAssertEqual(
            agreement.breakdown,
            [
                "  disagree (text measurement): 3",
                "  disagree (ambiguous in our engine): 2",
                "  disagree (other): 2",
                "  excluded (misplaced): 1",
                "  excluded (variation): 1",
                "  with every text at the size its stored frame shows: 50.0% (5/10)",
            ])
        XCTAssertEqual(
            agreement.summaryLine,
            "agreement: 30.0% (3/10 views within 0.5 pt; 2 excluded: misplaced/ambiguous/variation)")
    }
}
