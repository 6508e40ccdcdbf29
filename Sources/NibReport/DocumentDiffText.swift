import NibDiff
import NibModel

extension DocumentDiff {
    /// A document as lines that a line diff (git's) shows well: each object on its own line with its parents' names,
    /// then one line per property, constraint and connection, indented below it; ids kept so that a change can be
    /// found in Interface Builder. A line break in a value shows as `\n`, so that no value spans or forges lines.
    /// Names are cut to 80 characters and indentation to 32 levels (``TreeIndentation``); the lines stop before
    /// `limit` bytes, with a last line that says from which line of the document on nothing is listed.
    package static func readableText(of document: IBDocument, limit: Int = .max) -> String {
        let placed = objects(of: document)
        let names = DiffNames(before: [:], after: placed, runtime: document.header.targetRuntime, keepsIDs: true)
        var lines = BoundedLines(limit: limit)
        lines.append(
            "\(document.header.type) · \(document.header.targetRuntimeName) · toolsVersion \(document.header.toolsVersion ?? "?")"
        )
        for entry in placed.values.sorted(by: { $0.object.location.line < $1.object.location.line }) {
            // The decoder bounds the nesting; the walk stops anyway should parents ever form a loop.
            var depth = 0
            var parent = entry.parent
            while let current = parent, depth < 1_000 {
                depth += 1
                parent = placed[current]?.parent
            }
            let indent = TreeIndentation.spaces(depth: depth)
            let name = names.name(entry.object.id)
            let id = entry.object.id.shortened()
            // Each line with the line of the document it lists, for the note should the listing stop there.
            var objectLines: [(text: String, line: Int)] = []
            let heading = name.hasSuffix(" \(id)") ? name : "\(name) [\(id)]"
            objectLines.append((indent + TreeIndentation.marker(depth: depth) + heading, entry.object.location.line))
            for (key, value) in properties(of: own(entry.object)).sorted(by: { $0.key < $1.key })
            where !["id", "category", "element"].contains(key) {
                objectLines.append(("\(indent)    \(key) = \(value)", entry.object.location.line))
            }
            for constraint in entry.object.constraints {
                let equation = names.equation(constraint)
                objectLines.append(("\(indent)    constraint \(equation) [\(constraint.id)]", constraint.location.line))
            }
            for connection in entry.object.connections {
                let (subject, description) = names.connection(connection, source: entry.object.id)
                let text = "\(indent)    \(subject) \(description) [\(connection.id)]"
                objectLines.append((text, connection.location.line))
            }
            for (text, line) in objectLines where !lines.append(text) {
                lines.close(
                    with: "nib diff --textconv: the listing stops here, at \(lines.limit) bytes, the most for this "
                        + "document; what it holds from line \(line) on is not listed")
                return lines.text
            }
        }
        return lines.text
    }

    /// One line per change, `+` added, `-` removed, `~` changed, `>` moved, with its details indented below; an
    /// object added or removed as part of another (a control's cell) on that one's line: `with its cell: NSButtonCell`.
    /// The lines stop before `limit` bytes, with a last line that counts the changes left out and says where they
    /// begin.
    package func text(old: String, new: String, limit: Int = .max) -> String {
        var lines = BoundedLines(limit: limit)
        lines.append("\(old) → \(new)")
        guard !changes.isEmpty else {
            lines.append("  no changes")
            return lines.text
        }
        var parts: [String: [Change]] = [:]
        for change in changes { if let whole = change.partOf { parts[whole, default: []].append(change) } }
        func partLines(of id: String, depth: Int) -> [String] {
            guard depth < 20 else { return [] }
            return (parts[id] ?? []).flatMap { part in
                ["      with \(part.details.first ?? "its part"): \(part.name)"]
                    + partLines(of: part.id, depth: depth + 1)
            }
        }
        let shown = changes.filter { $0.partOf == nil }
        for (index, change) in shown.enumerated() {
            let mark = ["added": "+", "removed": "-", "changed": "~", "moved": ">"][change.kind] ?? "?"
            let subject =
                switch change.subject {
                case "object", "document": ""
                case "order": "order of "
                default: change.subject + " "
                }
            var changeLines = ["  \(mark) \(subject)\(change.name)  (line \(change.line))"]
            for detail in change.details { changeLines.append("      \(detail)") }
            if change.subject == "object", change.kind == "added" || change.kind == "removed" {
                changeLines += partLines(of: change.id, depth: 0)
            }
            guard lines.append(changeLines) else {
                let left = shown.count - index
                lines.close(
                    with: "  nib diff: the list stops here, at \(lines.limit) bytes, the most for these documents; "
                        + "\(left) more change\(left == 1 ? "" : "s"), from the one at line \(change.line) on, "
                        + "\(left == 1 ? "is" : "are") not listed")
                break
            }
        }
        return lines.text
    }
}
