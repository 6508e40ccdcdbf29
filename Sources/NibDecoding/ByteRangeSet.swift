/// A set of byte strings that live in the document being decoded, stored as offsets into it: the ids a document
/// defines, so that references can be checked without making a `String` of each.
struct ByteRangeSet {
    private let base: UnsafePointer<UInt8>
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private var slots: [Int32]
    private var mask: Int

    init(base: UnsafePointer<UInt8>, capacity: Int) {
        self.base = base
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        starts.reserveCapacity(capacity)
        lengths.reserveCapacity(capacity)
    }

    /// Adds the bytes `start..<end` of the document; when equal bytes are already in the set, returns where they
    /// start instead.
    @discardableResult
    mutating func insert(start: Int32, end: Int32) -> Int32? {
        if starts.count * 2 >= slots.count { grow() }
        let bytes = UnsafeBufferPointer(start: base + Int(start), count: Int(end - start))
        var index = bytes.isEmpty ? 0 : ByteHash.hash(bytes) & mask
        while slots[index] >= 0 {
            if equals(Int(slots[index]), bytes) { return starts[Int(slots[index])] }
            index = (index + 1) & mask
        }
        slots[index] = Int32(starts.count)
        starts.append(start)
        lengths.append(end - start)
        return nil
    }

    /// Whether the set holds these bytes (which may live anywhere).
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = bytes.isEmpty ? 0 : ByteHash.hash(bytes) & mask
        while slots[index] >= 0 {
            if equals(Int(slots[index]), bytes) { return true }
            index = (index + 1) & mask
        }
        return false
    }

    private func equals(_ entry: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Int(lengths[entry]) == bytes.count
            && (bytes.isEmpty || ByteHash.equal(base + Int(starts[entry]), bytes.baseAddress!, count: bytes.count))
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for entry in starts.indices {
            let bytes = UnsafeBufferPointer(start: base + Int(starts[entry]), count: Int(lengths[entry]))
            var index = bytes.isEmpty ? 0 : ByteHash.hash(bytes) & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = Int32(entry)
        }
    }
}
