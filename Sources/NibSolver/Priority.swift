/// How much a constraint matters, as `UILayoutPriority`: 1000 is required; any other value is a level of its
/// own, and a constraint at a higher level wins over **any number** of constraints at lower levels (251 beats a
/// thousand 250s). The solver minimises the errors level by level, from the highest down, instead of a weighted
/// sum.
public struct Priority: Comparable, Hashable, Sendable {
    /// The level, as `UILayoutPriority`'s raw value: 1000 and above is required.
    public var rawValue: Float

    /// The priority at level `rawValue`.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required = Priority(rawValue: 1000)
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh = Priority(rawValue: 750)
    /// 250 (`UILayoutPriority.defaultLow`).
    public static let defaultLow = Priority(rawValue: 250)
    /// 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = Priority(rawValue: 50)

    /// Whether the constraint must hold (1000 or more) rather than being optional.
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
}
