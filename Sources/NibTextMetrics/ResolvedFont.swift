/// A font reduced to what measuring needs: a metrics table, a size, and the system font's adjustments.
public struct ResolvedFont: Sendable {
    /// Which metrics stand for the font.
    public enum Source: Sendable, Hashable {
        /// San Francisco, the system font, at a weight (fitted tables).
        case system(SystemFontWeight)
        /// A font measured with a committed table of its own or of a metric-compatible font
        /// (`"Liberation Sans"` for Helvetica and Arial), named here.
        case table(String)
        /// A font with no table, measured with the system font's widths scaled by its weight.
        case substitute(SystemFontWeight)
    }

    /// Which metrics stand for the font.
    public var source: Source
    /// The metrics table the font is measured with.
    public var table: FontMetricsTable
    /// The font's size in points.
    public var pointSize: Double
    /// Multiplies every advance of ``table``: a weight's width relative to its table.
    public var widthRatio: Double
    /// Points added after every character (San Francisco's size-specific tracking); 0 for other fonts.
    public var tracking: Double
    /// Whether San Francisco's Display optical size applies (20 pt and larger).
    public var usesDisplayOpticalSize: Bool
    /// The line height in points.
    public var lineHeight: Double
    /// `true` when the widths or line height only approximate the font.
    public var isEstimate: Bool
    /// The font's line gap in points, which ``lineHeight`` leaves out and attributed text adds below each line
    /// (``ParagraphLineMetrics/usesFontLeading``); 0 for fonts whose line height includes it or that have none.
    public var fontLeading: Double = 0

    /// A font measured with `table` at `pointSize`; `lineHeight` defaults to the table's at that size.
    public init(
        source: Source, table: FontMetricsTable, pointSize: Double, widthRatio: Double = 1, tracking: Double = 0,
        usesDisplayOpticalSize: Bool = false, lineHeight: Double? = nil, isEstimate: Bool
    ) {
        self.source = source
        self.table = table
        self.pointSize = pointSize
        self.widthRatio = widthRatio
        self.tracking = tracking
        self.usesDisplayOpticalSize = usesDisplayOpticalSize
        self.lineHeight = lineHeight ?? table.lineHeightInEms * pointSize
        self.isEstimate = isEstimate
    }

    /// The distance from the top of a line to its baseline, in points (the font's ascender).
    public var ascent: Double { Double(table.ascender) / Double(table.unitsPerEm) * pointSize }

    /// `true` for San Francisco and for fonts measured with its tables.
    public var usesSystemTables: Bool {
        switch source {
        case .system, .substitute: return true
        case .table: return false
        }
    }
}
