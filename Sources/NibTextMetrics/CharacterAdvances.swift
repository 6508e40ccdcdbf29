/// The advance of each character of a text in a resolved font: the width model of ``TextMetrics``.
///
/// A character (grapheme cluster) advances by the sum of its scalars' table advances times the weight's width
/// ratio, plus the tracking; combining marks, joiners and variation selectors add nothing, an emoji advances by
/// Apple Color Emoji's fitted width, wide East Asian scalars by one em. Kerning is not applied.
struct CharacterAdvances {
    /// Advance in points of each character, in order.
    var advances: [Double] = []
    /// Whether each character is white space (a break opportunity, not counted where a line breaks).
    var isSpace: [Bool] = []
    /// Whether a line may break after each character (after spaces and hyphens).
    var breaksAfter: [Bool] = []
    /// Whether each character is a hard line break.
    var isNewline: [Bool] = []
    /// `true` when some scalar was not in the font's table.
    var usedUnlistedScalars = false

    init(_ text: String, font: ResolvedFont) {
        let size = font.pointSize
        let unitsPerEm = Double(font.table.unitsPerEm)
        for character in text {
            if character.isNewline {
                append(0, space: false, breaks: true, newline: true)
                continue
            }
            var units = 0.0
            var emoji = false
            var visible = false
            for scalar in character.unicodeScalars {
                let properties = scalar.properties
                if properties.isEmojiPresentation
                    || (properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F })
                {
                    emoji = true
                    break
                }
                switch properties.generalCategory {
                case .nonspacingMark, .enclosingMark, .format, .control:
                    continue
                default:
                    break
                }
                visible = true
                if let advance = font.table.listedAdvance(of: scalar) {
                    units += Double(advance)
                    if font.usesDisplayOpticalSize,
                        let delta = FontMetricsTable.sanFranciscoDisplayDelta
                            .listedAdvance(of: scalar)
                    {
                        units += Double(delta)
                    }
                } else if Self.isWide(scalar) {
                    units += unitsPerEm / font.widthRatio
                    usedUnlistedScalars = true
                } else {
                    units += Double(font.table.defaultAdvance)
                    usedUnlistedScalars = usedUnlistedScalars || !font.table.isMonospaced
                }
            }
            let width: Double
            if emoji {
                width = SystemFontMetrics.emojiAdvance * size + font.tracking
            } else if visible {
                width = units / unitsPerEm * size * font.widthRatio + font.tracking
            } else {
                width = 0
            }
            let space = character.isWhitespace
            append(width, space: space, breaks: space || character == "-" || character == "\u{2010}", newline: false)
        }
    }

    private mutating func append(_ width: Double, space: Bool, breaks: Bool, newline: Bool) {
        advances.append(width)
        isSpace.append(space)
        breaksAfter.append(breaks)
        isNewline.append(newline)
    }

    /// Wide (East Asian full-width) scalars: one em each.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension FontMetricsTable {
    /// `true` for a table without runs: every scalar advances by ``defaultAdvance``.
    var isMonospaced: Bool { listedScalarCount == 0 }
}
