import NibModel

/// `UIColor`: the model's ``Color``.
public typealias UIColor = Color
/// `UIFont`: the model's ``Font``.
public typealias UIFont = Font

extension Color {
    /// `UIColor(red:green:blue:alpha:)`: components from 0 to 1 (sRGB).
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(kind: .rgb(red: red, green: green, blue: blue), alpha: alpha, customColorSpace: "sRGB")
    }

    /// `UIColor(white:alpha:)`: a gray level from 0 to 1.
    public init(white: Double, alpha: Double) {
        self.init(kind: .white(white), alpha: alpha, customColorSpace: "genericGamma22GrayColorSpace")
    }

    /// `UIColor(named:)`: a color of the asset catalog by name.
    public init?(named name: String) {
        self.init(kind: .named(name))
    }

    /// A system color by the document's name (`systemBackgroundColor`, `labelColor`, …).
    public static func system(named name: String) -> Color { Color(kind: .system(name)) }

    /// `UIColor.darkText`.
    public static let darkText = system(named: "darkTextColor")
    /// `UIColor.groupTableViewBackground`.
    public static let groupTableViewBackground = system(named: "groupTableViewBackgroundColor")
    /// `UIColor.label`.
    public static let label = system(named: "labelColor")
    /// `UIColor.link`.
    public static let link = system(named: "linkColor")
    /// `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = system(named: "opaqueSeparatorColor")
    /// `UIColor.placeholderText`.
    public static let placeholderText = system(named: "placeholderTextColor")
    /// `UIColor.secondaryLabel`.
    public static let secondaryLabel = system(named: "secondaryLabelColor")
    /// `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = system(named: "secondarySystemBackgroundColor")
    /// `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = system(named: "secondarySystemGroupedBackgroundColor")
    /// `UIColor.separator`.
    public static let separator = system(named: "separatorColor")
    /// `UIColor.systemBackground`.
    public static let systemBackground = system(named: "systemBackgroundColor")
    /// `UIColor.systemBlue`.
    public static let systemBlue = system(named: "systemBlueColor")
    /// `UIColor.systemFill`.
    public static let systemFill = system(named: "systemFillColor")
    /// `UIColor.systemGray2`.
    public static let systemGray2 = system(named: "systemGray2Color")
    /// `UIColor.systemGray3`.
    public static let systemGray3 = system(named: "systemGray3Color")
    /// `UIColor.systemGray4`.
    public static let systemGray4 = system(named: "systemGray4Color")
    /// `UIColor.systemGray5`.
    public static let systemGray5 = system(named: "systemGray5Color")
    /// `UIColor.systemGray6`.
    public static let systemGray6 = system(named: "systemGray6Color")
    /// `UIColor.systemGray`.
    public static let systemGray = system(named: "systemGrayColor")
    /// `UIColor.systemGreen`.
    public static let systemGreen = system(named: "systemGreenColor")
    /// `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = system(named: "systemGroupedBackgroundColor")
    /// `UIColor.systemIndigo`.
    public static let systemIndigo = system(named: "systemIndigoColor")
    /// `UIColor.systemOrange`.
    public static let systemOrange = system(named: "systemOrangeColor")
    /// `UIColor.systemPink`.
    public static let systemPink = system(named: "systemPinkColor")
    /// `UIColor.systemPurple`.
    public static let systemPurple = system(named: "systemPurpleColor")
    /// `UIColor.systemRed`.
    public static let systemRed = system(named: "systemRedColor")
    /// `UIColor.systemTeal`.
    public static let systemTeal = system(named: "systemTealColor")
    /// `UIColor.systemYellow`.
    public static let systemYellow = system(named: "systemYellowColor")
    /// `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = system(named: "tertiaryLabelColor")
    /// `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = system(named: "tertiarySystemBackgroundColor")
    /// `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = system(named: "tertiarySystemGroupedBackgroundColor")
    /// `UIColor.tintColor`.
    public static let tintColor = system(named: "tintColor")
    /// `UIColor.white`.
    public static let white = system(named: "whiteColor")
    /// `UIColor.black`.
    public static let black = system(named: "blackColor")
    /// `UIColor.clear`.
    public static let clear = system(named: "clearColor")
    /// `UIColor.lightText`.
    public static let lightText = system(named: "lightTextColor")
    /// `UIColor.gray`.
    public static let gray = system(named: "grayColor")
    /// `UIColor.darkGray`.
    public static let darkGray = system(named: "darkGrayColor")
    /// `UIColor.lightGray`.
    public static let lightGray = system(named: "lightGrayColor")
    /// `UIColor.red`.
    public static let red = system(named: "redColor")
    /// `UIColor.green`.
    public static let green = system(named: "greenColor")
    /// `UIColor.blue`.
    public static let blue = system(named: "blueColor")
    /// `UIColor.yellow`.
    public static let yellow = system(named: "yellowColor")
    /// `UIColor.orange`.
    public static let orange = system(named: "orangeColor")
    /// `UIColor.purple`.
    public static let purple = system(named: "purpleColor")
    /// `UIColor.brown`.
    public static let brown = system(named: "brownColor")
    /// `UIColor.cyan`.
    public static let cyan = system(named: "cyanColor")
    /// `UIColor.magenta`.
    public static let magenta = system(named: "magentaColor")
    /// `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = system(named: "quaternaryLabelColor")
    /// `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = system(named: "secondarySystemFillColor")
    /// `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = system(named: "tertiarySystemFillColor")
    /// `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = system(named: "quaternarySystemFillColor")
    /// `UIColor.systemBrown`.
    public static let systemBrown = system(named: "systemBrownColor")
    /// `UIColor.systemMint`.
    public static let systemMint = system(named: "systemMintColor")
    /// `UIColor.systemCyan`.
    public static let systemCyan = system(named: "systemCyanColor")
}

extension Font {
    /// `UIFont.Weight`: the model's ``FontWeight``.
    public typealias Weight = FontWeight
    /// `UIFont.TextStyle`: a Dynamic Type style by the name the document writes (`UICTFontTextStyleBody`).
    public struct TextStyle: DocumentValue {
        /// The name as the document writes it.
        public var rawValue: String
        /// The value with a name, known or not.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `body`.
        public static let body = Self(rawValue: "UICTFontTextStyleBody")
        /// `headline`.
        public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
        /// `subheadline`.
        public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
        /// `footnote`.
        public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
        /// `caption1`.
        public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
        /// `caption2`.
        public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")
        /// `callout`.
        public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
        /// `title1`.
        public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
        /// `title2`.
        public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
        /// `title3`.
        public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
        /// `largeTitle`.
        public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
    }

    /// `UIFont.systemFont(ofSize:)` and `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: FontWeight? = nil) -> Font {
        Font(type: .system, pointSize: size, weight: weight)
    }

    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(type: .boldSystem, pointSize: size) }

    /// `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: Double) -> Font { Font(type: .italicSystem, pointSize: size) }

    /// `UIFont(name:size:)`: a font by its PostScript name.
    public init?(name: String, size: Double) { self.init(pointSize: size, name: name) }

    /// `UIFont.preferredFont(forTextStyle:)`: a Dynamic Type style by its name (`UICTFontTextStyleBody`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(style: style.rawValue)
    }
}
