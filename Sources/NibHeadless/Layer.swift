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

    /// Sets the property at `keyPath` (relative to the layer); throws ``IgnoredValue`` for a color set to a property
    /// that takes a `CGColor`, and the reflection's unknown-key error for anything else it does not have.
    func setValue(_ value: Value, forKeyPath keyPath: String) throws {
        switch (keyPath, value.number) {
        case ("cornerRadius", let number?): cornerRadius = number
        case ("borderWidth", let number?): borderWidth = number
        case ("shadowOpacity", let number?): shadowOpacity = number
        case ("shadowRadius", let number?): shadowRadius = number
        case ("zPosition", let number?): zPosition = number
        case ("transform.rotation.z", let number?), ("transform.rotation", let number?): rotation = number
        case ("shadowOffset", _):
            guard case .size(let size) = value else { fallthrough }
            shadowOffset = size
        case ("borderColor", _), ("shadowColor", _):
            guard case .color = value else { fallthrough }
            throw IgnoredValue(
                description:
                    "layer.\(keyPath) takes a CGColor, but Interface Builder sets a UIColor there, which Core Animation cannot use; set it in code (layer.\(keyPath) = color.cgColor) or through a UIColor @IBInspectable property"
            )
        default:
            throw PropertyReflection.UnknownKey(
                keyPath: "layer.\(keyPath)",
                available: [
                    "borderWidth", "cornerRadius", "masksToBounds", "shadowOffset", "shadowOpacity", "shadowRadius",
                    "transform.rotation.z", "zPosition",
                ].map { "layer.\($0)" })
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
