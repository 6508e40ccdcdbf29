/// Interns element and attribute names so that the decoder compares integers, not strings.
///
/// Names Interface Builder uses are preloaded in ``KnownName`` order: the symbol of a known name is its case's
/// index, so `KnownName(symbol:)` is a range check. Unknown names get the next free symbols. The bytes of all
/// names live in one buffer, so a lookup is a hash, a probe and one comparison.
struct SymbolTable {
    private(set) var names: [String] = []
    private var storage: [UInt8] = []
    private var offsets: [Int32] = []
    private var lengths: [Int32] = []
    private var slots: [Int32]
    private var mask: Int

    init() {
        slots = [Int32](repeating: -1, count: 2048)
        mask = 2047
        precondition(MemoryLayout<KnownName>.size == 1, "KnownName must stay under 256 cases")
        for name in KnownName.allCases {
            let bytes = Array(name.rawValue.utf8)
            let symbol = bytes.withUnsafeBufferPointer { insert($0, name: name.rawValue) }
            precondition(symbol == name.symbol, "KnownName symbols must follow declaration order")
        }
        for name in CommonNames.all {
            let bytes = Array(name.utf8)
            _ = bytes.withUnsafeBufferPointer { symbol(for: $0) }
        }
    }

    /// The preloaded table, copied (copy-on-write) into each scan.
    static let preloaded = SymbolTable()

    /// The symbol for a name (valid UTF-8, at least one byte), interning it if new.
    @inline(__always)
    mutating func symbol(for bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        var index = ByteHash.hash(bytes) & mask
        let found: Int32? = slots.withUnsafeBufferPointer { slots in
            storage.withUnsafeBufferPointer { storage in
                lengths.withUnsafeBufferPointer { lengths in
                    offsets.withUnsafeBufferPointer { offsets in
                        while true {
                            let slot = slots[index]
                            if slot < 0 { return nil }
                            if Int(lengths[Int(slot)]) == bytes.count,
                                ByteHash.equal(
                                    storage.baseAddress! + Int(offsets[Int(slot)]), bytes.baseAddress!,
                                    count: bytes.count)
                            {
                                return slot
                            }
                            index = (index + 1) & mask
                        }
                    }
                }
            }
        }
        if let found { return found }
        return insert(bytes, name: UTF8Text.string(bytes))
    }

    @discardableResult
    private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, name: String) -> Int32 {
        if names.count * 2 >= slots.count { grow() }
        let symbol = Int32(names.count)
        names.append(name)
        offsets.append(Int32(storage.count))
        lengths.append(Int32(bytes.count))
        storage.append(contentsOf: bytes)
        var index = ByteHash.hash(bytes) & mask
        while slots[index] >= 0 { index = (index + 1) & mask }
        slots[index] = symbol
        return symbol
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for symbol in names.indices {
            let hash = storage.withUnsafeBufferPointer {
                ByteHash.hash(
                    UnsafeBufferPointer(rebasing: $0[Int(offsets[symbol])..<Int(offsets[symbol] + lengths[symbol])]))
            }
            var index = hash & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(symbol)
        }
    }
}
