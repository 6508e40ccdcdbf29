/// How much a constraint matters, as `UILayoutPriority`: 1000 is required; any other value is a level of its
/// own, and a constraint at a higher level wins over **any number** of constraints at lower levels (251 beats a
/// thousand 250s). The solver minimises the errors level by level, from the highest down, instead of a weighted
/// sum.
public struct Priority: Comparable, Hashable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public static let required = Priority(rawValue: 1000)
    public static let defaultHigh = Priority(rawValue: 750)
    public static let defaultLow = Priority(rawValue: 250)
    public static let fittingSizeLevel = Priority(rawValue: 50)

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
