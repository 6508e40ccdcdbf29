import NibModel
import NibTextMetrics
import XCTest

/// System fonts, text styles, meta fonts, named fonts and the estimated fallback.
final class FontResolutionTests: XCTestCase {
    let resolver = FontResolver()

    func testTextStylesAtTheDefaultContentSize() {
        let expected: [(String, Double, SystemFontWeight)] = [
            ("UICTFontTextStyleBody", 17, .regular), ("UICTFontTextStyleHeadline", 17, .semibold),
            ("UICTFontTextStyleSubhead", 15, .regular), ("UICTFontTextStyleFootnote", 13, .regular),
            ("UICTFontTextStyleCaption1", 12, .regular), ("UICTFontTextStyleCaption2", 11, .regular),
            ("UICTFontTextStyleCallout", 16, .regular), ("UICTFontTextStyleTitle1", 28, .regular),
            ("UICTFontTextStyleTitle2", 22, .regular), ("UICTFontTextStyleTitle3", 20, .regular),
            ("UICTFontTextStyleLargeTitle", 34, .regular),
        ]
        for (style, size, weight) in expected {
            let font = resolver.resolve(Font(style: style))
            XCTAssertEqual(font.pointSize, size, style)
            XCTAssertEqual(font.source, .system(weight), style)
            XCTAssertFalse(font.isEstimate)
        }
    }

    func testSystemTypesAndWeights() {
        XCTAssertEqual(resolver.resolve(Font(type: .boldSystem, pointSize: 15)).source, .system(.bold))
        XCTAssertEqual(
            resolver.resolve(Font(type: .system, pointSize: 15, weight: .semibold)).source, .system(.semibold))
        XCTAssertEqual(resolver.resolve(Font(type: .italicSystem, pointSize: 12)).source, .system(.regular))
        XCTAssertEqual(resolver.resolve(Font(type: .system, pointSize: 15, weight: .light)).source, .system(.light))
        XCTAssertEqual(resolver.resolve(Font(type: .system)).pointSize, 17, "the default size")
    }

    func testWeightsWidenTheText() {
        let metrics = TextMetrics()
        let widths = [.light, .regular, .medium, .semibold, .bold, .heavy].map {
            metrics.measure(
                "Interface Builder", font: Font(type: .system, pointSize: 17, weight: $0), maxWidth: nil,
                numberOfLines: 1
            ).width
        }
        XCTAssertEqual(widths, widths.sorted(), "heavier weights are wider: \(widths)")
    }

    func testAppKitMetaFontsAndTextStyles() {
        XCTAssertEqual(resolver.resolve(Font(metaFont: .system)).pointSize, 13)
        XCTAssertEqual(resolver.resolve(Font(metaFont: .smallSystem)).pointSize, 11)
        XCTAssertEqual(resolver.resolve(Font(metaFont: .systemBold)).source, .system(.bold))
        XCTAssertEqual(resolver.resolve(Font(pointSize: 12, metaFont: .systemBold)).pointSize, 12, "size= overrides")
        XCTAssertEqual(resolver.resolve(Font(name: ".SFNS-Bold", textStyle: "headline")).source, .system(.bold))
        XCTAssertEqual(resolver.resolve(Font(name: ".SFNS-Regular", textStyle: "subheadline")).pointSize, 11)
        XCTAssertEqual(resolver.resolve(Font(pointSize: 16, name: "SFProDisplay-Semibold")).source, .system(.semibold))
    }

    func testNamedFontsWithTables() {
        let helvetica = resolver.resolve(Font(pointSize: 17, name: "Helvetica", family: "Helvetica"))
        XCTAssertEqual(helvetica.source, .table("Liberation Sans"))
        XCTAssertFalse(helvetica.isEstimate)
        XCTAssertFalse(resolver.resolve(Font(pointSize: 17, name: "Arial-BoldMT")).isEstimate)
        XCTAssertTrue(resolver.resolve(Font(pointSize: 17, name: "HelveticaNeue-Light")).isEstimate)
        XCTAssertEqual(resolver.resolve(Font(pointSize: 14, name: "Courier")).source, .table("Courier"))
        XCTAssertEqual(resolver.resolve(Font(pointSize: 14, name: "Menlo-Regular")).source, .table("Menlo"))
        XCTAssertEqual(
            resolver.resolve(Font(pointSize: 14, name: "TimesNewRomanPSMT")).source, .table("Liberation Serif"))
    }

    func testLiberationWidthsAreHelveticas() {
        // Helvetica's advance widths (1000 units per em): "H" 722, "e" 556, "l" 222, "o" 556 → "Hello" 2278.
        let metrics = TextMetrics()
        let width = metrics.measure(
            "Hello", font: Font(pointSize: 10, name: "Helvetica"), maxWidth: nil, numberOfLines: 1
        ).width
        XCTAssertEqual(width, 22.78, accuracy: 0.02)
        let mono = metrics.measure("abcd", font: Font(pointSize: 10, name: "Courier"), maxWidth: nil, numberOfLines: 1)
        XCTAssertEqual(mono.width, 4 * 10 * 1229 / 2048, accuracy: 1e-9)
    }

    func testWeightsInNames() {
        XCTAssertEqual(FontResolver.weight(inName: "HelveticaNeue-Light"), .light)
        XCTAssertEqual(FontResolver.weight(inName: "Arial-BoldMT"), .bold)
        XCTAssertEqual(FontResolver.weight(inName: "AvenirNext-DemiBold"), .semibold)
        XCTAssertEqual(FontResolver.weight(inName: "Helvetica-BoldOblique"), .bold)
        XCTAssertEqual(FontResolver.weight(inName: "Helvetica-Oblique"), .regular)
        XCTAssertEqual(FontResolver.weight(inName: "AGaramondPro-Semibold"), .semibold)
        XCTAssertNil(FontResolver.weight(inName: "Helvetica"))
    }

    func testUnknownFontsFallBackToTheSystemTableAsAnEstimate() {
        let metrics = TextMetrics()
        let avenir = Font(pointSize: 20, name: "Avenir-Book", family: "Avenir")
        let resolved = resolver.resolve(avenir)
        XCTAssertEqual(resolved.source, .substitute(.regular))
        XCTAssertTrue(resolved.isEstimate)
        let estimate = metrics.measure("Place Your Bid", font: avenir, maxWidth: nil, numberOfLines: 1)
        let system = metrics.measure(
            "Place Your Bid", font: Font(type: .system, pointSize: 20), maxWidth: nil, numberOfLines: 1)
        XCTAssertTrue(estimate.isEstimate)
        XCTAssertFalse(system.isEstimate)
        XCTAssertEqual(estimate.width, system.width, accuracy: 1e-9, "scaled system widths")
        XCTAssertEqual(estimate.height, system.height, accuracy: 1e-9)
        let semibold = resolver.resolve(Font(pointSize: 17, name: "AvenirNext-DemiBold"))
        XCTAssertEqual(semibold.source, .substitute(.semibold))
    }

    func testScalarsWithoutMetricsMakeAnEstimate() {
        let metrics = TextMetrics()
        let font = Font(type: .system, pointSize: 17)
        XCTAssertFalse(metrics.measure("Café", font: font, maxWidth: nil, numberOfLines: 1).isEstimate)
        let cjk = metrics.measure("東京", font: font, maxWidth: nil, numberOfLines: 1)
        XCTAssertTrue(cjk.isEstimate)
        XCTAssertEqual(cjk.width, 2 * 17 + 2 * SystemFontMetrics.tracking(pointSize: 17), accuracy: 0.5)
        let accent = metrics.measure("e\u{301}", font: font, maxWidth: nil, numberOfLines: 1).width
        let plain = metrics.measure("e", font: font, maxWidth: nil, numberOfLines: 1).width
        XCTAssertEqual(accent, plain, accuracy: 1e-9, "combining marks add no width")
    }
}
