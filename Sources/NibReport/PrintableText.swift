import NibDecoding
import NibFiles
import NibModel

/// Text from documents and file names made safe to print: a control character in a label, a user label or a file
/// name must not move the cursor, retitle the terminal, color what follows or start a line that looks like a
/// diagnostic of its own. Escapes are Swift's (`\n`, `\u{1B}`); a file name's byte that is not UTF-8 shows as `\xE9`.
package enum PrintableText {
    /// One line of a report: every control character, line breaks included, shown as an escape.
    package static func line(_ text: String) -> String { escaped(text, keepingLineBreaks: false) }

    /// Text of several lines: control characters shown as escapes, `\n` kept.
    package static func lines(_ text: String) -> String { escaped(text, keepingLineBreaks: true) }

    /// JSON as `JSONEncoder` writes it (C0 controls already `\u00XX`), with the controls it leaves raw (DEL, C1,
    /// bidirectional overrides, line and paragraph separators) escaped the same way; they can only be inside strings.
    package static func json(_ text: String) -> String {
        // C0 controls outside strings are the encoder's own white space.
        let needsEscape = { (scalar: Unicode.Scalar) in scalar.value >= 0x7F && scalar.isInvisibleControl }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u" + hex(scalar.value, digits: 4).lowercased()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        let needsEscape = { (scalar: Unicode.Scalar) in
            (scalar.isInvisibleControl && !(keepingLineBreaks && scalar == "\n"))
                || (!keepingLineBreaks && FileName.rawByte(of: scalar) != nil)
        }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let byte = FileName.rawByte(of: scalar) {
                    result += "\\x" + hex(UInt32(byte), digits: 2)
                } else {
                    result += "\\u{" + hex(scalar.value, digits: 2) + "}"
                }
            }
        }
        return result
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
