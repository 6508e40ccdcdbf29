/// Greedy line breaking of measured characters, as UILabel's word wrapping does it.
///
/// Lines break at hard newlines, after white space and hyphens; a word wider than the line is broken between
/// characters. White space where a line breaks (at a wrap or a newline) does not count towards its width; at the end of
/// the text it does, as Interface Builder sizes a label titled "Last updated: " a space wider than "Last updated:".
struct LineBreaker {
    /// The widths of the lines, in order.
    private(set) var lineWidths: [Double] = []

    init(_ characters: CharacterAdvances, maxWidth: Double?) {
        let limit = maxWidth.map { max($0, 0) } ?? .infinity
        let count = characters.advances.count
        var lineStart = 0
        var index = 0
        var width = 0.0  // of characters lineStart..<index
        var lastBreak: Int? = nil  // index just after a break opportunity on this line
        while index < count {
            if characters.isNewline[index] {
                lineWidths.append(visibleWidth(characters, lineStart, index))
                index += 1
                lineStart = index
                width = 0
                lastBreak = nil
                continue
            }
            let advance = characters.advances[index]
            let fits = width + advance <= limit + 1e-9 || characters.isSpace[index]
            if fits || index == lineStart {
                width += advance
                index += 1
                if characters.breaksAfter[index - 1] { lastBreak = index }
                continue
            }
            // Break: at the last opportunity on the line, or before this character.
            let end = lastBreak.map { $0 > lineStart ? $0 : index } ?? index
            lineWidths.append(visibleWidth(characters, lineStart, end))
            lineStart = end
            index = end
            width = 0
            lastBreak = nil
        }
        if lineStart < count || count == 0 {
            // The text's last line keeps its trailing white space.
            lineWidths.append(characters.advances[lineStart..<count].reduce(0, +))
        }
    }

    /// The width of characters `start..<end` without trailing white space.
    private func visibleWidth(_ characters: CharacterAdvances, _ start: Int, _ end: Int) -> Double {
        var last = end
        while last > start, characters.isSpace[last - 1] || characters.isNewline[last - 1] { last -= 1 }
        var width = 0.0
        for index in start..<last { width += characters.advances[index] }
        return width
    }
}
