import NibModel

/// Measures texts in Interface Builder fonts: the source of intrinsic content sizes for labels, buttons and text
/// fields.
///
/// A conforming type is replaceable: the layout engine depends on this protocol only, so that a measurer backed
/// by a real text engine (Core Text on Apple platforms) can stand in for the table-based ``TextMetrics``.
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `font`.
    ///
    /// - Parameters:
    ///   - maxWidth: The width lines wrap at (`preferredMaxLayoutWidth`); nil for no limit.
    ///   - numberOfLines: As `UILabel.numberOfLines`: 0 for as many lines as needed, 1 for a single line that is
    ///     truncated at `maxWidth`, n for at most n lines.
    /// - Returns: The unrounded size; round it with ``TextMeasurement/ceiled(toScale:)``.
    func measure(_ text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextMeasurement
}

extension TextMeasuring {
    /// The unrounded size of `text` in `font` (see ``measure(_:font:maxWidth:numberOfLines:)``).
    public func size(of text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 1) -> Size {
        measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines).size
    }
}
