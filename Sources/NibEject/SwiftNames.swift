/// Swift identifiers made from the names a document gives its objects.
enum SwiftNames {
    /// Swift's keywords, which a name made from a label must not be.
    static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "internal", "is", "let", "nil",
        "operator", "private", "protocol", "public", "repeat", "return", "self", "Self", "static", "struct",
        "subscript",
        "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// A lower camel case identifier from free text (`"Title Label"` → `titleLabel`); nil when nothing is left.
    static func property(from text: String) -> String? {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard var first = words.first else { return nil }
        first = first.prefix(1).lowercased() + first.dropFirst()
        var name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "view" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// An identifier as code writes it: a keyword in backticks (an outlet named `switch`).
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A type name from a document's class name (module prefixes and characters Swift does not allow dropped).
    static func type(from text: String) -> String? {
        let last = text.split(separator: ".").last.map(String.init) ?? text
        let kept = String(last.filter { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        guard let first = kept.first, !first.isNumber else { return nil }
        return keywords.contains(kept) ? nil : kept
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }

    /// A number as Swift writes it: `16`, `0.5`, `-8`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
