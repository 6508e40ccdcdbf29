/// A fast hash of a short byte string, for the decoder's own hash tables (names, ids).
enum ByteHash {
    /// Mixes the length with the first and last eight bytes (fewer for short names): enough to tell
    /// Interface Builder's names apart, at a fixed cost whatever the length. Equal hashes are compared in full.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for index in 0..<count { head = head << 8 | UInt64(bytes[index]) }
        }
        var h = (head &* 0x9E37_79B9_7F4A_7C15) ^ (tail &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        h ^= h >> 29
        return Int(truncatingIfNeeded: h &* 0x1656_67B1_9E37_79F9 >> 16)
    }
}
