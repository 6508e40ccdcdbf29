/// A column of the tableau: a variable of the user's, or one the algorithm adds.
///
/// Its number and kind share one word (the kind in the low two bits), so that rows, columns and the index keep
/// 8 bytes per symbol rather than 16. Symbols compare, hash and order by their number, which is unique.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A user variable (unrestricted in sign).
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// The error of an optional constraint (≥ 0).
        case error
        /// The marker of a required equality (always 0).
        case dummy
    }

    /// The number and the kind in one word: never 0, as numbers start at 1.
    let bits: Int

    init(id: Int, kind: Kind) {
        bits = id << 2 | kind.rawValue
    }

    /// The symbol whose ``bits`` are `bits`.
    init(bits: Int) {
        self.bits = bits
    }

    var id: Int { bits >> 2 }
    var kind: Kind { Kind(rawValue: bits & 3)! }

    /// Whether the simplex may move it (slack and error symbols).
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Whether it must stay ≥ 0.
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.bits < rhs.bits }
}
