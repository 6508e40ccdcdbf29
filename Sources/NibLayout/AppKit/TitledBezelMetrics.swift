import NibModel

/// How Interface Builder draws AppKit's bezel buttons whose title is centred in a bezel of a fixed height (bordered
/// round-rect, recessed and textured rounded buttons), by bezel, generation and control size: one row for each the
/// documents show drawn differently, with the evidence that fixed it.
struct TitledBezelMetrics: ControlMetricsRow {
    /// The bezel: `roundRect` (bordered), `recessed`, `roundTextured`.
    var bezel: ButtonCellType
    /// The generations the row is for.
    var generations: Range<Generation> = Generation.all
    /// The control sizes it is for.
    var sizes: Set<ControlSize>
    /// The alignment rectangle's height.
    var height: Double
    /// What the bezel adds to its title's label width (or to the image it shows alone, where ``imageAloneSetsWidth``).
    var padding: Double
    /// How far the stored frame reaches beyond the alignment rectangle.
    var frameInsets: EdgeInsets = .zero
    /// Whether an untitled button is as wide as the image it shows alone plus the padding.
    var imageAloneSetsWidth = false
    /// Where the documents show it.
    var evidence: String

    /// The row for a button with `bezel` of `size` drawn by `generation`; nil where no document shows one.
    static func row(for bezel: ButtonCellType, size: ControlSize, generation: Generation) -> TitledBezelMetrics? {
        row(size: size, generation: generation) { $0.bezel == bezel }
    }

    /// The size of a button whose title's label is `label` (empty `title`: untitled), showing `imageAlone` when
    /// untitled.
    func size(title: String, label: Size, imageAlone: Double?) -> IntrinsicSize {
        let content = imageAloneSetsWidth ? (imageAlone ?? label.width) : label.width
        var size = IntrinsicSize.centredTitle(width: content + padding, height: height, line: label.height)
        size.isText = !title.isEmpty
        return finished(size)
    }

    /// The rows, first match wins.
    static let table: [TitledBezelMetrics] = [
        TitledBezelMetrics(
            bezel: .roundRect, generations: Generation.since(.xcode26), sizes: [.regular, .large], height: 24,
            padding: 20,
            evidence: "Xcode 26 stores a bordered round-rect button as its push buttons, 24 pt high (Mos's, "
                + "Transmission's)"),
        TitledBezelMetrics(
            bezel: .roundRect, generations: Generation.since(.xcode26), sizes: [.small], height: 20, padding: 16,
            evidence: "Xcode 26's small bordered round-rect button: 20 pt, 16 pt wider than a label of its title "
                + "(Transmission's \"None\")"),
        TitledBezelMetrics(
            bezel: .roundRect, generations: Generation.before(.xcode26), sizes: [.regular, .large], height: 18,
            padding: 8,
            frameInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
            evidence: "before Xcode 26 a regular bordered round-rect button is stored 19 pt high, 1 pt below its bezel "
                + "(MacPass's character-set buttons, iina's and Sequel Ace's, Xcode 12 to 16), a regular one's padding "
                + "wider than its title (iina's plug-in buttons)"),
        TitledBezelMetrics(
            bezel: .roundRect, generations: Generation.before(.xcode26), sizes: [.small], height: 16, padding: 10,
            frameInsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
            evidence: "before Xcode 26 a small one is stored 17 pt high (Sequel Pro's, iina's, HandBrake's), "
                + "2 pt wider than its title and a regular one's padding"),
        TitledBezelMetrics(
            bezel: .recessed, sizes: [.mini], height: 16, padding: 12,
            evidence: "a mini recessed button is 16 pt high (Transmission's, centred in a 24 pt bar)"),
        TitledBezelMetrics(
            bezel: .recessed, sizes: [.small], height: 17, padding: 12,
            evidence: "a small recessed button is as high as a small recessed pop-up, 17 pt"),
        TitledBezelMetrics(
            bezel: .recessed, sizes: [.regular, .large], height: 19, padding: 12,
            evidence: "a recessed button (a scope bar's filter) is 12 pt wider than a label of its title "
                + "(Transmission's filter bar, Vienna's RSS button), as high as a recessed pop-up, its title centred"),
        TitledBezelMetrics(
            bezel: .roundTextured, generations: Generation.before(.xcode26), sizes: [.regular], height: 21, padding: 10,
            frameInsets: EdgeInsets(top: 0, left: 1, bottom: 2, right: 1), imageAloneSetsWidth: true,
            evidence: "a textured rounded button before Xcode 26: a 23 pt frame, 1 pt beyond its bezel at the "
                + "sides and 2 below it, 12 pt wider than a label of its title (Transmission's message window, 20 pt from the "
                + "window's side and 5 above its bottom by a frame 19 and 3 from them; MacPass's), or than the image "
                + "it shows alone (MacPass's + and − beside a list, 26 pt for 14 pt images)"),
    ]
}
