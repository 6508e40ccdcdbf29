import NibModel

/// Options for ``VisualFormat/constraints(_:options:metrics:views:)``: how the views named in a format are aligned
/// with each other, which way a horizontal format reads, and what vertical spacing measures.
///
/// The raw values are those of Apple's `NSLayoutConstraint.FormatOptions`: each alignment option is
/// `1 << NSLayoutConstraint.Attribute.rawValue`, the direction options live in bits 16–17 and the spacing option in
/// bit 19. As in Apple's API, ``directionLeadingToTrailing`` and ``spacingEdgeToEdge`` are the zero values of their
/// groups: they are the defaults, and every option set "contains" them.
///
/// Alignment options apply across the layout's axis: with `H:` a row of views may be aligned by their tops, bottoms,
/// vertical centers or baselines; with `V:` a column may be aligned by its left, right, leading or trailing edges or
/// horizontal centers. An alignment option of the other kind is an error, as in UIKit.
public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The bits of the options, as in Apple's `NSLayoutConstraint.FormatOptions`.
    public let rawValue: UInt

    /// Creates an option set from Apple's `NSLayoutConstraint.FormatOptions` raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Aligns the left edges of all views in a `V:` format.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of all views in a `V:` format.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of all views in an `H:` format.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of all views in an `H:` format.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of all views in a `V:` format.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of all views in a `V:` format.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centers of all views in a `V:` format.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centers of all views in an `H:` format.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of all views in an `H:` format.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of all views in an `H:` format.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

    /// The views of an `H:` format run from the leading to the trailing edge: spacing uses the `leading` and
    /// `trailing` attributes, which follow the user interface's layout direction. The default (raw value 0).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// The views of an `H:` format run from left to right whatever the layout direction: spacing uses `left` and
    /// `right`.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// The views of an `H:` format run from right to left whatever the layout direction: the first view is the
    /// rightmost, and spacing uses `right` and `left`.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// Spacing between sibling views measures the gap between their edges. The default (raw value 0).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Spacing between sibling views in a `V:` format measures from the last baseline of the upper view to the first
    /// baseline of the lower one (`lower.firstBaseline == upper.lastBaseline + spacing`).
    ///
    /// UIKit derives the standard baseline-to-baseline spacing from the views' fonts; NibKit cannot know them at
    /// this point and uses the sibling spacing of 8 for `-`. Spacing to the superview (`|`) stays edge- or
    /// margin-based, and an `H:` format ignores the option (a row of views has no baselines along its axis).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    /// All alignment options.
    public static let alignmentMask: FormatOptions = [
        .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
        .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
    /// The bit of the spacing option.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The alignment options that align views across a horizontal (`H:`) layout.
    static let verticalAlignments: FormatOptions = [
        .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]
    /// The alignment options that align views across a vertical (`V:`) layout.
    static let horizontalAlignments: FormatOptions = [
        .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
    ]

    /// Each alignment option with the attribute it aligns, in a fixed order.
    static let alignmentAttributes: [(option: FormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
        (.alignAllFirstBaseline, .firstBaseline),
    ]
}
