import NibModel

/// The constraints that hold a view where its container places it: each edge of its frame a fixed inset inside the
/// container's bounds (``LayoutItem/containerInsets``), whatever size the container is solved to.
enum ContainerConstraints {
    static func constraints(for item: LayoutItem, in parent: LayoutItem, insets: EdgeInsets) -> [ItemConstraint] {
        // The variables are alignment rectangles: the item's frame edge is its variable less its alignment inset, the
        // parent's bounds edge its variable less the parent's.
        let own = item.alignmentInsets
        let bounds = parent.alignmentInsets
        func edge(_ attribute: LayoutAttribute, _ constant: Double) -> ItemConstraint {
            ItemConstraint(item, attribute, .equal, parent, attribute, constant: constant, origin: .container)
        }
        return [
            edge(.left, insets.left + own.left - bounds.left),
            edge(.top, insets.top + own.top - bounds.top),
            edge(.right, -insets.right - own.right + bounds.right),
            edge(.bottom, -insets.bottom - own.bottom + bounds.bottom),
        ]
    }
}
