import NibModel

/// How Interface Builder draws AppKit's check boxes and radio buttons, by generation, control size and type: one row
/// for each combination the documents show drawn differently, with the evidence that fixed it. ``AppKitControlSizes``
/// reads the rows through one formula: the box and its gap beside the title's label, inside a frame that reaches beyond
/// the alignment rectangle by the insets.
struct CheckBoxMetrics: ControlMetricsRow {
    /// The generations the row is for.
    var generations: Range<Generation>
    /// The control sizes it is for.
    var sizes: Set<ControlSize>
    /// The button types it is for (`check`, `radio`).
    var types: Set<ButtonCellType>
    /// The alignment rectangle's height.
    var height: Double
    /// The box and the gap before the title, beside the title's label width.
    var boxAndGap: Double
    /// Whether the gap is 4 pt wider where the document shows Xcode 15 and 16's wider gap (its check boxes vote, see
    /// ``StoredFrameEvidence/wideCheckBoxGap``; without a vote, from Xcode 15 on).
    var widensWithWideGap = false
    /// The width of an untitled one (its box); nil to size it as a titled one with an empty title.
    var untitledWidth: Double?
    /// How far the stored frame reaches beyond the alignment rectangle.
    var frameInsets: EdgeInsets = .zero
    /// The title's baseline below the alignment rectangle's top.
    var firstBaseline: Double
    /// Where the documents show it.
    var evidence: String

    /// The row for a button of `type` and `size` drawn by `generation`.
    static func row(for type: ButtonCellType, size: ControlSize, generation: Generation) -> CheckBoxMetrics? {
        row(size: size, generation: generation) { $0.types.contains(type) }
    }

    /// The size of a button whose title's label is `label` (empty `title`: untitled); `wideGap` is the document's
    /// vote on the gap, if any.
    func size(title: String, label: Size, generation: Generation, wideGap: Bool?) -> IntrinsicSize {
        let widened = widensWithWideGap && (wideGap ?? (generation >= .xcode15))
        let width =
            title.isEmpty && untitledWidth != nil
            ? untitledWidth : label.width + boxAndGap + (widened ? 4 : 0) - frameInsets.right
        return finished(
            IntrinsicSize(
                width: width, height: height, firstBaseline: firstBaseline,
                lastBaselineFromBottom: height - firstBaseline, isText: true))
    }

    /// The rows, first match wins.
    static let table: [CheckBoxMetrics] = [
        CheckBoxMetrics(
            generations: Generation.since(.xcode26), sizes: [.small], types: [.check], height: 14, boxAndGap: 14,
            untitledWidth: 14,
            firstBaseline: 11,
            evidence: "Xcode 26's small check box is its 14 pt frame, the box and gap 14 pt beside the label's width "
                + "(HandBrake's preferences, Mos's and CotEditor's, 3 pt narrower and 2 lower than the earlier one)"),
        CheckBoxMetrics(
            generations: Generation.since(.xcode16), sizes: [.small], types: [.radio], height: 14,
            boxAndGap: 16, untitledWidth: 13, frameInsets: EdgeInsets(top: 1, left: 1, bottom: 0, right: 0),
            firstBaseline: 11,
            evidence: "from Xcode 16 a small radio button has nothing beyond its box below it (iina's and HandBrake's, "
                + "stored 15 high)"),
        CheckBoxMetrics(
            generations: Generation.all, sizes: [.small], types: [.check, .radio], height: 14, boxAndGap: 16,
            untitledWidth: 13, frameInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 0), firstBaseline: 11,
            evidence: "a small check box's 16 pt frame has 1 pt beyond its box above, below and before it; the box and "
                + "its gap take 16 pt beside the label's width (HandBrake's, Subler's and Transmission's small check "
                + "boxes, a point narrower than 17 gave them); untitled, its 13 pt box"),
        CheckBoxMetrics(
            generations: Generation.xcode12..<Generation.xcode26, sizes: [.large], types: [.check, .radio], height: 17,
            boxAndGap: 22, untitledWidth: 19, frameInsets: EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0),
            firstBaseline: 14,
            evidence:
                "Aerial's settings (Xcode 12 to 16): 22 pt high around a 17 pt alignment rectangle, 2.5 pt inside "
                + "its top and bottom and 3 inside its left (11 pt below its superview's top and 11 above its bottom "
                + "by frames 2.5 pt beyond), the title on a label's baseline 3 pt above the bottom"),
        CheckBoxMetrics(
            generations: Generation.since(.xcode26), sizes: [.regular, .large, .mini], types: [.check, .radio],
            height: 16,
            boxAndGap: 18, firstBaseline: 13,
            evidence: "Xcode 26's regular check box: its 16 pt frame, the box and gap 18"),
        CheckBoxMetrics(
            generations: Generation.xcode12..<Generation.xcode26, sizes: [.regular, .mini], types: [.check, .radio],
            height: 16, boxAndGap: 16,
            widensWithWideGap: true, frameInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 0), firstBaseline: 13,
            evidence:
                "Xcode 12 to 16: the 18 pt frame 1 pt beyond the box above and below it and 2 before it; the title "
                + "14 pt below the frame's top (iina's, Subler's and HandBrake's check boxes on labels' baselines: 12 of "
                + "14); Xcode 15 and 16 leave 4 pt more before the title, as some documents of Xcode 12 to 14 show"),
        CheckBoxMetrics(
            generations: Generation.before(.xcode12), sizes: [.regular, .large, .mini], types: [.check], height: 14,
            boxAndGap: 16,
            widensWithWideGap: true, frameInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2), firstBaseline: 11,
            evidence: "before Xcode 12 (macOS 10.15 and earlier): 2 pt beyond the box above and below it (Colloquy's, "
                + "Amethyst's, MacDown's and MacPass's check boxes of Xcode 7 to 11, 6 pt apart by their constraints and "
                + "8 by their frames), the title 13 pt below the frame's top, and 2 pt past the title's cell (MacDown's "
                + "and Colloquy's, 16 pt from a trailing edge by their constraints and 14 by their frames; 24 of them)"),
        CheckBoxMetrics(
            generations: Generation.before(.xcode12), sizes: [.regular, .large, .mini], types: [.radio], height: 14,
            boxAndGap: 16,
            widensWithWideGap: true, frameInsets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 0), firstBaseline: 11,
            evidence: "before Xcode 12, radio buttons as check boxes; the corpus shows none held by its trailing edge"),
    ]
}
