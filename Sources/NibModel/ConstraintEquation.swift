/// A constraint written as an equation, the one form that reports, errors and diffs use:
/// `first.leading == 0.5 × second.trailing + 8 @750`.
package enum ConstraintEquation {
    /// The equation of `first.firstAttribute relation multiplier × second.secondAttribute + constant @priority`;
    /// without `second`, `first.firstAttribute relation constant`. The multiplier is left out when it is `nil`, the
    /// constant when it is 0 beside a second item, the priority when it is required.
    package static func text(
        _ first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: (item: String, attribute: LayoutAttribute, multiplier: String?)?, constant: Double,
        priority: LayoutPriority
    ) -> String {
        var text = "\(first).\(firstAttribute.rawValue) \(relation.symbol) "
        if let second {
            text += second.multiplier.map { "\($0) × " } ?? ""
            text += "\(second.item).\(second.attribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            text += number(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// A number without a trailing `.0`: `16`, `0.5`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension LayoutRelation {
    /// `==`, `<=` or `>=`.
    package var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
