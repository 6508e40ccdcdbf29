import NibModel

/// How Interface Builder draws AppKit's segmented controls around their segments, by style, generation and control
/// size: one row for each the documents show drawn differently, with the evidence that fixed it. The segments' widths
/// come from the control (``AppKitControlSizes/segmentedControlSize(of:cell:line:)``); a row adds the bezel.
struct SegmentedControlMetrics: ControlMetricsRow {
    /// The styles the row is for.
    var styles: Set<SegmentStyle>
    /// The generations it is for.
    var generations: Range<Generation> = Generation.all
    /// The control sizes it is for.
    var sizes: Set<ControlSize>
    /// What the bezel adds to the segments' widths and dividers.
    var padding: Double = 0
    /// The alignment rectangle's height.
    var height: Double
    /// How far the stored frame reaches beyond the alignment rectangle.
    var frameInsets: EdgeInsets = .zero
    /// Where the documents show it.
    var evidence: String

    /// The row for a control of `style` and `size` drawn by `generation`; nil where no document shows one.
    static func row(for style: SegmentStyle, size: ControlSize, generation: Generation) -> SegmentedControlMetrics? {
        row(size: size, generation: generation) { $0.styles.contains(style) }
    }

    /// The size of a control whose segments and dividers are `segments` wide, its labels' line `line` high: the
    /// labels' baseline is that of a line centred in the bezel, as a stepper's.
    func size(segments: Double, line: Double) -> IntrinsicSize {
        var size = IntrinsicSize(width: segments + padding, height: height)
        size.setBaselinesOfCentredLine(line)
        return finished(size)
    }

    private static let allStyles: Set<SegmentStyle> = [.rounded, .separated, .roundRect]

    /// The rows, first match wins.
    static let table: [SegmentedControlMetrics] = [
        SegmentedControlMetrics(
            styles: allStyles, generations: Generation.since(.xcode26), sizes: [.regular], height: 24,
            evidence: "with Xcode 26's metrics a segmented control's frame is its alignment rectangle, 24 pt high "
                + "(CotEditor's, Subler's)"),
        SegmentedControlMetrics(
            styles: allStyles, generations: Generation.since(.xcode26), sizes: [.small], height: 20,
            evidence: "with Xcode 26's metrics a small segmented control is 20 pt high, its frame its alignment "
                + "rectangle (CotEditor's)"),
        SegmentedControlMetrics(
            styles: [.roundRect], generations: Generation.before(.xcode26), sizes: [.regular], padding: 4, height: 18,
            frameInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
            evidence: "a round-rect control before Xcode 26 is 20 pt high, its frame 1 pt beyond its bezel on every "
                + "side (Transmission's add and remove buttons, 71 × 20 for two 32 pt segments, 1 pt before and below "
                + "the views they are pinned to)"),
        SegmentedControlMetrics(
            styles: [.roundRect], generations: Generation.before(.xcode26), sizes: [.small], padding: 4, height: 16,
            frameInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
            evidence: "a small round-rect control before Xcode 26 is 18 pt high, 1 pt beyond its bezel on every side "
                + "(Transmission's tracker buttons)"),
        SegmentedControlMetrics(
            styles: [.rounded, .separated], generations: Generation.before(.xcode26), sizes: [.regular], height: 20,
            frameInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
            evidence: "before Xcode 26 a rounded control is 24 pt high around a 20 pt alignment rectangle, 2 pt above "
                + "and below and 3 beyond the segments at the sides (HandBrake's presets bar, 71 pt wide for two 32 pt "
                + "segments, 8 pt below a scroll view and 8 above the window's bottom; Transmission's and "
                + "KeepingYouAwake's)"),
        SegmentedControlMetrics(
            styles: [.rounded, .separated], generations: Generation.before(.xcode26), sizes: [.small], height: 15,
            frameInsets: EdgeInsets(top: 2, left: 3, bottom: 4, right: 3),
            evidence: "before Xcode 26 a small rounded control is 21 pt high around 15, 2 pt above and 4 below "
                + "(HandBrake's audio and subtitle buttons, 20 pt from the window's edge)"),
    ]
}
