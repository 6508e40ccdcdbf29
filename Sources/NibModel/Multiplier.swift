/// A constraint multiplier in any of the three forms Interface Builder writes: a decimal (`0.5`), a fraction
/// (`1/3`) or a ratio (`16:9`, meaning 16 ÷ 9).
public struct Multiplier: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The value the multiplier stands for.
    public var value: Double
    /// The text as written in the file, kept so that nothing is lost (`"16:9"`).
    public var text: String

    /// The identity multiplier, which Interface Builder leaves out of the file.
    public static let one = Multiplier(value: 1, text: "1")

    @inlinable
    package init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    /// Parses the three written forms. Returns nil for any other text, or for a zero denominator.
    package init?(parsing text: String) {
        let separators: [Character] = ["/", ":"]
        if let index = text.firstIndex(where: { separators.contains($0) }) {
            guard let numerator = Double(text[..<index]), let denominator = Double(text[text.index(after: index)...]),
                denominator != 0, numerator.isFinite, denominator.isFinite
            else { return nil }
            self.init(value: numerator / denominator, text: text)
        } else {
            guard let value = Double(text), value.isFinite else { return nil }
            self.init(value: value, text: text)
        }
    }

    public var description: String { text }
}
