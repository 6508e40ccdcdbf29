import NibModel

/// `NSColor`: the model's ``Color``.
public typealias NSColor = Color
/// `NSFont`: the model's ``Font``.
public typealias NSFont = Font

extension Color {
    /// `NSColor(red:green:blue:alpha:)`: components from 0 to 1 (sRGB).
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(kind: .rgb(red: red, green: green, blue: blue), alpha: alpha, customColorSpace: "sRGB")
    }

    /// `NSColor(white:alpha:)`: a gray level from 0 to 1.
    public init(white: Double, alpha: Double) {
        self.init(kind: .white(white), alpha: alpha, customColorSpace: "genericGamma22GrayColorSpace")
    }

    /// `NSColor(named:)`: a color of the asset catalog by name.
    public init?(named name: String) { self.init(kind: .named(name)) }

    /// `NSColor(catalogName:colorName:)`: a color of a color list, such as AppKit's `System` one.
    public init?(catalogName: String, colorName: String) {
        self.init(kind: .named(colorName), catalog: catalogName)
    }

    /// A color of AppKit's `System` catalog by the name documents write (`labelColor`).
    static func catalog(_ name: String) -> Color { Color(kind: .named(name), catalog: "System") }

    /// `NSColor.alternateSelectedControlColor`.
    public static let alternateSelectedControlColor = catalog("alternateSelectedControlColor")
    /// `NSColor.alternateSelectedControlTextColor`.
    public static let alternateSelectedControlTextColor = catalog("alternateSelectedControlTextColor")
    /// `NSColor.alternatingContentBackgroundColor`.
    public static let alternatingContentBackgroundColor = catalog("alternatingContentBackgroundColor")
    /// `NSColor.controlAccentColor`.
    public static let controlAccentColor = catalog("controlAccentColor")
    /// `NSColor.controlBackgroundColor`.
    public static let controlBackgroundColor = catalog("controlBackgroundColor")
    /// `NSColor.controlColor`.
    public static let controlColor = catalog("controlColor")
    /// `NSColor.controlHighlightColor`.
    public static let controlHighlightColor = catalog("controlHighlightColor")
    /// `NSColor.controlLightHighlightColor`.
    public static let controlLightHighlightColor = catalog("controlLightHighlightColor")
    /// `NSColor.controlShadowColor`.
    public static let controlShadowColor = catalog("controlShadowColor")
    /// `NSColor.controlTextColor`.
    public static let controlTextColor = catalog("controlTextColor")
    /// `NSColor.disabledControlTextColor`.
    public static let disabledControlTextColor = catalog("disabledControlTextColor")
    /// `NSColor.findHighlightColor`.
    public static let findHighlightColor = catalog("findHighlightColor")
    /// `NSColor.gridColor`.
    public static let gridColor = catalog("gridColor")
    /// `NSColor.headerColor`.
    public static let headerColor = catalog("headerColor")
    /// `NSColor.headerTextColor`.
    public static let headerTextColor = catalog("headerTextColor")
    /// `NSColor.labelColor`.
    public static let labelColor = catalog("labelColor")
    /// `NSColor.linkColor`.
    public static let linkColor = catalog("linkColor")
    /// `NSColor.quaternaryLabelColor`.
    public static let quaternaryLabelColor = catalog("quaternaryLabelColor")
    /// `NSColor.secondaryLabelColor`.
    public static let secondaryLabelColor = catalog("secondaryLabelColor")
    /// `NSColor.selectedMenuItemTextColor`.
    public static let selectedMenuItemTextColor = catalog("selectedMenuItemTextColor")
    /// `NSColor.separatorColor`.
    public static let separatorColor = catalog("separatorColor")
    /// `NSColor.tertiaryLabelColor`.
    public static let tertiaryLabelColor = catalog("tertiaryLabelColor")
    /// `NSColor.textBackgroundColor`.
    public static let textBackgroundColor = catalog("textBackgroundColor")
    /// `NSColor.textColor`.
    public static let textColor = catalog("textColor")
    /// `NSColor.underPageBackgroundColor`.
    public static let underPageBackgroundColor = catalog("underPageBackgroundColor")
    /// `NSColor.windowBackgroundColor`.
    public static let windowBackgroundColor = catalog("windowBackgroundColor")
    /// `NSColor.windowFrameColor`.
    public static let windowFrameColor = catalog("windowFrameColor")
    /// `NSColor.windowFrameTextColor`.
    public static let windowFrameTextColor = catalog("windowFrameTextColor")
    /// `NSColor.systemRed`.
    public static let systemRed = catalog("systemRedColor")
    /// `NSColor.systemGray`.
    public static let systemGray = catalog("systemGrayColor")
    /// `NSColor.systemTeal`.
    public static let systemTeal = catalog("systemTealColor")
    /// `NSColor.systemPurple`.
    public static let systemPurple = catalog("systemPurpleColor")
    /// `NSColor.systemOrange`.
    public static let systemOrange = catalog("systemOrangeColor")
    /// `NSColor.systemIndigo`.
    public static let systemIndigo = catalog("systemIndigoColor")
    /// `NSColor.systemYellow`.
    public static let systemYellow = catalog("systemYellowColor")
    /// `NSColor.systemMint`.
    public static let systemMint = catalog("systemMintColor")
    /// `NSColor.systemBlue`.
    public static let systemBlue = catalog("systemBlueColor")
    /// `NSColor.systemGreen`.
    public static let systemGreen = catalog("systemGreenColor")
    /// `NSColor.systemPink`.
    public static let systemPink = catalog("systemPinkColor")
    /// `NSColor.systemBrown`.
    public static let systemBrown = catalog("systemBrownColor")
    /// `NSColor.black`.
    public static let black = catalog("blackColor")
    /// `NSColor.white`.
    public static let white = catalog("whiteColor")
    /// `NSColor.clear`.
    public static let clear = catalog("clearColor")
    /// `NSColor.gray`.
    public static let gray = catalog("grayColor")
    /// `NSColor.red`.
    public static let red = catalog("redColor")
    /// `NSColor.green`.
    public static let green = catalog("greenColor")
    /// `NSColor.blue`.
    public static let blue = catalog("blueColor")
}

extension Font {
    /// A meta font at a size (AppKit's default size for it when `size` is 0).
    private static func meta(_ name: String, _ size: Double) -> Font {
        Font(pointSize: size > 0 ? size : nil, metaFont: MetaFont(rawValue: name))
    }

    /// `NSFont.systemFontSize`: 13 pt.
    public static let systemFontSize = 13.0
    /// `NSFont.smallSystemFontSize`: 11 pt.
    public static let smallSystemFontSize = 11.0

    /// `NSFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: Double) -> Font { meta("system", size) }
    /// `NSFont.Weight`: a system font's weight, by the name its meta font ends with (`semibold`).
    public struct Weight: Sendable, Hashable {
        /// The weight's name (`semibold`).
        public var rawValue: String
        /// The weight with a name, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `ultraLight`.
        public static let ultraLight = Self(rawValue: "ultraLight")
        /// `thin`.
        public static let thin = Self(rawValue: "thin")
        /// `light`.
        public static let light = Self(rawValue: "light")
        /// `regular`.
        public static let regular = Self(rawValue: "regular")
        /// `medium`.
        public static let medium = Self(rawValue: "medium")
        /// `semibold`.
        public static let semibold = Self(rawValue: "semibold")
        /// `bold`.
        public static let bold = Self(rawValue: "bold")
        /// `heavy`.
        public static let heavy = Self(rawValue: "heavy")
        /// `black`.
        public static let black = Self(rawValue: "black")
    }

    /// `NSFont.systemFont(ofSize:weight:)`: the document's weighted meta font (`systemSemibold`).
    public static func systemFont(ofSize size: Double, weight: Weight) -> Font {
        switch weight {
        case .regular: return meta("system", size)
        case .bold: return meta("systemBold", size)
        default: return meta("system" + weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst(), size)
        }
    }

    /// `NSFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font { meta("systemBold", size) }
    /// `NSFont.menuFont(ofSize:)`.
    public static func menuFont(ofSize size: Double) -> Font { meta("menu", size) }
    /// `NSFont.menuBarFont(ofSize:)`.
    public static func menuBarFont(ofSize size: Double) -> Font { meta("menuBar", size) }
    /// `NSFont.messageFont(ofSize:)`.
    public static func messageFont(ofSize size: Double) -> Font { meta("message", size) }
    /// `NSFont.labelFont(ofSize:)`.
    public static func labelFont(ofSize size: Double) -> Font { meta("label", size) }
    /// `NSFont.toolTipsFont(ofSize:)`.
    public static func toolTipsFont(ofSize size: Double) -> Font { meta("toolTip", size) }
    /// `NSFont.titleBarFont(ofSize:)`.
    public static func titleBarFont(ofSize size: Double) -> Font { meta("titleBar", size) }
    /// `NSFont.controlContentFont(ofSize:)`.
    public static func controlContentFont(ofSize size: Double) -> Font { meta("controlContent", size) }
    /// `NSFont.paletteFont(ofSize:)`.
    public static func paletteFont(ofSize size: Double) -> Font { meta("palette", size) }

    /// `NSFont.TextStyle`: a text style by the name documents write (`title3`).
    public struct TextStyle: Sendable, Hashable {
        /// The name as the document writes it.
        public var rawValue: String
        /// The style with a name, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `largeTitle`.
        public static let largeTitle = Self(rawValue: "largeTitle")
        /// `title1`.
        public static let title1 = Self(rawValue: "title1")
        /// `title2`.
        public static let title2 = Self(rawValue: "title2")
        /// `title3`.
        public static let title3 = Self(rawValue: "title3")
        /// `headline`.
        public static let headline = Self(rawValue: "headline")
        /// `subheadline`.
        public static let subheadline = Self(rawValue: "subheadline")
        /// `body`.
        public static let body = Self(rawValue: "body")
        /// `callout`.
        public static let callout = Self(rawValue: "callout")
        /// `footnote`.
        public static let footnote = Self(rawValue: "footnote")
        /// `caption1`.
        public static let caption1 = Self(rawValue: "caption1")
        /// `caption2`.
        public static let caption2 = Self(rawValue: "caption2")
    }

    /// `NSFont.preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font { Font(textStyle: style.rawValue) }

    /// `NSFont(name:size:)`: a font by its PostScript name.
    public init?(name: String, size: Double) { self.init(pointSize: size, name: name) }
}
