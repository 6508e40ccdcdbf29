/// The identifiers code generators make of a document's names (a storyboard's, a scene's Storyboard ID, a nib's, a
/// reuse identifier), applied forwards to the names the documents provide: `Main Menu` is SwiftGen's `MainMenu` and
/// R.swift's `mainMenu`.
enum GeneratedName {
    /// A generator's rule.
    enum Rule: Sendable {
        /// SwiftGen's `swiftIdentifier:"pretty"`: each word (split at characters a Swift identifier cannot hold and at
        /// underscores) with its first letter uppercased, joined; a scene's first word is then lowercased
        /// (`lowerFirstWord`).
        case swiftGen
        /// R.swift's: the words joined with their first letters uppercased, and the first letter (or the leading
        /// capitals) lowercased.
        case rSwift
    }

    /// The identifiers `name` may be, for `part` of an accessor: the type-like one SwiftGen uses for a storyboard,
    /// the member-like one for the rest.
    static func identifiers(of name: String, rule: Rule, part: GeneratedAccessor.Part) -> [String] {
        let words = Self.words(of: name)
        guard !words.isEmpty else { return [] }
        let joined = words.map(Self.upperFirst).joined()
        let prefixed = joined.first?.isNumber == true ? "_" + joined : joined
        switch (rule, part) {
        case (.swiftGen, .storyboard): return [prefixed]
        case (.swiftGen, _): return [lowerFirstWord(prefixed)]
        // R.swift's versions differ on leading capitals (`uRLCell`, `urlCell`): either matches.
        case (.rSwift, _): return [lowerFirst(prefixed), lowerFirstWord(prefixed)]
        }
    }

    /// Whether `identifier` is what a generator makes of `name`.
    static func matches(_ identifier: String, name: String, rule: Rule, part: GeneratedAccessor.Part) -> Bool {
        identifiers(of: name, rule: rule, part: part).contains(identifier.filter { $0 != "`" })
    }

    /// The words of a name: split at every character a Swift identifier cannot hold, and at underscores.
    private static func words(of name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    /// The leading capitals lowercased, but for the last of several, which starts the next word: `URLScreen` →
    /// `urlScreen`, `Login` → `login`, `URL` → `url`.
    private static func lowerFirstWord(_ text: String) -> String {
        let characters = Array(text)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return text }
        let lowered =
            capitals == 1 || capitals == characters.count
            ? capitals
            : (characters[capitals].isLetter ? capitals - 1 : capitals)
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }
}
