// The named values of a font's attributes (`Font`).

/// A UIKit font's `type=`: which system font, or nil for a named one.
public struct FontType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `system`.
    public static let system = Self(rawValue: "system")
    /// `boldSystem`.
    public static let boldSystem = Self(rawValue: "boldSystem")
    /// `italicSystem`.
    public static let italicSystem = Self(rawValue: "italicSystem")
}

/// A system font's `weight=`.
public struct FontWeight: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

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

/// An AppKit font's `metaFont=`: a font of the system's roles (`NSFont.systemFont`, `.menuFont`, …).
public struct MetaFont: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `system`.
    public static let system = Self(rawValue: "system")
    /// `systemBold`.
    public static let systemBold = Self(rawValue: "systemBold")
    /// `systemSemibold`.
    public static let systemSemibold = Self(rawValue: "systemSemibold")
    /// `systemMedium`.
    public static let systemMedium = Self(rawValue: "systemMedium")
    /// `systemLight`.
    public static let systemLight = Self(rawValue: "systemLight")
    /// `systemHeavy`.
    public static let systemHeavy = Self(rawValue: "systemHeavy")
    /// `systemThin`.
    public static let systemThin = Self(rawValue: "systemThin")
    /// `systemUltraLight`.
    public static let systemUltraLight = Self(rawValue: "systemUltraLight")
    /// `systemBlack`.
    public static let systemBlack = Self(rawValue: "systemBlack")
    /// `smallSystem`.
    public static let smallSystem = Self(rawValue: "smallSystem")
    /// `smallSystemBold`.
    public static let smallSystemBold = Self(rawValue: "smallSystemBold")
    /// `miniSystem`.
    public static let miniSystem = Self(rawValue: "miniSystem")
    /// `miniSystemBold`.
    public static let miniSystemBold = Self(rawValue: "miniSystemBold")
    /// `message`.
    public static let message = Self(rawValue: "message")
    /// `controlContent`.
    public static let controlContent = Self(rawValue: "controlContent")
    /// `cellTitle`.
    public static let cellTitle = Self(rawValue: "cellTitle")
    /// `label`.
    public static let label = Self(rawValue: "label")
    /// `menu`.
    public static let menu = Self(rawValue: "menu")
    /// `menuBar`.
    public static let menuBar = Self(rawValue: "menuBar")
    /// `titleBar`.
    public static let titleBar = Self(rawValue: "titleBar")
    /// `toolTip`.
    public static let toolTip = Self(rawValue: "toolTip")
    /// `palette`.
    public static let palette = Self(rawValue: "palette")
}
