import NibModel

/// Document values written as UIKit code: colors, fonts, rectangles, insets, priorities.
enum SwiftLiterals {
    /// `UIColor(named:)`, a system color, or components.
    static func color(_ color: Color) -> String {
        switch color.kind {
        case .named(let name): return "UIColor(named: \(SwiftNames.literal(name)))"
        case .system(let name):
            let bare = name == "tintColor" ? name : name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            return systemColors.contains(bare) ? ".\(bare)" : "UIColor(named: \(SwiftNames.literal(name)))"
        case .white(let white):
            return "UIColor(white: \(number(white)), alpha: \(number(color.alpha ?? 1)))"
        case .rgb(let red, let green, let blue):
            return "UIColor(red: \(number(red)), green: \(number(green)), blue: \(number(blue)), alpha: "
                + "\(number(color.alpha ?? 1)))"
        }
    }

    /// UIKit's system colors by their static names (`systemBackground`), as `NibUIKit` has them too.
    static let systemColors: Set<String> = [
        "darkText", "groupTableViewBackground", "label", "link", "opaqueSeparator", "placeholderText",
        "secondaryLabel", "secondarySystemBackground", "secondarySystemGroupedBackground", "separator",
        "systemBackground", "systemBlue",
        "systemFill", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "systemGray", "systemGreen", "systemGroupedBackground", "systemIndigo", "systemOrange", "systemPink",
        "systemPurple", "systemRed", "systemTeal", "systemYellow", "tertiaryLabel", "tertiarySystemBackground",
        "tertiarySystemGroupedBackground", "tintColor", "white", "black", "clear", "lightText",
        "gray", "darkGray", "lightGray", "red", "green", "blue",
        "yellow", "orange", "purple", "brown", "cyan", "magenta",
        "quaternaryLabel", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBrown",
        "systemMint",
        "systemCyan",
    ]

    /// `.systemFont(ofSize:weight:)`, `UIFont(name:size:)` or `.preferredFont(forTextStyle:)`.
    static func font(_ font: Font) -> String {
        // Interface Builder writes a Dynamic Type font as `style="UICTFontTextStyleBody"`.
        if let style = font.textStyle ?? font.style.flatMap({ $0.hasPrefix("UICTFontTextStyle") ? $0 : nil }) {
            return ".preferredFont(forTextStyle: .\(textStyleName(style)))"
        }
        let size = number(font.pointSize ?? 17)
        if let name = font.name, font.type == nil {
            return "UIFont(name: \(SwiftNames.literal(name)), size: \(size)) ?? .systemFont(ofSize: \(size))"
        }
        switch font.type {
        case .boldSystem?: return ".boldSystemFont(ofSize: \(size))"
        case .italicSystem?: return ".italicSystemFont(ofSize: \(size))"
        default:
            guard let weight = font.weight.flatMap({ SwiftCases.fontWeight.member($0.rawValue) }), weight != ".regular"
            else { return ".systemFont(ofSize: \(size))" }
            return ".systemFont(ofSize: \(size), weight: \(weight))"
        }
    }

    /// Why a font's weight is not written, when the document's is not one of `UIFont.Weight`'s.
    static func fontRejection(_ font: Font, of what: String) -> String? {
        guard let weight = font.weight?.rawValue, SwiftCases.fontWeight.member(weight) == nil else { return nil }
        return SwiftCases.fontWeight.unknown(weight, of: "the font weight of \(what)")
    }

    /// Dynamic Type styles by the names documents write.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleBody": "body", "UICTFontTextStyleHeadline": "headline",
        "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
        "UICTFontTextStyleCallout": "callout", "UICTFontTextStyleTitle0": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
    ]

    static func textStyleName(_ style: String) -> String {
        textStyles[style] ?? "init(rawValue: \(SwiftNames.literal(style)))"
    }

    static func size(_ size: Size) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    static func point(_ point: Point) -> String { "CGPoint(x: \(number(point.x)), y: \(number(point.y)))" }

    static func rect(_ rect: Rect) -> String {
        "CGRect(x: \(number(rect.x)), y: \(number(rect.y)), width: \(number(rect.width)), "
            + "height: \(number(rect.height)))"
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), "
            + "right: \(number(insets.right)))"
    }

    /// Insets by leading and trailing edge (the document's directional margins keep left as leading).
    static func directionalInsets(_ insets: EdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(number(insets.top)), leading: \(number(insets.left)), "
            + "bottom: \(number(insets.bottom)), trailing: \(number(insets.right)))"
    }

    /// `.required`, `.defaultHigh`, `.defaultLow` or `UILayoutPriority(rawValue: 999)`.
    static func priority(_ priority: LayoutPriority) -> String {
        switch priority.rawValue {
        case 1000: return ".required"
        case 750: return ".defaultHigh"
        case 250: return ".defaultLow"
        default: return "UILayoutPriority(rawValue: \(number(Double(priority.rawValue))))"
        }
    }

    /// The options of an autoresizing mask by UIKit's names (`[.flexibleWidth, .flexibleBottomMargin]`).
    static func autoresizing(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleMinX, "flexibleLeftMargin"), (.widthSizable, "flexibleWidth"),
            (.flexibleMaxX, "flexibleRightMargin"),
            (.flexibleMinY, "flexibleTopMargin"), (.heightSizable, "flexibleHeight"),
            (.flexibleMaxY, "flexibleBottomMargin"),
        ]
        return "[" + names.filter { mask.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }

    static func number(_ value: Double) -> String { SwiftNames.number(value) }
}
