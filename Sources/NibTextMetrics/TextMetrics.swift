import NibModel

/// The default ``TextMeasuring``: measures with committed metrics tables, no font files needed.
///
/// Widths are the sum of per-character advances (``FontResolver`` picks the table: San Francisco's fitted
/// tables for the system font, Liberation Sans for Helvetica and Arial, …); heights are the number of lines
/// times the font's line height. Texts wrap at word boundaries when `numberOfLines` is not 1 and a `maxWidth`
/// is given. Results are unrounded: ``TextMeasurement/ceiled(toScale:)`` rounds them as UIKit does.
///
/// ```swift
/// let metrics = TextMetrics()
/// let size = metrics.measure("Label", font: Font(type: "system", pointSize: 17), maxWidth: nil, numberOfLines: 1)
///     .ceiled(toScale: 2)  // 42 × 20.5
/// ```
public struct TextMetrics: TextMeasuring {
    /// Picks the metrics table and size for each font description.
    public var resolver: FontResolver

    /// A measurer whose fonts `resolver` resolves (by default, 17 pt for a font that states no size).
    public init(resolver: FontResolver = FontResolver()) {
        self.resolver = resolver
    }

    public func measure(_ text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextMeasurement {
        measure(text, font: resolver.resolve(font), maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// Measures `text` in an already resolved font.
    public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, numberOfLines: Int)
        -> TextMeasurement
    {
        guard !text.isEmpty else {
            return TextMeasurement(width: 0, height: 0, lineCount: 0, isEstimate: font.isEstimate)
        }
        let characters = CharacterAdvances(text, font: font)
        let estimate = font.isEstimate || characters.usedUnlistedScalars
        var lines: [Double]
        if numberOfLines == 1 {
            // One line: the text up to its first hard line break, truncated at the maximum width.
            lines = [LineBreaker(characters, maxWidth: nil).lineWidths.first ?? 0]
        } else {
            lines = LineBreaker(characters, maxWidth: maxWidth).lineWidths
            if numberOfLines > 1, lines.count > numberOfLines {
                // The last visible line holds the rest of the text, truncated.
                let rest = lines[(numberOfLines - 1)...].reduce(0, +)
                lines = Array(lines.prefix(numberOfLines - 1)) + [rest]
            }
        }
        var width = lines.max() ?? 0
        if let maxWidth { width = min(width, maxWidth) }
        let height = Double(lines.count) * font.lineHeight
        return TextMeasurement(width: width, height: height, lineCount: lines.count, isEstimate: estimate)
    }

    /// The line height of a font in points.
    public func lineHeight(of font: Font) -> Double {
        resolver.resolve(font).lineHeight
    }
}
