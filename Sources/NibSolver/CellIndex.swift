/// Where each symbol of a wide row sits among its cells: an open-addressing table (linear probing, multiplicative
/// hashing of the symbol's number) of positions into the row's symbols, which it reads for the keys, so that a slot
/// costs 4 bytes and a look-up no seeded hashing.
struct CellIndex {
    /// Each slot is a position + 1 into the row's symbols, or 0 when empty.
    private var slots: [Int32]
    /// How far a hash is shifted right to index the table.
    private var shift: Int
    private var count = 0

    /// An index of `symbols`, with room for twice as many.
    init(_ symbols: [Symbol]) {
        let capacity = max(64, (symbols.count * 2).nextPowerOfTwo)
        slots = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        for position in symbols.indices { place(symbols[position], at: position) }
    }

    /// The position of `symbol` in `symbols` (the row's), if there.
    func position(of symbol: Symbol, in symbols: [Symbol]) -> Int? {
        slot(of: symbol, in: symbols).map { Int(slots[$0]) - 1 }
    }

    /// Records that `symbol` was appended at `position` of `symbols`.
    mutating func insert(_ symbol: Symbol, at position: Int, in symbols: [Symbol]) {
        if (count + 1) * 2 > slots.count {
            self = CellIndex(symbols)
        } else {
            place(symbol, at: position)
        }
    }

    /// Records that `symbol`, still at its position in `symbols`, is leaving the row.
    mutating func remove(_ symbol: Symbol, in symbols: [Symbol]) {
        guard let hole = slot(of: symbol, in: symbols) else { return }
        let shift = shift
        LinearProbing.empty(hole, in: &slots) { LinearProbing.home(symbols[Int($0) - 1].bits, shift: shift) }
        count -= 1
    }

    /// Records that `symbol`, still at its old position in `symbols`, moves to `position`.
    mutating func move(_ symbol: Symbol, to position: Int, in symbols: [Symbol]) {
        guard let slot = slot(of: symbol, in: symbols) else { return }
        slots[slot] = Int32(position + 1)
    }

    private func slot(of symbol: Symbol, in symbols: [Symbol]) -> Int? {
        var index = home(symbol)
        while slots[index] != 0 {
            if symbols[Int(slots[index]) - 1] == symbol { return index }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    private mutating func place(_ symbol: Symbol, at position: Int) {
        var index = home(symbol)
        while slots[index] != 0 { index = (index + 1) & (slots.count - 1) }
        slots[index] = Int32(position + 1)
        count += 1
    }

    private func home(_ symbol: Symbol) -> Int { LinearProbing.home(symbol.bits, shift: shift) }
}

extension Int {
    /// The least power of two at least this large (1 for 0 and below).
    fileprivate var nextPowerOfTwo: Int { self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount) }
}
