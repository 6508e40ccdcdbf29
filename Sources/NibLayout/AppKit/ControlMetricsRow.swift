import NibModel

/// A row of one of the tables of Interface Builder's control metrics: the generations and control sizes it answers
/// for, the insets between the control's frame and its alignment rectangle, and where the documents show it. The
/// tables share how a row is found and how it marks the size it gives.
protocol ControlMetricsRow: Sendable {
    /// The Interface Builder generations that draw the control so.
    var generations: Range<Generation> { get }
    /// The control sizes the row answers for.
    var sizes: Set<ControlSize> { get }
    /// From the control's frame to its alignment rectangle.
    var frameInsets: EdgeInsets { get }
    /// Where the documents show it.
    var evidence: String { get }
    /// The rows, first match wins.
    static var table: [Self] { get }
}

extension ControlMetricsRow {
    /// The first row for a control of `size` drawn by `generation` that `matches` also accepts.
    static func row(size: ControlSize, generation: Generation, where matches: (Self) -> Bool = { _ in true }) -> Self? {
        table.first { $0.generations.contains(generation) && $0.sizes.contains(size) && matches($0) }
    }

    /// `size` with the row's alignment insets, and the row's evidence stamped on it.
    func finished(_ size: IntrinsicSize) -> IntrinsicSize {
        var size = size
        size.alignmentInsets = frameInsets
        size.metricsRow = evidence
        return size
    }
}
