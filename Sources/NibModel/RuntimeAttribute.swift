/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">`),
/// set with key-value coding after the object is created.
public struct RuntimeAttribute: Sendable, Hashable, Codable {
    /// The typed value. Interface Builder's types map as `boolean` → `.bool`, `number` → `.number`/`.integer`,
    /// `string` and `localizedString` → `.string`, `point`, `size`, `rect`, `range`, `color`, `image` and `nil`.
    public var value: Value
    /// The type name as written (`number`, `localizedString`, …).
    public var type: String
    /// `keyPath=`: the key path the value is set at.
    public var keyPath: String
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent
    /// Where the `<userDefinedRuntimeAttribute>` element starts in the file.
    public var location: SourceLocation

    @inlinable
    package init(
        keyPath: String, type: String, value: Value, untyped: UntypedContent = UntypedContent(),
        location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.untyped = untyped
        self.location = location
    }
}
