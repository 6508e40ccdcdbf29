/// A property's type as the sources write it, reduced to the class or value type it holds: `UILabel!` → `UILabel`,
/// `[UIView]!` → element `UIView`, `NSTextField *` → `NSTextField`; nil for what it cannot tell (protocols,
/// compositions, `Any`, `id`).
struct DeclaredType: Sendable, Equatable {
    /// The type's name.
    var name: String
    /// Whether the property holds an array of `name` (a Swift outlet collection).
    var isArray: Bool

    init?(_ written: String?) {
        guard var text = written?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        for word in ["__weak", "__strong", "__kindof", "nullable", "_Nullable", "_Nonnull", "const"] {
            text = text.replacingOccurrences(of: word, with: "")
        }
        text = text.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        while let last = text.last, last == "!" || last == "?" { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        isArray = false
        if text.hasPrefix("["), text.hasSuffix("]") {
            isArray = true
            text = String(text.dropFirst().dropLast())
        } else if text.hasPrefix("Array<"), text.hasSuffix(">") {
            isArray = true
            text = String(text.dropFirst(6).dropLast())
        }
        while let last = text.last, last == "!" || last == "?" { text.removeLast() }
        text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.contains("&"), !text.contains("<"), !text.contains(" "),
            !["Any", "AnyObject", "id", "NSObject", "NSArray", "NSMutableArray", "NSSet"].contains(text)
        else { return nil }
        name = text.split(separator: ".").last.map(String.init) ?? text
    }
}
