import NibLayout
import NibModel

// What AppKit's names over the headless face (`NibAppKit`) need to make views in code that lay out as an AppKit
// nib's: a control sized by a cell described as a document archives it, and a stack view that arranges as
// `NSStackView` does.

extension View {
    /// Sizes the view as a control loaded from an AppKit nib with `archived`'s cell is sized (``AppKitCell``), in
    /// the generation of the document ``NibEnvironment/current`` sizes views made in code like
    /// (``NibEnvironment/sizingViewsInCode(like:)``); without one, the view has no size of its own.
    package func sizeLikeArchivedControl(_ archived: IBObject) {
        guard let facts = NibEnvironment.current.codeFacts else {
            appKitCell = nil
            return
        }
        appKitCell = AppKitCell(archived: archived, facts: facts)
    }
}

extension StackView {
    /// Makes the stack view arrange as an `NSStackView`: hidden views detached, AppKit's 8 pt spacing, hugging
    /// its views as strongly as ``appKitHugging`` says.
    package func arrangeAsAppKitStack() {
        isAppKitStack = true
        spacing = 8
    }

    /// How strongly an `NSStackView` hugs its views, horizontally and vertically (`setHuggingPriority(_:for:)`).
    package var appKitHugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?) {
        get { stackHugging }
        set { stackHugging = newValue }
    }
}

extension View {
    /// Keeps this view, made in code as an AppKit container's content view (a box's, a scroll view's clip view),
    /// where an AppKit nib's `container` keeps the content view it archives as `content`: inside the box's border and
    /// title, or the scroll view's border and legacy scrollers (``ContainerPlacement``), in the generation of the
    /// document views made in code are sized like.
    package func placeAsContentView(in container: IBObject, archived content: IBObject, scrollView: IBObject? = nil) {
        let sizing = NibEnvironment.current.codeFacts?.sizing ?? UIKitSizing()
        insetsInContainer = ContainerPlacement.insets(
            of: content, in: container, generation: sizing.savedGeneration, scale: sizing.scale,
            cellMargins: CellContentMargins.basis(screenWidth: 0, table: nil, cellWidth: nil),
            scrollView: scrollView ?? container)
    }
}

extension View {
    /// The insets from its container's bounds this content view is kept at (``placeAsContentView(in:archived:)``).
    package var placementInsetsInContainer: EdgeInsets? { insetsInContainer }
}
