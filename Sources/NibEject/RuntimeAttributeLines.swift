import NibModel

/// The user-defined runtime attributes code can set on any view: rows of key path and the value's form. Any other
/// is left to the class that declares it (a `// TODO` and a warning).
enum RuntimeAttributeLines {
    /// Key paths every `UIView` has, settable from a number.
    static let numberKeyPaths: Set<String> = ["layer.cornerRadius", "layer.borderWidth", "layer.shadowOpacity"]
    /// Key paths every `UIView` has, settable from a Boolean.
    static let boolKeyPaths: Set<String> = ["layer.masksToBounds", "clipsToBounds", "isHidden"]

    static func line(for attribute: RuntimeAttribute, prefix: String) -> String? {
        switch attribute.value {
        case .number(let number) where numberKeyPaths.contains(attribute.keyPath):
            return "\(prefix)\(attribute.keyPath) = \(SwiftLiterals.number(number))"
        case .integer(let number) where numberKeyPaths.contains(attribute.keyPath):
            return "\(prefix)\(attribute.keyPath) = \(number)"
        case .bool(let flag) where boolKeyPaths.contains(attribute.keyPath):
            return "\(prefix)\(attribute.keyPath) = \(flag)"
        default:
            return nil
        }
    }
}
