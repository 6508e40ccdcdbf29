/// Makes strings from byte ranges of a document whose UTF-8 the scanner has already validated as a whole.
///
/// Every range the decoder cuts ends at an ASCII delimiter, so each is valid UTF-8 too. This initializer is not
/// generic, which keeps the standard library's metadata lookups out of the per-attribute path.
enum UTF8Text {
    /// The string of `count` bytes at `start`; `smallDirect` is ``smallStringsAreDirect``, which a caller that makes
    /// many strings reads once.
    @inline(__always)
    static func string(
        _ start: UnsafePointer<UInt8>, count: Int, smallDirect: Bool = smallStringsAreDirect
    ) -> String {
        if count < 16, smallDirect, let small = smallASCII(start, count: count) { return small }
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: UnsafeBufferPointer(start: start, count: count))
            return count
        }
    }

    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, smallDirect: Bool = smallStringsAreDirect) -> String {
        guard let start = bytes.baseAddress else { return "" }
        return string(start, count: bytes.count, smallDirect: smallDirect)
    }

    /// Whether ``smallASCII(_:count:)`` makes the strings the standard library makes from the same bytes: checked
    /// once, on strings of every length it makes, and the general way is taken if not.
    static let smallStringsAreDirect: Bool = {
        #if _endian(little) && _pointerBitWidth(_64)
            let text = Array("0123456789abcdef".utf8)
            return text.withUnsafeBufferPointer { bytes in
                (0..<16).allSatisfy { count in
                    let general = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
                    guard let small = smallASCII(bytes.baseAddress!, count: count) else { return false }
                    return small == general && small.utf8.count == count && small.hashValue == general.hashValue
                        && small.utf8.elementsEqual(general.utf8)
                }
            }
        #else
            return false
        #endif
    }()

    /// The string of up to 15 ASCII bytes, made in the two words of a string that holds its bytes itself (a small
    /// string: the bytes in order, then the count and the flags of an immortal small ASCII string in the last byte),
    /// without the call, closure and checks of the standard library's initializers; nil for other bytes. A string
    /// is made for almost every attribute value the decoder types, and most are ids and names that short.
    @inline(__always)
    private static func smallASCII(_ start: UnsafePointer<UInt8>, count: Int) -> String? {
        #if _endian(little) && _pointerBitWidth(_64)
            let raw = UnsafeRawPointer(start)
            var low: UInt64 = 0
            var high: UInt64 = 0
            // Two loads that may overlap, within the bytes, for each range of lengths.
            if count >= 8 {
                low = raw.loadUnaligned(as: UInt64.self)
                if count > 8 {
                    high = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> UInt64((16 - count) * 8)
                }
            } else if count >= 4 {
                let head = UInt64(raw.loadUnaligned(as: UInt32.self))
                let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                low = head | tail << UInt64((count - 4) * 8)
            } else {
                for offset in 0..<count { low |= UInt64(start[offset]) << UInt64(offset * 8) }
            }
            guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
            high |= (0xE0 | UInt64(count)) << 56
            // Written over an empty string rather than cast, which would retain the result (a call, for nothing).
            var string = ""
            withUnsafeMutableBytes(of: &string) { words in
                words.storeBytes(of: low, as: UInt64.self)
                words.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
            }
            return string
        #else
            return nil
        #endif
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
