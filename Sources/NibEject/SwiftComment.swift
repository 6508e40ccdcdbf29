import NibModel

/// Document text in the comments of ejected code (`// TODO: …`, the file's header): one line whatever the text says,
/// every invisible control shown as an escape and the text cut at ``maximumLength``, so that no value of a document
/// can end a comment and become code, or reorder what a reviewer reads.
enum SwiftComment {
    /// The most characters of document text a comment holds; longer text is cut, saying how much was left out.
    static let maximumLength = 300

    /// `text` as comment text: one line, its controls escaped (`\u{202E}`), cut at ``maximumLength``.
    static func text(_ text: String) -> String { escapingControls(cut(text), exceptTabs: false) }

    /// `text` cut to ``maximumLength`` characters as reports cut what they quote (`shortened(to:)`): its start and
    /// end around how much was left out.
    static func cut(_ text: String) -> String { text.shortened(to: maximumLength) }

    /// `// TODO: message`.
    static func todo(_ message: String) -> String { "// TODO: " + text(message) }

    /// `line` with any invisible control but a tab escaped: the last guard on each line of an ejected file, which
    /// holds one only where document text was put without ``text(_:)``.
    static func guarded(_ line: String) -> String { escapingControls(line, exceptTabs: true) }

    /// `text` with each invisible control written as Swift's escape for it (`\u{A}`).
    private static func escapingControls(_ text: String, exceptTabs: Bool) -> String {
        guard text.unicodeScalars.contains(where: \.isInvisibleControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isInvisibleControl, !(exceptTabs && scalar == "\t") {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
