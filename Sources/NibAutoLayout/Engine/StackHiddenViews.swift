import NibModel

extension StackViewLayout {
    /// Where a stack view keeps its hidden arranged views along its axis, out of the chain of the views it shows,
    /// as Interface Builder stores them: one between two shown views starts halfway across the spacing between them
    /// (Rocket.Chat's call button, Pocket Casts' download indicators), one before the first shown view ends at the
    /// stack's start and one after the last starts at its end (Pocket Casts' episode cells, VLC's player controls,
    /// WordPress's buttons); in an equal-spacing or equal-centring stack every hidden view starts at the stack's
    /// start (VLC's). Along the axis a hidden view is as small as its own required constraints let it be
    /// (UIKit's `UISV-hiding`: a hidden label is 0 pt, a button 44 pt high by its own constraint stays so). Its
    /// place gives way to the document's own required constraints (Open Food Facts' call-to-action view, hidden after
    /// an image, stays at the image's leading edge where a constraint holds it).
    ///
    /// - Parameters:
    ///   - subviews: The stack's arranged views, hidden and shown, in order.
    ///   - stackEdge: The stack's attribute and the inset from it for an edge of the axis (`lead` or `trail`).
    static func hiddenViewConstraints(
        _ subviews: [LayoutItem], stack: LayoutItem, distribution: StackDistribution, spacing: Double,
        axis: (lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute),
        stackEdge: (LayoutAttribute) -> (attribute: LayoutAttribute, inset: Double), origin: ItemConstraint.Origin
    ) -> [ItemConstraint] {
        let (lead, trail, length) = axis
        let start = stackEdge(lead)
        let end = stackEdge(trail)
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        var result: [ItemConstraint] = []
        for (index, view) in subviews.enumerated() where view.isHidden {
            view.translatesAutoresizingMask = false
            result.append(.constant(view, length, 0, priority: 999, origin: origin))
            let previous = subviews[..<index].last { !$0.isHidden }
            let next = subviews[(index + 1)...].first { !$0.isHidden }
            if equalGaps {
                result.append(
                    ItemConstraint(
                        view, lead, .equal, stack, start.attribute, constant: start.inset, priority: 999, origin: origin
                    ))
            } else if let previous, next != nil {
                result.append(
                    ItemConstraint(
                        view, lead, .equal, previous, trail, constant: spacing / 2, priority: 999,
                        origin: origin))
            } else if previous != nil {
                result.append(
                    ItemConstraint(
                        view, lead, .equal, stack, end.attribute, constant: -end.inset, priority: 999, origin: origin))
            } else {
                result.append(
                    ItemConstraint(
                        view, trail, .equal, stack, start.attribute, constant: start.inset, priority: 999,
                        origin: origin))
            }
        }
        return result
    }
}
