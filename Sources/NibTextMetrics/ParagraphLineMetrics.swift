/// The line metrics of an attributed text's paragraph style (`NSParagraphStyle`) that change how high its lines are:
/// each line is its font's line height times ``lineHeightMultiple``, no lower than ``minimumLineHeight`` and no higher
/// than ``maximumLineHeight``, with ``lineSpacing`` between lines (not after the last). The extra height sits above the
/// line's glyphs. Pocket Casts' and DuckDuckGo's labels show each: 15 pt text at a multiple of 1.2 is 21.5 pt high
/// (@2x), 17 pt at 1.1 in two lines 44.667 (@3x), 17 pt with a 22 pt minimum 22, two lines of 14 pt with 7 pt spacing
/// 40.5, one 17.
public struct ParagraphLineMetrics: Sendable, Hashable {
    /// `lineHeightMultiple`; 0 for none.
    public var lineHeightMultiple: Double
    /// `minimumLineHeight`; 0 for none.
    public var minimumLineHeight: Double
    /// `maximumLineHeight`; 0 for none.
    public var maximumLineHeight: Double
    /// `lineSpacing`: the space between lines.
    public var lineSpacing: Double
    /// Whether a line is as high as its font's line height with the font's line gap below it
    /// (``ResolvedFont/fontLeading``), as UIKit sets attributed text; its plain text leaves the gap out.
    public var usesFontLeading: Bool

    /// Line metrics; every value 0 (the default) leaves lines as the font sets them.
    public init(
        lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineSpacing: Double = 0, usesFontLeading: Bool = false
    ) {
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineSpacing = lineSpacing
        self.usesFontLeading = usesFontLeading
    }

    /// Lines as the font sets them.
    public static let natural = ParagraphLineMetrics()

    /// The height of a line whose font sets it `natural` points high.
    public func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        height = max(height, minimumLineHeight)
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// The height of `lines` lines whose font sets each `natural` points high.
    public func height(ofLines lines: Int, natural: Double) -> Double {
        guard lines > 0 else { return 0 }
        return Double(lines) * lineHeight(natural: natural) + Double(lines - 1) * lineSpacing
    }
}
