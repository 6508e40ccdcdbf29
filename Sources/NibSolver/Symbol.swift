/// A column of the tableau: a variable of the user's, or one the algorithm adds.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A user variable (unrestricted in sign).
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// The error of an optional constraint (≥ 0).
        case error
        /// The marker of a required equality (always 0).
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the simplex may move it (slack and error symbols).
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Whether it must stay ≥ 0.
    var isRestricted: Bool { kind != .external }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    // A symbol's id is unique, so it alone identifies the symbol: hashing and comparing the kind too would only cost.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
