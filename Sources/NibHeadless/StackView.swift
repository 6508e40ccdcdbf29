import NibLayout
import NibModel

/// A headless stack view (`UIStackView`, and `NSStackView` with its views listed in order): its arranged subviews
/// are its subviews in order, as nibs archive them. `layoutIfNeeded()` arranges them with the constraints UIKit's
/// stack view makes (`NibLayout/StackViewLayout`): the distribution along the axis, the alignment across it, hidden
/// views out of the chain (a `UIStackView` keeps them beside it; an `NSStackView` detaches them, leaving them where
/// they are).
open class StackView: View {
    /// `horizontal` or `vertical`.
    public var axis: StackAxis = .horizontal
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing` or `equalCentering`.
    public var distribution: StackDistribution = .fill
    /// `fill`, `leading`/`top`, `center`, `trailing`/`bottom`, `firstBaseline` or `lastBaseline`.
    public var alignment: StackAlignment = .fill
    /// The space between neighbouring arranged views (UIKit's default 0; an AppKit document's 8).
    public var spacing = 0.0
    /// Whether the views are arranged within the layout margins rather than the edges.
    public var isLayoutMarginsRelativeArrangement = false
    /// Whether it is an `NSStackView` from an AppKit nib, which detaches its hidden views instead of placing them,
    /// hugs its views along its axis in an equal distribution only as strongly as it says, and is as small as its
    /// insets when it has nothing to show.
    var isAppKitStack = false
    /// How strongly an `NSStackView` hugs its views, horizontally and vertically, where its nib says.
    var stackHugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?) = (nil, nil)

    /// The views it arranges, in order (`arrangedSubviews`): all of its subviews.
    public var arrangedSubviews: [View] { subviews }

    /// Creates a stack view from code, with no layout margins (a stack view's, unlike a plain view's 8 pt).
    public required init() {
        super.init()
        layoutMargins = .zero
    }

    /// Creates a stack view from code in `frame`, with no layout margins.
    public override init(frame: Rect) {
        super.init(frame: frame)
        layoutMargins = .zero
    }

    /// Creates a stack view from a nib: its axis, distribution, alignment, spacing (8 for the system spacing, and in
    /// an AppKit nib that leaves it out), whether it arranges within its margins, and its margins (none unless the nib
    /// sets them).
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        layoutMargins = coder.object.designLayoutMargins ?? layoutMargins
        let archived = coder.object.effectiveStack
        axis = archived?.axis ?? axis
        distribution = archived?.distribution ?? distribution
        alignment = archived?.alignment ?? alignment
        spacing = archived?.spacing ?? (coder.runtime == .macOS ? 8 : spacing)
        isLayoutMarginsRelativeArrangement = archived?.isLayoutMarginsRelativeArrangement ?? false
        isAppKitStack = coder.runtime == .macOS
        stackHugging = (
            coder.object.stackHuggingPriority(vertically: false), coder.object.stackHuggingPriority(vertically: true)
        )
    }

    /// Adds `view` at the end of the arranged views; the stack places it, so it stops translating its autoresizing
    /// mask (as `UIStackView.addArrangedSubview(_:)` does).
    public func addArrangedSubview(_ view: View) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }

    /// The arrangement as the layout engine reads it.
    var arrangement: StackAttributes {
        var attributes = StackAttributes(axis: axis)
        attributes.distribution = distribution
        attributes.alignment = alignment
        attributes.spacing = spacing
        attributes.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        return attributes
    }
}
