/// The gravity areas of an AppKit stack view (`NSStackView.Gravity`): documents of its original distribution,
/// `gravityAreas`, list its views under `<beginningViews>`, `<middleViews>` and `<endViews>` instead of
/// `<subviews>`.
public enum StackGravity: String, Sendable, CaseIterable {
    /// Leading (horizontal) or top (vertical): the views pack against that edge.
    case beginning = "beginningViews"
    /// The views are centred in the stack.
    case middle = "middleViews"
    /// Trailing or bottom.
    case end = "endViews"
}

extension IBObject {
    /// An AppKit stack view's views in its gravity areas, beginning, middle and end in turn (each area's in
    /// order); empty for any other view.
    public var gravityAreaViews: [(gravity: StackGravity, view: IBObject)] {
        guard stack != nil else { return [] }
        return StackGravity.allCases.flatMap { gravity in
            children.filter { $0.container == gravity.rawValue && $0.view != nil }.map { (gravity, $0) }
        }
    }

    /// The views this view holds: its subviews, then, for an AppKit stack view with gravity areas, the views in
    /// them (they are its subviews too, which the file lists apart).
    public var subviewsIncludingGravityAreas: [IBObject] {
        subviews + gravityAreaViews.map(\.view)
    }
}
