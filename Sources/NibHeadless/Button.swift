import NibModel

/// A headless button (`UIButton`): its type and its title and image per state.
open class Button: Control {
    public var buttonType = "system"
    public var titles: [String: String] = [:]
    public var images: [String: String] = [:]

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        let archived = coder.object.button
        buttonType = archived?.buttonType ?? buttonType
        for state in archived?.states ?? [] {
            titles[state.state] = state.title
            images[state.state] = state.image
        }
        if titles["normal"] == nil, let title = archived?.configuration?.title { titles["normal"] = title }
    }

    /// The title for a state (`title(for: .normal)`).
    public func title(for state: String = "normal") -> String? { titles[state] ?? titles["normal"] }
}
