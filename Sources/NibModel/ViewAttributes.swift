/// What every view element says about itself: geometry, layout flags and common appearance.
public struct ViewAttributes: Sendable, Hashable, Codable {
    /// The frame Interface Builder computed at design time (`<rect key="frame">`), in the superview's coordinates.
    public var frame: Rect?
    /// The flexible margins and dimensions (`<autoresizingMask>`); nil when the file has none.
    public var autoresizingMask: AutoresizingMask?
    /// `translatesAutoresizingMaskIntoConstraints`; nil when omitted (Interface Builder's default applies).
    public var translatesAutoresizingMaskIntoConstraints: Bool?
    /// `misplaced="YES"`: the stored frame is not what the constraints give.
    public var isMisplaced: Bool
    /// `ambiguous="YES"`: the constraints do not determine the frame.
    public var isAmbiguous: Bool
    /// `fixedFrame="YES"`: the view is placed by its frame, not by constraints.
    public var hasFixedFrame: Bool

    /// Whether the view translates its autoresizing mask into constraints in a document that does or does not use Auto
    /// Layout: when the file says so or says nothing, and whenever Interface Builder keeps the view at its designed
    /// frame (`fixedFrame="YES"`, a document without Auto Layout).
    public func translatesAutoresizingMask(useAutolayout: Bool) -> Bool {
        translatesAutoresizingMaskIntoConstraints ?? true || hasFixedFrame || !useAutolayout
    }

    /// `<accessibility>`: identifier, label, hint, traits; nil when the file sets none.
    public var accessibility: AccessibilityAttributes?
    /// `<color key="backgroundColor">`.
    public var backgroundColor: Color?
    /// `<color key="tintColor">`.
    public var tintColor: Color?
    /// `alpha` (UIKit) or `alphaValue` (AppKit).
    public var alpha: Double?
    /// `hidden=`.
    public var isHidden: Bool?
    /// `tag=`.
    public var tag: Int?
    /// `contentMode=` (`scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, `redraw`, `center`, …).
    public var contentMode: ContentMode?
    /// `clipsSubviews=` (UIKit's `clipsToBounds`).
    public var clipsSubviews: Bool?
    /// `userInteractionEnabled=`.
    public var isUserInteractionEnabled: Bool?
    /// `opaque=`.
    public var isOpaque: Bool?
    /// `multipleTouchEnabled=`.
    public var isMultipleTouchEnabled: Bool?

    /// `horizontalHuggingPriority=`; nil when omitted (the class's default applies).
    public var horizontalHuggingPriority: LayoutPriority?
    /// `verticalHuggingPriority=`; nil when omitted.
    public var verticalHuggingPriority: LayoutPriority?
    /// `horizontalCompressionResistancePriority=`; nil when omitted (the class's default applies).
    public var horizontalCompressionResistancePriority: LayoutPriority?
    /// `verticalCompressionResistancePriority=`; nil when omitted.
    public var verticalCompressionResistancePriority: LayoutPriority?
    /// The design-time intrinsic size (`placeholderIntrinsicWidth`); nil when not set, `.infinity` for `infinite`.
    public var placeholderIntrinsicWidth: Double?
    /// The design-time intrinsic height (`placeholderIntrinsicHeight`); nil when not set, `.infinity` for
    /// `infinite`.
    public var placeholderIntrinsicHeight: Double?

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var layoutMargins: EdgeInsets?
    /// `preservesSuperviewLayoutMargins=`.
    public var preservesSuperviewLayoutMargins: Bool?
    /// `insetsLayoutMarginsFromSafeArea=`; nil when omitted (UIKit's default is `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool?

    /// Creates view attributes with ``isMisplaced``, ``isAmbiguous`` and ``hasFixedFrame`` `false` and nothing
    /// else set.
    @inlinable
    package init() {
        isMisplaced = false
        isAmbiguous = false
        hasFixedFrame = false
    }
}
