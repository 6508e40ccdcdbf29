import NibModel
import NibTextMetrics
import XCTest

/// Sizes Interface Builder stored for corpus labels and buttons whose frames are their intrinsic sizes (checked
/// in the documents: single line, one horizontal edge constraint, no width constraint, current height).
final class KnownSampleTests: XCTestCase {
    let sizes = IntrinsicTextSizes()
    /// The fit's 95th percentile error is 1–2 pt; these samples are within 1 pt.
    let tolerance = 1.0

    func testUIKitLabels() {
        let body = Font(style: "UICTFontTextStyleBody")
        let samples: [(String, Font, Double, Double, Double)] = [
            // text, font, scale, stored width, stored height (NetNewsWire settings, retina6_1 and retina6_3)
            ("Active", body, 2, 47.5, 20.5),
            ("Theme", body, 2, 53, 20.5),
            ("Default", body, 2, 55, 20.5),
            ("Timeline Layout", body, 2, 119.5, 20.5),
            ("Notify About New Articles", body, 2, 196.5, 20.5),
            ("Blog Author", body, 3, 89.66666666666669, 20.333333333333336),
            ("Blog Name", Font(style: "UICTFontTextStyleHeadline"), 3, 86.33333333333333, 20.33333333333333),
            ("Label", Font(type: .system, pointSize: 17), 2, 42, 20.5),
        ]
        for (text, font, scale, width, height) in samples {
            let size = sizes.label(text, font: font, scale: scale)
            XCTAssertEqual(size.width, width, accuracy: tolerance, text)
            XCTAssertEqual(size.height, height, accuracy: 1e-9, text)
        }
    }

    func testUIKitButtons() {
        XCTAssertEqual(sizes.button("Close", font: nil), Size(width: 39, height: 30))
        let caption = sizes.button("Sign Up Here", font: Font(style: "UICTFontTextStyleCaption1"))
        XCTAssertEqual(caption.width, 75, accuracy: tolerance)
        XCTAssertEqual(caption.height, 27)
        XCTAssertEqual(sizes.button("Button", font: nil).width, 46, accuracy: tolerance)
    }

    func testAppKitLabels() {
        let samples: [(String, Font, Double)] = [
            ("Feed list font size:", Font(metaFont: .system), 115),
            ("Smart folder name:", Font(metaFont: .system), 120),
            ("months", Font(metaFont: .system), 50),
            ("Status", Font(metaFont: .smallSystem), 38),
            ("Name:", Font(metaFont: .systemBold), 46),
            // The cell title font is 12 pt (Simplenote's About.storyboard and Transmission, Xcode 12 and 26).
            ("Privacy Policy", Font(metaFont: .cellTitle), 83),
            ("Title", Font(metaFont: .cellTitle), 29),
        ]
        for (text, font, width) in samples {
            let size = sizes.appKitLabel(text, font: font)
            XCTAssertEqual(size.width, width, accuracy: tolerance, text)
        }
        XCTAssertEqual(sizes.appKitLabel("months", font: nil).height, 16)
        XCTAssertEqual(sizes.appKitLabel("Status", font: Font(metaFont: .smallSystem)).height, 14)
        XCTAssertEqual(sizes.appKitLabel("Title", font: Font(metaFont: .cellTitle)).height, 15)
    }

    func testAppKitLabelsBeforeCatalinaAreAPointHigherAt13Points() {
        // Xcode 10 documents (RenameSheet.xib, GroupFolder.xib) store 13 pt labels 17 high and 11 pt ones 14; the
        // width does not change.
        let old = AppKitLineHeights.beforeCatalina
        XCTAssertEqual(sizes.appKitLabel("Rename", font: nil, lineHeights: old).height, 17)
        XCTAssertEqual(sizes.appKitLabel("Status", font: Font(metaFont: .smallSystem), lineHeights: old).height, 14)
        XCTAssertEqual(
            sizes.appKitLabel("Status", font: Font(pointSize: 15, metaFont: .system), lineHeights: old).height, 19)
        XCTAssertEqual(
            sizes.appKitLabel("Rename", font: nil, lineHeights: old).width, sizes.appKitLabel("Rename", font: nil).width
        )
    }

    func testAppKitLabelsFrom16PointsRoundTheirAscenderAndDescenderSinceMacOS11() {
        // Xcode 12.5 and later store 16 pt labels 19 high (Mos, iina, OpenEmu), 18 pt ones 21 (Transmission's
        // AddWindow.xib, iina), 20 → 24, 22 → 26 (Rectangle), 30 → 35, 36 → 43 (Aerial), 70 → 83 (Mos); Xcode 11
        // stored an 18 pt label 22 high (Simplenote's About.storyboard), as the small sizes' rule gives.
        let expected: [(Double, Double)] = [
            (13, 16), (15, 19), (16, 19), (18, 21), (20, 24), (22, 26), (30, 35),
            (36, 43), (70, 83),
        ]
        for (size, height) in expected {
            let font = Font(pointSize: size, metaFont: .system)
            XCTAssertEqual(sizes.appKitLabel("Title", font: font).height, height, "\(size) pt")
        }
        let catalina = AppKitLineHeights.catalina
        XCTAssertEqual(
            sizes.appKitLabel("Title", font: Font(pointSize: 18, metaFont: .system), lineHeights: catalina).height, 22)
        XCTAssertEqual(
            sizes.appKitLabel("Title", font: Font(pointSize: 36, metaFont: .systemBold), lineHeights: catalina).height,
            44)
        XCTAssertEqual(sizes.appKitLabel("Title", font: nil, lineHeights: catalina).height, 16)
    }

    func testAttributedParagraphLineMetricsSetTheLinesHeights() {
        // Pocket Casts' and DuckDuckGo's attributed labels: 15 pt at a line height multiple of 1.2, one line, @2x →
        // 21.5; 17 pt at 1.1, two lines, @3x → 44.667; 17 pt with a 22 pt minimum line height → 22; 14 pt with 7 pt
        // line spacing → 40.5 in two lines, 17 in one (no spacing after the last line).
        func height(_ text: String, _ size: Double, scale: Double, _ paragraph: ParagraphLineMetrics) -> Double {
            sizes.label(
                text, font: Font(type: .system, pointSize: size), numberOfLines: 0, scale: scale,
                paragraph: paragraph
            ).height
        }
        XCTAssertEqual(height("Description goes here", 15, scale: 2, .init(lineHeightMultiple: 1.2)), 21.5)
        XCTAssertEqual(height("Long-press\nthe screen", 17, scale: 3, .init(lineHeightMultiple: 1.1)), 134.0 / 3)
        XCTAssertEqual(height("Subheading", 17, scale: 2, .init(minimumLineHeight: 22)), 22)
        XCTAssertEqual(height("Oh no!\nDownload some", 14, scale: 2, .init(lineSpacing: 7)), 40.5)
        XCTAssertEqual(height("Oh no!", 14, scale: 2, .init(lineSpacing: 7)), 17)
        XCTAssertEqual(height("Oh no!", 14, scale: 2, .natural), 17)
        XCTAssertEqual(ParagraphLineMetrics(lineHeightMultiple: 2, maximumLineHeight: 30).lineHeight(natural: 20), 30)
    }

    func testWrappedTitle() {
        // "Article Title", Title 1 (28 pt), numberOfLines 0, @3x: 136 × 33.667.
        let size = sizes.label(
            "Article Title", font: Font(style: "UICTFontTextStyleTitle1"), numberOfLines: 0,
            preferredMaxLayoutWidth: 374, scale: 3)
        XCTAssertEqual(size.width, 136, accuracy: tolerance)
        XCTAssertEqual(size.height, 101.0 / 3, accuracy: 1e-9)
    }
}
