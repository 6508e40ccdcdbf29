/// A set of symbols, such as the basic symbols whose rows hold one column of the tableau.
///
/// Most hold a handful, kept in a list and found by a linear scan. Past ``listLimit`` they move to an open-addressing
/// table (linear probing, multiplicative hashing of the symbol's number), which costs a fraction of what `Set`'s
/// seeded hashing costs (a fifth of a large tableau's time went to `Hasher`).
struct SymbolSet: Sequence {
    /// The symbols' bits: the first `count` are the set in a list; in a table, 0 marks an empty slot (no symbol is
    /// 0: numbers start at 1).
    private var slots: [Int] = []
    /// How far a hash is shifted right to index the table; 0 while the set is a list.
    private var shift = 0
    /// The number of symbols in the set.
    private(set) var count = 0

    static let listLimit = 16

    var isEmpty: Bool { count == 0 }

    /// Adds `symbol`; false when it was there already.
    @discardableResult
    mutating func insert(_ symbol: Symbol) -> Bool {
        let bits = symbol.bits
        if shift == 0 {
            if slots.contains(bits) { return false }
            if count < Self.listLimit {
                slots.append(bits)
                count += 1
                return true
            }
            rehash(capacity: 64)
        } else if (count + 1) * 2 > slots.count {
            rehash(capacity: slots.count * 2)
        }
        var index = home(bits)
        while slots[index] != 0 {
            if slots[index] == bits { return false }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = bits
        count += 1
        return true
    }

    /// Removes `symbol`; false when it was not there.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Bool {
        let bits = symbol.bits
        if shift == 0 {
            guard let index = slots.firstIndex(of: bits) else { return false }
            slots.swapAt(index, slots.count - 1)
            slots.removeLast()
            count -= 1
            return true
        }
        var hole = home(bits)
        while slots[hole] != bits {
            if slots[hole] == 0 { return false }
            hole = (hole + 1) & (slots.count - 1)
        }
        let shift = shift
        LinearProbing.empty(hole, in: &slots) { LinearProbing.home($0, shift: shift) }
        count -= 1
        if count == 0 { self = SymbolSet() }
        return true
    }

    func contains(_ symbol: Symbol) -> Bool {
        let bits = symbol.bits
        if shift == 0 { return slots.contains(bits) }
        var index = home(bits)
        while slots[index] != 0 {
            if slots[index] == bits { return true }
            index = (index + 1) & (slots.count - 1)
        }
        return false
    }

    private func home(_ bits: Int) -> Int { LinearProbing.home(bits, shift: shift) }

    private mutating func rehash(capacity: Int) {
        let old = slots.filter { $0 != 0 }
        slots = Array(repeating: 0, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for bits in old {
            var index = home(bits)
            while slots[index] != 0 { index = (index + 1) & (capacity - 1) }
            slots[index] = bits
            count += 1
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    /// The symbols in no particular order.
    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Int]
        fileprivate var index = 0

        mutating func next() -> Symbol? {
            while index < slots.count {
                let bits = slots[index]
                index += 1
                if bits != 0 { return Symbol(bits: bits) }
            }
            return nil
        }
    }
}
