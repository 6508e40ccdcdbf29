import Yams

/// Finds the first anchor (`&name`), alias (`*name`) or explicit key (`? key`) of a YAML text without composing it.
///
/// Yams checks every map's keys for duplicates by hashing each key whole, so aliases of aliases used as keys cost
/// time exponential in their depth (a 647-byte file takes minutes at 8 levels, days at 12), and keys nested in keys
/// cost their size times their depth (64 kB, a minute). The text is therefore first composed with every `&`, `*`
/// and `?` replaced by `@`, a character that cannot start a YAML token. Inside a quoted or plain scalar, a comment, a
/// tag or a block scalar the copy reads exactly as the text does; where the text starts an anchor, an alias or an
/// explicit key, the copy stops with an error at that line and column. The copy holds no alias to expand and no key
/// longer than a line of 1,024 characters (YAML's limit on implicit keys), and a text whose copy reads through holds
/// none either.
enum YAMLReferences {
    /// The characters that start what is refused.
    static let indicators: Set<Unicode.Scalar> = ["&", "*", "?"]

    /// The first anchor, alias or explicit key in `text`: its line and column and the character that starts it, or
    /// nil when it has none; rethrows the error that stops the text before it.
    static func first(in text: String) throws -> (mark: Mark, indicator: Unicode.Scalar)? {
        var masked = String.UnicodeScalarView()
        masked.append(contentsOf: text.unicodeScalars.map { indicators.contains($0) ? "@" : $0 })
        do {
            _ = try compose(yaml: String(masked))
            return nil
        } catch let error as YamlError {
            guard case .scanner(_, _, let mark, _) = error, let found = scalar(at: mark, in: text),
                indicators.contains(found)
            else { throw error }
            return (mark, found)
        }
    }

    /// The character at `mark` (counted as libyaml counts lines and columns: in Unicode scalars, with `\r\n`, `\r`,
    /// `\n`, U+0085, U+2028 and U+2029 each ending a line), or nil past the end.
    static func scalar(at mark: Mark, in text: String) -> Unicode.Scalar? {
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if line == 1, column == 1, previous == nil, scalar == "\u{FEFF}" { continue }
            if scalar == "\n", previous == "\r" { continue }
            if line == mark.line, column == mark.column { return scalar }
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            if line > mark.line { return nil }
        }
        return nil
    }
}
