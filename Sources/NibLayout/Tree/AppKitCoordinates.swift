import NibModel

/// Where an AppKit view measures its subviews' frames from. AppKit's views are unflipped by default: a subview's
/// frame is measured up from the bottom-left corner, and Interface Builder stores it so. A view marked
/// `flipped="YES"` and the kinds AppKit always flips (scroll, clip, table, outline and text views: a scroll view's
/// horizontal scroller is stored below its clip view at the largest y) measure down from the top-left, as every UIKit
/// view does.
public enum AppKitCoordinates {
    /// Whether `object`, a view of an AppKit document, is flipped.
    public static func isFlipped(_ object: IBObject) -> Bool {
        object.appKitView?.isFlipped == true
            || [.scrollView, .clipView, .tableView, .outlineView, .textView].contains(object.element)
    }

    /// A frame measured from the bottom-left of a superview `height` high, measured from its top-left (and back: the
    /// conversion is its own inverse).
    public static func flip(_ frame: Rect, inHeight height: Double) -> Rect {
        Rect(x: frame.x, y: height - frame.y - frame.height, width: frame.width, height: frame.height)
    }

    /// A view's frame and autoresizing mask as the engine takes them, from the top-left: as they are, or, in an
    /// unflipped superview `unflippedHeight` high, flipped (the mask's top and bottom swapped). The layout of a
    /// document and the headless face's both place views so.
    public static func fromTopLeft(
        _ frame: Rect, mask: AutoresizingMask, unflippedHeight: Double?
    ) -> (frame: Rect, mask: AutoresizingMask) {
        guard let unflippedHeight else { return (frame, mask) }
        return (flip(frame, inHeight: unflippedHeight), mask.flippedVertically)
    }
}
