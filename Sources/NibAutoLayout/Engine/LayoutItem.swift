import NibModel
import NibSolver

/// One rectangle the engine places: a view or a layout guide. Its frame is four solver variables in the
/// coordinates of the root of its tree (absolute), so that constraints between any two items of the tree relate
/// the same space; ``LayoutSystem`` converts to superview coordinates at the end.
public final class LayoutItem {
    /// What the item is.
    public enum Kind: Equatable, Sendable {
        /// A view.
        case view
        /// A layout guide owned by ``LayoutItem/parent`` (`safeArea`, `layoutMargins`, `top`, `bottom`, …).
        case guide(String)
    }

    /// The id of the object in its document (or any name), for reports.
    public let id: String
    /// A view or a layout guide.
    public let kind: Kind
    /// The superview, or the owning view of a guide.
    public private(set) weak var parent: LayoutItem?
    /// The subviews and guides, in the order added.
    public private(set) var children: [LayoutItem] = []

    /// The frame the item starts from (its design frame, in the superview's coordinates): kept by autoresizing
    /// constraints, and the size of the root.
    public var designFrame: Rect
    /// `translatesAutoresizingMaskIntoConstraints`: the frame follows ``autoresizingMask`` as the superview
    /// changes from its design size.
    public var translatesAutoresizingMask = false
    /// The autoresizing mask the frame follows when ``translatesAutoresizingMask`` is set.
    public var autoresizingMask: AutoresizingMask = []
    /// For a view its superview places itself rather than by constraints (a scroll view its clip view, a cell its
    /// content view): how far each edge of its frame is inside the superview's bounds.
    public var containerInsets: EdgeInsets?
    /// The natural size of the content (text, image); nil on an axis without one (`UIView.noIntrinsicMetric`).
    public var intrinsicWidth: Double?
    /// The natural height of the content; nil without one.
    public var intrinsicHeight: Double?
    /// Content hugging (keep from growing past the intrinsic size) and compression resistance (keep from
    /// shrinking below it), per axis.
    public var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (250, 250)
    /// Compression resistance per axis: how strongly the item keeps from shrinking below its intrinsic size.
    public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (750, 750)
    /// The layout margins (`leadingMargin`… and the margins guide).
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Distances from the top to the first baseline and from the bottom up to the last baseline, for items with
    /// text; views without text have their baselines at the bottom (UIKit's `viewForBaselineLayout` is the view).
    public var firstBaselineFromTop: Double?
    /// The distance from the bottom up to the last baseline.
    public var lastBaselineFromBottom: Double?
    /// The views whose first and last baselines are this view's (`viewForFirstBaselineLayout` and
    /// `viewForLastBaselineLayout`): a stack view's arranged views; `nil` for a view that is its own.
    public var baselineViews: (first: LayoutItem, last: LayoutItem)?
    /// How far the frame extends beyond the rectangle constraints align (`alignmentRectInsets`): AppKit labels
    /// draw 2 pt outside their text, push buttons their bezel's shadow. The variables are the alignment rectangle;
    /// frames are reported with the insets added back.
    public var alignmentInsets = EdgeInsets.zero
    /// The safe area insets of a view (status bar, bars, home indicator), which its `safeArea` guide keeps: given
    /// for the root; a subview's are handed down from its superview's by its frame (see `InheritedInsets`).
    public var safeAreaInsets = EdgeInsets.zero
    /// `insetsLayoutMarginsFromSafeArea`: the view's margins lie that far inside its safe area insets.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view hands its safe area down to its subviews; a scroll view does not.
    public var passesSafeAreaToSubviews = true
    /// `preservesSuperviewLayoutMargins`: the view's margins reach at least as far in as its superview's where it
    /// lies within them.
    public var preservesSuperviewLayoutMargins = false
    /// How far in the superview's margins reach into the view, for one that preserves them (see
    /// `InheritedInsets`); nil otherwise.
    var superviewMarginsInside: EdgeInsets?
    /// The margins the margin attributes and guide use: ``layoutMargins``, inside the safe area insets of a subview
    /// that insets its margins from them, and no nearer the edges than the superview's of one that preserves them.
    var marginsInEffect: EdgeInsets {
        let margins = insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
        return superviewMarginsInside.map(margins.atLeast) ?? margins
    }
    /// The height of multi-line text for a width (a label with `numberOfLines` 0 or > 1): the engine solves once,
    /// measures at the width it found, and solves again, as UIKit's two-pass layout does.
    public var heightForWidth: ((Double) -> Double)?
    /// A hidden view keeps its constraints in UIKit; stack views drop hidden arranged views.
    public var isHidden = false
    /// Whether the item is placed by the engine at all: a root's frame is given.
    public var isRoot: Bool { parent == nil }

    package let x: Variable
    package let y: Variable
    package let width: Variable
    package let height: Variable

    /// An item with no parent that starts from `designFrame`; its solver variables are named after `id`.
    public init(id: String, kind: Kind = .view, designFrame: Rect = .zero) {
        self.id = id
        self.kind = kind
        self.designFrame = designFrame
        x = Variable("\(id).x")
        y = Variable("\(id).y")
        width = Variable("\(id).width")
        height = Variable("\(id).height")
    }

    /// Adds `child` as a subview (or guide) of this item.
    public func add(_ child: LayoutItem) {
        child.parent = self
        children.append(child)
    }

    /// The guide of this view with `identifier`, if added.
    public func guide(_ identifier: String) -> LayoutItem? {
        children.first { $0.kind == .guide(identifier) }
    }

    /// The subviews (children that are views).
    public var subviews: [LayoutItem] { children.filter { $0.kind == .view } }

    /// The view that owns this item's coordinate space: a view itself, a guide's owning view.
    var owningView: LayoutItem { kind == .view ? self : (parent ?? self) }

    /// The items from the root down to this one.
    var ancestry: [LayoutItem] {
        var chain: [LayoutItem] = []
        var current: LayoutItem? = self
        while let item = current {
            chain.append(item)
            current = item.parent
        }
        return chain.reversed()
    }

    /// The solved frame in root coordinates.
    public internal(set) var absoluteFrame = Rect.zero

    /// The solved frame in the superview's coordinates (a guide's in its owning view's).
    public var frame: Rect {
        guard let parent else { return absoluteFrame }
        let origin = parent.absoluteFrame
        return Rect(
            x: absoluteFrame.x - origin.x, y: absoluteFrame.y - origin.y, width: absoluteFrame.width,
            height: absoluteFrame.height)
    }

    /// The frame (alignment rectangle plus insets) from the variables' values after a solve.
    var solvedFrame: Rect {
        let insets = alignmentInsets
        return Rect(
            x: x.value - insets.left, y: y.value - insets.top, width: width.value + insets.left + insets.right,
            height: height.value + insets.top + insets.bottom)
    }
}
