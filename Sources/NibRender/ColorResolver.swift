import Foundation
import NibModel

/// Turns a document's colors into SVG paints (`#RRGGBB` with `fill-opacity` when translucent): component colors,
/// gray levels, the systems' named colors (``SystemColor``) and the document's asset-catalog colors, in an
/// appearance.
struct ColorResolver: Sendable {
    let appearance: DocumentRenderer.Appearance
    /// The asset-catalog colors the document lists, with the values Interface Builder resolved.
    let namedColors: [String: Color]
    /// The system colors the document lists, with the values Interface Builder resolved in the light appearance.
    let systemColors: [String: Color]

    /// A resolver of a document's colors, with the values its `resources` list.
    init(appearance: DocumentRenderer.Appearance, resources: Resources) {
        self.appearance = appearance
        func byName(_ colors: [NamedColor]) -> [String: Color] {
            var result: [String: Color] = [:]
            for named in colors { result[named.name] = named.color }
            return result
        }
        namedColors = byName(resources.namedColors)
        systemColors = byName(resources.systemColors)
    }

    /// A paint: the color and its opacity (1 when opaque, 0 for clear).
    struct Paint: Equatable, Sendable {
        var hex: String
        var opacity: Double

        var isClear: Bool { opacity <= 0.001 }
        /// `fill="##…"` (and `fill-opacity` when translucent), for attribute `name`.
        func attributes(_ name: String = "fill") -> String {
            opacity >= 0.999
                ? ##"\##(name)="\##(hex)""##
                : ##"\##(name)="\##(hex)" \##(name)-opacity="\##(SVGText.number(opacity))""##
        }
    }

    func paint(_ color: Color?) -> Paint? {
        guard let color else { return nil }
        let alpha = color.alpha ?? 1
        switch color.kind {
        case .rgb(let red, let green, let blue):
            guard color.customColorSpace == "displayP3" else {
                return Paint(hex: Self.hex(red, green, blue), opacity: alpha)
            }
            let (r, g, b) = Self.sRGB(fromDisplayP3: red, green, blue)
            return Paint(hex: Self.hex(r, g, b), opacity: alpha)
        case .white(let white):
            return Paint(hex: Self.hex(white, white, white), opacity: alpha)
        case .system(let name):
            return systemPaint(name, alpha: alpha)
        case .named(let name):
            // The document's own value for an asset-catalog color; a system color by name otherwise.
            if let resolved = namedColors[name], !Self.isNamed(resolved) {
                return paint(resolved).map { Paint(hex: $0.hex, opacity: $0.opacity * alpha) }
            }
            return systemPaint(name, alpha: alpha)
        }
    }

    /// A system color from the table of light and dark values; one the table lacks in the value the document lists
    /// (light), else gray.
    private func systemPaint(_ name: String, alpha: Double) -> Paint {
        guard let system = SystemColor.named(name) else {
            if appearance == .light, let listed = systemColors[name], case .rgb = listed.kind,
                let paint = paint(listed)
            {
                return Paint(hex: paint.hex, opacity: paint.opacity * alpha)
            }
            return Paint(hex: "#8E8E93", opacity: alpha)
        }
        let code = appearance == .dark ? system.dark : system.light
        let hex = String(code.prefix(7))
        let ownAlpha = code.count == 9 ? Double(Int(code.suffix(2), radix: 16) ?? 255) / 255 : 1
        return Paint(hex: hex, opacity: ownAlpha * alpha)
    }

    /// A Display P3 color in sRGB: both share the sRGB transfer curve; the linear components go through the P3 to
    /// sRGB matrix (D65), and what falls outside sRGB is clipped.
    static func sRGB(fromDisplayP3 red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        func linear(_ value: Double) -> Double { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        func encoded(_ value: Double) -> Double {
            let clipped = value.isNaN ? 0 : min(max(value, 0), 1)
            return clipped <= 0.0031308 ? clipped * 12.92 : 1.055 * pow(clipped, 1 / 2.4) - 0.055
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return (
            encoded(1.2249401762805598 * r - 0.22494017628055996 * g),
            encoded(-0.042056954709688163 * r + 1.0420569547096881 * g),
            encoded(-0.019637554590334432 * r - 0.078636045550631889 * g + 1.0982736001409663 * b)
        )
    }

    private static func isNamed(_ color: Color) -> Bool {
        if case .named = color.kind { return true }
        return false
    }

    static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
        func byte(_ value: Double) -> String {
            // (NaN, which `min` and `max` pass through, is drawn as 0.)
            let clamped = value.isNaN ? 0 : Int((min(max(value, 0), 1) * 255).rounded())
            let text = String(clamped, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}
