import NibModel

/// A headless scroll view (`UIScrollView`) with its content and frame layout guides.
open class ScrollView: View {
    /// The size of the scrollable content (`contentSize`): after layout, the size of the content area when
    /// constraints size it (the content's constraints to ``contentLayoutGuide`` or to the scroll view's edges, as in
    /// UIKit); otherwise as set in code.
    public var contentSize = Size(width: 0, height: 0)

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    /// The guide for the scrollable content (`contentLayoutGuide`), created on first use; the one a nib's constraints
    /// refer to.
    public var contentLayoutGuide: LayoutGuide { guide("contentLayoutGuide") }
    /// The guide for the scroll view's frame (`frameLayoutGuide`), created on first use; the one a nib's constraints
    /// refer to.
    public var frameLayoutGuide: LayoutGuide { guide("frameLayoutGuide") }
}
