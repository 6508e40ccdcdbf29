/// The weights of the system font (`<fontDescription type="system" weight="semibold"/>`).
public enum SystemFontWeight: String, Sendable, CaseIterable {
    /// From lightest to heaviest, as `UIFont.Weight` names them.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight a `weight=` attribute or a PostScript name suffix (`-Semibold`, `-UltraLight`) names.
    public init?(name: String) {
        switch name.lowercased() {
        case "ultralight", "extralight": self = .ultraLight
        case "thin", "hairline": self = .thin
        case "light": self = .light
        case "regular", "roman", "book", "normal", "": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold", "demi", "heavyweight": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold": self = .heavy
        case "black", "ultrabold": self = .black
        default: return nil
        }
    }

    /// `true` for semibold and heavier: the weights measured with a bold table.
    public var isBold: Bool { self >= .semibold }
}

extension SystemFontWeight: Comparable {
    public static func < (lhs: SystemFontWeight, rhs: SystemFontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
