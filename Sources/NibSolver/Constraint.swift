/// How the two sides of a constraint compare.
public enum Relation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// `lhs relation rhs` at a priority. Identity is the object: the same constraint is added and removed.
public final class Constraint: CustomStringConvertible {
    /// `lhs − rhs`, compared with zero.
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority

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
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
