import NibLayout
import NibModel

/// A headless button (`UIButton`; `NSButton` from an AppKit nib, whose cell's title is its `normal` title and sizes
/// it): its type and its title and image per state.
open class Button: Control {
    /// The button's type (`UIButton.ButtonType`) by the document's name (`system`, `custom`, `infoLight`, …): the nib's
    /// `buttonType=`, `system` when it has none. It sizes the button.
    public var buttonType: ButtonType = .system
    /// The title for each control state, by state name (`normal`, `highlighted`, `selected`, `disabled`):
    /// `UIButton.setTitle(_:for:)`. A nib sets them with `<state key="…" title="…">`, or the `normal` one from its
    /// button configuration or an AppKit button's cell.
    public var titles: [ControlState: String] = [:] {
        // An AppKit button's cell shows the title, and sizes the button by it.
        didSet { appKitCell?.title = titles[.normal] }
    }
    /// The image for each control state by resource name, by state name (`normal`, `highlighted`…):
    /// `UIButton.setImage(_:for:)`; the nib's `<state key="…" image="…">`.
    public var images: [ControlState: String] = [:]
    /// The size of the image it shows in its normal state (`image(for: .normal).size`), which sizes a button without
    /// a title. Loaded from a nib, the size the nib's resources list for that image; set it with the image in code.
    public var imageSize: Size?
    /// The title's font (`titleLabel.font`); nil for the 15 pt system font.
    public var titleFont: Font?
    /// Padding around the title (`contentEdgeInsets`), replacing the 6 pt above and below it.
    public var contentEdgeInsets: EdgeInsets?

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates a button of a type from code (`UIButton(type:)`), with a zero frame.
    public init(type: ButtonType) {
        super.init()
        buttonType = type
    }

    /// Creates a button from a nib: its type, its states' titles and images, its title font and its content insets.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        let archived = coder.object.button
        buttonType = archived?.buttonType ?? buttonType
        for state in archived?.states ?? [] {
            titles[state.state] = state.title
            images[state.state] = state.image
        }
        if titles[.normal] == nil, let title = archived?.configuration?.title ?? appKitCell?.title {
            titles[.normal] = title
        }
        titleFont = coder.object.textFont(mac: false)
        contentEdgeInsets = coder.object.contentEdgeInsets
        imageSize = coder.object.buttonImageSize(in: coder.instantiator.document.resources.images)
    }

    /// Its title's size with the padding (or a system glyph button's 22 pt; without a title, its image's), as UIKit's
    /// `UIButton` gives it.
    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        guard sizing.applies else { return super.intrinsicContentSize }
        let size = sizing.controls.button(
            type: buttonType, title: title(for: .normal) ?? "", font: titleFont, contentInsets: contentEdgeInsets,
            image: imageSize)
        return (size.width, size.height)
    }

    /// The title for a state (`title(for: .normal)`).
    public func title(for state: ControlState = .normal) -> String? { titles[state] ?? titles[.normal] }
}
