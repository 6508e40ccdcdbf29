/// Makes strings from byte ranges of a document whose UTF-8 the scanner has already validated as a whole.
///
/// Every range the decoder cuts ends at an ASCII delimiter, so each is valid UTF-8 too. This initializer is not
/// generic, which keeps the standard library's metadata lookups out of the per-attribute path.
enum UTF8Text {
    @inline(__always)
    static func string(_ start: UnsafePointer<UInt8>, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: UnsafeBufferPointer(start: start, count: count))
            return count
        }
    }

    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let start = bytes.baseAddress else { return "" }
        return string(start, count: bytes.count)
    }

    /// Whether a whole buffer is valid UTF-8: sixteen or eight ASCII bytes at a time, and each multi-byte sequence checked
    /// for its length, continuation bytes, overlong forms, surrogates and the U+10FFFF limit.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 16 <= count {
                let first = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let second = UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self)
                if (first | second) & 0x8080_8080_8080_8080 == 0 {
                    index += 16
                    continue
                }
            }
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return false
            }
            guard index + length <= count else { return false }
            let second = base[index + 1]
            guard second >= low && second <= high else { return false }
            for offset in 2..<max(2, length) where base[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
