import NibModel

extension EdgeInsets {
    /// Insets each edge of which is the sum of `a`'s and `b`'s (a view's margins inside its safe area, a box's
    /// content view 1 pt inside its border), directional when `a` is.
    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right,
            isDirectional: a.isDirectional)
    }

    /// These insets, each edge at least `other`'s (a view's margins where its superview's reach further in).
    package func atLeast(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right), isDirectional: isDirectional)
    }
}
