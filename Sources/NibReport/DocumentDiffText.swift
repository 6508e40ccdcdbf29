import NibDiff
import NibModel

extension DocumentDiff {
    /// A document as lines that a line diff (git's) shows well: each object on its own line with its parents' names,
    /// then one line per property, constraint and connection, indented below it; ids kept so that a change can be
    /// found in Interface Builder. A line break in a value shows as `\n`, so that no value spans or forges lines.
    package static func readableText(of document: IBDocument) -> String {
        let placed = objects(of: document)
        let names = DiffNames(before: [:], after: placed, runtime: document.header.targetRuntime, keepsIDs: true)
        var lines = [
            "\(document.header.type) · \(document.header.targetRuntimeName) · toolsVersion \(document.header.toolsVersion ?? "?")"
        ]
        for entry in placed.values.sorted(by: { $0.object.location.line < $1.object.location.line }) {
            var depth = 0
            var parent = entry.parent
            while let current = parent, depth < 100 {
                depth += 1
                parent = placed[current]?.parent
            }
            let indent = String(repeating: "  ", count: depth)
            let name = names.name(entry.object.id)
            lines.append(indent + (name.hasSuffix(" \(entry.object.id)") ? name : "\(name) [\(entry.object.id)]"))
            for (key, value) in properties(of: own(entry.object)).sorted(by: { $0.key < $1.key })
            where !["id", "category", "element"].contains(key) {
                lines.append("\(indent)    \(key) = \(value)")
            }
            for constraint in entry.object.constraints {
                lines.append("\(indent)    constraint \(names.equation(constraint)) [\(constraint.id)]")
            }
            for connection in entry.object.connections {
                let (subject, description) = names.connection(connection, source: entry.object.id)
                lines.append("\(indent)    \(subject) \(description) [\(connection.id)]")
            }
        }
        return printable(lines)
    }

    /// Lines joined, each made one printable line (``PrintableText/line(_:)``).
    private static func printable(_ lines: [String]) -> String {
        lines.map { PrintableText.line($0) + "\n" }.joined()
    }

    /// One line per change, `+` added, `-` removed, `~` changed, `>` moved, with its details indented below; an
    /// object added or removed as part of another (a control's cell) on that one's line: `with its cell: NSButtonCell`.
    package func text(old: String, new: String) -> String {
        var lines = ["\(old) → \(new)"]
        guard !changes.isEmpty else { return Self.printable(lines + ["  no changes"]) }
        var parts: [String: [Change]] = [:]
        for change in changes { if let whole = change.partOf { parts[whole, default: []].append(change) } }
        func partLines(of id: String, depth: Int) -> [String] {
            guard depth < 20 else { return [] }
            return (parts[id] ?? []).flatMap { part in
                ["      with \(part.details.first ?? "its part"): \(part.name)"]
                    + partLines(of: part.id, depth: depth + 1)
            }
        }
        for change in changes where change.partOf == nil {
            let mark = ["added": "+", "removed": "-", "changed": "~", "moved": ">"][change.kind] ?? "?"
            let subject =
                switch change.subject {
                case "object", "document": ""
                case "order": "order of "
                default: change.subject + " "
                }
            lines.append("  \(mark) \(subject)\(change.name)  (line \(change.line))")
            for detail in change.details { lines.append("      \(detail)") }
            if change.subject == "object", change.kind == "added" || change.kind == "removed" {
                lines += partLines(of: change.id, depth: 0)
            }
        }
        return Self.printable(lines)
    }
}
