/// The cases of a string-backed enumeration by the bytes of their raw values, so that an attribute value is matched
/// without making a string of it.
struct RawValueTable<Case: CaseIterable & RawRepresentable & Sendable>: Sendable where Case.RawValue == String {
    private let bytes: [UInt8]
    private let entries: [(start: Int, count: Int, value: Case)]

    init() {
        var bytes: [UInt8] = []
        var entries: [(start: Int, count: Int, value: Case)] = []
        for value in Case.allCases {
            entries.append((bytes.count, value.rawValue.utf8.count, value))
            bytes.append(contentsOf: value.rawValue.utf8)
        }
        self.bytes = bytes
        self.entries = entries
    }

    /// The case whose raw value is `raw`, if any.
    func value(_ raw: UnsafeBufferPointer<UInt8>) -> Case? {
        guard let start = raw.baseAddress else { return nil }
        return bytes.withUnsafeBufferPointer { all in
            for entry in entries where entry.count == raw.count {
                if ByteHash.equal(all.baseAddress! + entry.start, start, count: raw.count) { return entry.value }
            }
            return nil
        }
    }
}
