import NibModel

/// The part of turning a view tree into layout items that does not depend on where the tree comes from: a
/// document's objects (``LayoutTreeBuilder``) or the headless face's views. It makes each view's item from the
/// top-left, its guides and a scroll view's content area, and turns constraints between the tree's views, stacks and
/// grids into the engine's constraints. The caller walks its tree and reads each view's own facts (flags, margins,
/// intrinsic size) onto the item.
package struct LayoutTreeAssembly<Key: Hashable> {
    /// The item of each view and guide, by the caller's key.
    package private(set) var items: [Key: LayoutItem] = [:]
    /// Each scroll view's content area, by the scroll view's item.
    private var contentAreas: [ObjectIdentifier: LayoutItem] = [:]
    /// Each content area's scroll view, by the area's item.
    private var scrollViews: [ObjectIdentifier: LayoutItem] = [:]
    /// The content areas a constraint attached to, in the order first met: the scroll views whose content size
    /// their content's constraints decide.
    package private(set) var constrainedContentAreas: [(scrollView: LayoutItem, area: LayoutItem)] = []

    package init() {}

    /// The item of a view, added to `parent`. Its frame and autoresizing mask are taken from the top-left: in an
    /// unflipped (AppKit) superview `unflippedParentHeight` high, they are flipped.
    package mutating func addView(
        _ key: Key, id: String, frame: Rect, mask: AutoresizingMask, unflippedParentHeight: Double?,
        parent: LayoutItem?
    ) -> LayoutItem {
        let (frame, mask) = AppKitCoordinates.fromTopLeft(frame, mask: mask, unflippedHeight: unflippedParentHeight)
        let item = LayoutItem(id: id, designFrame: frame)
        item.autoresizingMask = mask
        items[key] = item
        parent?.add(item)
        return item
    }

    /// The item of a layout guide named `name` (`safeAreaLayoutGuide`, `contentLayoutGuide`, …) of `view`.
    @discardableResult
    package mutating func addGuide(_ key: Key, id: String, name: String, to view: LayoutItem) -> LayoutItem {
        let guide = LayoutItem(id: id, kind: .guide(name))
        items[key] = guide
        view.add(guide)
        return guide
    }

    /// Makes `area` the content area of the scroll view `scrollView`: what constraints between the scroll view's
    /// edges and its content attach to. A scroll view without a content layout guide of its own gets one.
    package mutating func setContentArea(_ area: LayoutItem?, ofScrollView scrollView: LayoutItem) {
        let area = area ?? LayoutItem(id: "\(scrollView.id).content", kind: .guide("contentLayoutGuide"))
        if area.parent == nil { scrollView.add(area) }
        contentAreas[ObjectIdentifier(scrollView)] = area
        scrollViews[ObjectIdentifier(area)] = scrollView
    }

    /// The engine's constraint between the items of `first` and `second`, or nil when either is not in the tree.
    ///
    /// As in UIKit, a constraint between a scroll view's edges (or margins, or baseline) and a view inside it
    /// attaches to the scroll view's content area; one between their centres, as between their sizes, attaches to
    /// the scroll view's frame.
    package mutating func constraint(
        _ first: Key, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: Key?,
        _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double, priority: LayoutPriority,
        origin: ItemConstraint.Origin
    ) -> ItemConstraint? {
        guard var firstItem = items[first] else { return nil }
        var secondItem: LayoutItem?
        if let second {
            guard let item = items[second] else { return nil }
            secondItem = item
        }
        if let secondItem, let area = contentArea(of: firstItem, attribute: firstAttribute, besides: secondItem) {
            firstItem = area
        }
        if let scrollView = secondItem,
            let area = contentArea(of: scrollView, attribute: secondAttribute, besides: firstItem)
        {
            secondItem = area
        }
        for case let side? in [firstItem, secondItem] {
            if let scrollView = scrollViews[ObjectIdentifier(side)],
                !constrainedContentAreas.contains(where: { $0.area === side })
            {
                constrainedContentAreas.append((scrollView, side))
            }
        }
        return ItemConstraint(
            firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority, origin: origin)
    }

    /// The content area a constraint's side attaches to instead of `item`: when `item` is a scroll view, the side is
    /// an edge, and the other side is inside the scroll view (a view below it or one of their guides, not a guide of
    /// the scroll view's own).
    private func contentArea(
        of item: LayoutItem, attribute: LayoutAttribute, besides other: LayoutItem
    ) -> LayoutItem? {
        guard attribute.isEdge, let area = contentAreas[ObjectIdentifier(item)], other.isDescendant(of: item),
            other.kind == .view || other.parent !== item
        else { return nil }
        return area
    }

    /// The constraints that arrange the views of the stack view `stack` (AppKit's stacks hug their views as
    /// `hugging` says, with their edge insets and gravity areas).
    package func stackConstraints(
        of stack: Key, attributes: StackAttributes, hugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?),
        edgeInsets: EdgeInsets = .zero, gravity: [String: StackGravity] = [:], appKit: Bool
    ) -> [ItemConstraint] {
        guard let item = items[stack] else { return [] }
        return StackViewLayout.constraints(
            for: item, attributes: attributes, hugging: hugging, edgeInsets: edgeInsets, gravity: gravity,
            framework: appKit ? .appKit : .uiKit)
    }

    /// The constraints that place the views of the grid view `grid` in its rows and columns; `views` are the keys of
    /// the views in its cells, by their document ids.
    package func gridConstraints(of grid: Key, arrangement: GridArrangement, views: [String: Key]) -> [ItemConstraint] {
        guard let item = items[grid] else { return [] }
        return GridViewLayout(arrangement: arrangement, grid: item, views: views.compactMapValues { items[$0] })
            .constraints()
    }
}
