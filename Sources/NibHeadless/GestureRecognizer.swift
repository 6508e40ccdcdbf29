import NibModel

/// A headless gesture recognizer: its view and its target-actions.
open class GestureRecognizer: NibObject {
    public internal(set) weak var view: View?
    public private(set) var targetActions: [(target: NibObject?, selector: String)] = []

    public required init() { super.init() }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    public func addTarget(_ target: NibObject?, action selector: String) {
        targetActions.append((target, selector))
    }
}
