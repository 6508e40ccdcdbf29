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
        for name in KnownName.allCases {
            let bytes = Array(name.rawValue.utf8)
            _ = bytes.withUnsafeBufferPointer { insert($0, name: name.rawValue) }
        }
    }

    /// The preloaded table, copied (copy-on-write) into each scan.
    static let preloaded = SymbolTable()

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt32 = 2_166_136_261
        for byte in bytes {
            h = (h ^ UInt32(byte)) &* 16_777_619
        }
        return Int(h)
    }

    /// The symbol for a name, interning it if new. Returns nil when the name is not valid UTF-8.
    mutating func symbol(for bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        var index = Self.hash(bytes) & mask
        while true {
            let slot = slots[index]
            if slot < 0 { break }
            if keys[Int(slot)].elementsEqual(bytes) { return slot }
            index = (index + 1) & mask
        }
        guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
        return insert(bytes, name: name)
    }

    @discardableResult
    private mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, name: String) -> Int32 {
        if names.count * 2 >= slots.count { grow() }
        let symbol = Int32(names.count)
        names.append(name)
        keys.append(Array(bytes))
        var index = Self.hash(bytes) & mask
        while slots[index] >= 0 { index = (index + 1) & mask }
        slots[index] = symbol
        return symbol
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (symbol, key) in keys.enumerated() {
            var index = key.withUnsafeBufferPointer { Self.hash($0) } & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(symbol)
        }
    }
}
