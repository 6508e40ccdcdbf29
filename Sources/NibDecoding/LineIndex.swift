import NibModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The line of the previous lookup: objects are built mostly in file order, so the next lookup is usually on
    /// the same line or a few lines further.
    private var cursor = 0

    mutating func location(ofOffset offset: Int) -> SourceLocation {
        var line = cursor
        if Int(lineStarts[line]) <= offset {
            var steps = 0
            while line + 1 < lineStarts.count, Int(lineStarts[line + 1]) <= offset, steps < 8 {
                line += 1
                steps += 1
            }
            if line + 1 == lineStarts.count || Int(lineStarts[line + 1]) > offset {
                cursor = line
                return SourceLocation(line: line + 1, column: offset - Int(lineStarts[line]) + 1)
            }
        }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        cursor = low
        return SourceLocation(line: low + 1, column: offset - Int(lineStarts[low]) + 1)
    }
}
