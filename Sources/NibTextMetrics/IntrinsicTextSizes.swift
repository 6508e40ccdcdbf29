import NibModel

/// Intrinsic content sizes of the text-bearing views, from a text measurer, rounded as UIKit and AppKit round
/// them. The paddings are what Interface Builder's stored frames show (see docs/TextMetrics.md).
public struct IntrinsicTextSizes: Sendable {
    /// How text is measured.
    public var measurer: any TextMeasuring

    /// Sizes with text measured by `measurer` (``TextMetrics`` by default).
    public init(measurer: any TextMeasuring = TextMetrics()) {
        self.measurer = measurer
    }

    /// A `UILabel`: the text's size, rounded up to the pixel grid of `scale` (2 for a @2x design device); an
    /// attributed text's `paragraph` line metrics set its lines' heights.
    public func label(
        _ text: String, font: Font, numberOfLines: Int = 1, preferredMaxLayoutWidth: Double? = nil, scale: Double,
        paragraph: ParagraphLineMetrics = .natural
    ) -> Size {
        var measurement = measurer.measure(
            text, font: font, maxWidth: preferredMaxLayoutWidth, numberOfLines: numberOfLines)
        let lines = measurement.lineCount
        var line = lines > 0 ? measurement.height / Double(lines) : 0
        if paragraph.usesFontLeading { line += FontResolver().resolve(font).fontLeading }
        if paragraph != .natural {
            measurement.height = paragraph.height(ofLines: lines, natural: line)
        } else if lines > 1, let leading = Self.textStyleLeading(of: font) {
            // Lines after the first are set at the text style's leading.
            measurement.height = line + Double(lines - 1) * max(leading, line)
        }
        return measurement.ceiled(toScale: scale).size
    }

    /// The leading of a UIKit text style at its default size (``SystemFontStyles/uiKitTextStyleLeading``); nil for
    /// any other font, or a text style given another size.
    private static func textStyleLeading(of font: Font) -> Double? {
        guard let style = font.style, let entry = SystemFontStyles.uiKitTextStyles[style],
            font.pointSize == nil || font.pointSize == entry.pointSize
        else { return nil }
        return SystemFontStyles.uiKitTextStyleLeading[style]
    }

    /// A `UIButton` without a configuration or image: its title's width, and its title's line height plus 6 pt
    /// above and below, each rounded up to whole points (15 pt system "Button": 46 × 30). A button's font
    /// defaults to the 15 pt system font.
    public func button(_ title: String, font: Font?) -> Size {
        let font = font ?? Font(type: .system, pointSize: 15)
        let measurement = measurer.measure(title, font: font, maxWidth: nil, numberOfLines: 1)
        let lineHeight = measurer.measure("X", font: font, maxWidth: nil, numberOfLines: 1).height
        return Size(
            width: PixelGrid.ceil(measurement.width, scale: 1), height: PixelGrid.ceil(lineHeight + 12, scale: 1))
    }

    /// An AppKit label (a non-editable, borderless `NSTextField`): the text's width plus the cell's 2 pt inset on
    /// each side, and its line height in whole points. The font defaults to the 13 pt system font.
    ///
    /// AppKit's line for the system font is `⌊1.2 × size⌋ + 1` points up to 15 pt (10 pt → 13, 11 → 14, 13 → 16,
    /// 15 → 19, as the corpus stores them). From 16 pt, since macOS 11 (``AppKitLineHeights/current``), it is the
    /// ascender and descender each rounded to whole points, as AppKit's layout manager rounds them, with
    /// San Francisco's larger optical sizes' ascender of 0.94 em (1925/2048) and its descender of 494/2048 em:
    /// 16 pt → 19, 18 → 21, 20 → 24, 22 → 26, 30 → 35, 36 → 43, 70 → 83, as Xcode 12 and later store them. Before
    /// (``AppKitLineHeights/catalina``) the first rule held at every size (18 pt → 22); before macOS 10.15
    /// (``AppKitLineHeights/beforeCatalina``) it was `1.2 × size` rounded to the nearest point, plus 1 (13 pt → 17,
    /// 11 → 14, 15 → 19). Other fonts take their line height rounded up.
    public func appKitLabel(_ text: String, font: Font?, lineHeights: AppKitLineHeights = .current) -> Size {
        let font = font ?? Font(metaFont: .system)
        let measurement = measurer.measure(text, font: font, maxWidth: nil, numberOfLines: 1)
        let resolved = FontResolver(defaultPointSize: 13).resolve(font)
        let lineHeight: Double
        if case .system = resolved.source {
            lineHeight = Self.appKitSystemLineHeight(pointSize: resolved.pointSize, lineHeights: lineHeights)
        } else {
            lineHeight = PixelGrid.ceil(
                measurer.measure("X", font: font, maxWidth: nil, numberOfLines: 1).height, scale: 1)
        }
        return Size(width: PixelGrid.ceil(measurement.width + 4, scale: 1), height: lineHeight)
    }

    /// The height of one line of the system font at `pointSize` in an AppKit label (see
    /// ``appKitLabel(_:font:lineHeights:)``).
    static func appKitSystemLineHeight(pointSize: Double, lineHeights: AppKitLineHeights) -> Double {
        switch lineHeights {
        case .current where pointSize >= 16:
            let ascender = (pointSize * 1925 / 2048).rounded(.toNearestOrAwayFromZero)
            let descender = (pointSize * 494 / 2048).rounded(.toNearestOrAwayFromZero)
            return ascender + descender
        case .current, .catalina:
            return (1.2 * pointSize + 1e-9).rounded(.down) + 1
        case .beforeCatalina:
            return (1.2 * pointSize + 1e-9).rounded(.toNearestOrAwayFromZero) + 1
        }
    }
}

/// Which AppKit's line heights a label is measured with: its system font's line grew a point at 13 pt between
/// macOS 10.14 and 10.15 (Interface Builder documents of Xcode 10 and earlier store 17 pt labels and 22 pt text
/// fields; later ones 16 and 21), and shrank at 16 pt and above in macOS 11 (Xcode 11 stores an 18 pt label 22 high,
/// Xcode 12.5 and later 21).
public enum AppKitLineHeights: Sendable, Equatable {
    /// macOS 11 and later.
    case current
    /// macOS 10.15.
    case catalina
    /// macOS 10.14 and earlier.
    case beforeCatalina
}
