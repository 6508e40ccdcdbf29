/// How the two sides of a constraint compare.
public enum Relation: Sendable {
    /// `lhs ≤ rhs`, `lhs = rhs` and `lhs ≥ rhs`.
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `lhs relation rhs` at a priority. Identity is the object: the same constraint is added and removed.
public final class LinearConstraint: CustomStringConvertible {
    /// `lhs − rhs`, compared with zero.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let priority: Priority

    /// `lhs relation rhs` at `priority` (required by default); `rhs` defaults to 0.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = 0, priority: Priority = .required
    ) {
        expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient) × \($0.variable)" }.joined(separator: " + ")
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        return "\(terms) + \(expression.constant) \(symbol) 0 @\(priority.rawValue)"
    }
}

/// `lhs == rhs` as a required constraint.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs, .equal, rhs) }
/// `lhs <= rhs` as a required constraint.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs, .lessThanOrEqual, rhs)
}
/// `lhs >= rhs` as a required constraint.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
    LinearConstraint(lhs, .greaterThanOrEqual, rhs)
}
