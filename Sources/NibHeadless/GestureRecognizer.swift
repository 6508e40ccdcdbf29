import NibModel

/// A headless gesture recognizer: its view and its target-actions.
open class GestureRecognizer: NibObject {
    /// The view the recognizer is attached to (`view`), held weakly: set when a nib attaches it through the view's
    /// `gestureRecognizers` outlet collection.
    public internal(set) weak var view: View?
    /// The target-actions, targets held weakly as UIKit holds them (a controller that owns the recognizer's view is
    /// often its target).
    public var targetActions: [(target: NibObject?, selector: String)] {
        actions.map { ($0.target.object as? NibObject, $0.selector) }
    }
    private var actions: [(target: WeakReference, selector: String)] = []

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// Adds a target-action pair (`addTarget(_:action:)`), the target held weakly; a nib adds one for each `<action>`
    /// connection from the recognizer.
    public func addTarget(_ target: NibObject?, action selector: String) {
        actions.append((WeakReference(target), selector))
    }

    /// Sends the actions as when the gesture is recognized (the headless face's tap); returns the selectors that no
    /// target handled.
    @discardableResult
    public func sendActions() -> [String] {
        targetActions.compactMap { pair in
            pair.target?.perform(action: pair.selector, sender: self) == true ? nil : pair.selector
        }
    }
}
