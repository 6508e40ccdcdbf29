#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Interns element and attribute names so that the decoder compares integers, not strings.
///
/// Names Interface Builder uses are preloaded in ``KnownName`` order: the symbol of a known name is its case's
/// index, so `KnownName(symbol:)` is an array lookup. Unknown names get the next free symbols.
struct SymbolTable {
    private(set) var names: [String] = []
    private var keys: [[UInt8]] = []
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
    }

    /// The preloaded table, copied (copy-on-write) into each scan.
    static let preloaded = SymbolTable()

    /// The symbol for a name (valid UTF-8), interning it if new.
    mutating func symbol(for bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        var index = ByteHash.hash(bytes) & mask
        while true {
            let slot = slots[index]
            if slot < 0 { break }
            if keys[Int(slot)].withUnsafeBufferPointer({
                $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0
            }) {
                return slot
            }
            index = (index + 1) & mask
        }
        return insert(bytes, name: UTF8Text.string(bytes))
    }

    @discardableResult
    private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, name: String) -> Int32 {
        if names.count * 2 >= slots.count { grow() }
        let symbol = Int32(names.count)
        names.append(name)
        keys.append(Array(bytes))
        var index = ByteHash.hash(bytes) & mask
        while slots[index] >= 0 { index = (index + 1) & mask }
        slots[index] = symbol
        return symbol
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (symbol, key) in keys.enumerated() {
            var index = key.withUnsafeBufferPointer { ByteHash.hash($0) } & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(symbol)
        }
    }
}
