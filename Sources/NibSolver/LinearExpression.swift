/// `coefficient × variable`.
public struct Term {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// `coefficient × variable`; the coefficient defaults to 1.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms and a constant (`x + 0.5 × width − 8`).
public struct LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The terms; a variable may appear in more than one.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// The sum of `terms` and `constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-1) * rhs }

    /// `expression` with its terms and constant multiplied by `factor`.
    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            terms: expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    /// `lhs` with `rhs` added to its constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: rhs)
    }
    /// `lhs` with `rhs` subtracted from its constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: -rhs)
    }
    /// `lhs` plus `1 × rhs`.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// `lhs` minus `1 × rhs`.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}

extension Variable {
    /// The sum of two variables, as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }
    /// The difference of two variables, as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }
    /// `lhs` plus a constant, as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// `lhs` minus a constant, as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// `factor × variable`, as an expression.
    public static func * (factor: Double, variable: Variable) -> LinearExpression {
        factor * LinearExpression(variable)
    }
}
