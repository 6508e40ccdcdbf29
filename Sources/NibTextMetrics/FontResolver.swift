import NibModel

/// Turns an Interface Builder font description into the metrics that measure it.
///
/// - System fonts: `type="system"`/`boldSystem`/`italicSystem` with `weight=`, Dynamic Type `style=`
///   (UIKit) and `textStyle=` (AppKit) at the default content size, AppKit `metaFont=`; PostScript names of
///   San Francisco (`.SFNS-Bold`, `SFProDisplay-Semibold`, `.SFUIText`).
/// - Named fonts with committed tables: Helvetica and Arial (Liberation Sans, metric-compatible), Times and
///   Times New Roman (Liberation Serif), Courier, Courier New and Menlo (monospaced). Helvetica Neue uses
///   Liberation Sans's widths with its own ascender, descender and line gap, and is flagged as an estimate.
/// - Any other font is measured with the system font's widths at the weight its name suggests, flagged as an
///   estimate.
public struct FontResolver: Sendable {
    /// The size used when a font states none (a label's default font is the 17 pt system font; AppKit
    /// controls use 13 pt).
    public var defaultPointSize: Double

    /// A resolver that gives fonts without a size `defaultPointSize` points (17 by default).
    public init(defaultPointSize: Double = 17) {
        self.defaultPointSize = defaultPointSize
    }

    /// The metrics for a font description.
    public func resolve(_ font: Font) -> ResolvedFont {
        let size = font.pointSize.flatMap { $0 > 0 ? $0 : nil }
        if let style = font.style, let entry = SystemFontStyles.uiKitTextStyles[style] {
            return SystemFontMetrics.font(pointSize: size ?? entry.pointSize, weight: entry.weight)
        }
        if let style = font.textStyle, let entry = SystemFontStyles.appKitTextStyles[style] {
            let weight = font.name.flatMap(Self.weight(inName:)) ?? entry.weight
            return SystemFontMetrics.font(pointSize: size ?? entry.pointSize, weight: weight)
        }
        if let meta = font.metaFont {
            let entry = SystemFontStyles.metaFonts[meta]
            return SystemFontMetrics.font(
                pointSize: size ?? entry?.pointSize ?? 13, weight: entry?.weight ?? .regular,
                isEstimate: entry == nil)
        }
        switch font.type {
        case .system, .italicSystem:
            let weight = font.weight.flatMap { SystemFontWeight(name: $0.rawValue) } ?? .regular
            return SystemFontMetrics.font(pointSize: size ?? defaultPointSize, weight: weight)
        case .boldSystem:
            let weight = font.weight.flatMap { SystemFontWeight(name: $0.rawValue) } ?? .bold
            return SystemFontMetrics.font(pointSize: size ?? defaultPointSize, weight: weight)
        default:
            break
        }
        if let name = font.name ?? font.family {
            return resolve(named: name, style: font.style, pointSize: size ?? defaultPointSize)
        }
        // No description at all (AppKit's `usesAppearanceFont`, or a missing font): the system font.
        return SystemFontMetrics.font(pointSize: size ?? defaultPointSize, weight: .regular)
    }

    /// The metrics for a font named by PostScript name or family (`HelveticaNeue-Medium`, `Arial`), with an
    /// optional style (`Bold`, `Italic`).
    public func resolve(named name: String, style: String? = nil, pointSize: Double) -> ResolvedFont {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "")
        let styleKey = style?.lowercased() ?? ""
        let weight = Self.weight(inName: name) ?? style.flatMap(Self.weight(inName:)) ?? .regular
        let italic = key.contains("italic") || key.contains("oblique") || styleKey.contains("italic")
        if Self.systemPrefixes.contains(where: key.hasPrefix) {
            return SystemFontMetrics.font(pointSize: pointSize, weight: weight)
        }
        let bold = weight.isBold
        if key.hasPrefix("helveticaneue") {
            let line = Self.helveticaNeueVerticalMetrics(weight: weight, italic: italic)
            let widths = Self.sans(bold: bold, italic: italic)
            func units(_ thousandths: Double) -> Int {
                Int((thousandths * Double(widths.unitsPerEm) / 1000).rounded())
            }
            var resolved = ResolvedFont(
                source: .table("Liberation Sans"),
                table: widths.withVerticalMetrics(
                    ascender: units(line.ascender), descender: units(line.descender), lineGap: units(line.gap)),
                pointSize: pointSize, lineHeight: pointSize * (line.ascender + line.descender) / 1000, isEstimate: true)
            resolved.fontLeading = pointSize * line.gap / 1000
            return resolved
        }
        if key.hasPrefix("helvetica") || key.hasPrefix("arial") {
            let exact = weight == .regular || weight == .bold
            return ResolvedFont(
                source: .table("Liberation Sans"), table: Self.sans(bold: bold, italic: italic),
                pointSize: pointSize, isEstimate: !exact || key.contains("narrow") || key.contains("black"))
        }
        if key.hasPrefix("times") || key.hasPrefix("georgia") {
            return ResolvedFont(
                source: .table("Liberation Serif"), table: bold ? .liberationSerifBold : .liberationSerif,
                pointSize: pointSize, isEstimate: italic || key.hasPrefix("georgia"))
        }
        if key.hasPrefix("courier") {
            return ResolvedFont(source: .table("Courier"), table: Self.courier, pointSize: pointSize, isEstimate: false)
        }
        if key.hasPrefix("menlo") || key.hasPrefix("sfmono") || key.hasPrefix(".sfnsmono") || key.hasPrefix("monaco") {
            return ResolvedFont(
                source: .table("Menlo"), table: Self.menlo, pointSize: pointSize, isEstimate: !key.hasPrefix("menlo"))
        }
        var substitute = SystemFontMetrics.font(pointSize: pointSize, weight: weight, isEstimate: true)
        if key.hasPrefix("agaramond") || key.hasPrefix("adobegaramond") {
            substitute.lineHeight = pointSize * Self.adobeGaramondLineHeight
        }
        return substitute
    }

    /// The weight a PostScript name's suffix names (`HelveticaNeue-Light` → light, `Arial-BoldMT` → bold,
    /// `AvenirNextDemiBold` → semibold), if any.
    public static func weight(inName name: String) -> SystemFontWeight? {
        let parts = name.split(separator: "-")
        var word = (parts.count > 1 ? String(parts[parts.count - 1]) : name).lowercased()
        for marker in ["italic", "oblique", "mt"] {
            word = word.replacingOccurrences(of: marker, with: "")
        }
        if parts.count > 1, word.isEmpty { return .regular }
        if !word.isEmpty, let weight = SystemFontWeight(name: word) { return weight }
        for (suffix, weight) in weightSuffixes where word.hasSuffix(suffix) {
            return weight
        }
        return nil
    }

    /// Weight words at the end of a name, longest first so that `semibold` is not read as `bold`.
    private static let weightSuffixes: [(String, SystemFontWeight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("extrabold", .heavy), ("ultrabold", .black),
        ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("light", .light),
        ("heavy", .heavy), ("black", .black), ("thin", .thin), ("bold", .bold), ("demi", .semibold),
    ]

    private static let systemPrefixes = [
        ".sfns", ".sfui", ".sfcompact", "sfpro", "sfui", "sfcompact", ".applesystemuifont", "system",
    ]

    /// Adobe Garamond Pro's line height in ems: its ascender and descender span one em (the corpus stores its
    /// 15 pt labels 15 high and its 38 pt ones 38); its widths are estimated with the system font's.
    static let adobeGaramondLineHeight = 1.0

    /// Helvetica Neue's ascender, descender and line gap in thousandths of an em, by weight (its fonts' published
    /// metrics).
    ///
    /// A label's plain text is as high as the ascender and descender together, without the gap: a 21 pt Light label
    /// is stored 25 high and a 13 pt one 15.5 (Charts, @2x), a 34 pt regular one 40 (Simplenote, whole points),
    /// which the gap would make 25.5, 16 and 41. Attributed text has the gap below each line: 14 pt regular text is
    /// stored 17 high (Pocket Casts, @2x), which is 16.5 without it.
    static func helveticaNeueVerticalMetrics(weight: SystemFontWeight, italic: Bool) -> HelveticaNeueLine {
        switch weight {
        case .ultraLight: return HelveticaNeueLine(ascender: 931, descender: 213, gap: 27)
        case .thin: return HelveticaNeueLine(ascender: 967, descender: 213, gap: 29)
        case .light:
            return italic
                ? HelveticaNeueLine(ascender: 951, descender: 213, gap: 28)
                : HelveticaNeueLine(ascender: 967, descender: 213, gap: 29)
        case .regular: return HelveticaNeueLine(ascender: italic ? 957 : 952, descender: 213, gap: 28)
        default: return HelveticaNeueLine(ascender: 975, descender: 217, gap: 29)
        }
    }

    /// One Helvetica Neue font's ascender, descender and line gap, in thousandths of an em.
    struct HelveticaNeueLine {
        var ascender: Double
        var descender: Double
        var gap: Double
    }

    private static func sans(bold: Bool, italic: Bool) -> FontMetricsTable {
        switch (bold, italic) {
        case (false, false): return .liberationSans
        case (true, false): return .liberationSansBold
        case (false, true): return .liberationSansItalic
        case (true, true): return .liberationSansBoldItalic
        }
    }

    /// Courier and Courier New: 0.6 em per character (Liberation Mono's vertical metrics).
    static let courier = FontMetricsTable.monospaced(
        advance: 1229, unitsPerEm: 2048, ascender: 1705, descender: 615, lineGap: 0)
    /// Menlo: 1233 units of 2048 per character.
    static let menlo = FontMetricsTable.monospaced(
        advance: 1233, unitsPerEm: 2048, ascender: 1901, descender: 483, lineGap: 0)
}
