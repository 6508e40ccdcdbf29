import NibModel

/// A constraint between items, as UIKit states it:
/// `first.firstAttribute relation second.secondAttribute × multiplier + constant` at `priority`.
public struct ItemConstraint {
    /// Where a constraint came from, to explain a disagreement or a broken constraint.
    public enum Origin: Equatable, Sendable {
        /// A constraint of the document (its id) or made in code (an identifier).
        case explicit(String)
        /// Translated from an autoresizing mask.
        case autoresizing
        /// Content hugging or compression resistance around an intrinsic size.
        case intrinsicSize
        /// A view's size kept from going below zero (see `NonNegativeSizeConstraints`).
        case sizeFloor
        /// Generated for a stack view's arranged subviews.
        case stackView(String)
        /// A layout guide's relation to its owning view.
        case guide
        /// A container's placement of a view it lays out itself (a clip view in its scroll view, a cell's content
        /// view).
        case container
    }

    /// The first item (`firstItem`).
    public var first: LayoutItem
    /// The first item's attribute (`firstAttribute`).
    public var firstAttribute: LayoutAttribute
    /// How the two sides compare (`relation`).
    public var relation: LayoutRelation
    /// The second item (`secondItem`); nil for a constant width or height.
    public var second: LayoutItem?
    /// The second item's attribute; `notAnAttribute` without a second item.
    public var secondAttribute: LayoutAttribute
    /// The factor of the second item's attribute (`multiplier`).
    public var multiplier: Double
    /// Added to the right-hand side (`constant`).
    public var constant: Double
    /// UILayoutPriority: 1000 is required.
    public var priority: LayoutPriority
    /// Where the constraint came from.
    public var origin: Origin
    /// Further terms `multiplier × item.attribute` on the right-hand side (autoresizing: a share of the
    /// superview's size; equal spacing: another gap).
    package var extraTerms: [(item: LayoutItem, attribute: LayoutAttribute, multiplier: Double)] = []

    /// `first.firstAttribute relation second.secondAttribute × multiplier + constant` at `priority`;
    /// without `second`, `secondAttribute` is `notAnAttribute`.
    public init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
        constant: Double = 0, priority: LayoutPriority = .required, origin: Origin = .explicit("")
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
    }

    /// `item.attribute relation value` (a width or height).
    public static func constant(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ value: Double,
        priority: LayoutPriority = .required, origin: Origin = .explicit("")
    ) -> ItemConstraint {
        ItemConstraint(item, attribute, relation, nil, constant: value, priority: priority, origin: origin)
    }

    /// `item.attribute == value`.
    public static func constant(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ value: Double, priority: LayoutPriority = .required,
        origin: Origin = .explicit("")
    ) -> ItemConstraint {
        constant(item, attribute, .equal, value, priority: priority, origin: origin)
    }

    /// A readable form: `label.leading == superview.leading + 20 @750`, each item's id cut to 80 characters.
    public var readable: String {
        ConstraintEquation.text(
            first.id.shortened(), firstAttribute, relation,
            second.map {
                ($0.id.shortened(), secondAttribute, multiplier == 1 ? nil : ConstraintEquation.number(multiplier))
            },
            constant: constant, priority: priority)
    }
}
