#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import NibModel

/// Maps byte offsets to 1-based lines and columns.
struct LineIndex {
    private var lineStarts: [Int32] = [0]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        lineStarts.reserveCapacity(bytes.count / 40 + 1)
        var position = 0
        while position < bytes.count, let hit = memchr(base + position, 10, bytes.count - position) {
            position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            lineStarts.append(Int32(position))
        }
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - Int(lineStarts[low]) + 1)
    }
}
