/// `coefficient × variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms and a constant (`x + 0.5 × width − 8`).
public struct LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-1) * rhs }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: -rhs)
    }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func * (factor: Double, variable: Variable) -> LinearExpression {
        factor * LinearExpression(variable)
    }
}
