import NibModel

/// How Interface Builder draws AppKit's pop-up buttons, by bezel, generation and control size: one row for each
/// combination the documents show drawn differently, with the evidence that fixed it. ``AppKitControlSizes`` reads the
/// rows through one formula: the widest item's label plus the room for the arrows, in a bezel of the row's height.
struct PopUpButtonMetrics: ControlMetricsRow {
    /// Whether the row is for push pop-ups (true) or the other bezels (round rect, recessed).
    var push: Bool
    /// The generations the row is for.
    var generations: Range<Generation>
    /// The control sizes it is for.
    var sizes: Set<ControlSize>
    /// What the arrows and margins add to the widest item's label.
    var arrows: Double
    /// The alignment rectangle's height.
    var height: Double
    /// The title's baseline below the alignment rectangle's top; nil for a title line centred in the bezel.
    var firstBaseline: Double?
    /// How far the stored frame reaches beyond the alignment rectangle.
    var frameInsets: EdgeInsets = .zero
    /// Where the documents show it.
    var evidence: String

    /// The row for a pop-up with or without the push bezel, of `size`, drawn by `generation`.
    static func row(push: Bool, size: ControlSize, generation: Generation) -> PopUpButtonMetrics? {
        row(size: size, generation: generation) { $0.push == push }
    }

    /// The size of a pop-up whose widest titled item's label is `widest` wide (nil: no titled item), its title's
    /// line `line` high.
    func size(widest: Double?, line: Double) -> IntrinsicSize {
        // A push pop-up with no titled item is as wide as the arrows' room; another bezel has no width of its own.
        let width = push ? (widest ?? 0) + arrows : widest.map { $0 + arrows }
        var size: IntrinsicSize
        if let firstBaseline {
            size = IntrinsicSize(
                width: width, height: height, firstBaseline: firstBaseline,
                lastBaselineFromBottom: height - firstBaseline, isText: widest != nil)
        } else {
            size = .centredTitle(width: width, height: height, line: line)
            size.isText = widest != nil
        }
        return finished(size)
    }

    /// The rows, first match wins.
    static let table: [PopUpButtonMetrics] = [
        PopUpButtonMetrics(
            push: false, generations: Generation.all, sizes: [.regular], arrows: 21, height: 18,
            frameInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
            evidence: "round-rect and recessed pop-ups: 21 pt for the arrow, an 18 pt bezel with the title's line "
                + "centred, the frame 1 pt below it (NetNewsWire's recessed sort pull-down, centred on a button)"),
        PopUpButtonMetrics(
            push: false, generations: Generation.all, sizes: [.small, .mini, .large], arrows: 21, height: 16,
            frameInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
            evidence: "Vienna's small round-rect filter pop-up, on a label's baseline in a stack: a 16 pt bezel"),
        PopUpButtonMetrics(
            push: true, generations: Generation.xcode12..<Generation.xcode26, sizes: [.large], arrows: 41, height: 28,
            firstBaseline: 18, frameInsets: EdgeInsets(top: 6, left: 5, bottom: 6, right: 5),
            evidence: "Aerial's settings (Xcode 12 to 16): 40 pt high around a 28 pt bezel, 6 pt inside its top and "
                + "bottom and 5 inside its sides, the widest item + 41; the title on a label's baseline 18 pt below "
                + "the bezel's top (22 pt below a check box and above a text field, 8 after a label)"),
        PopUpButtonMetrics(
            push: true, generations: Generation.all, sizes: [.small], arrows: 24, height: 16, firstBaseline: 12,
            frameInsets: EdgeInsets(top: 2, left: 4, bottom: 4, right: 4),
            evidence: "small push pop-ups of Xcode 12 to 26 in table cell views 3 pt from each side and in rows 2 pt "
                + "from the top and bottom (26 of them, of 11 to 113 pt items, 31 to 33 pt wider than their item): a "
                + "16 pt bezel in a 22 pt frame, 2 pt below its top, 4 inside its other sides"),
        PopUpButtonMetrics(
            push: true, generations: Generation.since(.xcode26), sizes: [.regular, .large, .mini], arrows: 33,
            height: 24,
            firstBaseline: 17, evidence: "Xcode 26 draws a push pop-up 24 high without margins, the title 17 pt down"),
        PopUpButtonMetrics(
            push: true, generations: Generation.xcode16..<Generation.xcode26, sizes: [.regular, .mini], arrows: 33,
            height: 20, firstBaseline: 14, frameInsets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 3),
            evidence: "Xcode 16 (macOS 15, and Xcode 26 on it): Xcode 12's 20 pt bezel in a 25 pt frame, 3 pt inside "
                + "its right side (iina's and MonitorControl's pop-ups: 33 of 34 stored 25 high, 19 of 25 sized by "
                + "their items 39 pt wider than the widest; Vienna's preferences in an Xcode 26 file)"),
        PopUpButtonMetrics(
            push: true, generations: Generation.xcode15..<Generation.xcode16, sizes: [.regular, .mini], arrows: 33,
            height: 21, firstBaseline: 15, frameInsets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 4),
            evidence: "Xcode 15 stored 26 pt frames: 1 pt above the 21 pt bezel, 3 before it, 4 below and after it"),
        PopUpButtonMetrics(
            push: true, generations: Generation.xcode12..<Generation.xcode15, sizes: [.regular, .mini], arrows: 33,
            height: 20, firstBaseline: 14, frameInsets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 4),
            evidence: "Xcode 12 to 14 (macOS 11 to 13): a 20 pt bezel in the 25 pt frame, 4 pt above its bottom, 3 "
                + "after its left side and 4 before its right (NetNewsWire's share extension and open panel "
                + "accessory); a 25 pt pop-up on a label's baseline stands 2 pt above the label (iina's, TootRain's, "
                + "36 of them)"),
        PopUpButtonMetrics(
            push: true, generations: Generation.xcode10_1..<Generation.xcode12, sizes: [.regular, .large, .mini],
            arrows: 33, height: 21, firstBaseline: 15, frameInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 3),
            evidence: "Xcode 10.1 to 11: a 25 pt frame around the 21 pt bezel, the title 15 pt below its top"),
        PopUpButtonMetrics(
            push: true, generations: Generation.before(.xcode10_1), sizes: [.regular, .large, .mini],
            arrows: 33, height: 21, firstBaseline: 15, frameInsets: EdgeInsets(top: 2, left: 2, bottom: 3, right: 3),
            evidence: "Xcode 9 and earlier stored 26 pt frames, a point more above the bezel (MacDown's preferences: a "
                + "pop-up centred on a label 1 pt higher than a 25 pt one; Colloquy's, Xcode 7 to 9)"),
    ]
}
