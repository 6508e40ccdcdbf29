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

    public var backgroundColor: Color?
    public var tintColor: Color?
    /// `alpha` (UIKit) or `alphaValue` (AppKit).
    public var alpha: Double?
    public var isHidden: Bool?
    public var tag: Int?
    public var contentMode: String?
    public var clipsSubviews: Bool?
    public var isUserInteractionEnabled: Bool?
    public var isOpaque: Bool?
    public var isMultipleTouchEnabled: Bool?

    public var horizontalHuggingPriority: Double?
    public var verticalHuggingPriority: Double?
    public var horizontalCompressionResistancePriority: Double?
    public var verticalCompressionResistancePriority: Double?
    /// The design-time intrinsic size (`placeholderIntrinsicWidth`); nil when not set, `.infinity` for `infinite`.
    public var placeholderIntrinsicWidth: Double?
    public var placeholderIntrinsicHeight: Double?

    /// `<edgeInsets key="layoutMargins">` or `<directionalEdgeInsets key="directionalLayoutMargins">`.
    public var layoutMargins: EdgeInsets?
    public var preservesSuperviewLayoutMargins: Bool?
    public var insetsLayoutMarginsFromSafeArea: Bool?

    public init() {
        isMisplaced = false
        isAmbiguous = false
        hasFixedFrame = false
    }
}
