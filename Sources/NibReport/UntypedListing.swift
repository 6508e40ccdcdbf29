import NibDecoding

/// Formats an ``UntypedReport`` as the listing `nib dump --untyped` prints: names by descending count.
package enum UntypedListing {
    /// The listing: untyped element names, then `element@attribute` names, each by descending count.
    package static func format(_ report: UntypedReport) -> String {
        var lines: [String] = []
        section("untyped elements", report.elements, into: &lines)
        section("untyped attributes (element@attribute)", report.attributes, into: &lines)
        return lines.map(PrintableText.line).joined(separator: "\n")
    }

    private static func section(_ title: String, _ counts: [String: Int], into lines: inout [String]) {
        let total = counts.values.reduce(0, +)
        lines.append("\(title): \(counts.count) names, \(total) occurrences")
        let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let width = String(sorted.first?.value ?? 0).count
        for (name, count) in sorted {
            lines.append("  " + String(repeating: " ", count: width - String(count).count) + "\(count)  \(name)")
        }
    }
}
