/// What a decode kept in untyped form: element names and attribute names (`element@attribute`) with counts.
public struct UntypedReport: Sendable, Hashable, Codable {
    public var elements: [String: Int]
    public var attributes: [String: Int]

    public init(elements: [String: Int] = [:], attributes: [String: Int] = [:]) {
        self.elements = elements
        self.attributes = attributes
    }

    /// Adds another report's counts to this one.
    public mutating func merge(_ other: UntypedReport) {
        elements.merge(other.elements, uniquingKeysWith: +)
        attributes.merge(other.attributes, uniquingKeysWith: +)
    }
}
