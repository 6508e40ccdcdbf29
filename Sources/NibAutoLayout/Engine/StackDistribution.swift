import NibModel

extension StackViewLayout {
    /// Along the axis of a stack view with a distribution (UIKit's, or AppKit's from macOS 10.11): a chain from
    /// the leading edge to the trailing edge (`edges`), the views `spacing` apart (at least, for the equal
    /// distributions), shaped by the distribution. Equal spacing keeps the gaps equal (required); equal centring
    /// keeps the distances between neighbouring centres equal only at 149, below compression resistance, as UIKit's
    /// `UISV-fill-equally` guides do, so the spacing gives way first.
    static func distributionConstraints(
        _ views: [LayoutItem], distribution: StackDistribution, spacing: Double,
        axis: (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute),
        edges: [ItemConstraint], origin: ItemConstraint.Origin
    ) -> [ItemConstraint] {
        let (lead, trail, length) = axis
        var result = edges
        for (previous, next) in zip(views, views.dropFirst()) {
            switch distribution {
            case .equalSpacing, .equalCentering:
                result.append(
                    ItemConstraint(next, lead, .greaterThanOrEqual, previous, trail, constant: spacing, origin: origin))
            default:
                result.append(ItemConstraint(next, lead, .equal, previous, trail, constant: spacing, origin: origin))
            }
        }
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() {
                result.append(ItemConstraint(view, length, .equal, views[0], length, origin: origin))
            }
        case .fillProportionally:
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
        case .equalSpacing, .equalCentering:
            let centring = distribution == .equalCentering
            let gaps = zip(views, views.dropFirst()).map { ($0, $1) }
            if let firstGap = gaps.first {
                // Equal gaps: next.lead − previous.trail (or next.centre − previous.centre) is the same for every
                // pair.
                let center: LayoutAttribute = lead == .top ? .centerY : .centerX
                let (gapStart, gapEnd) = centring ? (center, center) : (trail, lead)
                for gap in gaps.dropFirst() {
                    var constraint = EqualGap.constraint(
                        gap, equals: firstGap, lead: gapEnd, trail: gapStart, origin: origin)
                    if centring { constraint.priority = 149 }
                    result.append(constraint)
                }
                // A stack free to choose its length is as short as its spacing allows: every gap as small as it
                // can be, at 20, below everything else a stack says, its weak hold on its views across the axis
                // (25) included (Pocket Casts' supporter header, a vertical equal-centring stack that only its
                // labels size, is stored at that length; AltStore's equal-spacing steps keep their rows' heights).
                for (previous, next) in gaps {
                    result.append(
                        ItemConstraint(next, gapEnd, .equal, previous, gapStart, priority: 20, origin: origin))
                }
            }
        default:
            break
        }
        return result
    }
}
