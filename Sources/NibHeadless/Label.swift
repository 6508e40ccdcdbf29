import NibLayout
import NibModel

/// A headless label (`UILabel`): text and how it is drawn.
open class Label: View {
    /// The text it shows (`text`): the nib's `text=` or `<string key="text">`.
    public var text: String?
    /// The text's font (`font`): the nib's `<fontDescription key="fontDescription">`; nil for the 17 pt system font.
    public var font: Font?
    /// The text's color (`textColor`): the nib's `<color key="textColor">`.
    public var textColor: Color?
    /// How the lines are aligned (`textAlignment`): `natural`, `left`, `center`, `right` or `justified`, the nib's
    /// `textAlignment=`.
    public var textAlignment = TextAlignment.natural
    /// The most lines the text takes (`numberOfLines`), 0 for as many as it needs: the nib's `numberOfLines=`.
    public var numberOfLines = 1

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates a label from a nib: its text, font, color, alignment and number of lines.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        let archived = coder.object.text
        text = archived?.text
        font = archived?.font
        textColor = archived?.textColor
        textAlignment = archived?.textAlignment.map(TextAlignment.init(rawValue:)) ?? textAlignment
        numberOfLines = archived?.numberOfLines ?? numberOfLines
    }

    /// The text's size as the view's ``View/textMeasure`` measures it (zero without text): as wide as its widest line
    /// (its own line breaks start new lines, up to ``numberOfLines``), rounded up to its nib's pixel grid (whole points
    /// when made in code).
    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        let size = textSize
        return (size.width, size.height)
    }

    /// Its first baseline is the font's ascent below its top; its last, the ascent below the top of its last line.
    override var baselineOffsets: (firstFromTop: Double, lastFromBottom: Double)? {
        let size = textSize
        guard let first = size.firstBaseline, let last = size.lastBaselineFromBottom else { return nil }
        return (first, last)
    }

    /// For a label of several lines, the height of its text wrapped at a width, rounded up as its intrinsic size.
    override var heightForWidth: ((Double) -> Double)? {
        numberOfLines == 1 ? nil : textSize.heightForWidth
    }

    /// The size UIKit's rules give the text (``UIKitControlSizes/label(_:font:numberOfLines:)``), as the document
    /// engine sizes a nib's labels.
    private var textSize: IntrinsicSize {
        sizing.controls.label(text ?? "", font: font, numberOfLines: numberOfLines)
    }

    open override func setRuntimeValue(_ value: Value, forKeyPath keyPath: String) throws {
        switch (keyPath, value) {
        case ("text", .string(let string)): text = string
        case ("textColor", .color(let color)): textColor = color
        case ("numberOfLines", .integer(let lines)): numberOfLines = lines
        default: try super.setRuntimeValue(value, forKeyPath: keyPath)
        }
    }
}
