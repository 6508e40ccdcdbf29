/// How much a constraint counts (UIKit's `UILayoutPriority`, AppKit's `NSLayoutConstraint.Priority`): 1 to 1000,
/// where 1000 is required. The one priority type of the document's constraints, the engine's, the headless face's
/// and the Visual Format Language's; the solver's `Priority` is its level.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The value, as `UILayoutPriority`'s raw value.
    public var rawValue: Float

    /// The priority of value `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// The priority of value `value` (`750`).
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// The priority of value `value` (`249.99998`).
    public init(floatLiteral value: Float) { rawValue = value }

    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required: LayoutPriority = 1000
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh: LayoutPriority = 750
    /// 250 (`UILayoutPriority.defaultLow`).
    public static let defaultLow: LayoutPriority = 250
    /// 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Whether the constraint must hold (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }

    /// The value without a trailing `.0`: `750`, `249.99998`.
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e7 ? String(Int(rawValue)) : String(rawValue)
    }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes the number it encodes as.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Float.self)
    }

    /// Encodes as its number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
