import NibModel

/// The measured size of a text, and how it was obtained.
public struct TextMeasurement: Sendable, Hashable {
    /// The width of the widest line, in points.
    public var width: Double
    /// The height of all lines, in points.
    public var height: Double
    /// The number of lines laid out.
    public var lineCount: Int
    /// `true` when the font has no metrics table of its own and was measured with a substitute, or when its
    /// table only approximates it.
    public var isEstimate: Bool

    /// A measurement of the given size and number of lines.
    public init(width: Double, height: Double, lineCount: Int, isEstimate: Bool) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.isEstimate = isEstimate
    }

    /// The size part of the measurement.
    public var size: Size { Size(width: width, height: height) }

    /// The measurement with width and height rounded up to the pixel grid of a screen scale, as UIKit and
    /// AppKit round intrinsic content sizes (see ``PixelGrid``).
    public func ceiled(toScale scale: Double) -> TextMeasurement {
        var copy = self
        copy.width = PixelGrid.ceil(width, scale: scale)
        copy.height = PixelGrid.ceil(height, scale: scale)
        return copy
    }
}
