import NibHeadless
import NibModel

/// `NSControl`: a headless view in AppKit's coordinates that its cell sizes, as an AppKit document's controls are:
/// each subclass describes itself as the document would archive it (``archivedForm``), again whenever a property that
/// changes its size does.
open class NSControl: View {
    /// `NSControl.ControlSize`.
    public typealias ControlSize = NibModel.ControlSize
    /// `NSControl.StateValue`.
    public enum StateValue: Sendable { case off, on, mixed }

    public required init() {
        super.init()
        isFlipped = false
        describeCell()
    }

    public override init(frame frameRect: Rect) {
        super.init(frame: frameRect)
        isFlipped = false
        describeCell()
    }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// `font`: the cell's font; nil for the 13 pt system font.
    public var font: Font? { didSet { describeCell() } }
    /// `controlSize`: regular, small, mini or large.
    public var controlSize: ControlSize = .regular { didSet { describeCell() } }
    /// `alignment`: how the text is aligned; it does not change the size.
    public var alignment: TextAlignment = .natural
    /// `isEnabled`: whether it takes clicks; it does not change the size.
    public var isEnabled = true
    /// `target`: where actions go; the headless face sends none.
    public weak var target: AnyObject?
    /// `action`: the action's name; the headless face sends none.
    public var action: Selector?

    /// The control as an AppKit document archives it; nil when its cell gives it no size.
    var archivedForm: ArchivedForm? { nil }

    /// Describes the control's cell again, after a change of what sizes it.
    func describeCell() {
        guard var form = archivedForm else { return }
        form.setControlSize(controlSize)
        if form.cell.value(forKey: "font") == nil { form.setFont(font) }
        sizeLikeArchivedControl(form.archived)
    }
}
