import NibLayout
import NibModel

/// A headless text view (`UITextView`): a scroll view showing text. One that does not scroll sizes itself to its
/// text, as wide as the layout makes it and as high as its wrapped lines with the text container's insets.
open class TextView: ScrollView {
    /// The text it shows (`text`): the nib's `text=` or `<string key="text">`.
    public var text: String?
    /// The text's font (`font`): the nib's `<fontDescription key="fontDescription">`; nil for the 14 pt system font.
    public var font: Font?
    /// The text's color (`textColor`), for code; it does not change the size.
    public var textColor: Color?
    /// How the lines are aligned (`textAlignment`), for code; it does not change the size.
    public var textAlignment = TextAlignment.natural
    /// Whether it scrolls (`isScrollEnabled`): the nib's `scrollEnabled=`, `true` unless it says `NO`. One that does
    /// not scroll sizes itself to its text.
    public var isScrollEnabled = true

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates a text view from a nib: its text, font and whether it scrolls.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        text = coder.object.text?.text
        font = coder.object.text?.font
        isScrollEnabled = coder.object.isScrollEnabled
    }

    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        guard sizing.applies else { return super.intrinsicContentSize }
        let size = sizing.controls.textView(text ?? "", font: font, scrolls: isScrollEnabled)
        return (size.width, size.height)
    }

    override var heightForWidth: ((Double) -> Double)? {
        guard sizing.applies else { return nil }
        return sizing.controls.textView(text ?? "", font: font, scrolls: isScrollEnabled).heightForWidth
    }
}
