/// San Francisco's metrics: its vertical metrics, the fitted width tables, weights and tracking.
///
/// The system font is not freely available, so its widths are fitted to frames Interface Builder stored in
/// real documents (scripts/fit-text-metrics.py; docs/TextMetrics.md). Its vertical metrics are exact: ascent 1950
/// and descent 494 in 2048 units per em, no line gap, so a line is `pointSize × 2444 / 2048` points high.
public enum SystemFontMetrics {
    /// The line height of the system font: `pointSize × 2444 / 2048`.
    public static func lineHeight(pointSize: Double) -> Double {
        pointSize * 2444 / 2048
    }

    /// The point size from which the Display optical size is used.
    public static let displayOpticalSizeThreshold = 20.0

    /// Tracking in points at a point size, interpolated in Apple's published table.
    public static func tracking(pointSize: Double) -> Double {
        let table = SanFranciscoWeights.tracking
        guard let first = table.first, let last = table.last else { return 0 }
        if pointSize <= first.size { return first.points }
        if pointSize >= last.size { return last.points }
        for (low, high) in zip(table, table.dropFirst()) where pointSize <= high.size {
            let fraction = (pointSize - low.size) / (high.size - low.size)
            return low.points + (high.points - low.points) * fraction
        }
        return last.points
    }

    /// The table a weight is measured with, and the weight's width relative to it.
    public static func table(for weight: SystemFontWeight) -> (table: FontMetricsTable, ratio: Double) {
        let entry = SanFranciscoWeights.ratios.first { $0.weight == weight.rawValue }
        let ratio = entry?.ratio ?? 1
        return weight.isBold ? (.sanFranciscoBold, ratio) : (.sanFranciscoRegular, ratio)
    }

    /// The advance of an emoji in ems (Apple Color Emoji), fitted.
    public static var emojiAdvance: Double { SanFranciscoWeights.emojiAdvance }

    /// The resolved system font at a size and weight.
    public static func font(pointSize: Double, weight: SystemFontWeight, isEstimate: Bool = false) -> ResolvedFont {
        let (table, ratio) = table(for: weight)
        return ResolvedFont(
            source: isEstimate ? .substitute(weight) : .system(weight), table: table, pointSize: pointSize,
            widthRatio: ratio, tracking: tracking(pointSize: pointSize),
            usesDisplayOpticalSize: pointSize >= displayOpticalSizeThreshold,
            lineHeight: lineHeight(pointSize: pointSize), isEstimate: isEstimate)
    }
}
