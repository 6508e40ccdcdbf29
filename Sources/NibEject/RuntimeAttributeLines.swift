import NibModel

/// The user-defined runtime attributes code can set on any view: rows of key path and the value's form. Any other
/// is left to the class that declares it (a `// TODO` and a warning).
enum RuntimeAttributeLines {
    /// Key paths every `UIView` has, settable from a number.
    static let numberKeyPaths: Set<String> = ["layer.cornerRadius", "layer.borderWidth", "layer.shadowOpacity"]
    /// Key paths every `UIView` has, settable from a Boolean.
    static let boolKeyPaths: Set<String> = ["clipsToBounds", "isHidden"]
    /// Key paths written as another name of the same property (`layer.masksToBounds` is what `clipsToBounds` sets).
    static let renamed = ["layer.masksToBounds": "clipsToBounds"]

    static func line(for attribute: RuntimeAttribute, prefix: String) -> String? {
        switch attribute.value {
        case .number(let number) where numberKeyPaths.contains(attribute.keyPath):
            return "\(prefix)\(attribute.keyPath) = \(SwiftLiterals.number(number))"
        case .integer(let number) where numberKeyPaths.contains(attribute.keyPath):
            return "\(prefix)\(attribute.keyPath) = \(number)"
        case .bool(let flag) where boolKeyPaths.contains(attribute.keyPath):
            return "\(prefix)\(attribute.keyPath) = \(flag)"
        case .bool(let flag):
            guard let name = renamed[attribute.keyPath] else { return nil }
            return "\(prefix)\(name) = \(flag)"
        default:
            return nil
        }
    }
}
