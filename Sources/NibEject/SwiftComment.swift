import NibModel

/// Document text in the comments of ejected code (`// TODO: …`, the file's header): one line whatever the text says,
/// every invisible control shown as an escape and the text cut at ``maximumLength``, so that no value of a document
/// can end a comment and become code, or reorder what a reviewer reads.
enum SwiftComment {
    /// The most characters of document text a comment holds; the rest is cut, with how much was cut.
    static let maximumLength = 300

    /// `text` as comment text: one line, its controls escaped (`\u{202E}`), cut at ``maximumLength``.
    static func text(_ text: String) -> String {
        let cut = text.count > maximumLength
        var result = ""
        for scalar in (cut ? String(text.prefix(maximumLength)) : text).unicodeScalars {
            if scalar.isInvisibleControl {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return cut ? result + "… (\(text.count - maximumLength) more characters)" : result
    }

    /// `// TODO: message`.
    static func todo(_ message: String) -> String { "// TODO: " + text(message) }

    /// `line` with any invisible control escaped: the last guard on each line of an ejected file, which holds one
    /// only where document text was put without ``text(_:)``.
    static func guarded(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: \.isInvisibleControl) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.isInvisibleControl, scalar != "\t" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
