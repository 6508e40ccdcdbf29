import NibModel

/// The properties the project's own classes declare for the keys of the document's user-defined runtime attributes,
/// as its sources declare them: class name, then key, then the declared type as written (`String?`, `UIColor *`).
/// With them, `nib eject` writes such an attribute as an assignment (`label.style = "body"`), not a TODO.
public struct ProjectMembers: Sendable, Hashable {
    /// Declared types by class name (without its module), then key.
    public var declaredTypes: [String: [String: String]]

    /// The members; none by default, when the sources are not read.
    public init(declaredTypes: [String: [String: String]] = [:]) {
        self.declaredTypes = declaredTypes
    }

    /// The type `className` declares for `key`, if the sources say.
    func declaredType(of key: String, on className: String) -> String? {
        declaredTypes[className]?[key]
    }

    /// The name a document's custom class is keyed by here, as the ejected code names it (`App.BadgeView` is
    /// `BadgeView`); nil for one code cannot name.
    package static func className(of customClass: String) -> String? { SwiftNames.projectType(from: customClass) }
}

/// A runtime attribute of a project class written as an assignment of its declared property: the value's form and
/// the declared type must agree (rows), and the type is what the class's stand-in declares where the class is not
/// compiled (`--verify`, the SDK type-check).
enum ProjectAttributeLines {
    /// The Swift type a declaration's written type is, Objective-C's spellings included; nil for another type.
    static let swiftTypes: [String: String] = [
        "String": "String", "NSString": "String", "CGFloat": "CGFloat", "Double": "Double", "Float": "Float",
        "Int": "Int", "NSInteger": "Int", "UInt": "UInt", "NSUInteger": "UInt", "Bool": "Bool", "BOOL": "Bool",
        "UIColor": "UIColor", "UIImage": "UIImage", "CGPoint": "CGPoint", "CGSize": "CGSize", "CGRect": "CGRect",
    ]

    /// The Swift types an attribute's `type=` can be assigned to.
    static let assignable: [String: Set<String>] = [
        "string": ["String"], "localizedString": ["String"], "number": ["CGFloat", "Double", "Float"],
        "boolean": ["Bool"], "color": ["UIColor"], "image": ["UIImage"], "point": ["CGPoint"], "size": ["CGSize"],
        "rect": ["CGRect"],
    ]

    /// The Swift type of a written declaration type (`UIColor *`, `String?`, `nullable NSString *`).
    static func swiftType(of declared: String) -> String? {
        var text = declared
        for noise in ["nullable", "_Nullable", "_Nonnull", "nonnull", "?", "!", "*", " "] {
            text = text.replacingOccurrences(of: noise, with: "")
        }
        return swiftTypes[text]
    }

    /// The assignment of `attribute` on `prefix` (`label.`) and the Swift type of its property, or nil when the value
    /// and the declared type do not agree.
    static func line(for attribute: RuntimeAttribute, prefix: String, declared: String) -> (String, String)? {
        guard SwiftNames.isIdentifier(attribute.keyPath), !SwiftNames.keywords.contains(attribute.keyPath),
            let type = swiftType(of: declared)
        else { return nil }
        let integers: Set<String> = ["Int", "UInt"]
        let fits =
            assignable[attribute.type]?.contains(type) == true
            || (attribute.type == "number" && integers.contains(type) && isInteger(attribute.value))
        guard fits, let literal = literal(of: attribute) else { return nil }
        return ("\(prefix)\(attribute.keyPath) = \(literal)", type)
    }

    private static func isInteger(_ value: Value) -> Bool {
        switch value {
        case .integer: return true
        case .number(let number): return number == number.rounded()
        default: return false
        }
    }

    private static func literal(of attribute: RuntimeAttribute) -> String? {
        switch attribute.value {
        case .string(let text) where attribute.type == "localizedString":
            return "NSLocalizedString(\(SwiftNames.literal(text)), comment: \"\")"
        case .string(let text): return SwiftNames.literal(text)
        case .number(let number): return SwiftLiterals.number(number)
        case .integer(let number): return String(number)
        case .bool(let flag): return String(flag)
        case .color(let color): return SwiftLiterals.color(color)
        case .image(let name): return "UIImage(named: \(SwiftNames.literal(name)))"
        case .point(let point): return SwiftLiterals.point(point)
        case .size(let size): return SwiftLiterals.size(size)
        case .rect(let rect): return SwiftLiterals.rect(rect)
        default: return nil
        }
    }
}
