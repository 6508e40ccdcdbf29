import NibModel

/// A property that a nib can set as a user-defined runtime attribute: the headless `@IBInspectable`.
///
/// ```swift
/// @Inspectable var caption: String = ""
/// ```
@propertyWrapper
public final class Inspectable<Value> {
    /// The property's value; nib loading sets it from the user-defined runtime attribute whose key path is the
    /// property's name.
    public var wrappedValue: Value

    /// Creates the property with its default value (`@Inspectable var caption: String = ""`).
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

/// What runtime-attribute setting needs from an inspectable property without knowing its type.
protocol SettableInspectable: AnyObject {
    var expectedTypeName: String { get }
    /// Sets the value; returns false when the nib's value cannot become the property's type.
    func set(_ value: Value) -> Bool
}

extension Inspectable: SettableInspectable {
    var expectedTypeName: String { String(describing: Value.self) }

    func set(_ value: NibModel.Value) -> Bool {
        let converted: Any?
        switch value {
        case .string(let string), .image(let string): converted = string
        case .bool(let bool): converted = bool
        case .integer(let integer):
            converted = Value.self == Double.self || Value.self == Double?.self ? Double(integer) : integer
        case .number(let number): converted = number
        case .color(let color): converted = color
        case .point(let point): converted = point
        case .size(let size): converted = size
        case .rect(let rect): converted = rect
        case .nil: converted = nil as Value?
        default: converted = nil
        }
        if let typed = converted as? Value {
            wrappedValue = typed
            return true
        }
        if case .nil = value, let none = Optional<Any>.none as? Value {
            wrappedValue = none
            return true
        }
        return false
    }
}
