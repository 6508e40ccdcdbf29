import NibModel

/// A headless stack view (`UIStackView`): its arranged subviews are its subviews in order, as nibs archive them.
open class StackView: View {
    public var axis = "horizontal"
    public var distribution = "fill"
    public var alignment = "fill"
    public var spacing = 0.0

    public var arrangedSubviews: [View] { subviews }

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        let archived = coder.object.stack
        axis = archived?.axis ?? axis
        distribution = archived?.distribution ?? distribution
        alignment = archived?.alignment ?? alignment
        spacing = archived?.spacing ?? spacing
    }
}
