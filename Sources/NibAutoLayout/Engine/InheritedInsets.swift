import NibModel

/// What a view takes from its superview's insets, as UIKit hands them down:
///
/// - the safe area: a subview's safe area insets are the parts of its frame that its superview's insets cover (a
///   view at the top of a controller's view, under the status bar, has the status bar's height at its top), and a
///   view that insets its layout margins from the safe area (`insetsLayoutMarginsFromSafeArea`, the default) keeps its
///   margins that far inside them. Scroll views keep their content out of this (they adjust their content insets
///   instead);
/// - the margins, for a view that preserves its superview's (`preservesSuperviewLayoutMargins`): its margins reach at
///   least as far in as the superview's where it lies within them (AltStore's instructions: a stack view at the edges
///   of a controller's view arranges its views 16 pt in, at the view's margins). A stack view has no margins of its
///   own unless the document sets them (KeePassium's wait panel keeps its 4 pt top inside a stack view).
///
/// Both depend on the frames, which depend on constraints to the safe area and the margins: ``LayoutSystem`` solves,
/// hands the insets down from the frames found, and solves again while the insets a constraint uses change.
enum InheritedInsets {
    /// Hands the safe area and preserved margins down the tree `items` (root first, every superview before its
    /// subviews) from the frames of the last solve; returns whether the insets of a view whose safe area guide or
    /// margins a constraint uses changed.
    static func propagate(_ items: [LayoutItem], users: Set<ObjectIdentifier>) -> Bool {
        var changed = false
        for item in items where item.kind == .view {
            guard let parent = item.parent else { continue }
            let insets =
                parent.passesSafeAreaToSubviews ? covered(item.frame, in: parent) : .zero
            if insets != item.safeAreaInsets {
                item.safeAreaInsets = insets
                if users.contains(ObjectIdentifier(item)) { changed = true }
            }
            if item.preservesSuperviewLayoutMargins {
                let inside = marginsReaching(item.frame, from: parent)
                if inside != item.superviewMarginsInside {
                    item.superviewMarginsInside = inside
                    if users.contains(ObjectIdentifier(item)) { changed = true }
                }
            }
        }
        return changed
    }

    /// The views whose inherited insets a constraint can see: those with a safe area guide, and those whose margins
    /// (or margins guide) a constraint uses while they inset their margins from the safe area or preserve their
    /// superview's.
    static func users(of items: [LayoutItem], constraints: [ItemConstraint]) -> Set<ObjectIdentifier> {
        var users = Set<ObjectIdentifier>()
        for item in items where !item.isRoot {
            switch item.kind {
            case .guide("safeArea"), .guide("safeAreaLayoutGuide"):
                if let owner = item.parent, !owner.isRoot { users.insert(ObjectIdentifier(owner)) }
            case .guide("layoutMargins"), .guide("layoutMarginsGuide"):
                if let owner = item.parent, !owner.isRoot,
                    owner.insetsLayoutMarginsFromSafeArea || owner.preservesSuperviewLayoutMargins
                {
                    users.insert(ObjectIdentifier(owner))
                }
            default:
                break
            }
        }
        for constraint in constraints {
            for (item, attribute) in [(constraint.first, constraint.firstAttribute)]
                + (constraint.second.map { [($0, constraint.secondAttribute)] } ?? [])
            where attribute.isMargin && !item.isRoot
                && (item.insetsLayoutMarginsFromSafeArea || item.preservesSuperviewLayoutMargins)
            {
                users.insert(ObjectIdentifier(item))
            }
        }
        return users
    }

    /// How far `superview`'s margins reach into `frame` (in the superview's coordinates) from each of its edges.
    private static func marginsReaching(_ frame: Rect, from superview: LayoutItem) -> EdgeInsets {
        let margins = superview.marginsInEffect
        let bounds = superview.absoluteFrame
        return EdgeInsets(
            top: margins.top - frame.y,
            left: margins.left - frame.x,
            bottom: margins.bottom - (bounds.height - frame.y - frame.height),
            right: margins.right - (bounds.width - frame.x - frame.width))
    }

    /// The parts of `frame` (in the superview's coordinates) that `superview`'s safe area insets cover.
    private static func covered(_ frame: Rect, in superview: LayoutItem) -> EdgeInsets {
        let insets = superview.safeAreaInsets
        guard insets != .zero else { return .zero }
        let bounds = superview.absoluteFrame
        return EdgeInsets(
            top: max(0, insets.top - frame.y),
            left: max(0, insets.left - frame.x),
            bottom: max(0, frame.y + frame.height - (bounds.height - insets.bottom)),
            right: max(0, frame.x + frame.width - (bounds.width - insets.right)))
    }
}
