/// An object that takes outlets by name rather than through declared ``Outlet`` properties: the stand-in for a
/// File's Owner or external object whose class is not available (tools, tests, `nib instantiate`).
public protocol OutletReceiving: AnyObject {
    /// Receives the object a nib connects to the outlet `key`: once per connection, so several times for an outlet
    /// collection.
    func connectOutlet(_ key: String, to object: AnyObject)
}

/// A File's Owner stand-in that accepts every outlet a nib declares and records them.
public final class StandInOwner: NibObject, OutletReceiving {
    /// The connected outlets, by key, in connection order (outlet collections collect several).
    public private(set) var outlets: [String: [AnyObject]] = [:]

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    public func connectOutlet(_ key: String, to object: AnyObject) {
        outlets[key, default: []].append(object)
    }

    /// Handles any action, so that actions aimed at the stand-in count as delivered.
    public override func perform(action selector: String, sender: AnyObject?) -> Bool { true }

    public override func canPerform(action selector: String) -> Bool { true }
}
