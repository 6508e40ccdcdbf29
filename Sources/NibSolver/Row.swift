/// One row of the tableau: `basic = constant + Σ coefficient × symbol`.
final class Row {
    var constant: Double
    private(set) var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`; returns whether the symbol entered (+1), left (−1) or stayed (0) in the row.
    @discardableResult
    func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let old = cells[symbol]
        let new = (old ?? 0) + coefficient
        if abs(new) < Row.epsilon {
            cells[symbol] = nil
            return old == nil ? 0 : -1
        }
        cells[symbol] = new
        return old == nil ? 1 : 0
    }

    /// Removes a symbol, returning its coefficient.
    func remove(_ symbol: Symbol) -> Double? { cells.removeValue(forKey: symbol) }

    func negate() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Rewrites `0 = row` (or `basic = row` with `basic` moved in) as `symbol = …`.
    func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// `lhs = row` with `rhs` in it becomes `rhs = …` with `lhs` in it.
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    static let epsilon = 1e-8
}
