import NibModel
import NibTextMetrics
import XCTest

/// Word wrapping for numberOfLines 0 and n, and truncation at the maximum width.
final class WrappingTests: XCTestCase {
    let metrics = TextMetrics()
    let font = Font(type: .system, pointSize: 17)

    private func width(_ text: String) -> Double {
        metrics.measure(text, font: font, maxWidth: nil, numberOfLines: 1).width
    }

    func testWrapsAtWordBoundaries() {
        let text = "The quick brown fox jumps over the lazy dog"
        let maxWidth = width("The quick brown fox") + 1
        let measured = metrics.measure(text, font: font, maxWidth: maxWidth, numberOfLines: 0)
        XCTAssertEqual(measured.lineCount, 3)
        XCTAssertEqual(measured.width, width("The quick brown fox"), accuracy: 1e-9)
        XCTAssertEqual(measured.height, 3 * SystemFontMetrics.lineHeight(pointSize: 17), accuracy: 1e-9)
    }

    func testTrailingSpacesCountOnlyAtTheEndOfTheText() {
        // Interface Builder sizes a label or text field titled "Last updated: " a space wider than "Last updated:"
        // (Aerial's, WWDC's, Pocket Casts' and Rocket.Chat's, 3 to 4.5 pt), and one titled " " a space wide; spaces
        // where a line wraps hang beyond it.
        let space = width("a b") - width("ab")
        XCTAssertGreaterThan(space, 0)
        XCTAssertEqual(width("Word   "), width("Word") + 3 * space, accuracy: 1e-9)
        XCTAssertEqual(width(" "), space, accuracy: 1e-9)
        let wrapped = metrics.measure("Word   next", font: font, maxWidth: width("Word") + 1, numberOfLines: 0)
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.width, max(width("Word"), width("next")), accuracy: 1e-9)
        // Trailing spaces past the width a text wraps at do not widen it beyond that width.
        let limit = width("Word") + 1
        let spaced = metrics.measure(
            "Word" + String(repeating: " ", count: 20), font: font, maxWidth: limit, numberOfLines: 0)
        XCTAssertEqual(spaced.lineCount, 1)
        XCTAssertEqual(spaced.width, limit, accuracy: 1e-9)
    }

    func testLongWordBreaksBetweenCharacters() {
        let measured = metrics.measure(String(repeating: "m", count: 40), font: font, maxWidth: 100, numberOfLines: 0)
        XCTAssertGreaterThan(measured.lineCount, 3)
        XCTAssertLessThanOrEqual(measured.width, 100)
    }

    func testNumberOfLinesLimitsLines() {
        let text = "one two three four five six seven eight nine ten"
        let narrow = width("one two") + 1
        let unlimited = metrics.measure(text, font: font, maxWidth: narrow, numberOfLines: 0)
        let two = metrics.measure(text, font: font, maxWidth: narrow, numberOfLines: 2)
        XCTAssertGreaterThan(unlimited.lineCount, 2)
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertLessThanOrEqual(two.width, narrow)
    }

    func testSingleLineTruncatesAtMaxWidth() {
        let text = "A rather long single line of text"
        let measured = metrics.measure(text, font: font, maxWidth: 50, numberOfLines: 1)
        XCTAssertEqual(measured.width, 50)
        XCTAssertEqual(measured.lineCount, 1)
        let natural = metrics.measure(text, font: font, maxWidth: nil, numberOfLines: 1)
        XCTAssertGreaterThan(natural.width, 50)
    }

    func testWithoutMaxWidthEachParagraphIsOneLine() {
        let measured = metrics.measure("short\na longer line", font: font, maxWidth: nil, numberOfLines: 0)
        XCTAssertEqual(measured.lineCount, 2)
        XCTAssertEqual(measured.width, width("a longer line"), accuracy: 1e-9)
    }

    func testHardLineBreaks() {
        XCTAssertEqual(metrics.measure("a\n\nb", font: font, maxWidth: nil, numberOfLines: 0).lineCount, 3)
        XCTAssertEqual(metrics.measure("abc\n", font: font, maxWidth: nil, numberOfLines: 0).lineCount, 1)
        XCTAssertEqual(metrics.measure("abc\ndef", font: font, maxWidth: nil, numberOfLines: 1).lineCount, 1)
    }

    func testEmptyTextHasNoSize() {
        let measured = metrics.measure("", font: font, maxWidth: nil, numberOfLines: 0)
        XCTAssertEqual(measured.size, Size(width: 0, height: 0))
        XCTAssertEqual(measured.lineCount, 0)
    }
}
