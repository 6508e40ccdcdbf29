import NibModel

/// `CGFloat`: points as `Double`, as the headless face measures them.
public typealias CGFloat = Double
/// `CGRect`: the model's ``Rect``.
public typealias CGRect = Rect
/// `CGSize`: the model's ``Size``.
public typealias CGSize = Size
/// `CGPoint`: the model's ``Point``.
public typealias CGPoint = Point
/// `UIEdgeInsets`: the model's ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets

/// `NSDirectionalEdgeInsets`: insets by leading and trailing edge.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Insets from each edge, leading and trailing by the writing direction.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets, left to right (the headless face lays out left to right).
    var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing, isDirectional: true)
    }
}
