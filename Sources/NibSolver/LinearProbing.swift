/// What the solver's open-addressing tables (``SymbolSet``, ``CellIndex``) share: a power-of-two table of integer
/// slots, 0 for empty, probed linearly from a Fibonacci hash of a symbol's number.
enum LinearProbing {
    /// The slot `bits` hashes to in a table of 2^(64 - `shift`) slots: the top bits of its product with 2^64 / φ.
    static func home(_ bits: Int, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(bits)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// Empties the slot `hole` by backward-shift deletion: each later slot of the run that may not stay after the
    /// hole (its home, from `home`, is not between them) moves up into it, so that no probe stops short.
    static func empty<Slot: BinaryInteger>(_ hole: Int, in slots: inout [Slot], home: (Slot) -> Int) {
        let mask = slots.count - 1
        var hole = hole
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let wanted = home(slots[next])
            if hole <= next ? (wanted <= hole || wanted > next) : (wanted <= hole && wanted > next) {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }
}
