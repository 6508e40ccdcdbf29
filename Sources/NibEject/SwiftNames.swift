import NibModel

/// Swift identifiers made from the names a document gives its objects, and document text as Swift literals: the only
/// ways a document's text reaches the code `nib eject` writes, besides comments (``SwiftComment``).
package enum SwiftNames {
    /// Swift's keywords, reserved and contextual, which a name from a document is written in backticks as
    /// (`` `switch` ``), or renamed where backticks do not help (``unusable``).
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "_", "any", "as", "associatedtype", "async", "await", "borrowing", "break",
        "case", "catch", "class", "consuming", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "let", "nil", "nonisolated", "operator", "precedencegroup", "private", "protocol",
        "public", "repeat", "rethrows", "return", "self", "some", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Names no member can have, even in backticks.
    static let unusable: Set<String> = ["self", "_"]

    /// A lower camel case identifier from free text (`"Title Label"` → `titleLabel`); nil when nothing is left.
    static func property(from text: String) -> String? {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
        guard var first = words.first else { return nil }
        first = first.prefix(1).lowercased() + first.dropFirst()
        var name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "view" + name }
        return escaped(name)
    }

    /// An identifier as code writes it: a keyword in backticks (an outlet named `switch`).
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// Whether `name` is an identifier by Swift's grammar (letters, digits and `_`, not starting with a digit; letters
    /// beyond ASCII as Unicode's identifier properties allow), whatever it names.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        let head = { (scalar: Unicode.Scalar) in
            scalar == "_" || (scalar.isASCII ? scalar.properties.isAlphabetic : scalar.properties.isXIDStart)
        }
        let rest = { (scalar: Unicode.Scalar) in
            head(scalar) || (scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.isXIDContinue)
        }
        return head(first) && name.unicodeScalars.dropFirst().allSatisfy(rest)
    }

    /// A type name from a document's class name (module prefixes and characters Swift does not allow dropped).
    static func type(from text: String) -> String? {
        let last = text.split(separator: ".").last.map(String.init) ?? text
        let kept = String(last.filter { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        guard let first = kept.first, !first.isNumber else { return nil }
        return keywords.contains(kept) ? nil : kept
    }

    /// The Swift name of a document's custom class (`App.BadgeView` → `BadgeView`, the module left to the importing
    /// file); nil when it is not an identifier or is a keyword: code does not guess at a class the document misnames.
    static func className(_ customClass: String) -> String? {
        let last = customClass.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return isIdentifier(last) && !keywords.contains(last) ? last : nil
    }

    /// A custom class code can use as a class of the project's (or a framework's view class named as one): nil when
    /// it is not an identifier, or would shadow a name of Swift's or the frameworks' (``ReservedNames``).
    static func projectType(from customClass: String) -> String? {
        guard let name = className(customClass) else { return nil }
        if UIKitClasses.isUIKitName(name) || AppKitClasses.isAppKitName(name) { return name }
        return ReservedNames.contains(name) ? nil : name
    }

    /// A Swift string literal: quotes, backslashes and every invisible control (line breaks, bidirectional overrides)
    /// escaped, so that the literal is one line that reads as what it holds.
    package static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.isInvisibleControl {
                    escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }

    /// A number as Swift writes it: `16`, `0.5`, `-8`, and `.infinity` or `.nan` where a typed context takes them
    /// (`String(Double.infinity)` is `inf`, which code would read as a name).
    package static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
