import NibModel
import NibTextMetrics

extension AppKitControlSizes {
    /// An `NSSegmentedControl`'s intrinsic size when every segment has a width of its own (`<segment width="32">`) or,
    /// in a control that fits its segments to their content (no `segmentDistribution`), a label: the widths and a 1 pt
    /// divider between segments, in the bezel of `SegmentedControlMetrics`' row for its style, size and generation. A
    /// labelled segment is its label's width in the control's font and 9.9 pt (iina's inspector tabs and plug-in
    /// preferences, MacPass's inspector tabs, each within 0.2 pt of it); a segment showing an image, and the fill
    /// distributions, are not known here.
    func segmentedControlSize(of object: IBObject, cell: IBObject?, line: Double) -> IntrinsicSize {
        let style = cell?.appKitCell?.segmentStyle ?? .rounded
        // A rounded or separated control that fits its segments to their content sizes a labelled one by its label.
        let fitsLabels = style != .roundRect && cell?.appKitCell?.segmentDistribution == nil
        let font = object.textFont(mac: true) ?? Font(metaFont: .system)
        guard
            let widths = Self.segmentWidths(
                of: cell, includingRoundRect: style == .roundRect,
                unsized: { fitsLabels ? labelledWidth(of: $0, font: font) : nil }
            ),
            let row = SegmentedControlMetrics.row(for: style, size: object.controlSize, generation: generation)
        else { return .none }
        return row.size(segments: widths.reduce(0, +) + Double(widths.count - 1), line: line)
    }

    /// The widths of a rounded or separated (or, when asked, round-rect) segmented control's segments when each has
    /// one of its own, or nil.
    static func segmentWidths(of cell: IBObject?, includingRoundRect: Bool = false) -> [Double]? {
        segmentWidths(of: cell, includingRoundRect: includingRoundRect) { _ in nil }
    }

    /// The width of a segment fitted to its label: the label's in `font` and 9.9 pt; nil for a segment that shows an
    /// image or nothing.
    private func labelledWidth(of segment: Element, font: Font) -> Double? {
        guard segment[attribute: "image"] == nil, let label = segment[attribute: "label"], !label.isEmpty else {
            return nil
        }
        return text.size(of: label, font: font).width + 9.9
    }

    /// The widths of a segmented control's segments: each one's own, or `unsized`'s for it; nil when a segment has
    /// neither or the style is not rounded or separated (or, when asked, round-rect).
    private static func segmentWidths(
        of cell: IBObject?, includingRoundRect: Bool, unsized: (Element) -> Double?
    ) -> [Double]? {
        let style = cell?.appKitCell?.segmentStyle ?? .rounded
        guard style == .rounded || style == .separated || (includingRoundRect && style == .roundRect),
            let segments = cell?.untyped.elements.first(where: { $0.name == "segments" })
        else { return nil }
        var widths: [Double] = []
        for case .element(let segment) in segments.children where segment.name == "segment" {
            guard let width = segment[attribute: "width"].flatMap(Double.init) ?? unsized(segment) else { return nil }
            widths.append(width)
        }
        return widths.isEmpty ? nil : widths
    }
}
