/// A stack view's arrangement: UIKit's `axis` or AppKit's `orientation`, distribution, alignment and spacing.
public struct StackAttributes: Sendable, Hashable, Codable {
    /// `horizontal` or `vertical`. UIKit writes `axis="vertical"` and leaves out horizontal;
    /// AppKit writes `orientation=`. The decoder fills in the default.
    public var axis: StackAxis
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering` (AppKit adds `gravityAreas`).
    public var distribution: StackDistribution?
    /// `fill`, `leading`, `top`, `firstBaseline`, `center`, `trailing`, `bottom`, `lastBaseline` (AppKit adds
    /// `centerX`, `centerY`, `baseline`, …).
    public var alignment: StackAlignment?
    /// `spacing=`: the space between adjacent arranged views, in points.
    public var spacing: Double?
    /// `spacingType=`: `standard` for UIKit's system spacing (`UIStackView.spacingUseSystem`), written with no
    /// `spacing=`.
    public var spacingType: StackSpacingType?
    /// `baselineRelativeArrangement=`: vertical spacing is measured between text baselines.
    public var isBaselineRelativeArrangement: Bool?
    /// `layoutMarginsRelativeArrangement=`: arranged views are laid out within the layout margins.
    public var isLayoutMarginsRelativeArrangement: Bool?
    /// AppKit's `detachesHiddenViews=`.
    public var detachesHiddenViews: Bool?

    /// Creates stack attributes with the given axis and nothing else set.
    @inlinable
    package init(axis: StackAxis = .horizontal) {
        self.axis = axis
    }
}

extension IBObject {
    /// A stack view's arrangement as Interface Builder lays it out: it writes no `layoutMarginsRelativeArrangement=`
    /// (none of the 916 stack views of 1,547 documents from 62 apps has it), and a UIKit stack view given layout
    /// margins arranges its views within them (all 31 such stack views store their first view at the margin); the
    /// system spacing (`spacingType="standard"`) is 8 pt between any two arranged views (all 11 such stack views
    /// of Open Food Facts, Onion Browser, Rocket.Chat and Siskin store that gap, or more in an equal-spacing one,
    /// between labels, buttons, text fields, image views and stack views alike); nil for other views.
    public var effectiveStack: StackAttributes? {
        guard var stack else { return nil }
        if stack.spacing == nil, stack.spacingType == .standard { stack.spacing = Self.standardStackSpacing }
        if stack.isLayoutMarginsRelativeArrangement == nil, view?.layoutMargins != nil {
            stack.isLayoutMarginsRelativeArrangement = true
        }
        return stack
    }

    /// How strongly an AppKit stack view hugs its views vertically or horizontally (`verticalStackHuggingPriority=`
    /// or `horizontalStackHuggingPriority=`, `NSStackView.setHuggingPriority(_:for:)`); nil where the document does
    /// not say (always for a `UIStackView`, whose hugging is fixed).
    public func stackHuggingPriority(vertically: Bool) -> LayoutPriority? {
        untyped[attribute: vertically ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority"]
            .flatMap(Float.init).map(LayoutPriority.init(rawValue:))
    }

    /// The space between a UIKit stack view's arranged views for `UIStackView.spacingUseSystem`.
    static let standardStackSpacing = 8.0

    /// The layout margins Interface Builder lays the view out with when the document sets them, or else none for a
    /// stack view (AltStore's instructions and KeePassium's wait panel arrange within a stack view's superview's
    /// margins, not 8 pt of its own); nil for another view, which has UIKit's 8 pt.
    public var designLayoutMargins: EdgeInsets? {
        view?.layoutMargins ?? (stack != nil ? .zero : nil)
    }
}
