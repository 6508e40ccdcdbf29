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
            ("Label", Font(type: "system", pointSize: 17), 2, 42, 20.5),
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
            ("Feed list font size:", Font(metaFont: "system"), 115),
            ("Smart folder name:", Font(metaFont: "system"), 120),
            ("months", Font(metaFont: "system"), 50),
            ("Status", Font(metaFont: "smallSystem"), 38),
            ("Name:", Font(metaFont: "systemBold"), 46),
        ]
        for (text, font, width) in samples {
            let size = sizes.appKitLabel(text, font: font)
            XCTAssertEqual(size.width, width, accuracy: tolerance, text)
        }
        XCTAssertEqual(sizes.appKitLabel("months", font: nil).height, 16)
        XCTAssertEqual(sizes.appKitLabel("Status", font: Font(metaFont: "smallSystem")).height, 14)
    }

    func testAppKitLabelsBeforeCatalinaAreAPointHigherAt13Points() {
        // Xcode 10 documents (RenameSheet.xib, GroupFolder.xib) store 13 pt labels 17 high and 11 pt ones 14; the
        // width does not change.
        let old = AppKitLineHeights.beforeCatalina
        XCTAssertEqual(sizes.appKitLabel("Rename", font: nil, lineHeights: old).height, 17)
        XCTAssertEqual(sizes.appKitLabel("Status", font: Font(metaFont: "smallSystem"), lineHeights: old).height, 14)
        XCTAssertEqual(
            sizes.appKitLabel("Status", font: Font(pointSize: 15, metaFont: "system"), lineHeights: old).height, 19)
        XCTAssertEqual(
            sizes.appKitLabel("Rename", font: nil, lineHeights: old).width, sizes.appKitLabel("Rename", font: nil).width
        )
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
