/// A typeface as glyph outlines: what `nib render` draws text with, so that a picture's pixels do not depend on the
/// fonts of the machine that rasterises it.
///
/// Each glyph has an advance and an outline as SVG path data in font units, y up. The faces
/// (``sansRegular``, ``sansBold``) are derived from Liberation Sans 2.x (SIL Open Font License 1.1, see
/// `LICENSE-OFL.txt` beside them) by `scripts/generate-glyph-outlines.py`, which describes their format; a face is
/// parsed when first used.
struct OutlineFont: Sendable {
    /// Font units per em.
    let unitsPerEm: Int
    private let glyphs: [Glyph]
    private let glyphIndexes: [UInt32: Int]

    /// The glyph drawn for characters the face lacks: an empty box.
    static let missingGlyph = 0

    private struct Glyph: Sendable {
        var advance: Int
        var shape: Shape
    }

    private enum Shape: Sendable {
        case blank
        /// The outline's absolute start and the rest of its path data, relative to it.
        case outline(x: Int, y: Int, path: Substring)
        /// Other glyphs, by index, each moved by an offset.
        case composite([Component])
    }

    private struct Component: Sendable {
        var glyph: Int
        var dx: Int
        var dy: Int
    }

    /// A face from its generated data: one glyph a line, `KEYS ADVANCE [X Y PATH | &INDEX DX DY …]`.
    init(unitsPerEm: Int, glyphs data: String) {
        self.unitsPerEm = unitsPerEm
        var glyphs: [Glyph] = []
        var glyphIndexes: [UInt32: Int] = [:]
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count >= 2, let advance = Int(fields[1]) else { continue }
            var shape = Shape.blank
            if fields.count == 3 {
                let rest = fields[2]
                if rest.hasPrefix("&") {
                    let numbers = rest.split(separator: " ").compactMap { Int($0.drop { $0 == "&" }) }
                    shape = .composite(
                        stride(from: 0, to: numbers.count - 2, by: 3).map {
                            Component(glyph: numbers[$0], dx: numbers[$0 + 1], dy: numbers[$0 + 2])
                        })
                } else {
                    let parts = rest.split(separator: " ", maxSplits: 2)
                    if parts.count == 3, let x = Int(parts[0]), let y = Int(parts[1]) {
                        shape = .outline(x: x, y: y, path: parts[2])
                    }
                }
            }
            for key in fields[0].split(separator: ",") {
                if let scalar = UInt32(key, radix: 16) { glyphIndexes[scalar] = glyphs.count }
            }
            glyphs.append(Glyph(advance: advance, shape: shape))
        }
        self.glyphs = glyphs
        self.glyphIndexes = glyphIndexes
    }

    /// The glyph the face draws for `scalar`, or nil when it has none.
    func glyph(for scalar: Unicode.Scalar) -> Int? {
        glyphIndexes[scalar.value]
    }

    /// How far `glyph` moves the pen, in font units.
    func advance(of glyph: Int) -> Int {
        glyphs.indices.contains(glyph) ? glyphs[glyph].advance : 0
    }

    /// Whether `glyph` draws anything (a space does not).
    func hasOutline(_ glyph: Int) -> Bool {
        guard glyphs.indices.contains(glyph) else { return false }
        if case .blank = glyphs[glyph].shape { return false }
        return true
    }

    /// Appends the outline of `glyph`, its origin moved to (`x`, `y`) font units, to SVG path data.
    func appendOutline(of glyph: Int, x: Int, y: Int, to path: inout String, depth: Int = 0) {
        guard glyphs.indices.contains(glyph), depth < 8 else { return }
        switch glyphs[glyph].shape {
        case .blank:
            break
        case .outline(let startX, let startY, let rest):
            path += "M\(x + startX) \(y + startY)"
            path += rest
        case .composite(let components):
            for component in components {
                appendOutline(
                    of: component.glyph, x: x + component.dx, y: y + component.dy, to: &path, depth: depth + 1)
            }
        }
    }

    /// The number of code points the face draws.
    var scalarCount: Int { glyphIndexes.count }
}
