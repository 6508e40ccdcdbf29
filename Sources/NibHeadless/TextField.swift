import NibModel

/// A headless text field (`UITextField`).
open class TextField: Control {
    public var text: String?
    public var placeholder: String?
    public var font: Font?

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        text = coder.object.text?.text
        placeholder = coder.object.text?.placeholder
        font = coder.object.text?.font
    }
}
