/// Interns element and attribute names so that the decoder compares integers, not strings.
///
/// Names Interface Builder uses are preloaded in ``KnownName`` order: the symbol of a known name is its case's
/// index, so `KnownName(symbol:)` is a range check. The preloaded names live in one table that every document
/// shares and never changes, so it stays in the processor's caches from one document to the next; the names a
/// document adds get the next free symbols, in a small table of the document's own.
struct SymbolTable: Sendable {
    /// The preloaded names, shared.
    private let common: NameTable
    /// The names this document adds; their symbols follow the preloaded ones.
    private var added = NameTable(capacity: 0)

    private init(common: NameTable) {
        self.common = common
    }

    /// The preloaded table, which each scan starts from.
    static let preloaded: SymbolTable = {
        var common = NameTable(capacity: 1024)
        precondition(MemoryLayout<KnownName>.size == 1, "KnownName must stay under 256 cases")
        for name in KnownName.allCases {
            let bytes = Array(name.rawValue.utf8)
            let symbol = bytes.withUnsafeBufferPointer { common.insert($0, name: name.rawValue) }
            precondition(symbol == name.symbol, "KnownName symbols must follow declaration order")
        }
        for name in CommonNames.all {
            let bytes = Array(name.utf8)
            bytes.withUnsafeBufferPointer { if common.find($0) == nil { common.insert($0, name: name) } }
        }
        return SymbolTable(common: common)
    }()

    /// The preloaded names, by symbol.
    var preloadedNames: [String] { common.names }

    /// The name of a symbol.
    func name(_ symbol: Int32) -> String {
        let index = Int(symbol)
        return index < common.names.count ? common.names[index] : added.names[index - common.names.count]
    }

    /// The symbol for a name (valid UTF-8, at least one byte), interning it if new.
    @inline(__always)
    mutating func symbol(for bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let found = common.find(bytes) { return found }
        return symbolAdded(for: bytes)
    }

    /// The symbol for a name that is not preloaded, interning it if new.
    private mutating func symbolAdded(for bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let first = Int32(common.names.count)
        if let found = added.find(bytes) { return first + found }
        return first + added.insert(bytes, name: UTF8Text.string(bytes))
    }
}

/// An open-addressing hash table of names, symbols numbered from 0 in the order they were added. The bytes of all
/// names live in one buffer, so a lookup is a hash, a probe and one comparison.
private struct NameTable: Sendable {
    private(set) var names: [String] = []
    private var storage: [UInt8] = []
    private var offsets: [Int32] = []
    private var lengths: [Int32] = []
    private var slots: [Int32]
    private var mask: Int

    /// A table with room for `capacity` names before it grows (none allocates nothing until the first name).
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = capacity > 0 ? [Int32](repeating: -1, count: size) : []
        mask = size - 1
    }

    /// The symbol of a name, if the table has it.
    @inline(__always)
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        guard !names.isEmpty else { return nil }
        var index = ByteHash.hash(bytes) & mask
        return slots.withUnsafeBufferPointer { slots in
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
    }

    /// Adds a name the table does not have; returns its symbol.
    @discardableResult
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, name: String) -> Int32 {
        if slots.isEmpty {
            slots = [Int32](repeating: -1, count: 16)
            mask = 15
        }
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
