/// One row of the tableau: `basic = constant + Σ coefficient × symbol`.
///
/// Nearly every row has a handful of cells, so they are kept in two parallel arrays and found by a linear scan, which
/// costs less than hashing. A row that grows past ``indexThreshold`` cells (an objective with the errors of many
/// constraints) also keeps an index from symbol to position, so that it stays linear to update. An objective row
/// also notes the symbols whose cell appeared, left or changed sign, so that ``Objective`` can keep its candidates to
/// enter the basis without scanning the whole row.
final class Row {
    var constant: Double
    /// The row's symbols, in no particular order; `coefficients[i]` belongs to `symbols[i]`. Only this class's
    /// methods change them, one at a time (readers get a copy), so the runtime's exclusivity checks are left out
    /// (see `Solver`).
    @exclusivity(unchecked) private(set) var symbols: [Symbol]
    @exclusivity(unchecked) private(set) var coefficients: [Double]
    /// Symbol → position: built when the row grows past ``indexThreshold`` cells, and kept from then on.
    @exclusivity(unchecked) private var cellIndex: CellIndex?
    /// For an objective row, the symbols whose cell appeared, left or crossed −``epsilon`` since the last
    /// ``takeChanges()``; nil for other rows.
    @exclusivity(unchecked) private var changes: [Symbol]?

    static let indexThreshold = 24
    static let epsilon = 1e-8

    /// An empty row; one that `notesChanges` for an objective (see ``takeChanges()``).
    init(constant: Double = 0, notesChanges: Bool = false) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
        self.changes = notesChanges ? [] : nil
    }

    private init(
        constant: Double, symbols: [Symbol], coefficients: [Double], cellIndex: CellIndex?, changes: [Symbol]?
    ) {
        self.constant = constant
        self.symbols = symbols
        self.coefficients = coefficients
        self.cellIndex = cellIndex
        self.changes = changes
    }

    /// A copy; `notesChanges` for an objective (its changes start empty).
    func copy(notesChanges: Bool = false) -> Row {
        Row(
            constant: constant, symbols: symbols, coefficients: coefficients, cellIndex: cellIndex,
            changes: notesChanges ? [] : nil)
    }

    /// The symbols whose cell appeared, left or crossed −``epsilon`` since the last call (some more than once), for
    /// a row that notes them.
    func takeChanges() -> [Symbol] {
        guard let taken = changes, !taken.isEmpty else { return [] }
        changes = []
        return taken
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The row's cells as (symbol, coefficient) pairs.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }

    private func position(of symbol: Symbol) -> Int? {
        if let cellIndex { return cellIndex.position(of: symbol, in: symbols) }
        return symbols.firstIndex(of: symbol)
    }

    func coefficient(of symbol: Symbol) -> Double { position(of: symbol).map { coefficients[$0] } ?? 0 }

    /// Adds `coefficient × symbol`; returns whether the symbol entered (+1), left (−1) or stayed (0) in the row.
    @discardableResult
    func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        guard let position = position(of: symbol) else {
            if abs(coefficient) < Row.epsilon { return 0 }
            append(symbol, coefficient)
            return 1
        }
        let new = coefficients[position] + coefficient
        if abs(new) < Row.epsilon {
            remove(at: position)
            return -1
        }
        if changes != nil, (new < -Row.epsilon) != (coefficients[position] < -Row.epsilon) { changes!.append(symbol) }
        coefficients[position] = new
        return 0
    }

    /// Removes a symbol, returning its coefficient.
    func remove(_ symbol: Symbol) -> Double? {
        guard let position = position(of: symbol) else { return nil }
        return remove(at: position)
    }

    private func append(_ symbol: Symbol, _ coefficient: Double) {
        symbols.append(symbol)
        coefficients.append(coefficient)
        if cellIndex != nil {
            cellIndex!.insert(symbol, at: symbols.count - 1, in: symbols)
        } else if symbols.count > Row.indexThreshold {
            cellIndex = CellIndex(symbols)
        }
        changes?.append(symbol)
    }

    /// Removes the cell at `position` by moving the last cell into its place.
    @discardableResult
    private func remove(at position: Int) -> Double {
        let coefficient = coefficients[position]
        let removed = symbols[position]
        let last = symbols.count - 1
        if cellIndex != nil {
            cellIndex!.remove(removed, in: symbols)
            if position != last { cellIndex!.move(symbols[last], to: position, in: symbols) }
        }
        if position != last {
            symbols[position] = symbols[last]
            coefficients[position] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
        changes?.append(removed)
        return coefficient
    }

    func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
        changes?.append(contentsOf: symbols)
    }

    /// Rewrites `0 = row` (or `basic = row` with `basic` moved in) as `symbol = …`.
    func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)!
        constant *= coefficient
        for index in coefficients.indices { coefficients[index] *= coefficient }
        changes?.append(contentsOf: symbols)
    }

    /// `lhs = row` with `rhs` in it becomes `rhs = …` with `lhs` in it.
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
