import NibModel

/// The sizes of AppKit controls whose size does not depend on their content (steppers, help buttons, disclosure
/// triangles, switches, color wells, progress indicators), by kind, control size and generation: one row for each the documents show drawn differently,
/// with the evidence that fixed it.
struct AppKitFixedSize: ControlMetricsRow {
    /// Where the title's baseline is.
    enum Baseline: Sendable, Equatable {
        /// None: the control has no text.
        case none
        /// That of a label's line centred in the control (a stepper's cell has the system font, though no title).
        case centredLine
        /// At a fixed place: its first baseline below the top.
        case fixed(Double)
    }

    /// The control's kind: its element, with the style when the style changes the size (`progressIndicator bar`).
    var kind: String
    /// The control sizes the row is for.
    var sizes: Set<ControlSize>
    /// The generations it is for.
    var generations: Range<Generation> = Generation.all
    /// The alignment rectangle's size (no width: the constraints give it).
    var width: Double?
    var height: Double
    /// How far the stored frame reaches beyond the alignment rectangle.
    var frameInsets: EdgeInsets = .zero
    var baseline: Baseline = .none
    /// Where the documents show it.
    var evidence: String

    /// The row for a control of `kind` and `size` drawn by `generation`.
    static func row(kind: String, size: ControlSize, generation: Generation) -> AppKitFixedSize? {
        row(size: size, generation: generation) { $0.kind == kind }
    }

    /// The size, its baseline that of a `line` pt high line when centred.
    func size(line: Double) -> IntrinsicSize {
        var size = IntrinsicSize(width: width, height: height)
        switch baseline {
        case .none: break
        case .centredLine: size.setBaselinesOfCentredLine(line)
        case .fixed(let first):
            size.firstBaseline = first
            size.lastBaselineFromBottom = height - first
        }
        return finished(size)
    }

    private static let evidenceOfSteppers =
        "a stepper has no title, but its cell has the system font: its baseline is that of a label's line centred in it "
        + "(a stepper on a text field's baseline sits 1 pt above the field's 24 pt frame in an Xcode 26 document)"

    /// The rows, first match wins.
    static let table: [AppKitFixedSize] = [
        AppKitFixedSize(
            kind: "stepper", sizes: [.small], width: 15, height: 22, baseline: .centredLine,
            evidence: "a small stepper is 15 × 22 in every generation (Sequel Pro's, Sequel Ace's and HandBrake's); "
                + evidenceOfSteppers),
        AppKitFixedSize(
            kind: "stepper", sizes: [.mini], width: 13, height: 20, baseline: .centredLine,
            evidence: "a mini stepper is 13 × 20 (Mos's)"),
        AppKitFixedSize(
            kind: "stepper", sizes: [.regular, .large], generations: Generation.since(.xcode26), width: 20,
            height: 26, baseline: .centredLine, evidence: "Xcode 26's stepper is stored 20 × 26"),
        AppKitFixedSize(
            kind: "stepper", sizes: [.regular, .large], generations: Generation.xcode12..<Generation.xcode26, width: 19,
            height: 28, baseline: .centredLine, evidence: "Xcode 12 to 16's stepper is stored 19 × 28"),
        AppKitFixedSize(
            kind: "stepper", sizes: [.regular, .large], width: 19, height: 27, baseline: .centredLine,
            evidence: "earlier steppers are stored 19 × 27 (Colloquy's and MacDown's, on the baselines of text fields)"),
        AppKitFixedSize(
            kind: "helpButton", sizes: [.small], width: 16, height: 17,
            frameInsets: EdgeInsets(top: 0, left: 1, bottom: 2, right: 1), baseline: .fixed(13),
            evidence:
                "in every generation a small help button's 18 × 19 pt frame is 1 pt wider than its circle on each "
                + "side and 2 pt taller below it (WWDC's in a first-baseline stack 8 pt after a label, ending at the "
                + "stack's side and as high as it; HandBrake's held 20 pt above the bottom); its \"?\" on a label's "
                + "baseline beside it, 13 pt below the frame's top"),
        AppKitFixedSize(
            kind: "helpButton", sizes: [.large], generations: Generation.xcode12..<Generation.xcode26, width: 26,
            height: 26, frameInsets: EdgeInsets(top: 1, left: 4, bottom: 8, right: 5), baseline: .centredLine,
            evidence: "Aerial's settings (Xcode 12 to 16): a large help button is stored 35 pt square around a 26 pt "
                + "circle, 1 pt inside its top, 8 inside its bottom, 4 and 5 inside its left and right (centred on large "
                + "pop-ups, 12 and 16 pt after them, 20 before a check box)"),
        AppKitFixedSize(
            kind: "helpButton", sizes: [.regular, .mini, .large], generations: Generation.since(.xcode26),
            width: 24, height: 24, baseline: .fixed(17),
            evidence: "Xcode 26's help button is its 24 pt circle, its \"?\" on a push button title's baseline, 5 pt "
                + "below the middle"),
        AppKitFixedSize(
            kind: "helpButton", sizes: [.regular, .mini, .large], width: 20, height: 20,
            frameInsets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 2), baseline: .fixed(14),
            evidence: "before Xcode 26 a help button's 25 pt frame holds a 20 pt circle 1 pt below its top and 2 pt "
                + "before its right side, its shadow below it (Vienna's Preferences and Subscribe, held 20 pt above the "
                + "bottom, 12 below a label, 20 before the right side and 12 after a pop-up); the \"?\" 15 pt below "
                + "the frame's top"),
        AppKitFixedSize(
            kind: "disclosureTriangle", sizes: [.regular, .small, .mini, .large], width: 13, height: 13,
            evidence: "a disclosure triangle is 13 pt square (Sparkle's update prompt, a small one of Xcode 12 beside "
                + "its label)"),
        AppKitFixedSize(
            kind: "colorWell", sizes: [.regular, .small, .mini, .large], width: 38, height: 19,
            frameInsets: EdgeInsets(top: 2, left: 3, bottom: 2, right: 3),
            evidence: "a bordered color well's 44 × 23 pt frame holds its 38 × 19 alignment rectangle, 3 pt inside its "
                + "sides and 2 inside its top and bottom (TootRain's, iina's and Transmission's, 6 and 4 pt larger than "
                + "their width and height constraints)"),
        AppKitFixedSize(
            kind: "switch", sizes: [.regular], width: 38, height: 22,
            frameInsets: EdgeInsets(top: 1, left: 2, bottom: 2, right: 2), baseline: .fixed(13),
            evidence: "a regular NSSwitch is stored 42 × 25 around its 38 × 22 alignment rectangle, 2 pt out at the "
                + "sides and below, 1 above (WWDC's preferences: three switches at a stack's leading edge, stored at "
                + "x = -2, beside labels 8 pt away); its baseline 13 pt below its top (in a baseline-aligned stack a "
                + "label beside it stands 6 pt above its bottom)"),
        AppKitFixedSize(
            kind: "switch", sizes: [.mini], width: 36, height: 16,
            evidence: "a mini switch is stored 36 × 16, its frame its alignment rectangle (CotEditor's four, 1 pt from "
                + "their superview's trailing edge and centred on labels)"),
        AppKitFixedSize(
            kind: "progressIndicator spinning", sizes: [.small], width: 16, height: 16,
            evidence: "a small spinning indicator is 16 pt square"),
        AppKitFixedSize(
            kind: "progressIndicator spinning", sizes: [.regular, .mini, .large], width: 32, height: 32,
            evidence: "a spinning indicator is 32 pt square"),
        AppKitFixedSize(
            kind: "progressIndicator bar", sizes: [.small], height: 12,
            evidence:
                "a small bar is its 12 pt frame (OpenEmu's, iina's and Transmission's, Xcode 14 to 26, their tops "
                + "where the views they are pinned to put them)"),
        AppKitFixedSize(
            kind: "progressIndicator bar", sizes: [.regular, .mini, .large], height: 18,
            frameInsets: EdgeInsets(top: 1, left: 0, bottom: 1, right: 0),
            evidence: "a bar's 20 pt frame has 1 pt above the bar and 1 below it (the corpus's two bars, Xcode 8 and "
                + "15, each held between views at fixed distances)"),
    ]
}
