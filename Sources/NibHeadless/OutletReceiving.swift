/// An object that takes outlets by name rather than through declared ``Outlet`` properties: the stand-in for a
/// File's Owner or external object whose class is not available (tools, tests, `nib instantiate`).
package protocol OutletReceiving: AnyObject {
    /// Receives the object a nib connects to the outlet `key`: once per connection, so several times for an outlet
    /// collection.
    func connectOutlet(_ key: String, to object: AnyObject)
}

/// A File's Owner stand-in that accepts every outlet a nib declares and records them.
package final class StandInOwner: NibObject, OutletReceiving {
    /// The connected outlets, by key, in connection order (outlet collections collect several).
    package private(set) var outlets: [String: [AnyObject]] = [:]

    package required init() { super.init() }

    package required init(coder: NibCoder) throws { try super.init(coder: coder) }

    package func connectOutlet(_ key: String, to object: AnyObject) {
        outlets[key, default: []].append(object)
    }

    /// Handles any action, so that actions aimed at the stand-in count as delivered.
    package override func perform(action selector: String, sender: AnyObject?) -> Bool { true }

    package override func canPerform(action selector: String) -> Bool { true }
}
