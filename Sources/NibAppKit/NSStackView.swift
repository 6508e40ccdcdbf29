import NibHeadless
import NibModel

/// `NSStackView`: a headless ``StackView`` arranging as AppKit's does: 8 pt apart, hidden views detached, hugging its
/// views as strongly as it is told, in AppKit's coordinates.
open class NSStackView: StackView {
    /// `NSStackView.Distribution`: the document's names (`fill`, `equalSpacing`, `gravityAreas`, …).
    public typealias Distribution = StackDistribution

    public required init() {
        super.init()
        madeInCode()
    }

    public override init(frame frameRect: Rect) {
        super.init(frame: frameRect)
        madeInCode()
    }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    private func madeInCode() {
        isFlipped = false
        arrangeAsAppKitStack()
        alignment = .centerY
        distribution = .gravityAreas
    }

    /// `NSStackView(views:)`.
    public convenience init(views: [View]) {
        self.init()
        for view in views { addArrangedSubview(view) }
    }

    /// `orientation`: horizontal or vertical.
    public var orientation: StackAxis {
        get { axis }
        set { axis = newValue }
    }

    /// `edgeInsets`: the views are arranged this far in from the edges.
    public var edgeInsets: EdgeInsets {
        get { layoutMargins }
        set {
            layoutMargins = newValue
            isLayoutMarginsRelativeArrangement = true
        }
    }

    /// `detachesHiddenViews`: an AppKit stack view always detaches them here.
    public var detachesHiddenViews = true

    /// `setHuggingPriority(_:for:)`: how strongly it hugs its views on an axis.
    public func setHuggingPriority(_ priority: LayoutPriority, for orientation: LayoutConstraint.Orientation) {
        switch orientation {
        case .horizontal: appKitHugging.horizontal = priority
        case .vertical: appKitHugging.vertical = priority
        }
    }
}
