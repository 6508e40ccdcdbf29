/// An incremental Cassowary solver (Badros, Borning and Stuckey's algorithm) with two properties the common ports
/// lack:
///
/// - **Strict priority levels.** Each optional priority is a level of its own, and the objective is minimised
///   lexicographically, highest level first: a constraint at 251 wins over any number of constraints at 250.
///   (A weighted sum of strengths lets enough 250s outweigh a 251.)
/// - **Linear growth.** An index from each symbol to the rows that use it makes substitution, ratio tests and
///   marker searches touch only those rows, so a chain of N views costs about N times a short one.
///
/// Required constraints that contradict those already added are refused with ``SolverError/unsatisfiable`` and
/// leave the solution as it was, so a caller can report them and go on, as UIKit breaks a constraint to recover.
public final class Solver {
    /// What a constraint added to the tableau: its marker, and for optional equalities the second error.
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    private struct Edit {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    // The tableau's storage is reached only through this class's own methods, one at a time, never across threads
    // or reentrant calls; UIKit-sized systems spend a tenth of their time in the runtime's exclusivity checks
    // otherwise (nib-bench solve), so the checks are left out for these properties and for `Row`'s cells.
    @exclusivity(unchecked) private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    /// The constraints in the order they were added, to rebuild the tableau after removing a required equality.
    @exclusivity(unchecked) private var order: [Constraint] = []
    @exclusivity(unchecked) private var rows: [Symbol: Row] = [:]
    /// For each symbol, the basic symbols whose rows contain it.
    @exclusivity(unchecked) private var columns: [Symbol: Set<Symbol>] = [:]
    @exclusivity(unchecked) private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]
    /// One objective row per priority level, highest level first.
    private var levels: [(priority: Float, row: Row)] = []
    /// The objective of the artificial-variable phase, while it runs.
    private var artificial: Row?
    private var infeasible: [Symbol] = []
    private var nextID = 0

    /// An empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint. Throws ``SolverError/duplicateConstraint``, or ``SolverError/unsatisfiable`` for a
    /// required constraint that contradicts the required ones already added (the solver is then unchanged).
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint }
        let (row, tag) = makeRow(for: constraint)
        if let subject = chooseSubject(row, tag) {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        } else if row.isEmpty {
            // Only the required equality's marker was left, and markers of required equalities are kept out of
            // the rows: the constraint is redundant when the constant is zero, and contradicts the others if not.
            guard abs(row.constant) < Row.epsilon else { throw .unsatisfiable }
        } else if !addWithArtificialVariable(row) {
            throw .unsatisfiable
        }
        constraints[key] = (constraint, tag)
        order.append(constraint)
        optimize()
    }

    /// Removes a constraint added before; throws ``SolverError/unknownConstraint`` otherwise.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        order.removeAll { $0 === constraint }
        if tag.marker.kind == .dummy {
            rebuild()
            return
        }
        removeErrorEffects(of: constraint, tag)
        if rows[tag.marker] != nil {
            removeRow(tag.marker)
        } else if let leaving = leavingRow(forMarker: tag.marker) {
            let row = removeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional priority: ``suggestValue(_:_:)`` then pulls it.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable }
        guard !priority.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, 0, priority: priority)
        try add(constraint)
        edits[ObjectIdentifier(variable)] = Edit(
            constraint: constraint, tag: constraints[ObjectIdentifier(constraint)]!.tag, constant: 0)
    }

    /// Removes an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    /// Pulls an edit variable towards `value`; re-solves incrementally with the dual simplex.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[ObjectIdentifier(variable)] = edit
        if let row = rows[edit.tag.marker] {
            row.constant -= delta
            if row.constant < 0 { infeasible.append(edit.tag.marker) }
        } else if let other = edit.tag.other, let row = rows[other] {
            row.constant += delta
            if row.constant < 0 { infeasible.append(other) }
        } else {
            for basic in columns[edit.tag.marker] ?? [] {
                let row = rows[basic]!
                let coefficient = row.coefficient(of: edit.tag.marker)
                row.constant += delta * coefficient
                if coefficient != 0, row.constant < 0, basic.kind != .external { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }

    // MARK: Results

    /// Writes the solution into every variable's ``Variable/value``.
    public func updateVariables() {
        for (variable, symbol) in variables.values {
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    /// Removes everything.
    public func reset() {
        constraints = [:]
        order = []
        rows = [:]
        columns = [:]
        variables = [:]
        edits = [:]
        levels = []
        artificial = nil
        infeasible = []
    }

    /// Builds the tableau anew from the remaining constraints and edit variables, keeping the suggested values.
    /// Removing a required equality needs it: its marker is not kept in the rows (see ``makeRow(for:)``).
    private func rebuild() {
        let remaining = order
        let savedEdits = edits.values.map { edit in
            (variable: edit.constraint.expression.terms[0].variable, edit: edit)
        }
        let editConstraints = Set(savedEdits.map { ObjectIdentifier($0.edit.constraint) })
        rows = [:]
        columns = [:]
        levels = []
        infeasible = []
        constraints = [:]
        order = []
        edits = [:]
        for constraint in remaining where !editConstraints.contains(ObjectIdentifier(constraint)) {
            try? add(constraint)
        }
        for (variable, edit) in savedEdits {
            try? addEditVariable(variable, priority: edit.constraint.priority)
            try? suggestValue(variable, edit.constant)
        }
    }

    // MARK: Tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let entry = variables[ObjectIdentifier(variable)] { return entry.symbol }
        let symbol = newSymbol(.external)
        variables[ObjectIdentifier(variable)] = (variable, symbol)
        return symbol
    }

    private func objective(at priority: Float) -> Row {
        if let level = levels.first(where: { $0.priority == priority }) { return level.row }
        let row = Row()
        levels.append((priority, row))
        levels.sort { $0.priority > $1.priority }
        return row
    }

    private func insertRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.symbols { columns[symbol, default: []].insert(basic) }
    }

    @discardableResult
    private func removeRow(_ basic: Symbol) -> Row {
        let row = rows.removeValue(forKey: basic)!
        for symbol in row.symbols { columns[symbol]?.remove(basic) }
        return row
    }

    /// Adds `coefficient × symbol` to the row of `basic`, keeping the column index.
    private func add(_ symbol: Symbol, _ coefficient: Double, toRowOf basic: Symbol, _ row: Row) {
        switch row.add(symbol, coefficient) {
        case 1: columns[symbol, default: []].insert(basic)
        case -1: columns[symbol]?.remove(basic)
        default: break
        }
    }

    /// The row of a new constraint, in terms of the current parametric symbols.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.constant += term.coefficient * basic.constant
                for (cell, value) in basic.cells { row.add(cell, term.coefficient * value) }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let priority = constraint.priority
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            if priority.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.add(error, -sign)
                objective(at: priority.rawValue).add(error, 1)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if priority.isRequired {
                // The marker of a required equality is always zero and never enters the basis; kept in the rows,
                // it would make a chain of N equalities carry O(N) markers per row (quadratic time). It is left
                // out, and removing such a constraint rebuilds the tableau instead.
                tag = Tag(marker: newSymbol(.dummy))
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                let objective = objective(at: priority.rawValue)
                objective.add(plus, 1)
                objective.add(minus, 1)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.symbols.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds a row that has no easy subject by minimising an artificial variable; false when it cannot reach 0
    /// (the constraint is unsatisfiable). The tableau is left equivalent to before on failure.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, row.copy())
        artificial = row.copy()
        optimize(objectives: [artificial!])
        let success = abs(artificial!.constant) < Row.epsilon
        artificial = nil
        if rows[art] != nil {
            let artRow = removeRow(art)
            if artRow.isEmpty { return success }
            guard let entering = artRow.symbols.filter(\.isPivotable).min() else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            insertRow(entering, artRow)
        }
        for basic in columns.removeValue(forKey: art) ?? [] { _ = rows[basic]?.remove(art) }
        for level in levels { _ = level.row.remove(art) }
        return success
    }

    /// Replaces `symbol` by `row` everywhere.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            guard let target = rows[basic], let coefficient = target.remove(symbol) else { continue }
            target.constant += coefficient * row.constant
            for (cell, value) in row.cells { add(cell, coefficient * value, toRowOf: basic, target) }
            if basic.kind != .external, target.constant < 0 { infeasible.append(basic) }
        }
        for level in levels { substitute(symbol, with: row, inObjective: level.row) }
        if let artificial { substitute(symbol, with: row, inObjective: artificial) }
    }

    private func substitute(_ symbol: Symbol, with row: Row, inObjective objective: Row) {
        guard let coefficient = objective.remove(symbol) else { return }
        objective.constant += coefficient * row.constant
        for (cell, value) in row.cells { objective.add(cell, coefficient * value) }
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        let row = removeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    // MARK: Simplex

    private func optimize() { optimize(objectives: levels.map(\.row)) }

    /// Primal simplex on a lexicographic objective (highest level first).
    private func optimize(objectives: [Row]) {
        while let entering = enteringSymbol(objectives) {
            var leaving: Symbol?
            var best = Double.infinity
            for basic in columns[entering] ?? [] where basic.kind != .external {
                let row = rows[basic]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                // A ratio too large to represent ties the initial infinity: the first such row still leaves.
                if ratio < best || (ratio == best && leaving.map { basic < $0 } ?? true) {
                    best = ratio
                    leaving = basic
                }
            }
            // The objective cannot decrease without bound: every error is bounded below by zero.
            guard let leaving else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// A symbol whose reduced cost vector is lexicographically negative: negative at some level and zero at all
    /// higher levels. The smallest such symbol (Bland's rule), at the highest such level.
    private func enteringSymbol(_ objectives: [Row]) -> Symbol? {
        for (index, objective) in objectives.enumerated() {
            var candidate: Symbol?
            for (symbol, coefficient) in objective.cells where coefficient < -Row.epsilon && symbol.kind != .dummy {
                let higherAreZero = objectives[..<index].allSatisfy { abs($0.coefficient(of: symbol)) < Row.epsilon }
                if higherAreZero, candidate.map({ symbol < $0 }) ?? true { candidate = symbol }
            }
            if let candidate { return candidate }
        }
        return nil
    }

    /// Dual simplex: restores feasibility after edit suggestions, keeping the objective optimal.
    private func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < -Row.epsilon else { continue }
            guard let entering = dualEnteringSymbol(row) else { continue }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Among the row's symbols with a positive coefficient, the one with the lexicographically smallest ratio of
    /// objective coefficients to row coefficient.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratios: [Double])?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
            let ratios = levels.map { $0.row.coefficient(of: symbol) / coefficient }
            if let current = best {
                if Self.lexicographicallyLess(ratios, current.ratios)
                    || (ratios == current.ratios && symbol < current.symbol)
                {
                    best = (symbol, ratios)
                }
            } else {
                best = (symbol, ratios)
            }
        }
        return best?.symbol
    }

    private static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) >= Row.epsilon { return x < y }
        return false
    }

    /// The row to pivot a non-basic marker into, so that its constraint can be removed.
    private func leavingRow(forMarker marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?
        var second: (Symbol, Double)?
        var third: Symbol?
        for basic in (columns[marker] ?? []).sorted() {
            let row = rows[basic]!
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if basic.kind == .external {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Takes an optional constraint's errors out of the objective.
    private func removeErrorEffects(of constraint: Constraint, _ tag: Tag) {
        guard !constraint.priority.isRequired else { return }
        let objective = objective(at: constraint.priority.rawValue)
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error] {
                objective.constant -= row.constant
                for (cell, value) in row.cells { objective.add(cell, -value) }
            } else {
                objective.add(error, -1)
            }
        }
    }
}
