/// Reading an attribute the model keeps untyped as a typed value: a flag (`YES`/`NO`) or one of a
/// ``DocumentValue``'s names, so that code that draws or lays out a document compares values, not strings.
extension UntypedContent {
    /// The attribute `name` as a flag: `true` for `YES`, `false` for `NO`, nil when absent or anything else.
    public func flag(_ name: String) -> Bool? { Flag.read(self[attribute: name]) }

    /// The attribute `name` as a `Value`, or nil when absent.
    public func value<Value: DocumentValue>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        self[attribute: name].map(Value.init(rawValue:))
    }
}

extension Element {
    /// The attribute `name` as a flag: `true` for `YES`, `false` for `NO`, nil when absent or anything else.
    public func flag(_ name: String) -> Bool? { Flag.read(self[attribute: name]) }

    /// The attribute `name` as a `Value`, or nil when absent.
    public func value<Value: DocumentValue>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        self[attribute: name].map(Value.init(rawValue:))
    }
}

/// Interface Builder's boolean attribute values.
private enum Flag {
    static func read(_ text: String?) -> Bool? {
        switch text {
        case "YES": true
        case "NO": false
        default: nil
        }
    }
}
