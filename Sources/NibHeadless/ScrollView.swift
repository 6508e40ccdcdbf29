import NibModel

/// A headless scroll view (`UIScrollView`) with its content and frame layout guides.
open class ScrollView: View {
    public var contentSize = Size(width: 0, height: 0)

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    public var contentLayoutGuide: LayoutGuide { guide("contentLayoutGuide") }
    public var frameLayoutGuide: LayoutGuide { guide("frameLayoutGuide") }
}
