import NibModel
import NibTextMetrics

/// Another text engine, for tests that replace the measurer: every non-empty text `extra` points wider than `base`
/// measures it.
public struct WiderText: TextMeasuring {
    /// The measurer whose widths are widened.
    public let base: any TextMeasuring
    /// How many points wider every non-empty text is.
    public let extra: Double

    /// A measurer `extra` points wider than `base`.
    public init(base: any TextMeasuring, extra: Double) {
        self.base = base
        self.extra = extra
    }

    public func measure(_ text: String, font: Font, maxWidth: Double?, numberOfLines: Int) -> TextMeasurement {
        var measurement = base.measure(text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines)
        if !text.isEmpty { measurement.width += extra }
        return measurement
    }
}
