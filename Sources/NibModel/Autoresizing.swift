/// UIKit's autoresizing arithmetic: how a subview's frame follows a change of its superview's size.
package enum Autoresizing {
    /// The frame after the superview goes from `old` to `new` size. On each axis the change is shared among the
    /// flexible parts (leading margin, size, trailing margin) in proportion to their current lengths, or equally
    /// when they are all zero; with no flexible part the frame keeps its place and size.
    package static func resize(_ frame: Rect, mask: AutoresizingMask, from old: Size, to new: Size) -> Rect {
        let (x, width) = axis(
            origin: frame.x, length: frame.width, container: old.width, delta: new.width - old.width,
            flexibleMin: mask.contains(.flexibleMinX), flexibleSize: mask.contains(.widthSizable),
            flexibleMax: mask.contains(.flexibleMaxX))
        let (y, height) = axis(
            origin: frame.y, length: frame.height, container: old.height, delta: new.height - old.height,
            flexibleMin: mask.contains(.flexibleMinY), flexibleSize: mask.contains(.heightSizable),
            flexibleMax: mask.contains(.flexibleMaxY))
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func axis(
        origin: Double, length: Double, container: Double, delta: Double, flexibleMin: Bool, flexibleSize: Bool,
        flexibleMax: Bool
    ) -> (Double, Double) {
        guard delta != 0, flexibleMin || flexibleSize || flexibleMax else { return (origin, length) }
        let parts = [
            flexibleMin ? max(origin, 0) : 0, flexibleSize ? max(length, 0) : 0,
            flexibleMax ? max(container - origin - length, 0) : 0,
        ]
        let flexibleCount = [flexibleMin, flexibleSize, flexibleMax].filter { $0 }.count
        let total = parts.reduce(0, +)
        func share(_ index: Int, _ flexible: Bool) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? delta * parts[index] / total : delta / Double(flexibleCount)
        }
        return (origin + share(0, flexibleMin), max(length + share(1, flexibleSize), 0))
    }
}

extension AutoresizingMask {
    /// The mask with its top and bottom margins swapped: AppKit's `minYMargin` is the bottom margin in a view that
    /// is not flipped.
    public var flippedVertically: AutoresizingMask {
        var mask = self
        mask.remove([.flexibleMinY, .flexibleMaxY])
        if contains(.flexibleMinY) { mask.insert(.flexibleMaxY) }
        if contains(.flexibleMaxY) { mask.insert(.flexibleMinY) }
        return mask
    }
}
