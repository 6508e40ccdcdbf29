/// A UIKit button's type, per-state content and (iOS 15+) configuration.
public struct ButtonAttributes: Sendable, Hashable, Codable {
    /// `buttonType=` (`system`, `custom`, `roundedRect`, `infoLight`, …); nil means `system`'s older default.
    public var buttonType: ButtonType?
    /// `<state key="normal" title=… image=…>` in file order.
    public var states: [ButtonState]
    /// `<buttonConfiguration key="configuration" style=…>` (iOS 15 and later).
    public var configuration: ButtonConfiguration?

    /// No type, states or configuration. Apart from the initializer below because assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init() {
        states = []
    }

    @inlinable
    package init(buttonType: ButtonType? = nil, states: [ButtonState] = [], configuration: ButtonConfiguration? = nil) {
        self.buttonType = buttonType
        self.states = states
        self.configuration = configuration
    }

    /// The title for the normal state.
    public var title: String? { states.first(where: { $0.state == .normal })?.title }
}

/// The content of a button for one control state.
public struct ButtonState: Sendable, Hashable, Codable {
    /// `normal`, `highlighted`, `selected` or `disabled`.
    public var state: ControlState
    /// `title=`: the title for this state.
    public var title: String?
    /// `image=`: the name of the image for this state.
    public var image: String?
    /// `backgroundImage=`: the name of the background image for this state.
    public var backgroundImage: String?
    /// `<color key="titleColor">`.
    public var titleColor: Color?
    /// `<color key="titleShadowColor">`.
    public var titleShadowColor: Color?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(
        state: ControlState, title: String? = nil, image: String? = nil, backgroundImage: String? = nil,
        titleColor: Color? = nil, titleShadowColor: Color? = nil, untyped: UntypedContent = UntypedContent()
    ) {
        self.state = state
        self.title = title
        self.image = image
        self.backgroundImage = backgroundImage
        self.titleColor = titleColor
        self.titleShadowColor = titleShadowColor
        self.untyped = untyped
    }
}

/// A button configuration (`UIButton.Configuration`): its style, title and image.
public struct ButtonConfiguration: Sendable, Hashable, Codable {
    /// `plain`, `gray`, `tinted`, `filled`, …
    public var style: String?
    /// The configuration's `title=`.
    public var title: String?
    /// The configuration's `image=`: an image name.
    public var image: String?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(style: String? = nil, title: String? = nil, image: String? = nil, untyped: UntypedContent = .init()) {
        self.style = style
        self.title = title
        self.image = image
        self.untyped = untyped
    }
}
