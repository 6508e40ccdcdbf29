import NibModel
import NibTextMetrics

/// The natural size of a view's content, as UIKit's `intrinsicContentSize` gives it.
public struct IntrinsicSize {
    /// The natural width; nil without one (`UIView.noIntrinsicMetric`).
    public var width: Double?
    /// The natural height; nil without one.
    public var height: Double?
    /// From the top to the first baseline, and from the last baseline to the bottom, for text.
    public var firstBaseline: Double?
    /// From the last baseline to the bottom, for text.
    public var lastBaselineFromBottom: Double?
    /// For wrapping text: the height at a width.
    public var heightForWidth: ((Double) -> Double)?
    /// How far the frame extends beyond the alignment rectangle (AppKit controls).
    public var alignmentInsets = EdgeInsets.zero
    /// Whether the size comes from measuring text (an estimate where the font's metrics are not exact).
    public var isText: Bool
    /// When the width is one line of text plus fixed padding: how (see ``TextWidthSource``).
    public var textWidth: TextWidthSource?
    /// Whether the text is set in a font without metrics of its own (Helvetica Neue, a font the app bundles), measured
    /// with a stand-in's widths.
    public var fontIsEstimated = false
    /// The evidence of the control metrics row that gave the size, which traces a frame to the data that decided it.
    package var metricsRow: String?

    /// A size with the given metrics; an axis left nil has no intrinsic size.
    public init(
        width: Double? = nil, height: Double? = nil, firstBaseline: Double? = nil,
        lastBaselineFromBottom: Double? = nil, heightForWidth: ((Double) -> Double)? = nil, isText: Bool = false
    ) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaselineFromBottom = lastBaselineFromBottom
        self.heightForWidth = heightForWidth
        self.isText = isText
    }

    /// No intrinsic size (a plain view).
    public static var none: IntrinsicSize { IntrinsicSize() }

    /// Sets both baselines to that of one line of text, `line` high, centred in the height (rounded up the screen)
    /// with its baseline 3 pt above the line's bottom: AppKit controls that draw no title of their own or a short one
    /// (steppers, sliders, segmented controls, round-rect pop-ups).
    mutating func setBaselinesOfCentredLine(_ line: Double) {
        let height = self.height ?? 0
        let baseline = ((height - line) / 2).rounded(.down) + line - 3
        firstBaseline = baseline
        lastBaselineFromBottom = height - baseline
    }

    /// A titled bezel `width` × `height` (its alignment rectangle) with its title's line, `line` high, centred in it,
    /// and its frame `alignmentInsets` beyond it.
    static func centredTitle(
        width: Double?, height: Double, line: Double, alignmentInsets: EdgeInsets = .zero
    ) -> IntrinsicSize {
        var size = IntrinsicSize(width: width, height: height, isText: true)
        size.setBaselinesOfCentredLine(line)
        size.alignmentInsets = alignmentInsets
        return size
    }
}

/// Computes intrinsic sizes of a document's views. Replaceable: the layout depends on this protocol only.
public protocol IntrinsicSizing {
    /// The intrinsic size of `object`'s content in `document`, laid out on `device` with the metrics `evidence`
    /// (what the document's stored frames show) and the document's generation decide.
    func intrinsicSize(
        of object: IBObject, in document: IBDocument, device: DeviceMetrics, evidence: StoredFrameEvidence
    ) -> IntrinsicSize

    /// How text is measured, here and where a document's layout reads the text in its stored frames (the AppKit
    /// control generation those frames show, ``StoredFrameEvidence/init(reading:text:)``).
    var text: any TextMeasuring { get }
}

extension IntrinsicSizing {
    /// The intrinsic size of `object`'s content, with no evidence from stored frames (UIKit documents have none).
    public func intrinsicSize(of object: IBObject, in document: IBDocument, device: DeviceMetrics) -> IntrinsicSize {
        intrinsicSize(of: object, in: document, device: device, evidence: .none)
    }

    /// The standard measurer, ``NibTextMetrics/TextMetrics``.
    public var text: any TextMeasuring { TextMetrics() }
}
