import NibModel

/// The point sizes and weights of the system font's named styles: Dynamic Type text styles at the default
/// content size (Large), AppKit's text styles, and AppKit's meta fonts.
public enum SystemFontStyles {
    /// UIKit's Dynamic Type text styles (`<fontDescription style="UICTFontTextStyleBody"/>`) at the default
    /// content size category.
    public static let uiKitTextStyles: [String: (pointSize: Double, weight: SystemFontWeight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular),
        "UICTFontTextStyleTitle0": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// The distance from one line's baseline to the next in text of several lines, per UIKit text style at the
    /// default content size: Apple's published Dynamic Type leading (Human Interface Guidelines, Typography). A
    /// label of several lines in a text style is one line high plus this for every further line (NetNewsWire's
    /// account footers: Caption 1 in three lines 46.5 pt, in five 78.5; Body in two 42.5); the system font at a
    /// given size has no such leading.
    public static let uiKitTextStyleLeading: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 41, "UICTFontTextStyleTitle0": 41, "UICTFontTextStyleTitle1": 34,
        "UICTFontTextStyleTitle2": 28, "UICTFontTextStyleTitle3": 25, "UICTFontTextStyleHeadline": 22,
        "UICTFontTextStyleBody": 22, "UICTFontTextStyleCallout": 21, "UICTFontTextStyleSubhead": 20,
        "UICTFontTextStyleFootnote": 18, "UICTFontTextStyleCaption1": 16, "UICTFontTextStyleCaption2": 13,
    ]

    /// AppKit's text styles (`<font textStyle="headline" name=".SFNS-Bold"/>`), macOS 11 and later.
    public static let appKitTextStyles: [String: (pointSize: Double, weight: SystemFontWeight)] = [
        "largeTitle": (26, .regular),
        "title1": (22, .regular),
        "title2": (17, .regular),
        "title3": (15, .regular),
        "headline": (13, .bold),
        "body": (13, .regular),
        "callout": (12, .regular),
        "subheadline": (11, .regular),
        "footnote": (10, .regular),
        "caption1": (10, .regular),
        "caption2": (10, .medium),
    ]

    /// AppKit's meta fonts (`<font metaFont="smallSystem"/>`); a `size=` attribute overrides the size. The cell title
    /// font is 12 pt: Simplenote's, Aerial's, Hammerspoon's, iina's and Transmission's labels in it are stored 15 pt
    /// high and as wide as 12 pt text ("Privacy Policy" 83, "Title" 29), NetNewsWire's round-rect button 15 high.
    public static let metaFonts: [MetaFont: (pointSize: Double, weight: SystemFontWeight)] = [
        .system: (13, .regular),
        .systemBold: (13, .bold),
        .systemSemibold: (13, .semibold),
        .systemMedium: (13, .medium),
        .systemLight: (13, .light),
        .systemHeavy: (13, .heavy),
        .systemThin: (13, .thin),
        .systemUltraLight: (13, .ultraLight),
        .systemBlack: (13, .black),
        .smallSystem: (11, .regular),
        .smallSystemBold: (11, .bold),
        .miniSystem: (9, .regular),
        .miniSystemBold: (9, .bold),
        .message: (13, .regular),
        .controlContent: (13, .regular),
        .cellTitle: (12, .regular),
        .label: (10, .regular),
        .menu: (13, .regular),
        .menuBar: (13, .regular),
        .titleBar: (13, .bold),
        .toolTip: (11, .regular),
        .palette: (11, .regular),
    ]
}
