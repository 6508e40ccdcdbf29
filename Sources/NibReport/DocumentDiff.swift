import Foundation
import NibModel

/// What changed between two versions of a document, as a reviewer reads it: objects added, removed and moved to
/// another parent, their properties changed (texts, frames, colors, fonts, any attribute), and constraints and
/// connections added, removed or changed; objects named by their label, text or class. Objects are matched by their
/// ids, which Interface Builder keeps across edits.
package struct DocumentDiff: Sendable {
    /// One change.
    package struct Change: Encodable, Sendable, Equatable {
        /// `added`, `removed`, `moved` or `changed`.
        package var kind: String
        /// What changed: `object`, `constraint`, `outlet`, `action`, `segue`, `connection`.
        package var subject: String
        /// The object's id (a constraint's or connection's own id for those).
        package var id: String
        /// The id of the view the change is about: the object itself, a constraint's holder, a connection's source.
        package var objectID: String
        /// How the reviewer knows it: the object's label, text or class; a constraint as an equation.
        package var name: String
        /// The line in the new document (the old one for what was removed).
        package var line: Int
        /// For a changed object: `property: old → new`, one per property; for a move, the parents.
        package var details: [String]
    }

    package private(set) var changes: [Change] = []

    package var isEmpty: Bool { changes.isEmpty }

    /// An object with its parent's id and its place in the tree.
    private struct Placed {
        var object: IBObject
        var parent: String?
    }

    package init(old: IBDocument, new: IBDocument) {
        let before = Self.objects(of: old)
        let after = Self.objects(of: new)
        let runtime = new.header.targetRuntime
        func name(_ object: IBObject) -> String { object.readableName(runtime: runtime) }
        let parentName: (String?, [String: Placed]) -> String = { id, objects in
            id.flatMap { objects[$0] }.map { name($0.object) } ?? "the document"
        }
        for id in after.keys.sorted(by: { after[$0]!.object.location.line < after[$1]!.object.location.line }) {
            let now = after[id]!
            guard let was = before[id] else {
                changes.append(
                    Change(
                        kind: "added", subject: "object", id: id, objectID: id, name: name(now.object),
                        line: now.object.location.line,
                        details: ["in \(parentName(now.parent, after))"]))
                continue
            }
            if was.parent != now.parent {
                changes.append(
                    Change(
                        kind: "moved", subject: "object", id: id, objectID: id, name: name(now.object),
                        line: now.object.location.line,
                        details: ["from \(parentName(was.parent, before)) to \(parentName(now.parent, after))"]))
            }
            let properties = Self.propertyChanges(Self.properties(of: was.object), Self.properties(of: now.object))
            if !properties.isEmpty {
                changes.append(
                    Change(
                        kind: "changed", subject: "object", id: id, objectID: id, name: name(now.object),
                        line: now.object.location.line, details: properties))
            }
            diffConstraints(was.object, now.object, names: { after[$0].map { name($0.object) } ?? $0 })
            diffConnections(
                was.object, now.object, name: name(now.object), names: { after[$0].map { name($0.object) } ?? $0 })
        }
        for id in before.keys.sorted(by: { before[$0]!.object.location.line < before[$1]!.object.location.line })
        where after[id] == nil {
            let was = before[id]!
            changes.append(
                Change(
                    kind: "removed", subject: "object", id: id, objectID: id, name: name(was.object),
                    line: was.object.location.line,
                    details: ["from \(parentName(was.parent, before))"]))
        }
    }

    /// Every object with an id, with its parent's id.
    private static func objects(of document: IBDocument) -> [String: Placed] {
        var result: [String: Placed] = [:]
        func visit(_ object: IBObject, parent: String?, depth: Int) {
            guard depth < 500 else { return }
            if !object.id.isEmpty, result[object.id] == nil {
                result[object.id] = Placed(object: object, parent: parent)
            }
            let own = object.id.isEmpty ? parent : object.id
            for child in object.subviews + object.children { visit(child, parent: own, depth: depth + 1) }
        }
        for object in document.objects { visit(object, parent: nil, depth: 0) }
        for scene in document.scenes { for object in scene.objects { visit(object, parent: nil, depth: 0) } }
        return result
    }

    /// The object's own properties, by key path (`text.text`, `view.frame.width`), its nested objects, constraints,
    /// connections and place in the file left out.
    private static func properties(of object: IBObject) -> [String: String] {
        var own = object
        own.subviews = []
        own.children = []
        own.constraints = []
        own.connections = []
        own.variations = []
        own.layoutGuides = []
        own.location = SourceLocation(line: 0, column: 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(own), let json = try? JSONSerialization.jsonObject(with: data) else {
            return [:]
        }
        var result: [String: String] = [:]
        func flatten(_ value: Any, _ path: String) {
            switch value {
            case let dictionary as [String: Any]:
                for (key, item) in dictionary where key != "location" {
                    flatten(item, path.isEmpty ? key : path + "." + key)
                }
            case let array as [Any]:
                if array.isEmpty { return }
                for (index, item) in array.enumerated() { flatten(item, "\(path)[\(index)]") }
            case is NSNull:
                return
            default:
                result[path] = "\(value)"
            }
        }
        flatten(json, "")
        return result
    }

    /// `key: old → new` for each property that differs.
    private static func propertyChanges(_ old: [String: String], _ new: [String: String]) -> [String] {
        Set(old.keys).union(new.keys).sorted().compactMap { key in
            let before = old[key]
            let after = new[key]
            guard before != after else { return nil }
            return "\(key): \(before.map { "\"\($0)\"" } ?? "none") → \(after.map { "\"\($0)\"" } ?? "none")"
        }
    }

    /// A constraint as an equation of the items' names: `'Title'.leading == 'Card'.leading + 16 @750`.
    private static func equation(_ constraint: Constraint, names: (String) -> String) -> String {
        let relation =
            ["equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][constraint.relation.rawValue]
            ?? constraint.relation.rawValue
        var text = "\(names(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(relation)"
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            text += " \(names(second)).\(attribute.rawValue)"
            if constraint.constant != 0 {
                text +=
                    constraint.constant < 0 ? " - \(number(-constraint.constant))" : " + \(number(constraint.constant))"
            }
        } else {
            text += " \(number(constraint.constant))"
        }
        if constraint.priority < 1000 { text += " @\(number(constraint.priority))" }
        return text
    }

    /// A number without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private mutating func diffConstraints(_ old: IBObject, _ new: IBObject, names: (String) -> String) {
        let before = Dictionary(old.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for constraint in new.constraints {
            let now = Self.equation(constraint, names: names)
            if let was = before[constraint.id] {
                let then = Self.equation(was, names: names)
                if then != now {
                    changes.append(
                        Change(
                            kind: "changed", subject: "constraint", id: constraint.id, objectID: new.id, name: now,
                            line: constraint.location.line, details: ["\(then) → \(now)"]))
                }
            } else {
                changes.append(
                    Change(
                        kind: "added", subject: "constraint", id: constraint.id, objectID: new.id, name: now,
                        line: constraint.location.line, details: []))
            }
        }
        for constraint in old.constraints where after[constraint.id] == nil {
            changes.append(
                Change(
                    kind: "removed", subject: "constraint", id: constraint.id, objectID: new.id,
                    name: Self.equation(constraint, names: names), line: constraint.location.line, details: []))
        }
    }

    private static func describe(_ connection: Connection, of source: String, names: (String) -> String) -> (
        String, String
    ) {
        let destination = connection.destination.map(names) ?? "nothing"
        switch connection.kind {
        case .outlet, .outletCollection:
            return ("outlet", "\(connection.property ?? "?") of \(source) → \(destination)")
        case .action:
            return ("action", "\(connection.selector ?? "?") from \(source) → \(destination)")
        case .segue:
            return (
                "segue",
                "\(connection.segueKind ?? "segue")\(connection.identifier.map { " '\($0)'" } ?? "") from \(source) → \(destination)"
            )
        case .other(let name):
            return ("connection", "\(name) of \(source) → \(destination)")
        }
    }

    private mutating func diffConnections(_ old: IBObject, _ new: IBObject, name: String, names: (String) -> String) {
        let before = Dictionary(old.connections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.connections.map(\.id))
        for connection in new.connections {
            let (subject, now) = Self.describe(connection, of: name, names: names)
            if let was = before[connection.id] {
                let (_, then) = Self.describe(was, of: name, names: names)
                if then != now {
                    changes.append(
                        Change(
                            kind: "changed", subject: subject, id: connection.id, objectID: new.id, name: now,
                            line: connection.location.line, details: ["\(then) → \(now)"]))
                }
            } else {
                changes.append(
                    Change(
                        kind: "added", subject: subject, id: connection.id, objectID: new.id, name: now,
                        line: connection.location.line,
                        details: []))
            }
        }
        for connection in old.connections where !after.contains(connection.id) {
            let (subject, then) = Self.describe(connection, of: name, names: names)
            changes.append(
                Change(
                    kind: "removed", subject: subject, id: connection.id, objectID: new.id, name: then,
                    line: connection.location.line,
                    details: []))
        }
    }

    /// A document as lines that a line diff (git's) shows well: each object on its own line with its parents' names,
    /// then one line per property, constraint and connection, indented below it; ids kept so that a change can be
    /// found in Interface Builder.
    package static func readableText(of document: IBDocument) -> String {
        let runtime = document.header.targetRuntime
        let placed = objects(of: document)
        func name(_ id: String) -> String { placed[id].map { $0.object.readableName(runtime: runtime) } ?? id }
        var text =
            "\(document.header.type) · \(document.header.targetRuntimeName) · toolsVersion \(document.header.toolsVersion ?? "?")\n"
        let ordered = placed.values.sorted { $0.object.location.line < $1.object.location.line }
        for entry in ordered {
            var depth = 0
            var parent = entry.parent
            while let current = parent, depth < 100 {
                depth += 1
                parent = placed[current]?.parent
            }
            let indent = String(repeating: "  ", count: depth)
            text += "\(indent)\(entry.object.readableName(runtime: runtime)) [\(entry.object.id)]\n"
            for (key, value) in properties(of: entry.object).sorted(by: { $0.key < $1.key })
            where !["id", "category", "element"].contains(key) {
                text += "\(indent)    \(key) = \(value)\n"
            }
            for constraint in entry.object.constraints {
                text += "\(indent)    constraint \(equation(constraint, names: name)) [\(constraint.id)]\n"
            }
            for connection in entry.object.connections {
                let (subject, description) = describe(
                    connection, of: entry.object.readableName(runtime: runtime), names: name)
                text += "\(indent)    \(subject) \(description) [\(connection.id)]\n"
            }
        }
        return text
    }

    /// One line per change, `+` added, `-` removed, `~` changed, `>` moved, with its details indented below.
    package func text(old: String, new: String) -> String {
        var text = "\(old) → \(new)\n"
        guard !changes.isEmpty else { return text + "  no changes\n" }
        for change in changes {
            let mark = ["added": "+", "removed": "-", "changed": "~", "moved": ">"][change.kind] ?? "?"
            text +=
                "  \(mark) \(change.subject == "object" ? "" : change.subject + " ")\(change.name)  (line \(change.line))\n"
            for detail in change.details { text += "      \(detail)\n" }
        }
        return text
    }
}
