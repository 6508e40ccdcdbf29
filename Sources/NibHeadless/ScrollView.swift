import NibModel

/// A headless scroll view (`UIScrollView`) with its content and frame layout guides.
open class ScrollView: View {
    /// The size of the scrollable content (`contentSize`): after layout, the size of the content area when
    /// constraints size it (the content's constraints to ``contentLayoutGuide`` or to the scroll view's edges, as in
    /// UIKit); otherwise as set in code.
    public var contentSize = Size(width: 0, height: 0)

    public required init() {
        super.init()
        makeContentArea()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        makeContentArea()
    }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        makeContentArea()
    }

    /// A UIKit scroll view has its content layout guide from the start: the content area its content's constraints
    /// to its edges attach to (an AppKit scroll view places its content with its clip view instead).
    private func makeContentArea() {
        if sizing.applies { _ = contentLayoutGuide }
    }

    /// The guide for the scrollable content (`contentLayoutGuide`), created on first use; the one a nib's constraints
    /// refer to.
    public var contentLayoutGuide: LayoutGuide { guide("contentLayoutGuide") }
    /// The guide for the scroll view's frame (`frameLayoutGuide`), created on first use; the one a nib's constraints
    /// refer to.
    public var frameLayoutGuide: LayoutGuide { guide("frameLayoutGuide") }
}
