import NibModel

/// A layout constraint between views or layout guides (`NSLayoutConstraint`):
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant` at `priority`.
public final class LayoutConstraint {
    /// A view or a layout guide; held weakly, as UIKit holds it (a view's constraints refer to the view and its
    /// subviews), so nil once the item is gone.
    public weak var firstItem: AnyObject?
    /// The attribute of ``firstItem`` the constraint relates (`firstAttribute`).
    public var firstAttribute: LayoutAttribute
    /// How the two sides compare: equal, less than or equal, greater than or equal (`relation`).
    public var relation: LayoutRelation
    /// The other view or layout guide, if any; held weakly.
    public weak var secondItem: AnyObject?
    /// The attribute of ``secondItem`` (`secondAttribute`); `.notAnAttribute` when the constraint is to a constant.
    public var secondAttribute: LayoutAttribute
    /// What the second attribute is multiplied by (`multiplier`).
    public var multiplier: Double
    /// What is added to the second side, or the whole of it without a second item (`constant`). From a nib, the
    /// constant of the size classes it is loaded in.
    public var constant: Double
    /// How much the constraint counts (`priority`, UIKit's `UILayoutPriority`): 1 to 1000, where 1000 is required.
    public var priority: LayoutPriority
    /// A name for the constraint (`identifier`): the nib's `identifier=`.
    public var identifier: String?
    /// Whether a view holds the constraint, so that layout uses it (`isActive`), as in UIKit: setting it to true
    /// installs the constraint on the closest view that holds both of its items (as ``activate(_:)`` does), false
    /// removes it from the view that holds it. A constraint made in code starts inactive; a nib's are active, except
    /// those not installed in the size classes it is loaded in. When the items share no view (UIKit raises an
    /// exception) the constraint stays inactive: ``activate(_:)`` returns such constraints.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                if holder == nil { Self.activate([self]) }
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// The view that holds the constraint (`addConstraint(_:)`, or the one ``activate(_:)`` chose).
    weak var holder: View?

    /// Creates a constraint `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant` at
    /// `priority` (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`): inactive,
    /// held by no view until it is activated or a view adds it.
    public init(
        item firstItem: AnyObject, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation = .equal,
        toItem secondItem: AnyObject? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required, identifier: String? = nil
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
        [firstItem, secondItem].contains { Self.view(of: $0)?.isDescendant(of: view) == true }
    }
}
