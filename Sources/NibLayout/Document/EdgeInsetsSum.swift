import NibModel

extension EdgeInsets {
    /// Insets each edge of which is the sum of `a`'s and `b`'s (a view's margins inside its safe area, a box's
    /// content view 1 pt inside its border).
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
