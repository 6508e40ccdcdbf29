import Foundation

/// What a nib-backed view does when its nib cannot be loaded from an initializer that cannot throw (`init(frame:)`,
/// `init()`, or `init(coder:)` on Apple platforms): one hook for the whole app, and a way to get the error thrown
/// instead.
///
/// ```swift
/// let card = try NibFailure.throwing { ProfileCard() }   // the error, thrown
/// NibFailure.handler = { view, error in logger.error("\(error)") }   // log and go on with an empty view
/// ```
public enum NibFailure {
    /// Handles a view of class `view` whose nib failed with `error`. It runs on the thread that created the view;
    /// when it returns, the view goes on without its nib's content.
    public typealias Handler = @Sendable (_ view: Any.Type, _ error: any Error) -> Void

    private static let current = Current()

    /// The hook every nib-backed view's non-throwing initializer reports to: ``trap`` unless set (set it once, at
    /// startup). Failures inside ``throwing(_:)`` are thrown instead.
    public static var handler: Handler {
        get {
            current.lock.lock()
            defer { current.lock.unlock() }
            return current.handler
        }
        set {
            current.lock.lock()
            defer { current.lock.unlock() }
            current.handler = newValue
        }
    }

    /// The default: prints ``message(view:error:)`` to standard error and stops the program with it, as a nib UIKit
    /// cannot load stops an app.
    public static let trap: Handler = { view, error in
        let text = message(view: view, error: error)
        FileHandle.standardError.write(Data((text + "\n").utf8))
        fatalError(text)
    }

    /// One line: the view's class, then the error, which names the nib, the cause and the fix.
    public static func message(view: Any.Type, error: any Error) -> String {
        let cause = String(describing: error).replacingOccurrences(of: "\n", with: " ")
        return "NibKit: \(view) could not load its nib: \(cause)"
    }

    /// Runs `body` and throws the first nib failure a view created in it reported, instead of handing it to
    /// ``handler``: the throwing way to create a nib-backed view from code, whatever its initializer.
    public static func throwing<T>(_ body: () throws -> T) throws -> T {
        let capture = Capture()
        let result = try capture.run(as: scope, body)
        if let error = capture.error { throw error }
        return result
    }

    /// Reports that a view of class `view` could not load its nib: to the innermost ``throwing(_:)`` running on this
    /// thread, or else to ``handler``. The faces' `NibView` call it; so may a view that loads its nib itself.
    public static func report(_ error: any Error, view: Any.Type) {
        if let capture = scope.get() as? Capture, capture.isCurrent {
            if capture.error == nil { capture.error = error }
            return
        }
        handler(view, error)
    }

    /// The innermost ``throwing(_:)`` running on this thread (a ``ThreadScope``).
    // A `TaskLocal` value rather than the `@TaskLocal` macro, which SDKs before Swift 6's do not have.
    private static let scope = TaskLocal<ThreadScope?>(wrappedValue: nil)

    /// The handler, behind a lock.
    private final class Current: @unchecked Sendable {
        let lock = NSLock()
        var handler: Handler = NibFailure.trap
    }

    /// What a ``throwing(_:)`` scope catches.
    private final class Capture: ThreadScope, @unchecked Sendable {
        var error: (any Error)?
    }
}
