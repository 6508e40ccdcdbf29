import NibModel

/// How Interface Builder draws AppKit controls whose bezel wraps one line of text (bezeled text and search fields,
/// bordered inline buttons, combo boxes), by kind, generation and control size: one row for each the documents show
/// drawn differently, with the evidence that fixed it.
struct LineBezelMetrics: ControlMetricsRow {
    /// The control's kind.
    enum Kind: Sendable, Hashable {
        /// A bezeled or bordered text field, secure field or search field.
        case textField
        /// A bordered inline button: a source list's count badge.
        case badge
        /// A combo box.
        case comboBox
    }

    /// How high the bezel is.
    enum Height: Sendable, Equatable {
        /// The text's line and this much.
        case line(plus: Double)
        /// This high, whatever the text's line.
        case fixed(Double)
    }

    var kind: Kind
    /// The generations the row is for.
    var generations: Range<Generation> = Generation.all
    /// The control sizes it is for.
    var sizes: Set<ControlSize>
    var height: Height
    /// How far below a label's baseline (3 pt above its line's bottom) the text's baseline is.
    var baselineDrop: Double
    /// What the bezel adds to the width of a label of the title; nil when the control has no width of its own.
    var padding: Double?
    /// How far the stored frame reaches beyond the alignment rectangle.
    var frameInsets: EdgeInsets = .zero
    /// Where the documents show it.
    var evidence: String

    /// The row for a control of `kind` and `size` drawn by `generation`; nil where no document shows one.
    static func row(for kind: Kind, size: ControlSize, generation: Generation) -> LineBezelMetrics? {
        row(size: size, generation: generation) { $0.kind == kind }
    }

    /// The size of the control whose text's label is `label`; sized by its text unless its bezel has a fixed
    /// height and no width of its own.
    func size(label: Size) -> IntrinsicSize {
        let (height, sizedByText) =
            switch self.height {
            case .line(let plus): (label.height + plus, true)
            case .fixed(let height): (height, padding != nil)
            }
        let baseline = label.height - 3 + baselineDrop
        let size = IntrinsicSize(
            width: padding.map { label.width + $0 }, height: height, firstBaseline: baseline,
            lastBaselineFromBottom: height - baseline, isText: sizedByText)
        return finished(size)
    }

    private static let allSizes: Set<ControlSize> = [.regular, .small, .mini, .large]

    /// The rows, first match wins.
    static let table: [LineBezelMetrics] = [
        LineBezelMetrics(
            kind: .textField, generations: Generation.since(.xcode26), sizes: [.regular, .mini, .large],
            height: .line(plus: 8), baselineDrop: 4,
            evidence: "Xcode 26's bezeled field adds 8 pt to its text's line and sets its text 4 pt below a label's "
                + "baseline"),
        LineBezelMetrics(
            kind: .textField, sizes: [.small, .large], height: .line(plus: 5), baselineDrop: 3,
            evidence: "a small field, and a large one before Xcode 26, sets its text 3 pt below a label's baseline "
                + "(Aerial's large fields of Xcode 13 to 16 hold 14 pt labels beside them on their baselines 1 pt lower "
                + "than regular ones would)"),
        LineBezelMetrics(
            kind: .textField, sizes: [.regular, .mini], height: .line(plus: 5), baselineDrop: 2,
            evidence: "before Xcode 26 the bezel adds 5 pt to the text's line, 21 pt at 13 pt, and the text's baseline "
                + "sits 2 pt lower than a label's"),
        LineBezelMetrics(
            kind: .badge, generations: Generation.since(.xcode26), sizes: allSizes, height: .line(plus: 2),
            baselineDrop: 2, padding: 6,
            evidence: "Xcode 26's count badge is its title's line and 2 pt, its title's line 2 pt below its top "
                + "(Vienna's unread count on a label's baseline, in a stack centred on the label)"),
        LineBezelMetrics(
            kind: .badge, sizes: allSizes, height: .line(plus: 4), baselineDrop: 2, padding: 6,
            evidence: "a count badge is its title's line and 4 pt, 6 pt wider than a label of its title (MacPass's, "
                + "Aerial's, OpenEmu's and Vienna's badges in 11 pt bold), its title's line 2 pt below its top"),
        LineBezelMetrics(
            kind: .comboBox, sizes: allSizes, height: .fixed(23), baselineDrop: 2,
            frameInsets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 3),
            evidence: "a combo box is a bezel field 23 pt high whose text sits as a bezel text field's (the corpus's "
                + "one combo box, Xcode 26 on an older macOS: its frame reaches 1 pt before and 3 pt after the "
                + "alignment rectangle)"),
    ]
}
