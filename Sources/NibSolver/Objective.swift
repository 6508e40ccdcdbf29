/// What the simplex minimizes: one row per priority level, highest level first, compared lexicographically.
///
/// It keeps the candidates to enter the basis, per level: the symbols whose first nonzero coefficient, from the
/// highest level down, is negative there. Its rows note the symbols whose cells appeared, left or changed sign, and
/// only those are looked at again, so that choosing a pivot does not scan the errors of every constraint (the weak
/// pulls of a layout hold one per view).
final class Objective {
    /// The levels, highest first.
    private(set) var levels: [(priority: Float, row: Row)] = []
    /// Per level, the symbols whose first nonzero coefficient is negative at that level (never a dummy).
    private var candidates: [SymbolSet] = []
    /// The cells and candidates looked at to choose pivots since the last ``takeWork()`` (see `Solver.steps`).
    private var work = 0

    /// An objective with no levels yet.
    init() {}

    /// An objective of one level, `row` (the artificial objective of a constraint being added).
    init(row: Row) {
        levels = [(0, row.copy(notesChanges: true))]
        candidates = [SymbolSet()]
        for symbol in row.symbols { update(symbol) }
    }

    /// The row of the level `priority`, made when first needed (levels are found by a binary search).
    func row(at priority: Float) -> Row {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low < levels.count, levels[low].priority == priority { return levels[low].row }
        levels.insert((priority, Row(notesChanges: true)), at: low)
        candidates.insert(SymbolSet(), at: low)
        return levels[low].row
    }

    /// A symbol whose reduced costs are lexicographically negative: negative at some level and zero at all higher
    /// levels. The smallest such symbol (Bland's rule), at the highest such level.
    func enteringSymbol() -> Symbol? {
        for level in levels {
            for symbol in level.row.takeChanges() { update(symbol) }
        }
        for level in candidates where !level.isEmpty {
            work += level.count
            return level.min()
        }
        return nil
    }

    /// The work done choosing pivots since the last call.
    func takeWork() -> Int {
        defer { work = 0 }
        return work
    }

    /// Replaces `symbol` by `row` at every level; returns the number of levels that held it.
    @discardableResult
    func substitute(_ symbol: Symbol, with row: Row) -> Int {
        var updated = 0
        for level in levels {
            guard let coefficient = level.row.remove(symbol) else { continue }
            level.row.constant += coefficient * row.constant
            for (cell, value) in row.cells { level.row.add(cell, coefficient * value) }
            updated += 1
        }
        return updated
    }

    /// Removes `symbol` from every level.
    func remove(_ symbol: Symbol) {
        for level in levels { _ = level.row.remove(symbol) }
    }

    /// Finds the level of `symbol`'s first nonzero coefficient anew and whether it is a candidate there.
    private func update(_ symbol: Symbol) {
        work += levels.count
        var candidateLevel: Int?
        for (index, level) in levels.enumerated() {
            let coefficient = level.row.coefficient(of: symbol)
            if abs(coefficient) >= Row.epsilon {
                if coefficient < -Row.epsilon, symbol.kind != .dummy { candidateLevel = index }
                break
            }
        }
        for index in candidates.indices {
            if index == candidateLevel { candidates[index].insert(symbol) } else { candidates[index].remove(symbol) }
        }
    }
}
