@_exported import NibHeadless
@_exported import NibModel

// AppKit's names for the headless face's types, for code written against AppKit (`nib eject --linux-testable`).

/// `CGFloat`: points as `Double`, as the headless face measures them.
public typealias CGFloat = Double
/// `NSRect`: the model's ``Rect``.
public typealias NSRect = Rect
/// `NSSize`: the model's ``Size``.
public typealias NSSize = Size
/// `NSPoint`: the model's ``Point``.
public typealias NSPoint = Point
/// `NSEdgeInsets`: the model's ``EdgeInsets``.
public typealias NSEdgeInsets = EdgeInsets
/// `NSLayoutConstraint`: a headless ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutGuide`: a headless ``LayoutGuide``.
public typealias NSLayoutGuide = NibHeadless.LayoutGuide
/// `NSTextAlignment`: the model's ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// `NSUserInterfaceLayoutOrientation`: a stack view's axis.
public typealias NSUserInterfaceLayoutOrientation = StackAxis
/// `Selector`: an action's name; the headless face sends no actions.
public typealias Selector = String

/// `NSView`: a headless ``View`` measuring its subviews' frames up from its bottom-left corner, as AppKit does.
open class NSView: View {
    public required init() {
        super.init()
        isFlipped = false
    }

    public override init(frame frameRect: Rect) {
        super.init(frame: frameRect)
        isFlipped = false
    }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }
}

extension LayoutConstraint {
    /// `NSLayoutConstraint.Priority`.
    public typealias Priority = LayoutPriority
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Orientation`: the axis hugging and compression resistance apply on.
    public enum Orientation: Sendable {
        case horizontal, vertical
    }
}

extension AutoresizingMask {
    /// `width`: the width follows the superview's (the document's `widthSizable`).
    public static let width = widthSizable
    /// `height`: the height follows the superview's (the document's `heightSizable`).
    public static let height = heightSizable
    /// `minXMargin`: the left margin is flexible.
    public static let minXMargin = flexibleMinX
    /// `maxXMargin`: the right margin is flexible.
    public static let maxXMargin = flexibleMaxX
    /// `minYMargin`: the bottom margin is flexible (in an unflipped superview).
    public static let minYMargin = flexibleMinY
    /// `maxYMargin`: the top margin is flexible (in an unflipped superview).
    public static let maxYMargin = flexibleMaxY
}

extension View {
    /// `NSView.AutoresizingMask`.
    public typealias AutoresizingMask = NibModel.AutoresizingMask

    /// `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for orientation: LayoutConstraint.Orientation) {
        switch orientation {
        case .horizontal: contentHuggingPriority.horizontal = priority
        case .vertical: contentHuggingPriority.vertical = priority
        }
    }

    /// `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for orientation: LayoutConstraint.Orientation
    ) {
        switch orientation {
        case .horizontal: compressionResistancePriority.horizontal = priority
        case .vertical: compressionResistancePriority.vertical = priority
        }
    }

    /// `setFrameSize(_:)`: the same origin, another size.
    public func setFrameSize(_ size: Size) {
        frame = Rect(x: frame.x, y: frame.y, width: size.width, height: size.height)
    }

    /// `alphaValue`: the opacity, from 0 to 1.
    public var alphaValue: Double {
        get { alpha }
        set { alpha = newValue }
    }

    /// `toolTip`: kept for AppKit; the headless face shows none.
    public var toolTip: String? {
        get { nil }
        set {}
    }

    /// `setAccessibilityIdentifier(_:)`.
    public func setAccessibilityIdentifier(_ identifier: String?) { accessibility.identifier = identifier }

    /// `setAccessibilityLabel(_:)`.
    public func setAccessibilityLabel(_ label: String?) { accessibility.label = label }

    /// `setAccessibilityHelp(_:)`.
    public func setAccessibilityHelp(_ help: String?) { accessibility.hint = help }
}
