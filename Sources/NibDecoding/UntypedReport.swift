/// What one decode kept untyped, by symbol: appended as it is met, counted and turned into names only when asked
/// for.
struct UntypedCounts: Sendable {
    /// The document's names, by symbol.
    var symbols: SymbolTable
    /// The name symbol of each element kept untyped.
    var elements: [Int32] = []
    /// Each attribute kept untyped, as its element's symbol shifted up 32 bits and its own symbol.
    var attributes: [Int64] = []

    var report: UntypedReport {
        var report = UntypedReport()
        var elementCounts: [Int32: Int] = [:]
        for symbol in elements { elementCounts[symbol, default: 0] += 1 }
        var attributeCounts: [Int64: Int] = [:]
        for pair in attributes { attributeCounts[pair, default: 0] += 1 }
        for (symbol, count) in elementCounts { report.elements[symbols.name(symbol), default: 0] += count }
        for (pair, count) in attributeCounts {
            let key = symbols.name(Int32(pair >> 32)) + "@" + symbols.name(Int32(truncatingIfNeeded: pair))
            report.attributes[key, default: 0] += count
        }
        return report
    }
}

/// What a decode kept in untyped form: element names and attribute names (`element@attribute`) with counts.
public struct UntypedReport: Sendable, Hashable, Codable {
    /// Element names, with how often each was kept untyped.
    public var elements: [String: Int]
    /// `element@attribute` names, with how often each was kept untyped.
    public var attributes: [String: Int]

    /// A report of the given counts (none by default).
    package init(elements: [String: Int] = [:], attributes: [String: Int] = [:]) {
        self.elements = elements
        self.attributes = attributes
    }

    /// Adds another report's counts to this one.
    package mutating func merge(_ other: UntypedReport) {
        elements.merge(other.elements, uniquingKeysWith: +)
        attributes.merge(other.attributes, uniquingKeysWith: +)
    }
}
