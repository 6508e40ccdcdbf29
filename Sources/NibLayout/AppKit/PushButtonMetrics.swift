import NibModel

/// How Interface Builder draws AppKit's push buttons, by generation and control size: one row for each combination
/// the documents show drawn differently, with the evidence that fixed it. ``AppKitControlSizes`` reads the rows through
/// one formula: a bezel as wide as its title's label plus the padding, inside a frame that reaches beyond it by the
/// insets.
struct PushButtonMetrics: ControlMetricsRow {
    /// The generations the row is for.
    var generations: Range<Generation>
    /// The control sizes it is for.
    var sizes: Set<ControlSize>
    /// For Xcode 12.0 to 12.4 only: the row for documents whose buttons show 6 pt side insets (true) rather than 7
    /// (see ``StoredFrameEvidence/widePushButtonInsets``); nil for rows that hold either way.
    var narrowSides: Bool? = nil
    /// The bezel's height: the alignment rectangle's.
    var height: Double
    /// What the bezel adds to its title's label width.
    var padding: Double
    /// How far the stored frame reaches beyond the alignment rectangle (the bezel's shadow and focus ring).
    var frameInsets: EdgeInsets = .zero
    /// The title's baseline below the alignment rectangle's top; nil for a title centred in the bezel.
    var firstBaseline: Double?
    /// Whether an untitled button is as wide as the image it shows alone plus the padding; otherwise it has no width
    /// of its own.
    var imageAloneSetsWidth = false
    /// Whether the size is text's even without a title.
    var isTextWithoutTitle = false
    /// Where the numbers come from.
    var evidence: String

    /// The row for a push button of `size`, drawn by `generation`, whose document's stored frames show `evidence`.
    static func row(
        for size: ControlSize, generation: Generation, evidence: StoredFrameEvidence
    ) -> PushButtonMetrics? {
        // Xcode 12.0 to 12.4 drew 6 pt side insets on some Macs (the narrow row's generations): the document's
        // buttons tell.
        let narrow = evidence.widePushButtonInsets == false
        return row(size: size, generation: generation) { $0.narrowSides == nil || $0.narrowSides == narrow }
    }

    /// The size of a button with a title whose label is `label` (empty `title`: untitled), showing `imageAlone`
    /// when untitled.
    func size(title: String, label: Size, imageAlone: Double?) -> IntrinsicSize {
        let content = title.isEmpty ? (imageAloneSetsWidth ? imageAlone : nil) : label.width
        var size: IntrinsicSize
        if let firstBaseline {
            size = IntrinsicSize(
                width: content.map { $0 + padding }, height: height, firstBaseline: firstBaseline,
                lastBaselineFromBottom: height - firstBaseline, isText: isTextWithoutTitle || !title.isEmpty)
        } else {
            size = .centredTitle(width: content.map { $0 + padding }, height: height, line: label.height)
        }
        return finished(size)
    }

    /// The rows, first match wins.
    static let table: [PushButtonMetrics] = [
        PushButtonMetrics(
            generations: Generation.since(.xcode26), sizes: [.regular, .mini], height: 24, padding: 20,
            firstBaseline: 17,
            evidence: "Xcode 26 stores a regular button as its 24 pt bezel, its title + 24 (a label's 2 pt insets and "
                + "20), the title 5 pt below the middle"),
        PushButtonMetrics(
            generations: Generation.since(.xcode26), sizes: [.small], height: 20, padding: 16, firstBaseline: 15,
            evidence: "Xcode 26's small buttons: 20 pt, title + 20"),
        PushButtonMetrics(
            generations: Generation.since(.xcode26), sizes: [.large], height: 28, padding: 23, firstBaseline: 19,
            evidence: "Xcode 26's large buttons: 28 pt, title + 27, sized as the regular ones"),
        PushButtonMetrics(
            generations: Generation.xcode12..<Generation.xcode13, sizes: [.large], height: 28, padding: 28,
            frameInsets: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6), firstBaseline: 18,
            isTextWithoutTitle: true,
            evidence: "Aerial's settings (Xcode 12): a 40 pt frame around a 28 pt bezel 6 pt inside each side, 20 pt "
                + "below a label and above a text field; title + 28, its baseline 18 pt below the bezel's top"),
        PushButtonMetrics(
            generations: Generation.xcode13..<Generation.xcode26, sizes: [.large], height: 28, padding: 16,
            frameInsets: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6), firstBaseline: 18,
            isTextWithoutTitle: true,
            evidence: "Aerial's settings (Xcode 13 to 16): as Xcode 12's, with a regular button's padding"),
        PushButtonMetrics(
            generations: Generation.all, sizes: [.mini], height: 14, padding: 9,
            frameInsets: EdgeInsets(top: 0, left: 2, bottom: 2, right: 2), isTextWithoutTitle: true,
            evidence: "HandBrake's HUD buttons (Xcode 14): a 16 pt frame 2 pt beyond the bezel on each side and below "
                + "it, 12 pt above the bottom and 16 inside the sides by frames 10 and 14 pt from them; the bezel 9 pt "
                + "wider than a label of the title, which is centred"),
        PushButtonMetrics(
            generations: Generation.xcode12..<Generation.xcode12_5, sizes: [.regular], narrowSides: true, height: 20,
            padding: 18,
            frameInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 6), firstBaseline: 14, imageAloneSetsWidth: true,
            evidence: "Xcode 12.0 to 12.4 documents whose width-constrained buttons are stored 12 pt wider than the "
                + "constraint (NetNewsWire's `width = 62` account buttons stored 74 wide): 6 pt of shadow at the sides"),
        PushButtonMetrics(
            generations: Generation.xcode12..<Generation.xcode26, sizes: [.regular], height: 20, padding: 16,
            frameInsets: EdgeInsets(top: 5, left: 7, bottom: 7, right: 7), firstBaseline: 14, imageAloneSetsWidth: true,
            evidence: "Xcode 12 to 16 (macOS 11 to 15): a 32 pt frame, 5 pt above and 7 below the alignment rectangle "
                + "(a text field 20 pt above a button, a check box 20 pt above another), 7 at the sides (a `width ≥ 70` "
                + "button stored 84 wide by Xcode 13 and 14; MacPass's buttons 5 pt apart in stacks); title + 20; "
                + "untitled, its image + 20 (MacPass's action and lock buttons, 44 and 45 pt)"),
        PushButtonMetrics(
            generations: Generation.all, sizes: [.small], height: 16, padding: 12,
            frameInsets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6), firstBaseline: 12,
            evidence: "small buttons before Xcode 26: a 27 pt frame, title + 16 (+ 28 in the frame); the 11 pt title "
                + "4 pt below the 16 pt bezel's middle, 11 above the frame's bottom (HandBrake's, on small labels' "
                + "baselines)"),
        PushButtonMetrics(
            generations: Generation.before(.xcode12), sizes: [.regular], height: 21, padding: 24,
            frameInsets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6), firstBaseline: 15, imageAloneSetsWidth: true,
            evidence: "before Xcode 12 (macOS 10.15 and earlier): a 32 pt frame, 4 pt above and 7 below the alignment "
                + "rectangle, 6 at the sides; title + 28 (+ 40 in the frame)"),
        PushButtonMetrics(
            generations: Generation.before(.xcode12), sizes: [.large], height: 21, padding: 24,
            frameInsets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6), firstBaseline: 15,
            evidence: "a large button before Xcode 12 (before macOS 11's large controls) is drawn as a regular one"),
    ]
}
