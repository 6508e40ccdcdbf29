import NibLayout
import NibModel

/// A headless text field (`UITextField`; `NSTextField` from an AppKit nib, labels included, whose cell's string is its
/// ``text`` and sizes it).
open class TextField: Control {
    /// The text it holds (`text`; AppKit's `stringValue`): the nib's `text=`, or an AppKit field's cell's title.
    public var text: String? {
        // An AppKit text field's cell shows the string (`stringValue`), and sizes the field by it.
        didSet { appKitCell?.title = text }
    }
    /// The text shown while it is empty (`placeholder`): the nib's `placeholder=`.
    public var placeholder: String?
    /// The text's font (`font`): the nib's `<fontDescription key="fontDescription">` (AppKit's `<font key="font">`);
    /// nil for the 14 pt system font.
    public var font: Font?
    /// The text's color (`textColor`), for code; it does not change the size.
    public var textColor: Color?
    /// How the lines are aligned (`textAlignment`), for code; it does not change the size.
    public var textAlignment = TextAlignment.natural
    /// `roundedRect`, `bezel`, `line` or `none` (the document's names for `UITextField.BorderStyle`).
    public var borderStyle: TextBorderStyle = .noBorder
    /// Whether it hides its text (`isSecureTextEntry`): the nib's
    /// `<textInputTraits key="textInputTraits" secureTextEntry="YES"/>`.
    public var isSecureTextEntry = false

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates a text field from a nib: its text, placeholder, font, border style and whether it hides its text.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        text = coder.object.text?.text ?? appKitCell?.title
        placeholder = coder.object.text?.placeholder
        font = coder.object.text?.font
        borderStyle = coder.object.text?.borderStyle ?? borderStyle
        isSecureTextEntry = coder.object.isSecureTextEntry
    }

    /// As wide as its text or placeholder and as high as its line, with its border's padding (`UITextField`).
    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        guard sizing.applies else { return super.intrinsicContentSize }
        let size = sizing.controls.textField(
            text: text, placeholder: placeholder, font: font, borderStyle: borderStyle, isSecure: isSecureTextEntry)
        return (size.width, size.height)
    }
}
