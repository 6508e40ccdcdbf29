import NibModel

/// The headless stand-in for a view's `CALayer`: the properties nibs set through user-defined runtime attributes
/// (`layer.cornerRadius`, `layer.borderWidth`, …). `masksToBounds` is the view's ``View/clipsToBounds``.
public final class Layer {
    /// The radius of the rounded corners, in points.
    public var cornerRadius = 0.0
    /// The width of the border, in points.
    public var borderWidth = 0.0
    /// The opacity of the shadow, 0 to 1.
    public var shadowOpacity = 0.0
    /// The blur radius of the shadow, in points.
    public var shadowRadius = 3.0
    /// The offset of the shadow (Core Animation's default is 0 × −3).
    public var shadowOffset = Size(width: 0, height: -3)
    /// The layer's position on the z axis.
    public var zPosition = 0.0
    /// The rotation about the z axis, in radians (`transform.rotation.z`).
    public var rotation = 0.0

    /// A value Core Animation accepts but does not use, as UIKit leaves it: the message says why and what to do.
    struct IgnoredValue: Error, CustomStringConvertible {
        var description: String
    }

    /// The number properties a runtime attribute can set, by key path (relative to the layer).
    private static let numbers: [String: ReferenceWritableKeyPath<Layer, Double> & Sendable] = [
        "cornerRadius": \.cornerRadius, "borderWidth": \.borderWidth, "shadowOpacity": \.shadowOpacity,
        "shadowRadius": \.shadowRadius, "zPosition": \.zPosition, "transform.rotation.z": \.rotation,
        "transform.rotation": \.rotation,
    ]

    /// Sets the property at `keyPath` (relative to the layer); throws ``IgnoredValue`` for a color set to a property
    /// that takes a `CGColor`, and the reflection's unknown-key error for anything else it does not have.
    func setValue(_ value: Value, forKeyPath keyPath: String) throws {
        switch (keyPath, value) {
        case ("shadowOffset", .size(let size)):
            shadowOffset = size
        case ("borderColor", .color), ("shadowColor", .color):
            throw IgnoredValue(
                description:
                    "layer.\(keyPath) takes a CGColor, but Interface Builder sets a UIColor there, which Core Animation cannot use; set it in code (layer.\(keyPath) = color.cgColor) or through a UIColor @IBInspectable property"
            )
        default:
            guard let property = Self.numbers[keyPath], let number = value.number else {
                let keys = Self.numbers.keys.filter { $0 != "transform.rotation" } + ["masksToBounds", "shadowOffset"]
                throw PropertyReflection.UnknownKey(
                    keyPath: "layer.\(keyPath)", available: keys.sorted().map { "layer.\($0)" })
            }
            self[keyPath: property] = number
        }
    }
}

extension Value {
    /// The value as a number, when it is one (a runtime attribute of type number is a real or an integer).
    fileprivate var number: Double? {
        switch self {
        case .number(let number): return number
        case .integer(let number): return Double(number)
        default: return nil
        }
    }
}
