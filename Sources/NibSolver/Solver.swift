/// An incremental Cassowary solver (Badros, Borning and Stuckey's algorithm) with two properties the common ports
/// lack:
///
/// - **Strict priority levels.** Each optional priority is a level of its own, and the objective is minimised
///   lexicographically, highest level first: a constraint at 251 wins over any number of constraints at 250.
///   (A weighted sum of strengths lets enough 250s outweigh a 251.)
/// - **Linear growth.** An index from each symbol to the rows that use it makes substitution, ratio tests and
///   marker searches touch only those rows, so a chain of N views costs about N times a short one; each objective
///   keeps its candidates to enter the basis, so that a pivot does not scan the errors of every constraint.
///
/// Required constraints that contradict those already added are refused with ``SolverError/unsatisfiable`` and
/// leave the solution as it was, so a caller can report them and go on, as UIKit breaks a constraint to recover.
/// The work is bounded: past ``stepLimit`` steps the solver stops optimizing (see ``hasReachedStepLimit``).
public final class Solver {
    /// What a constraint added to the tableau: its marker, and for optional equalities the second error.
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    private struct Edit {
        var constraint: LinearConstraint
        var tag: Tag
        var constant: Double
    }

    // The tableau's storage is reached only through this class's own methods, one at a time, never across threads
    // or reentrant calls; UIKit-sized systems spend a tenth of their time in the runtime's exclusivity checks
    // otherwise (nib-bench solve), so the checks are left out for these properties and for `Row`'s cells.
    @exclusivity(unchecked) private var constraints: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
    /// The constraints in the order they were added, to rebuild the tableau after removing a required equality.
    @exclusivity(unchecked) private var order: [LinearConstraint] = []
    /// The row of each basic symbol, by the symbol's number (symbols are numbered from 1 as they are made).
    @exclusivity(unchecked) private var rows: [Row?] = [nil]
    /// For each symbol, by its number, the basic symbols whose rows contain it.
    @exclusivity(unchecked) private var columns: [SymbolSet] = [SymbolSet()]
    @exclusivity(unchecked) private var variables: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]
    /// One objective row per priority level, highest level first.
    private var objective = Objective()
    /// The objective of the artificial-variable phase, while it runs.
    private var artificial: Objective?
    private var infeasible: [Symbol] = []
    private var nextID = 0

    /// The work done so far: one step per cell of the tableau a substitution updated and per cell or row looked at
    /// to choose a pivot, so that a pivot costs what it touches (a few steps in a small system, as many as a long row
    /// times the rows that use its symbol in a large one), and steps grow with the time taken.
    public private(set) var steps = 0
    /// The pivots made so far.
    public private(set) var pivots = 0
    /// The most ``steps`` the solver takes: once there, it makes no further pivot. Constraints are still added
    /// where they need none, but the solution is no longer the best one (a bound on the work of a pathological system,
    /// far beyond what a real one needs).
    public var stepLimit = Int.max
    /// Whether the solver went past ``stepLimit``, or stopped there with a pivot still to make: its solution may not
    /// be the best one, and a caller adding constraints one by one stops.
    public var hasReachedStepLimit: Bool { stoppedAtStepLimit || steps > stepLimit }
    /// Whether the solver stopped at ``stepLimit`` with a pivot still to make.
    private var stoppedAtStepLimit = false
    /// How many ``batch(_:)`` calls are running: while any is, adding and removing constraints leaves the objective
    /// to be optimized when the outermost ends.
    private var batchDepth = 0

    /// An empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint. Throws ``SolverError/duplicateConstraint``, or ``SolverError/unsatisfiable`` for a
    /// required constraint that contradicts the required ones already added (the solver is then unchanged).
    public func add(_ constraint: LinearConstraint) throws(SolverError) {
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
            throw hasReachedStepLimit ? .stepLimitReached : .unsatisfiable
        }
        constraints[key] = (constraint, tag)
        order.append(constraint)
        if batchDepth == 0 { optimize() }
    }

    /// Runs `body`, which adds or removes constraints, and optimizes once at the end instead of after each change.
    ///
    /// The solution is the same optimum, reached in fewer pivots when the constraints move many variables (the
    /// floors under the views of a squeezed stack, each handing the squeeze on to the next, take a pivot per view
    /// and floor one by one); a required constraint that contradicts the others is still refused when added.
    public func batch<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { optimize() }
        }
        return try body()
    }

    /// Removes a constraint added before; throws ``SolverError/unknownConstraint`` otherwise.
    public func remove(_ constraint: LinearConstraint) throws(SolverError) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        order.removeAll { $0 === constraint }
        if tag.marker.kind == .dummy {
            rebuild()
            return
        }
        removeErrorEffects(of: constraint, tag)
        if rows[tag.marker.id] != nil {
            removeRow(tag.marker)
        } else if let leaving = leavingRow(forMarker: tag.marker) {
            let row = removeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        if batchDepth == 0 { optimize() }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: LinearConstraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional priority: ``suggestValue(_:_:)`` then pulls it.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable }
        guard !priority.isRequired else { throw .badRequiredStrength }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, 0, priority: priority)
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
        if let row = rows[edit.tag.marker.id] {
            row.constant -= delta
            if row.constant < 0 { infeasible.append(edit.tag.marker) }
        } else if let other = edit.tag.other, let row = rows[other.id] {
            row.constant += delta
            if row.constant < 0 { infeasible.append(other) }
        } else {
            for basic in columns[edit.tag.marker.id] {
                let row = rows[basic.id]!
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
            variable.value = rows[symbol.id]?.constant ?? 0
        }
    }

    /// Removes everything.
    public func reset() {
        constraints = [:]
        order = []
        rows = [nil]
        columns = [SymbolSet()]
        variables = [:]
        edits = [:]
        objective = Objective()
        artificial = nil
        infeasible = []
        nextID = 0
    }

    /// Builds the tableau anew from the remaining constraints and edit variables, keeping the suggested values.
    /// Removing a required equality needs it: its marker is not kept in the rows (see ``makeRow(for:)``).
    private func rebuild() {
        let remaining = order
        let savedEdits = edits.values.map { edit in
            (variable: edit.constraint.expression.terms[0].variable, edit: edit)
        }
        let editConstraints = Set(savedEdits.map { ObjectIdentifier($0.edit.constraint) })
        rows = Array(repeating: nil, count: rows.count)
        columns = Array(repeating: SymbolSet(), count: columns.count)
        objective = Objective()
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
        rows.append(nil)
        columns.append(SymbolSet())
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let entry = variables[ObjectIdentifier(variable)] { return entry.symbol }
        let symbol = newSymbol(.external)
        variables[ObjectIdentifier(variable)] = (variable, symbol)
        return symbol
    }

    private func insertRow(_ basic: Symbol, _ row: Row) {
        rows[basic.id] = row
        for symbol in row.symbols { columns[symbol.id].insert(basic) }
    }

    @discardableResult
    private func removeRow(_ basic: Symbol) -> Row {
        let row = rows[basic.id]!
        rows[basic.id] = nil
        for symbol in row.symbols { columns[symbol.id].remove(basic) }
        return row
    }

    /// Takes the column of `symbol` out of the index, returning it.
    private func takeColumn(_ symbol: Symbol) -> SymbolSet {
        let column = columns[symbol.id]
        columns[symbol.id] = SymbolSet()
        return column
    }

    /// Adds `coefficient × symbol` to the row of `basic`, keeping the column index.
    private func add(_ symbol: Symbol, _ coefficient: Double, toRowOf basic: Symbol, _ row: Row) {
        switch row.add(symbol, coefficient) {
        case 1: columns[symbol.id].insert(basic)
        case -1: columns[symbol.id].remove(basic)
        default: break
        }
    }

    /// The row of a new constraint, in terms of the current parametric symbols.
    private func makeRow(for constraint: LinearConstraint) -> (Row, Tag) {
        let row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol.id] {
                steps += basic.symbols.count + 1
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
                objective.row(at: priority.rawValue).add(error, 1)
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
                let level = objective.row(at: priority.rawValue)
                level.add(plus, 1)
                level.add(minus, 1)
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
        let phase = Objective(row: row)
        artificial = phase
        optimize(phase)
        let success = abs(phase.levels[0].row.constant) < Row.epsilon
        artificial = nil
        if rows[art.id] != nil {
            let artRow = removeRow(art)
            if artRow.isEmpty { return success }
            guard let entering = artRow.symbols.filter(\.isPivotable).min() else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            insertRow(entering, artRow)
        }
        for basic in takeColumn(art) { _ = rows[basic.id]?.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` everywhere.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for basic in takeColumn(symbol) {
            guard let target = rows[basic.id], let coefficient = target.remove(symbol) else { continue }
            steps += row.symbols.count + 1
            target.constant += coefficient * row.constant
            for (cell, value) in row.cells { add(cell, coefficient * value, toRowOf: basic, target) }
            if basic.kind != .external, target.constant < 0 { infeasible.append(basic) }
        }
        steps += (row.symbols.count + 1) * objective.substitute(symbol, with: row)
        steps += (row.symbols.count + 1) * (artificial?.substitute(symbol, with: row) ?? 0)
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        pivots += 1
        let row = removeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    // MARK: Simplex

    private func optimize() { optimize(objective) }

    /// Primal simplex on a lexicographic objective (highest level first), until it is optimal or ``stepLimit``
    /// steps have been taken.
    private func optimize(_ objective: Objective) {
        while let entering = enteringSymbol(objective) {
            guard steps < stepLimit else {
                stoppedAtStepLimit = true
                return
            }
            var leaving: Symbol?
            var best = Double.infinity
            steps += columns[entering.id].count
            for basic in columns[entering.id] where basic.kind != .external {
                let row = rows[basic.id]!
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

    /// The symbol to enter the basis next (see ``Objective/enteringSymbol()``), counting the work of choosing it.
    private func enteringSymbol(_ objective: Objective) -> Symbol? {
        let entering = objective.enteringSymbol()
        steps += objective.takeWork()
        return entering
    }

    /// Dual simplex: restores feasibility after edit suggestions, keeping the objective optimal.
    private func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.id], row.constant < -Row.epsilon else { continue }
            guard let entering = dualEnteringSymbol(row) else { continue }
            guard steps < stepLimit else {
                stoppedAtStepLimit = true
                return
            }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Among the row's symbols with a positive coefficient, the one with the lexicographically smallest ratio of
    /// objective coefficients to row coefficient.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratios: [Double])?
        for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
            let ratios = objective.levels.map { $0.row.coefficient(of: symbol) / coefficient }
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
        for basic in columns[marker.id].sorted() {
            let row = rows[basic.id]!
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
    private func removeErrorEffects(of constraint: LinearConstraint, _ tag: Tag) {
        guard !constraint.priority.isRequired else { return }
        let level = objective.row(at: constraint.priority.rawValue)
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error.id] {
                level.constant -= row.constant
                for (cell, value) in row.cells { level.add(cell, -value) }
            } else {
                level.add(error, -1)
            }
        }
    }
}
