import NibRuntime
import XCTest

/// Each error says what is wrong, where, and how to fix it.
final class NibLoadingErrorTests: XCTestCase {
    func testUnknownOutletNamesNibLineClassKeyAndSuggestion() {
        let error = NibLoadingError.unknownOutlet(
            nib: "Card.xib", line: 14, className: "CardView", key: "titleLable", availableKeys: ["titleLabel", "icon"])
        let text = error.description
        XCTAssertTrue(text.hasPrefix("Card.xib:14: outlet 'titleLable' is connected, but CardView has no outlet"))
        XCTAssertTrue(text.contains("did you mean 'titleLabel'?"))
        XCTAssertTrue(text.contains("(its outlets: icon, titleLabel)"))
        XCTAssertTrue(text.contains("not key value coding-compliant for the key titleLable"))
    }

    func testACompiledNibHasNoLineToShow() {
        let error = NibLoadingError.unknownOutlet(
            nib: "Card", line: 0, className: "CardView", key: "x", availableKeys: [])
        XCTAssertTrue(error.description.hasPrefix("Card: outlet 'x'"), error.description)
        XCTAssertTrue(error.description.contains("(it declares no outlets)"))
    }

    func testRecursionShowsTheChainAndTheFix() {
        let error = NibLoadingError.recursion(chain: ["Ping (loaded by Ping)", "Ping (loaded by Ping)"])
        XCTAssertTrue(error.description.contains("Ping (loaded by Ping) → Ping (loaded by Ping)"))
        XCTAssertTrue(error.description.contains("Set the class on File's Owner instead"))
    }

    func testFrameworkExceptionKeepsNameAndReason() {
        let error = NibLoadingError.frameworkException(
            nib: "Card", name: "NSInternalInconsistencyException", reason: "Could not load NIB")
        XCTAssertEqual(error.description, "loading Card raised NSInternalInconsistencyException: Could not load NIB")
    }
}
