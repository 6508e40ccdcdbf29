import NibModel
import NibTextMetrics

/// How a view's intrinsic width follows from one line of text: the text's width, plus its kind's inset (an AppKit
/// cell's 4 pt), rounded up to the pixel grid of `scale`, plus `padding` (a check box's box, a push button's bezel).
///
/// Kept so that a frame Interface Builder stored can be read back as a measurement of the text: a view whose
/// solved width is its intrinsic width gives ``FrameComparison/textSample``, the samples the San Francisco width
/// tables are fitted to (scripts/fit-text-metrics.py).
public struct TextWidthSource: Sendable {
    /// How the text is rounded and padded, as the fitting script names it.
    public enum Kind: String, Sendable {
        /// `UILabel`: the width rounded up to the device's pixels.
        case iOSLabel = "ios-label"
        /// `UIButton` without insets: the width rounded up to whole points.
        case iOSButton = "ios-button"
        /// An AppKit cell: the width plus its 2 pt insets on each side, rounded up to whole points.
        case macLabel = "mac-label"
    }

    /// How the text's width is rounded and padded.
    public var kind: Kind
    /// The text (one line).
    public var text: String
    /// The font as the document describes it (`<fontDescription>`).
    public var font: Font
    /// Points added after rounding.
    public var padding: Double
    /// The pixel grid the width is rounded to (1 for whole points).
    public var scale: Double

    /// The width source of `text` in `font`; no padding and whole points by default.
    public init(kind: Kind, text: String, font: Font, padding: Double = 0, scale: Double = 1) {
        self.kind = kind
        self.text = text
        self.font = font
        self.padding = padding
        self.scale = scale
    }
}

/// A stored frame read as a measurement of its text: the rounded width of `text` in the system font at
/// `pointSize` and `weight` (with the kind's inset) that Interface Builder's frame implies.
public struct TextWidthSample: Sendable, Encodable {
    /// How the width is rounded and padded: a ``TextWidthSource/Kind`` raw value (`ios-label`, …).
    public var kind: String
    /// The text.
    public var text: String
    /// The system font's size in points.
    public var pointSize: Double
    /// The system font's weight: a `NibTextMetrics/SystemFontWeight` raw value (`semibold`).
    public var weight: String
    /// The pixel grid the width is rounded to (1 for whole points).
    public var scale: Double
    /// The rounded width (for AppKit cells, with their 4 pt of insets) the stored frame implies.
    public var width: Double
    /// The rounded width this engine measures.
    public var measured: Double
}
