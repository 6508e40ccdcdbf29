import NibModel
import NibSolver

/// Turns item constraints into solver constraints.
enum SolverBridge {
    /// The priority of the pulls that settle what the constraints leave free: below every UIKit priority.
    static let stayPriority = Priority(rawValue: 0.5)

    /// Adds `constraint`; false when it cannot be satisfied with the required constraints already added.
    static func add(_ constraint: ItemConstraint, to solver: Solver) -> Bool {
        do {
            try solver.add(translate(constraint))
            return true
        } catch {
            return false
        }
    }

    /// Pulls `variable` towards `value`, as weakly as possible.
    static func stay(_ variable: Variable, at value: Double, in solver: Solver) {
        _ = try? solver.add(
            NibSolver.LinearConstraint(
                LinearExpression(variable), .equal, LinearExpression(constant: value), priority: stayPriority))
    }

    static func translate(_ constraint: ItemConstraint) -> NibSolver.LinearConstraint {
        let lhs = AttributeExpression.of(constraint.first, constraint.firstAttribute)
        var rhs = LinearExpression(constant: constraint.constant)
        if let second = constraint.second {
            let m = constraint.multiplier
            rhs = rhs + m * AttributeExpression.of(second, constraint.secondAttribute)
            if m != 1, constraint.firstAttribute.isPosition,
                let container = commonAncestor(constraint.first.owningView, second.owningView)
            {
                // UIKit evaluates `a = m × b + c` in the coordinate space of the view that holds both items:
                // (a − origin) = m × (b − origin) + c, i.e. a = m × b + (1 − m) × origin + c.
                let origin =
                    AttributeExpression.isHorizontal(constraint.firstAttribute)
                    ? LinearExpression(container.x) : LinearExpression(container.y)
                rhs = rhs + (1 - m) * origin
            }
        }
        for extra in constraint.extraTerms {
            rhs = rhs + extra.multiplier * AttributeExpression.of(extra.item, extra.attribute)
        }
        return NibSolver.LinearConstraint(
            lhs, relation(constraint.relation), rhs, priority: priority(constraint.priority))
    }

    static func priority(_ value: LayoutPriority) -> Priority {
        value.isRequired ? .required : Priority(rawValue: max(value.rawValue, 1))
    }

    static func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    static func commonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> LayoutItem? {
        let chainA = a.ancestry
        let chainB = b.ancestry
        var common: LayoutItem?
        for (x, y) in zip(chainA, chainB) where x === y { common = x }
        return common
    }
}
