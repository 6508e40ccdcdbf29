import Foundation

/// The actions classes handle, by selector: the headless stand-in for `@IBAction` methods, which Linux cannot
/// look up by name. A class lists its action methods once, typed, under the selectors the nib sends:
///
/// ```swift
/// final class GreetingView: NibView {
///     @Outlet var nameLabel: Label?
///     func greet(_ sender: Button) { nameLabel?.text = "Hello" }   // @IBAction func greet(_ sender: UIButton)
///     func reset() { nameLabel?.text = nil }                       // @IBAction func reset()
///
///     override class func registerActions(_ actions: inout ActionTable.Entries) {
///         super.registerActions(&actions)
///         actions.add("greet:", GreetingView.greet)
///         actions.add("reset", GreetingView.reset)
///     }
/// }
/// ```
///
/// The selector is what Interface Builder shows in the connections inspector: `greet:` for a method with a sender,
/// `reset` for one without. An action a nib connects to an object whose class does not handle it is a warning when
/// the nib loads (UIKit crashes with "unrecognized selector sent to instance" when the control fires).
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

extension Dictionary where Key == String, Value == ActionTable.Handler {
    /// Registers `method` (`GreetingView.greet`, a `func greet(_ sender: Button)`) as the action for `selector`
    /// (`"greet:"`). A sender that is not a `Sender` does not call the method: it is reported on standard error, as
    /// UIKit logs what it cannot deliver.
    public mutating func add<Target: NibObject, Sender>(
        _ selector: String, _ method: @escaping (Target) -> (Sender) -> Void
    ) {
        self[selector] = { target, sender in
            guard let target = target as? Target else { return }
            guard let typed = sender as? Sender else {
                let found = sender.map { "a \(type(of: $0))" } ?? "no sender"
                FileHandle.standardError.write(
                    Data(
                        "NibKit: action '\(selector)' of \(Target.self) takes a \(Sender.self) sender, but got \(found); not performed. Change the method's sender type or the connection\n"
                            .utf8))
                return
            }
            method(target)(typed)
        }
    }

    /// Registers `method` (`GreetingView.reset`, a `func reset()`) as the action for `selector` (`"reset"`).
    public mutating func add<Target: NibObject>(_ selector: String, _ method: @escaping (Target) -> () -> Void) {
        self[selector] = { target, _ in
            guard let target = target as? Target else { return }
            method(target)()
        }
    }
}
