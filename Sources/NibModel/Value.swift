/// A typed property value stored under a key (`<rect key="contentRect" …/>`, `<real key="value" value="0.5"/>`,
/// `<string key="title">…</string>`) where the model has no dedicated field for that key.
public enum Value: Sendable, Hashable, Codable {
    case rect(Rect)
    case size(Size)
    case point(Point)
    case insets(EdgeInsets)
    case color(Color)
    case font(Font)
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case range(location: Int, length: Int)
    case image(String)
    case `nil`
}

/// A ``Value`` with the key it is stored under.
public struct KeyedValue: Sendable, Hashable, Codable {
    /// The `key=` the value is stored under.
    public var key: String
    /// The typed value.
    public var value: Value

    @inlinable
    package init(key: String, value: Value) {
        self.key = key
        self.value = value
    }
}
