import NibModel
import NibTextMetrics

extension MacControlSizes {
    /// An `NSSegmentedControl`'s intrinsic size when every segment has a width of its own (`<segment width="32">`) or,
    /// in a control that fits its segments to their content (no `segmentDistribution`), a label: the widths and a 1 pt
    /// divider between segments. A labelled segment is its label's width in the control's font and 9.9 pt (iina's
    /// inspector tabs and plug-in preferences, MacPass's inspector tabs, each within 0.2 pt of it); a segment showing
    /// an image, and the fill distributions, are not known here.
    ///
    /// Before Xcode 26's metrics a rounded (or separated) control's frame reaches 3 pt beyond the segments at the
    /// sides; a regular one is 24 pt high around a 20 pt alignment rectangle, 2 pt above and below (HandBrake's presets
    /// bar, 71 pt wide for two 32 pt segments, 8 pt below a scroll view and 8 above the window's bottom; Transmission's
    /// and KeepingYouAwake's), a small one 21 pt high around 15, 2 pt above and 4 below (HandBrake's audio and subtitle
    /// buttons, 20 pt from the window's edge). With Xcode 26's metrics the frame is the alignment rectangle: 24 pt
    /// high, 20 when small (CotEditor's, Subler's).
    ///
    /// A round-rect control (`style="roundRect"`) is as wide as a rounded one before Xcode 26 but 20 pt high, 18 when
    /// small, its frame 1 pt beyond its bezel on every side (Transmission's add and remove buttons, 71 × 20 for two
    /// 32 pt segments, 1 pt before and below the views they are pinned to, and its small tracker buttons).
    func segmentedControlSize(of object: IBObject, cell: IBObject?, line: Double) -> IntrinsicSize {
        let roundRect = cell?.appKitCell?.segmentStyle == .roundRect
        // A rounded or separated control that fits its segments to their content sizes a labelled one by its label.
        let fitsLabels = !roundRect && cell?.appKitCell?.segmentDistribution == nil
        let font = object.textFont(mac: true) ?? Font(metaFont: "system")
        guard
            let widths = Self.segmentWidths(
                of: cell, includingRoundRect: roundRect,
                unsized: { fitsLabels ? labelledWidth(of: $0, font: font) : nil }
            )
        else { return .none }
        let width = widths.reduce(0, +) + Double(widths.count - 1)
        let modern = generation >= .xcode26
        var size: IntrinsicSize
        switch (modern, object.controlSize) {
        case (false, .regular) where roundRect, (false, .small) where roundRect:
            size = IntrinsicSize(width: width + 4, height: object.controlSize == .small ? 16 : 18)
            size.alignmentInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        case (true, .regular): size = IntrinsicSize(width: width, height: 24)
        case (true, .small): size = IntrinsicSize(width: width, height: 20)
        case (false, .regular):
            size = IntrinsicSize(width: width, height: 20)
            size.alignmentInsets = EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        case (false, .small):
            size = IntrinsicSize(width: width, height: 15)
            size.alignmentInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
        default: return .none
        }
        // Its labels' baseline is that of a line of its font centred in it, as a stepper's.
        size.setBaselinesOfCentredLine(line)
        return size
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
