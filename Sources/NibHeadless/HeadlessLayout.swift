import NibLayout
import NibModel
import NibTextMetrics

extension View {
    /// Lays out this view's subtree with the constraint engine (`layoutIfNeeded()`): the constraints its views
    /// hold, their autoresizing masks and intrinsic sizes, and the arrangement of its stack views; this view keeps
    /// its frame, every descendant gets the frame the engine finds. Returns the engine's system, whose broken
    /// constraints, ambiguous items, items whose frame is not a finite number (`nonFiniteItems`) and stop at its bound
    /// on work (`exceededWorkLimit`) say what went wrong.
    @discardableResult
    public func layoutIfNeeded() -> LayoutSystem {
        updateConstraintsIfNeeded()
        let tree = HeadlessLayoutTree(root: self, sizing: .fixed)
        tree.system.solve()
        tree.assignFrames()
        return tree.system
    }

    /// The smallest size the content's constraints allow (`systemLayoutSizeFitting(.layoutFittingCompressedSize)`),
    /// at a fixed width when given: how a nib-backed view or a cell sizes itself to its content. Lays the
    /// subtree out at that size.
    public func systemLayoutSizeFitting(width: Double? = nil) -> Size {
        updateConstraintsIfNeeded()
        let tree = HeadlessLayoutTree(root: self, sizing: .fitting(width: width))
        tree.system.solve()
        let size = tree.system.root.absoluteFrame.size
        tree.assignFrames()
        return size
    }

    /// How this view measures its text (a label's, a button's title) when laid out: the ``NibEnvironment/textMeasure``
    /// of the load that created it, or for a view made in code, of ``NibEnvironment/current`` when it was made.
    public var textMeasure: any TextMeasuring { sizing.text }
}

/// A headless view tree as layout items.
final class HeadlessLayoutTree {
    let system: LayoutSystem
    private let pairs: [(view: View, item: LayoutItem)]
    /// The content areas of scroll views that constraints size, which give the scroll views their content sizes.
    private let sizedContentAreas: [(scrollView: ScrollView, area: LayoutItem)]

    init(root: View, sizing: LayoutSystem.RootSizing) {
        var builder = HeadlessItemBuilder()
        let rootItem = builder.makeItem(root, parent: nil)
        pairs = builder.pairs
        system = LayoutSystem(root: rootItem, rootSizing: sizing)
        sizedContentAreas = builder.addConstraints(to: system)
    }

    /// Gives every view below the root its solved frame (the root keeps its origin and takes the solved size) and
    /// the safe area insets handed down to it, its frame in its superview's coordinates (from the bottom-left in an
    /// unflipped AppKit view). When the tree holds views loaded from an iOS nib, frames are rounded to that nib's
    /// pixel grid as UIKit rounds them: each edge in the root's coordinates, so a view inside a superview at a
    /// half-pixel position rounds with it.
    func assignFrames() {
        let grid = pairs.lazy.compactMap(\.view.sizing.pixelGrid).first
        func rounded(_ value: Double) -> Double {
            guard let grid else { return value }
            return (value * grid).rounded() / grid
        }
        var absolute: [ObjectIdentifier: Rect] = [:]
        for (view, item) in pairs {
            let solved = item.absoluteFrame
            let left = rounded(solved.x)
            let top = rounded(solved.y)
            let edges = Rect(
                x: left, y: top, width: rounded(solved.x + solved.width) - left,
                height: rounded(solved.y + solved.height) - top)
            absolute[ObjectIdentifier(item)] = edges
            if item.isRoot {
                view.takeSolvedFrame(Rect(x: view.frame.x, y: view.frame.y, width: edges.width, height: edges.height))
            } else {
                let parent = item.parent.flatMap { absolute[ObjectIdentifier($0)] } ?? Rect.zero
                let frame = Rect(x: edges.x - parent.x, y: edges.y - parent.y, width: edges.width, height: edges.height)
                let flipped = view.superview?.isFlipped ?? true
                view.takeSolvedFrame(flipped ? frame : AppKitCoordinates.flip(frame, inHeight: parent.height))
                // The part of its superview's safe area the view covers, as the engine handed it down.
                view.safeAreaInsets = item.safeAreaInsets
            }
        }
        // A scroll view whose content's constraints size its content area takes that size as its content size.
        for (scrollView, area) in sizedContentAreas {
            let size = area.absoluteFrame.size
            scrollView.contentSize = Size(width: rounded(size.width), height: rounded(size.height))
        }
    }
}

/// The items of a headless view tree, made view by view, and the constraints between them, by the same assembly
/// as a document's layout.
private struct HeadlessItemBuilder {
    private var assembly = LayoutTreeAssembly<ObjectIdentifier>()
    private(set) var pairs: [(view: View, item: LayoutItem)] = []
    /// UIKit scroll views by their items.
    private var scrollViews: [ObjectIdentifier: ScrollView] = [:]
    private var counter = 0

    /// The item of `view` and its subtree, added to `parent`.
    mutating func makeItem(_ view: View, parent: LayoutItem?) -> LayoutItem {
        counter += 1
        // The engine works from the top-left: a frame in an unflipped (AppKit) superview is converted.
        let unflippedParent = parent == nil ? nil : view.superview.flatMap { $0.isFlipped ? nil : $0 }
        let item = assembly.addView(
            ObjectIdentifier(view), id: "\(type(of: view))#\(counter)", frame: view.frame,
            mask: view.autoresizingMask, unflippedParentHeight: unflippedParent?.frame.height, parent: parent)
        pairs.append((view, item))
        item.translatesAutoresizingMask = parent != nil && view.translatesAutoresizingMaskIntoConstraints
        if let superview = view.superview, parent != nil, let insets = superview.placementInsets(of: view) {
            item.containerInsets = insets
            item.translatesAutoresizingMask = false
        }
        item.layoutMargins = view.layoutMargins
        item.safeAreaInsets = view.safeAreaInsets
        item.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
        item.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
        item.passesSafeAreaToSubviews = !(view is ScrollView)
        item.isHidden = view.isHidden
        item.hugging = view.contentHuggingPriority
        item.compressionResistance = view.compressionResistancePriority
        let intrinsic = view.intrinsicContentSize
        item.intrinsicWidth = intrinsic.width
        item.intrinsicHeight = intrinsic.height
        item.alignmentInsets = view.alignmentRectInsets
        item.heightForWidth = view.heightForWidth
        if let baselines = view.baselineOffsets {
            item.firstBaselineFromTop = baselines.firstFromTop
            item.lastBaselineFromBottom = baselines.lastFromBottom
        }
        // A UIKit scroll view's content area: what its content's constraints to its edges attach to.
        let scrollView = (view as? ScrollView).flatMap { $0.sizing.applies ? $0 : nil }
        let contentGuide = scrollView?.layoutGuide("contentLayoutGuide")
        for guide in view.layoutGuides {
            let guideItem = assembly.addGuide(
                ObjectIdentifier(guide), id: "\(item.id).\(guide.identifier)", name: guide.identifier, to: item)
            if let scrollView, guide === contentGuide {
                assembly.setContentArea(guideItem, ofScrollView: item)
                scrollViews[ObjectIdentifier(item)] = scrollView
            }
        }
        for subview in view.subviews { _ = makeItem(subview, parent: item) }
        return item
    }

    /// Adds every view's active constraints, and its grid's and stack's, to `system`; the scroll views' content
    /// areas that constraints size.
    mutating func addConstraints(to system: LayoutSystem) -> [(scrollView: ScrollView, area: LayoutItem)] {
        for (view, _) in pairs {
            for constraint in view.constraints where constraint.isActive {
                guard let firstItem = constraint.firstItem,
                    let made = assembly.constraint(
                        ObjectIdentifier(firstItem), constraint.firstAttribute, constraint.relation,
                        constraint.secondItem.map(ObjectIdentifier.init), constraint.secondAttribute,
                        multiplier: constraint.multiplier, constant: constraint.constant,
                        priority: constraint.priority, origin: .explicit(constraint.identifier ?? ""))
                else { continue }
                system.add(made)
            }
            if let grid = view as? GridView, let arrangement = grid.arrangement {
                var views: [String: ObjectIdentifier] = [:]
                for subview in grid.subviews {
                    if let id = subview.nibObjectID { views[id] = ObjectIdentifier(subview) }
                }
                system.add(assembly.gridConstraints(of: ObjectIdentifier(grid), arrangement: arrangement, views: views))
            }
            if let stack = view as? StackView {
                system.add(
                    assembly.stackConstraints(
                        of: ObjectIdentifier(stack), attributes: stack.arrangement, hugging: stack.stackHugging,
                        appKit: stack.isAppKitStack))
            }
        }
        return assembly.constrainedContentAreas.compactMap { scrollView, area in
            scrollViews[ObjectIdentifier(scrollView)].map { ($0, area) }
        }
    }
}
