import NibLayout
import NibModel

/// A headless control (`UIControl`) with target-action: actions connected in a nib (or added in code) are sent to
/// their targets by ``sendActions(for:)``.
open class Control: View {
    /// One target-action pair for an event.
    public struct TargetAction {
        /// The object the action is sent to, held weakly as UIKit holds it; nil (none given, or gone) leaves the action
        /// unhandled, as there is no responder chain.
        public weak var target: NibObject?
        /// The action's selector (`tapped:`): the nib's `<action selector="…">`.
        public var selector: String
        /// The control event that sends it (`touchUpInside`, `valueChanged`, …): the nib's `eventType=`.
        public var event: String
    }

    /// The target-action pairs, in the order they were added (``addTarget(_:action:for:)``; a nib adds its `<action>`
    /// connections as it loads).
    public private(set) var targetActions: [TargetAction] = []
    /// Whether the control is enabled (`isEnabled`): the nib's `enabled=`. ``sendActions(for:)`` does not check it.
    public var isEnabled = true
    /// Whether the control is selected (`isSelected`): the nib's `selected=`.
    public var isSelected = false
    /// Whether the control is highlighted (`isHighlighted`): the nib's `highlighted=`.
    public var isHighlighted = false
    /// How the content is placed across the control (`contentHorizontalAlignment`): `center`, `left`, `right`, `fill`,
    /// `leading` or `trailing`, the nib's attribute of that name.
    public var contentHorizontalAlignment = "center"
    /// How the content is placed up and down the control (`contentVerticalAlignment`): `center`, `top`, `bottom` or
    /// `fill`, the nib's attribute of that name.
    public var contentVerticalAlignment = "center"
    /// Which system control this is, by the document's element name: a `switch`, `slider`, `stepper`,
    /// `segmentedControl` or `pageControl` has that control's fixed size; other kinds size themselves.
    public var kind: ElementKind?
    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates a control from a nib: its ``kind``, its enabled, selected and highlighted states and its content
    /// alignments.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        kind = coder.object.element
        if let control = coder.object.control {
            isEnabled = control.isEnabled ?? true
            isSelected = control.isSelected ?? false
            isHighlighted = control.isHighlighted ?? false
            contentHorizontalAlignment = control.contentHorizontalAlignment ?? contentHorizontalAlignment
            contentVerticalAlignment = control.contentVerticalAlignment ?? contentVerticalAlignment
        }
    }

    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        guard let size = sizing.fixedSize(of: kind) else { return super.intrinsicContentSize }
        return (size.width, size.height)
    }

    open override var alignmentRectInsets: EdgeInsets {
        sizing.fixedSize(of: kind)?.alignmentInsets ?? super.alignmentRectInsets
    }

    /// Adds a target-action pair (`addTarget(_:action:for:)`).
    public func addTarget(_ target: NibObject?, action selector: String, for event: String = "touchUpInside") {
        targetActions.append(TargetAction(target: target, selector: selector, event: event))
    }

    /// Sends the actions registered for an event (the headless face's tap); returns the selectors that no target
    /// handled.
    @discardableResult
    public func sendActions(for event: String = "touchUpInside") -> [String] {
        var unhandled: [String] = []
        for pair in targetActions where pair.event == event {
            if pair.target?.perform(action: pair.selector, sender: self) != true { unhandled.append(pair.selector) }
        }
        return unhandled
    }
}
