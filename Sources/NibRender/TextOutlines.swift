import Foundation
import NibModel
import NibTextMetrics

/// Text drawn as glyph outlines: a picture's pixels do not depend on the fonts of the machine that rasterises it.
///
/// A line is a group of ``OutlineFont`` glyphs (Liberation Sans, bold for bold text), each a `<use>` of the glyph's
/// `<path>` in the picture's ``definitions(usedIn:)``, the group stretched across the width NibKit's text metrics
/// measure for the line, so that the text fills its frame as the layout sized it. An invisible `<text>` with the same
/// string follows, so that the picture can still be searched, selected and read aloud. Characters the outlines lack
/// (CJK, emoji) are empty boxes at their measured widths, named in the group's `data-missing` attribute (code points
/// in hexadecimal, a character's several joined by `+`) for ``DrawingState`` to warn about.
package enum TextOutlines {
    /// Where a line's `x` lies on it.
    package enum Anchor: String, Sendable {
        case start, middle, end
    }

    /// One glyph of a line: its face's glyph, at `x` font units from the line's start.
    struct PlacedGlyph: Equatable {
        var glyph: Int
        var x: Int
    }

    /// The attribute naming the characters a line's outlines lack.
    static let missingAttribute = "data-missing"

    private static let metrics = TextMetrics()

    /// tan 12°: how far an oblique glyph leans, per unit of height.
    static let obliqueSlant = 0.21256

    /// `text` on one line, its `anchor` at `x` and its baseline at `baseline`, in `size` points, painted with the SVG
    /// `paint` attributes (`fill="#000000"`). Its glyphs refer to the picture's ``definitions(usedIn:)``.
    package static func line(
        _ text: String, x: Double, baseline: Double, size: Double, bold: Bool = false, italic: Bool = false,
        anchor: Anchor = .start, width: Double? = nil, measuredIn documentFont: Font? = nil, paint: String
    ) -> String {
        // Measured in the document's font when given (a named font's widths), else the system font.
        let font = documentFont ?? Font(type: bold ? .boldSystem : .system, pointSize: size)
        // As wide as measured, or condensed to `width` when the line is wider.
        let measured = min(metrics.size(of: text, font: font).width, width.map { max($0, 0) } ?? .infinity)
        var svg = ""
        if size > 0, size.isFinite, measured > 0, measured.isFinite {
            let face = bold ? OutlineFont.sansBold : OutlineFont.sansRegular
            let line = layout(text, face: face, size: size, font: font)
            if !line.glyphs.isEmpty, line.width > 0 {
                let left =
                    switch anchor {
                    case .start: x
                    case .middle: x - measured / 2
                    case .end: x - measured
                    }
                let scaleX = scale(measured / Double(line.width))
                let scaleY = scale(-size / Double(face.unitsPerEm))
                // Italic is the upright outlines slanted by 12°, as a system font's oblique face is drawn.
                let slant = italic ? scale(obliqueSlant * size / Double(face.unitsPerEm)) : "0"
                svg += ##"<g transform="matrix(\##(scaleX) 0 \##(slant) \##(scaleY) "##
                svg += ##"\##(SVGText.number(left)) \##(SVGText.number(baseline)))""##
                if !line.missing.isEmpty {
                    svg += ##" \##(missingAttribute)="\##(line.missing.joined(separator: " "))""##
                }
                svg += " \(paint)>"
                let prefix = "<use href=\"#\(identifierPrefix)\(bold ? "b" : "r")"
                for placed in line.glyphs {
                    svg +=
                        placed.x == 0
                        ? "\(prefix)\(placed.glyph)\"/>" : "\(prefix)\(placed.glyph)\" x=\"\(placed.x)\"/>"
                }
                svg += "</g>\n"
            }
        }
        svg += ##"<text opacity="0" "##
        if measured > 0, measured.isFinite {
            svg += ##"textLength="\##(SVGText.number(measured))" lengthAdjust="spacingAndGlyphs" "##
        }
        svg += ##"x="\##(SVGText.number(x))" y="\##(SVGText.number(baseline))" font-size="\##(SVGText.number(size))" "##
        svg += ##"font-weight="\##(bold ? 600 : 400)" text-anchor="\##(anchor.rawValue)" \##(paint)>"##
        svg += SVGText.escaped(text) + "</text>\n"
        return svg
    }

    /// The `<defs>` of the glyphs `svg`'s lines use, each once, or nothing when it has no outlined text.
    package static func definitions(usedIn svg: String) -> String {
        let marker = Array("href=\"#\(identifierPrefix)".utf8)
        var used: Set<[UInt8]> = []
        let bytes = Array(svg.utf8)
        var index = 0
        while index + marker.count < bytes.count {
            guard bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            index += marker.count
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            used.insert(Array(bytes[start..<index]))
        }
        guard !used.isEmpty else { return "" }
        var glyphs: [(bold: Bool, glyph: Int)] = []
        for name in used {
            guard let face = name.first, let glyph = Int(String(decoding: name.dropFirst(), as: UTF8.self)) else {
                continue
            }
            glyphs.append((face == UInt8(ascii: "b"), glyph))
        }
        glyphs.sort { ($0.bold ? 1 : 0, $0.glyph) < ($1.bold ? 1 : 0, $1.glyph) }
        var defs = "<defs>\n"
        for (bold, glyph) in glyphs {
            var path = ""
            (bold ? OutlineFont.sansBold : OutlineFont.sansRegular).appendOutline(of: glyph, x: 0, y: 0, to: &path)
            defs += ##"<path id="\##(identifierPrefix)\##(bold ? "b" : "r")\##(glyph)" d="\##(path)"/>"## + "\n"
        }
        return defs + "</defs>\n"
    }

    /// The start of the glyphs' ids (`_gr36` is glyph 36 of the regular face, `_gb36` of the bold one): Interface
    /// Builder's object ids never start with an underscore.
    static let identifierPrefix = "_g"

    /// The glyphs of `text` in `face`, placed in font units from its start, their total advance, and the characters
    /// `face` lacks, drawn as its missing glyph centred in the advance `font` measures for them.
    static func layout(_ text: String, face: OutlineFont, size: Double, font: Font)
        -> (glyphs: [PlacedGlyph], width: Int, missing: [String])
    {
        var glyphs: [PlacedGlyph] = []
        var pen = 0
        var missing: [String] = []
        for character in text.precomposedStringWithCanonicalMapping {
            var found: [Int] = []
            var lacking = false
            for scalar in character.unicodeScalars {
                if let glyph = face.glyph(for: scalar) {
                    found.append(glyph)
                } else if ![.format, .control].contains(scalar.properties.generalCategory) {
                    lacking = true
                }
            }
            guard lacking else {
                for glyph in found {
                    if face.hasOutline(glyph) { glyphs.append(PlacedGlyph(glyph: glyph, x: pen)) }
                    pen += face.advance(of: glyph)
                }
                continue
            }
            let measured = metrics.size(of: String(character), font: font).width
            let units = (measured / size * Double(face.unitsPerEm)).rounded()
            let advance = units.isFinite ? Int(min(max(units, 0), 1e6)) : 0
            let box = face.advance(of: OutlineFont.missingGlyph)
            glyphs.append(PlacedGlyph(glyph: OutlineFont.missingGlyph, x: pen + (advance - box) / 2))
            pen += advance
            missing.append(
                character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "+"))
        }
        return (glyphs, pen, missing)
    }

    /// A scale factor with six significant digits, without an exponent.
    private static func scale(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return "0" }
        let digits = min(max(5 - Int(log10(value.magnitude).rounded(.down)), 0), 15)
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
