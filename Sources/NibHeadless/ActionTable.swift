/// The actions classes handle, by selector: the headless stand-in for `@IBAction` methods, which Linux cannot
/// look up by name.
///
/// ```swift
/// final class GalleryViewController: ViewController {
///     override class func registerActions(_ actions: inout ActionTable.Entries) {
///         actions["shuffle:"] = { target, sender in (target as! GalleryViewController).shuffle(sender) }
///     }
/// }
/// ```
public enum ActionTable {
    /// Performs one action: `target` is the object it was sent to (an instance of the class that registered it),
    /// `sender` the object that sent it, if any.
    public typealias Handler = (_ target: AnyObject, _ sender: AnyObject?) -> Void
    /// The handlers a class registers in ``NibObject/registerActions(_:)``, by selector (`shuffle:`).
    public typealias Entries = [String: Handler]

    /// Calls the handler registered for `selector` by the target's class or a superclass.
    static func perform(_ selector: String, on target: NibObject, sender: AnyObject?) -> Bool {
        guard let handler = handlers(for: type(of: target))[selector] else { return false }
        handler(target, sender)
        return true
    }

    /// The selectors a class handles.
    public static func selectors(of type: NibObject.Type) -> [String] {
        handlers(for: type).keys.sorted()
    }

    static func handlers(for type: NibObject.Type) -> Entries {
        var entries: Entries = [:]
        type.registerActions(&entries)
        return entries
    }
}
