import XCTest

@testable import NibDecoding

final class NumberParserTests: XCTestCase {
    private func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { NumberParser.parse($0) }
    }

    func testAgreesWithTheStandardLibrary() {
        for text in [
            "0", "12", "-0.5", "320.25", "0.33333333333333331", "1.3333333333333333", "13.999999999999996",
            "1e-05", "2.5E3", "+4", "123456789012345678901234", "0.0000000000000000000000001", "-0",
        ] {
            XCTAssertEqual(parse(text), Double(text), text)
        }
    }

    func testRejectsWhatIsNotADecimalNumber() {
        for text in ["", "-", ".", "abc", "1.2.3", "nan", "inf", "0x10", "1e", "12px"] {
            XCTAssertNil(parse(text), text)
        }
    }
}
