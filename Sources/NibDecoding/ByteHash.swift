/// A fast hash of a short byte string, for the decoder's own hash tables (names, ids, values), and the comparison
/// those tables make.
enum ByteHash {
    /// Mixes the length with the first and last eight bytes (four, or three single bytes, for shorter strings):
    /// enough to tell Interface Builder's names apart, at a fixed cost whatever the length. Equal hashes are
    /// compared in full.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            head = UInt64(base.loadUnaligned(as: UInt32.self))
            tail = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        } else if count > 0 {
            head = UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1]) << 16
        }
        var h = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        h ^= h >> 29
        return Int(truncatingIfNeeded: h &* 0x1656_67B1_9E37_79F9 >> 16)
    }

    /// Whether `count` bytes at `a` and `b` are equal: word by word, without a call, for the short strings the
    /// tables hold.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                {
                    return false
                }
                offset += 8
            }
            return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        var offset = 0
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset += 1
        }
        return true
    }
}
