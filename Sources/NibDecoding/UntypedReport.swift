/// The untyped counts of one decode by symbol; turned into names only when asked for.
struct UntypedCounts: Sendable {
    var names: [String]
    var elements: [Int32: Int] = [:]
    var attributes: [Int64: Int] = [:]

    var report: UntypedReport {
        var report = UntypedReport()
        for (symbol, count) in elements { report.elements[names[Int(symbol)], default: 0] += count }
        for (pair, count) in attributes {
            let key = names[Int(pair >> 32)] + "@" + names[Int(Int32(truncatingIfNeeded: pair))]
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
