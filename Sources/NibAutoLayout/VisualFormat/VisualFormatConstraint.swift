import NibModel

/// One constraint generated from a visual format string, with its items named as in the format.
///
/// It reads `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`, or
/// `firstItem.firstAttribute relation constant` when ``secondItem`` is `nil` (a size constraint such as
/// `[button(>=50)]`). The superview (`|`) is named ``VisualFormat/superviewName``.
public struct VisualFormatConstraint: Equatable, Sendable, CustomStringConvertible {
    /// The name of the constrained view, or ``VisualFormat/superviewName``.
    public var firstItem: String
    /// The attribute of ``firstItem``.
    public var firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public var relation: LayoutRelation
    /// The name of the other view, ``VisualFormat/superviewName``, or `nil` for a constant constraint.
    public var secondItem: String?
    /// The attribute of ``secondItem``; `nil` exactly when ``secondItem`` is `nil`.
    public var secondAttribute: LayoutAttribute?
    /// The multiplier of the second item's attribute; always 1 in the visual format language.
    public var multiplier: Double
    /// The constant: a spacing, a size, or an offset.
    public var constant: Double
    /// The priority, from 1 to 1000; 1000 is required.
    public var priority: LayoutPriority

    /// Creates a constraint relating two items.
    package init(
        _ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ secondItem: String, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Creates a constant constraint (`firstItem.firstAttribute relation constant`).
    package init(
        _ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        constant: Double, priority: LayoutPriority = .required
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = nil
        self.secondAttribute = nil
        self.multiplier = 1
        self.constant = constant
        self.priority = priority
    }

    /// The constraint as an equation, for example `b.leading == a.trailing + 8` or `v.height >= 20 @750`.
    public var description: String {
        ConstraintEquation.text(
            firstItem, firstAttribute, relation,
            secondItem.flatMap { item in
                secondAttribute.map { (item, $0, multiplier == 1 ? nil : ConstraintEquation.number(multiplier)) }
            }, constant: constant, priority: priority)
    }
}
