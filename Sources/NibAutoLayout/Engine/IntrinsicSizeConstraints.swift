import NibModel

/// The constraints UIKit makes from an intrinsic content size: `width ≤ intrinsic` at the content hugging
/// priority and `width ≥ intrinsic` at the compression resistance priority, per axis.
enum IntrinsicSizeConstraints {
    static func constraints(for item: LayoutItem) -> [ItemConstraint] {
        var result: [ItemConstraint] = []
        if let width = item.intrinsicWidth {
            result.append(
                .constant(
                    item, .width, .lessThanOrEqual, width, priority: item.hugging.horizontal,
                    origin: .intrinsicSize))
            result.append(
                .constant(
                    item, .width, .greaterThanOrEqual, width, priority: item.compressionResistance.horizontal,
                    origin: .intrinsicSize))
        }
        if let height = item.intrinsicHeight {
            result.append(
                .constant(
                    item, .height, .lessThanOrEqual, height, priority: item.hugging.vertical,
                    origin: .intrinsicSize))
            result.append(
                .constant(
                    item, .height, .greaterThanOrEqual, height, priority: item.compressionResistance.vertical,
                    origin: .intrinsicSize))
        }
        return result
    }
}
