import NibModel

extension StackViewLayout {
    /// Along the axis of a stack view with a distribution (UIKit's, or AppKit's from macOS 10.11): a chain from
    /// the leading edge to the trailing edge (`edges`), the views `spacing` apart (at least, for the equal
    /// distributions), shaped by the distribution.
    static func distributionConstraints(
        _ views: [LayoutItem], distribution: String, spacing: Double,
        axis: (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute),
        edges: (start: ItemConstraint, end: ItemConstraint), origin: ItemConstraint.Origin
    ) -> [ItemConstraint] {
        let (lead, trail, length) = axis
        var result = [edges.start, edges.end]
        for (previous, next) in zip(views, views.dropFirst()) {
            switch distribution {
            case "equalSpacing", "equalCentering":
                result.append(
                    ItemConstraint(next, lead, .greaterThanOrEqual, previous, trail, constant: spacing, origin: origin))
            default:
                result.append(ItemConstraint(next, lead, .equal, previous, trail, constant: spacing, origin: origin))
            }
        }
        switch distribution {
        case "fillEqually":
            for view in views.dropFirst() {
                result.append(ItemConstraint(view, length, .equal, views[0], length, origin: origin))
            }
        case "fillProportionally":
            // Sizes in proportion to the intrinsic sizes, as UIKit does when the stack is larger than the sum.
            let lengths = views.map { (length == .height ? $0.intrinsicHeight : $0.intrinsicWidth) ?? 0 }
            if let firstLength = lengths.first, firstLength > 0 {
                for (view, value) in zip(views.dropFirst(), lengths.dropFirst()) where value > 0 {
                    result.append(
                        ItemConstraint(
                            view, length, .equal, views[0], length, multiplier: value / firstLength, priority: 999,
                            origin: origin))
                }
            }
        case "equalSpacing":
            let gaps = zip(views, views.dropFirst()).map { ($0, $1) }
            if let firstGap = gaps.first {
                // Equal gaps: next.lead − previous.trail is the same for every pair.
                for gap in gaps.dropFirst() {
                    result.append(
                        EqualGap.constraint(gap, equals: firstGap, lead: lead, trail: trail, origin: origin))
                }
            }
        default:
            break
        }
        return result
    }
}
