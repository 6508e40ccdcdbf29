import NibModel

/// Document values written as AppKit code: colors, fonts, rectangles, priorities and autoresizing masks.
enum AppKitLiterals {
    /// AppKit's catalog colors by their static names (`labelColor`), as `NibAppKit` has them too.
    static let catalogColors: Set<String> = [
        "alternateSelectedControlColor", "alternateSelectedControlTextColor", "alternatingContentBackgroundColor",
        "controlAccentColor", "controlBackgroundColor", "controlColor", "controlHighlightColor",
        "controlLightHighlightColor", "controlShadowColor", "controlTextColor", "disabledControlTextColor",
        "findHighlightColor", "gridColor", "headerColor", "headerTextColor", "labelColor", "linkColor",
        "quaternaryLabelColor", "secondaryLabelColor", "selectedMenuItemTextColor", "separatorColor",
        "tertiaryLabelColor", "textBackgroundColor", "textColor", "underPageBackgroundColor",
        "windowBackgroundColor", "windowFrameColor", "windowFrameTextColor", "systemRedColor", "systemGrayColor",
        "systemTealColor", "systemPurpleColor", "systemOrangeColor", "systemIndigoColor", "systemYellowColor",
        "systemMintColor", "systemBlueColor", "systemGreenColor", "systemPinkColor", "systemBrownColor",
        "blackColor", "whiteColor", "clearColor", "grayColor", "redColor", "greenColor", "blueColor",
    ]

    /// `.labelColor`, `.systemBlue`, `NSColor(named:)` or components.
    static func color(_ color: Color) -> String {
        switch color.kind {
        case .named(let name) where color.catalog == "System":
            guard catalogColors.contains(name) else {
                return "NSColor(catalogName: \"System\", colorName: \(SwiftNames.literal(name)))"
            }
            return "." + staticName(ofCatalogColor: name)
        case .named(let name), .system(let name):
            return "NSColor(named: \(SwiftNames.literal(name)))"
        case .white(let white):
            return "NSColor(white: \(number(white)), alpha: \(number(color.alpha ?? 1)))"
        case .rgb(let red, let green, let blue):
            return "NSColor(red: \(number(red)), green: \(number(green)), blue: \(number(blue)), alpha: "
                + "\(number(color.alpha ?? 1)))"
        }
    }

    /// `systemBlueColor` → `systemBlue`, `blackColor` → `black`; the others keep their names (`labelColor`).
    static func staticName(ofCatalogColor name: String) -> String {
        let short = ["system", "black", "white", "clear", "gray", "red", "green", "blue"]
        guard short.contains(where: { name.hasPrefix($0) }), name.hasSuffix("Color") else { return name }
        return String(name.dropLast(5))
    }

    /// The meta fonts' sizes and the code that makes each (`.systemFont(ofSize: 13)`), with the weight of the system
    /// font's weighted meta fonts (`systemSemibold`).
    static let metaFonts: [String: (size: Double, make: String, weight: String?)] = [
        "system": (13, "systemFont", nil), "systemBold": (13, "boldSystemFont", nil),
        "smallSystem": (11, "systemFont", nil), "smallSystemBold": (11, "boldSystemFont", nil),
        "miniSystem": (9, "systemFont", nil), "miniSystemBold": (9, "boldSystemFont", nil),
        "cellTitle": (12, "systemFont", nil), "menu": (13, "menuFont", nil), "message": (13, "messageFont", nil),
        "label": (10, "labelFont", nil),
        "toolTip": (11, "toolTipsFont", nil), "titleBar": (13, "titleBarFont", nil),
        "controlContent": (13, "controlContentFont", nil), "palette": (11, "paletteFont", nil),
        "paletteTitle": (11, "paletteFont", nil), "menuBar": (13, "menuBarFont", nil),
        "systemUltraLight": (13, "systemFont", "ultraLight"), "systemThin": (13, "systemFont", "thin"),
        "systemLight": (13, "systemFont", "light"), "systemMedium": (13, "systemFont", "medium"),
        "systemSemibold": (13, "systemFont", "semibold"), "systemHeavy": (13, "systemFont", "heavy"),
        "systemBlack": (13, "systemFont", "black"),
    ]

    /// `.systemFont(ofSize: 13)`, `.boldSystemFont(ofSize: 12)`, `.preferredFont(forTextStyle: .title3)` or
    /// `NSFont(name:size:)`; nil for AppKit's default control font (the 13 pt system font).
    static func font(_ font: Font) -> String? {
        if let style = font.textStyle.flatMap(SwiftCases.textStyle.member) {
            return ".preferredFont(forTextStyle: \(style))"
        }
        if let meta = font.metaFont?.rawValue, let row = metaFonts[meta] {
            let size = font.pointSize ?? row.size
            if let weight = row.weight { return ".systemFont(ofSize: \(number(size)), weight: .\(weight))" }
            if row.make == "systemFont", size == 13 { return nil }
            return ".\(row.make)(ofSize: \(number(size)))"
        }
        let size = number(font.pointSize ?? 13)
        if let name = font.name {
            return "NSFont(name: \(SwiftNames.literal(name)), size: \(size)) ?? .systemFont(ofSize: \(size))"
        }
        return ".systemFont(ofSize: \(size))"
    }

    static func rect(_ rect: Rect) -> String {
        "NSRect(x: \(number(rect.x)), y: \(number(rect.y)), width: \(number(rect.width)), "
            + "height: \(number(rect.height)))"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "NSEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), "
            + "right: \(number(insets.right)))"
    }

    /// `.required`, `.defaultHigh`, `.defaultLow` or `NSLayoutConstraint.Priority(rawValue: 251)`.
    static func priority(_ priority: LayoutPriority) -> String {
        switch priority.rawValue {
        case 1000: return ".required"
        case 750: return ".defaultHigh"
        case 250: return ".defaultLow"
        default: return "NSLayoutConstraint.Priority(rawValue: \(number(Double(priority.rawValue))))"
        }
    }

    /// The options of an autoresizing mask by AppKit's names (`[.width, .minYMargin]`).
    static func autoresizing(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleMinX, "minXMargin"), (.widthSizable, "width"), (.flexibleMaxX, "maxXMargin"),
            (.flexibleMinY, "minYMargin"), (.heightSizable, "height"), (.flexibleMaxY, "maxYMargin"),
        ]
        return "[" + names.filter { mask.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }

    static func number(_ value: Double) -> String { SwiftNames.number(value) }
}
