import NibModel

/// A layout constraint between views or layout guides (`NSLayoutConstraint`):
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant` at `priority`.
public final class LayoutConstraint {
    /// A view or a layout guide; held weakly, as UIKit holds it (a view's constraints refer to the view and its
    /// subviews), so nil once the item is gone.
    public weak var firstItem: AnyObject?
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// The other view or layout guide, if any; held weakly.
    public weak var secondItem: AnyObject?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var identifier: String?
    public var isActive = true

    public init(
        item firstItem: AnyObject, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation = .equal,
        toItem secondItem: AnyObject? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, identifier: String? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    /// Whether either item is `view`, one of its descendants, or a guide one of them owns.
    func refers(toViewIn view: View) -> Bool {
        [firstItem, secondItem].contains { item in
            if let itemView = item as? View { return itemView.isDescendant(of: view) }
            if let guide = item as? LayoutGuide, let owner = guide.owningView { return owner.isDescendant(of: view) }
            return false
        }
    }
}
