import NibModel

/// The axis a visual format string lays views along.
enum VisualFormatOrientation: Equatable, Sendable {
    /// `H:` or no orientation.
    case horizontal
    /// `V:`.
    case vertical
}

/// One resolved predicate: `(<relation>)?<objectOfPredicate>(@<priority>)?` with its metric looked up.
struct VisualFormatPredicate: Equatable, Sendable {
    /// What the predicate compares with.
    enum Object: Equatable, Sendable {
        /// A number or a metric's value.
        case constant(Double)
        /// Another view's width (`H:`) or height (`V:`).
        case view(String)
    }

    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
}

/// What joins two neighbours in a format string.
enum VisualFormatConnection: Equatable, Sendable {
    /// `e`: the views touch (spacing 0).
    case flush
    /// `-`: the standard spacing.
    case standard
    /// `-10-`, `-metric-` or `-(>=10,<=20@750)-`: one spacing constraint per predicate.
    case predicates([VisualFormatPredicate])
}

/// A `[viewName(predicates)]` element.
struct VisualFormatView: Equatable, Sendable {
    var name: String
    /// The view's size predicates (width with `H:`, height with `V:`).
    var predicates: [VisualFormatPredicate]
}

/// A parsed and resolved visual format string.
struct VisualFormatLine: Equatable, Sendable {
    var orientation: VisualFormatOrientation
    /// The connection after a leading `|`, or `nil` without one.
    var leadingSuperview: VisualFormatConnection?
    /// The views, in the order written; never empty.
    var views: [VisualFormatView]
    /// The connection between `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection]
    /// The connection before a trailing `|`, or `nil` without one.
    var trailingSuperview: VisualFormatConnection?
}
