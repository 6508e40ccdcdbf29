import NibModel

extension StackViewLayout {
    /// Along the axis of an AppKit stack view with gravity areas, the constraints Apple documents for
    /// `NSStackView.spacing`: views in one area `spacing` apart at the higher of 750 and the stack's hugging
    /// priority, neighbouring areas `spacing` apart at the hugging priority, and never closer (required). The
    /// beginning area keeps to the leading (top) edge and the end area to the trailing (bottom) edge, their insets
    /// away (required); where an end has no area of its own, the gap to the edge is at least the inset and hugged
    /// like a gap between areas. The middle area is centred when there is room, just below the stack's hugging
    /// priority and below 250 (a view's default hugging): it decides how the room between the areas is shared but
    /// neither holds the areas apart against the stack's hugging nor stretches a view that hugs its content.
    static func gravityAreaConstraints(
        _ views: [LayoutItem], gravity: [String: StackGravity], stack: LayoutItem,
        axis: (lead: LayoutAttribute, trail: LayoutAttribute), insets: (lead: Double, trail: Double),
        spacing: Double, hugging: LayoutPriority, origin: ItemConstraint.Origin
    ) -> [ItemConstraint] {
        let (lead, trail) = axis
        let area = { (view: LayoutItem) in gravity[view.id] ?? .beginning }
        var result: [ItemConstraint] = []
        // `later.laterAttribute − earlier.earlierAttribute` at least `distance` (required), and equal to it at
        // `priority`.
        func gap(
            _ later: LayoutItem, _ laterAttribute: LayoutAttribute, _ earlier: LayoutItem,
            _ earlierAttribute: LayoutAttribute, _ distance: Double, priority: LayoutPriority
        ) {
            for (relation, strength) in [
                (LayoutRelation.greaterThanOrEqual, LayoutPriority.required), (.equal, priority),
            ] {
                result.append(
                    ItemConstraint(
                        later, laterAttribute, relation, earlier, earlierAttribute, constant: distance,
                        priority: strength, origin: origin))
            }
        }
        guard let first = views.first, let last = views.last else { return [] }
        if area(first) == .beginning {
            result.append(ItemConstraint(first, lead, .equal, stack, lead, constant: insets.lead, origin: origin))
        } else {
            gap(first, lead, stack, lead, insets.lead, priority: hugging)
        }
        if area(last) == .end {
            result.append(ItemConstraint(stack, trail, .equal, last, trail, constant: insets.trail, origin: origin))
        } else {
            gap(stack, trail, last, trail, insets.trail, priority: hugging)
        }
        for (previous, next) in zip(views, views.dropFirst()) {
            let withinArea = area(previous) == area(next)
            gap(next, lead, previous, trail, spacing, priority: withinArea ? max(750, hugging) : hugging)
        }
        let middle = views.filter { area($0) == .middle }
        if let firstMiddle = middle.first, let lastMiddle = middle.last {
            result.append(
                centring(
                    firstMiddle, lastMiddle, in: stack, lead: lead, trail: trail, insets: insets, hugging: hugging,
                    origin: origin))
        }
        return result
    }

}
