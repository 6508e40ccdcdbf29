import NibModel

/// One constraint a visual format string stands for, by view name:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant` at `priority`.
public struct VisualFormatConstraint: Equatable, Sendable, CustomStringConvertible {
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// Nil for a constant constraint (`button.width >= 50`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// UILayoutPriority; 1000 is required.
    public var priority: Float

    public init(
        _ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ secondItem: String?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, priority: Float = 1000
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    public var description: String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(firstItem).\(firstAttribute.rawValue) \(symbol) "
        if let secondItem, let secondAttribute {
            text += "\(secondItem).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
        } else {
            text += format(constant)
        }
        if priority < 1000 { text += " @\(format(Double(priority)))" }
        return text
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// Options of a visual format (`NSLayoutConstraint.FormatOptions`): alignment of all the views, and the direction.
public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 0)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 1)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 2)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 3)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 4)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 5)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 7)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 8)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 9)
    /// The default: horizontal formats use leading and trailing.
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 1 << 16)
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 17)
    public static let directionRightToLeft = FormatOptions(rawValue: 1 << 18)

    /// The alignment options with their attributes and whether they align along a horizontal attribute.
    static let alignments: [(FormatOptions, LayoutAttribute, horizontal: Bool)] = [
        (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
        (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true), (.alignAllTop, .top, false),
        (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
        (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
    ]
}

/// A visual format string that cannot be read, with where and why, shown as UIKit shows it.
public struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public var message: String
    /// The 1-based column in ``format``.
    public var column: Int
    public var format: String

    public init(message: String, column: Int, format: String) {
        self.message = message
        self.column = column
        self.format = format
    }

    public var description: String {
        "Unable to parse constraint format: \(message)\n\(format)\n"
            + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
}
