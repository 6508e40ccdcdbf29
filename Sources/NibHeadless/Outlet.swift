/// An outlet that nib loading connects: the headless `@IBOutlet`.
///
/// ```swift
/// final class CaptionableImageView: NibView {
///     @Outlet var captionLabel: Label?
/// }
/// ```
///
/// Nib loading finds outlets by reflection, by their property name, so declaring one is all it takes. The value is
/// type-checked when it is connected: connecting an image view to a `Label` outlet is an error, not a crash later.
@propertyWrapper
public final class Outlet<Value: AnyObject> {
    /// The connected object; nil until nib loading connects the outlet (or code sets it).
    public var wrappedValue: Value?

    /// Creates the outlet, empty unless given a value.
    public init(wrappedValue: Value? = nil) {
        self.wrappedValue = wrappedValue
    }
}

/// A collection outlet (`@IBOutlet var buttons: [UIButton]`), filled in the order of the nib's connections.
@propertyWrapper
public final class OutletCollection<Element: AnyObject> {
    /// The connected objects, in the order of the nib's connections: each connection appends one.
    public var wrappedValue: [Element]

    /// Creates the collection, empty unless given objects.
    public init(wrappedValue: [Element] = []) {
        self.wrappedValue = wrappedValue
    }
}

/// What nib loading needs from an outlet without knowing its type.
protocol ConnectableOutlet: AnyObject {
    var expectedTypeName: String { get }
    /// Connects `object`; returns false when it is not of the outlet's type.
    func connect(_ object: AnyObject) -> Bool
}

extension Outlet: ConnectableOutlet {
    var expectedTypeName: String { String(describing: Value.self) }

    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Value else { return false }
        wrappedValue = value
        return true
    }
}

extension OutletCollection: ConnectableOutlet {
    var expectedTypeName: String { "[\(Element.self)]" }

    func connect(_ object: AnyObject) -> Bool {
        guard let value = object as? Element else { return false }
        wrappedValue.append(value)
        return true
    }
}
