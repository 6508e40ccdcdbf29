import NibModel
import NibTextMetrics
import XCTest

/// The system font's line height, pointSize × 2444 / 2048, and the heights Interface Builder stores.
final class LineHeightTests: XCTestCase {
    let metrics = TextMetrics()

    func testSystemFontLineHeightFormula() {
        for size in [9.0, 11, 12, 13, 15, 17, 20, 28, 34] {
            XCTAssertEqual(SystemFontMetrics.lineHeight(pointSize: size), size * 2444 / 2048, accuracy: 1e-12)
            XCTAssertEqual(
                metrics.lineHeight(of: Font(type: .system, pointSize: size)), size * 2444 / 2048, accuracy: 1e-12)
        }
        XCTAssertEqual(SystemFontMetrics.lineHeight(pointSize: 17), 20.287109375, accuracy: 1e-12)
    }

    func testKnownLabelHeights() {
        // Interface Builder: 17 pt → 20.5 at @2x, 20.333 at @3x; 12 pt → 14.5; 36 pt bold → 43.
        let body = Font(type: .system, pointSize: 17)
        XCTAssertEqual(
            metrics.measure("Label", font: body, maxWidth: nil, numberOfLines: 1).ceiled(toScale: 2).height, 20.5)
        XCTAssertEqual(
            metrics.measure("Label", font: body, maxWidth: nil, numberOfLines: 1).ceiled(toScale: 3).height, 61.0 / 3,
            accuracy: 1e-9)
        let small = Font(type: .system, pointSize: 12)
        XCTAssertEqual(
            metrics.measure("Label", font: small, maxWidth: nil, numberOfLines: 1).ceiled(toScale: 2).height, 14.5)
        let bold = Font(type: .boldSystem, pointSize: 36)
        XCTAssertEqual(
            metrics.measure("Title", font: bold, maxWidth: nil, numberOfLines: 1).ceiled(toScale: 2).height, 43)
    }

    func testHeightIsLinesTimesLineHeight() {
        let font = Font(type: .system, pointSize: 17)
        let measured = metrics.measure("one\ntwo\nthree", font: font, maxWidth: nil, numberOfLines: 0)
        XCTAssertEqual(measured.lineCount, 3)
        XCTAssertEqual(measured.height, 3 * 17 * 2444 / 2048, accuracy: 1e-9)
    }

    func testLabelLinesInATextStyleFollowItsLeading() {
        // NetNewsWire's account footers (Xcode 26, @2x): Caption 1 in three lines is stored 46.5 high, Body in two
        // 42.5; one line high plus the style's leading (16, 22) for every further line.
        let sizes = IntrinsicTextSizes()
        let caption = Font(style: "UICTFontTextStyleCaption1")
        XCTAssertEqual(sizes.label("One\n\nTwo", font: caption, numberOfLines: 0, scale: 2).height, 46.5)
        XCTAssertEqual(sizes.label("One", font: caption, numberOfLines: 0, scale: 2).height, 14.5)
        let body = Font(style: "UICTFontTextStyleBody")
        XCTAssertEqual(sizes.label("One\nTwo", font: body, numberOfLines: 0, scale: 2).height, 42.5)
        XCTAssertEqual(sizes.label("One\nTwo", font: body, numberOfLines: 1, scale: 2).height, 20.5)
        // The system font at the same size, and a text style at another size, have no such leading.
        let system = Font(type: .system, pointSize: 12)
        XCTAssertEqual(sizes.label("One\n\nTwo", font: system, numberOfLines: 0, scale: 2).height, 43)
        let resized = Font(pointSize: 12, style: "UICTFontTextStyleBody")
        XCTAssertEqual(sizes.label("One\n\nTwo", font: resized, numberOfLines: 0, scale: 2).height, 43)
    }

    func testNamedFontLineHeightsComeFromTheirTables() {
        // Liberation Sans: ascender 1854, descender 434, line gap 67 per 2048.
        XCTAssertEqual(metrics.lineHeight(of: Font(pointSize: 20, name: "ArialMT")), 20 * 2355 / 2048, accuracy: 1e-9)
    }

    func testHelveticaNeueLabelsLeaveOutTheLineGapThatAttributedTextKeeps() {
        // Charts' 21 and 13 pt Light labels (@2x) are stored 25 and 15.5 high, Simplenote's 34 pt regular one 40
        // (whole points): the ascender and descender without the line gap, which would make them 25.5, 16 and 41.
        let sizes = IntrinsicTextSizes()
        XCTAssertEqual(
            sizes.label("YOUR PREFERENCES", font: Font(pointSize: 21, name: "HelveticaNeue-Light"), scale: 2).height, 25
        )
        XCTAssertEqual(
            sizes.label("val", font: Font(pointSize: 13, name: "HelveticaNeue-Light"), scale: 2).height, 15.5)
        XCTAssertEqual(sizes.label("Simplenote", font: Font(pointSize: 34, name: "HelveticaNeue"), scale: 1).height, 40)
        // Pocket Casts' attributed 14 pt hint (@2x) is stored 17 high: attributed text keeps the gap (16.5 without).
        let hint = Font(pointSize: 14, name: "HelveticaNeue")
        XCTAssertEqual(sizes.label("Must be at least 6 characters", font: hint, scale: 2).height, 16.5)
        let attributed = ParagraphLineMetrics(usesFontLeading: true)
        XCTAssertEqual(
            sizes.label("Must be at least 6 characters", font: hint, scale: 2, paragraph: attributed).height, 17)
        // The system font has no line gap: its attributed text is as high as its plain text.
        let system = Font(type: .system, pointSize: 17)
        XCTAssertEqual(sizes.label("Label", font: system, scale: 2, paragraph: attributed).height, 20.5)
    }

    func testAdobeGaramondLinesAreOneEmHigh() {
        // The corpus stores AGaramondPro-Regular labels 15 high at 15 pt and 38 high at 38 pt (@2x).
        let font = Font(pointSize: 15, name: "AGaramondPro-Regular", family: "Adobe Garamond Pro")
        XCTAssertEqual(metrics.lineHeight(of: font), 15, accuracy: 1e-9)
        let large = metrics.measure(
            "Admin logs", font: Font(pointSize: 38, name: "AGaramondPro-Regular"), maxWidth: nil, numberOfLines: 1)
        XCTAssertEqual(large.ceiled(toScale: 2).size.height, 38)
        XCTAssertTrue(large.isEstimate, "its widths are the system font's")
    }
}
