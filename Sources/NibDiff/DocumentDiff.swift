import Foundation
import NibModel

/// What changed between two versions of a document, as a reviewer reads it: objects added, removed, moved to another
/// parent or to another place among their siblings, their properties changed (texts, frames, colors, fonts, any
/// attribute), and constraints and connections added, removed or changed, with those of added and removed objects;
/// objects named by their label, text or class. Objects are matched by their ids, which Interface Builder keeps across
/// edits; constraints and connections by their ids, then by what they say, since Interface Builder gives a connection
/// or constraint it recreates a new id.
package struct DocumentDiff: Sendable {
    /// One change.
    package struct Change: Encodable, Sendable, Equatable {
        /// `added`, `removed`, `moved` or `changed`.
        package var kind: String
        /// What changed: `document` (its settings: device, size classes, safe areas, …), `object`, `order` (of an
        /// object's subviews or items), `constraint`, `layout guide`, `outlet`, `action`, `segue`, or a connection's
        /// element name (`binding`).
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
        /// For an object added or removed with its parent, which holds it under a key (a control's `cell`): the
        /// parent's id. The text shows it on the parent's line.
        package var partOf: String?
    }

    package private(set) var changes: [Change] = []

    package var isEmpty: Bool { changes.isEmpty }

    /// An object with its parent's id.
    package struct Placed {
        package var object: IBObject
        package var parent: String?
    }

    package init(old: IBDocument, new: IBDocument) {
        let before = Self.objects(of: old)
        let after = Self.objects(of: new)
        let names = DiffNames(before: before, after: after, runtime: new.header.targetRuntime)
        var current: [Change] = []
        var removed: [Change] = []
        let settings = Self.settingsChanges(old, new)
        if !settings.isEmpty {
            current.append(
                Change(
                    kind: "changed", subject: "document", id: "", objectID: "", name: "document",
                    line: new.header.location.line, details: settings))
        }
        for (id, now) in after.sorted(by: { $0.value.object.location.line < $1.value.object.location.line }) {
            guard let was = before[id] else {
                let partOf = Self.keyedPart(now, of: after, without: before)
                current.append(
                    Change(
                        kind: "added", subject: "object", id: id, objectID: id, name: names.name(id),
                        line: now.object.location.line,
                        details: [partOf == nil ? "in \(names.parent(now.parent))" : "its \(now.object.key ?? "")"],
                        partOf: partOf))
                continue
            }
            if was.parent != now.parent {
                current.append(
                    Change(
                        kind: "moved", subject: "object", id: id, objectID: id, name: names.name(id),
                        line: now.object.location.line,
                        details: ["from \(names.parent(was.parent)) to \(names.parent(now.parent))"]))
            }
            let order = Self.orderChanges(was.object, now.object, names: names)
            if !order.isEmpty {
                current.append(
                    Change(
                        kind: "changed", subject: "order", id: id, objectID: id, name: names.name(id),
                        line: now.object.location.line, details: order))
            }
            let properties = Self.propertyChanges(
                Self.properties(of: Self.own(was.object)), Self.properties(of: Self.own(now.object)))
            if !properties.isEmpty {
                current.append(
                    Change(
                        kind: "changed", subject: "object", id: id, objectID: id, name: names.name(id),
                        line: now.object.location.line, details: properties))
            }
        }
        for (id, was) in before.sorted(by: { $0.value.object.location.line < $1.value.object.location.line })
        where after[id] == nil {
            let partOf = Self.keyedPart(was, of: before, without: after)
            removed.append(
                Change(
                    kind: "removed", subject: "object", id: id, objectID: id, name: names.name(id),
                    line: was.object.location.line,
                    details: [partOf == nil ? "from \(names.parent(was.parent))" : "its \(was.object.key ?? "")"],
                    partOf: partOf))
        }
        let constraints = ItemDiff(
            old: Self.held(\.constraints, in: before), new: Self.held(\.constraints, in: after),
            normalized: Self.normalized, describe: { constraint, _ in ("constraint", names.equation(constraint)) })
        let connections = ItemDiff(
            old: Self.held(\.connections, in: before), new: Self.held(\.connections, in: after),
            normalized: Self.normalized, describe: names.connection)
        let guides = ItemDiff(
            old: Self.held(\.layoutGuides, in: before), new: Self.held(\.layoutGuides, in: after),
            normalized: Self.normalized,
            describe: { guide, holder in ("layout guide", "\(names.name(guide.id)) of \(names.name(holder))") })
        current += constraints.current + connections.current + guides.current
        removed += constraints.removed + connections.removed + guides.removed
        changes = current.sorted { $0.line < $1.line } + removed.sorted { $0.line < $1.line }
    }

    /// What every object holds in `items` (its constraints, connections or layout guides), each with the object's id.
    private static func held<Item>(_ items: KeyPath<IBObject, [Item]>, in objects: [String: Placed]) -> [(
        item: Item, holder: String
    )] {
        objects.values.flatMap { placed in placed.object[keyPath: items].map { ($0, placed.object.id) } }
    }

    /// The parent's id when the object is held under a key (`cell`, `menu`) by a parent that is added (or removed)
    /// with it: one of `objects` not in `others`.
    private static func keyedPart(_ placed: Placed, of objects: [String: Placed], without others: [String: Placed])
        -> String?
    {
        guard placed.object.key != nil, let parent = placed.parent, objects[parent] != nil, others[parent] == nil
        else { return nil }
        return parent
    }

    /// Every object with an id, with its parent's id.
    package static func objects(of document: IBDocument) -> [String: Placed] {
        var result: [String: Placed] = [:]
        func visit(_ object: IBObject, parent: String?, depth: Int) {
            guard depth < 500 else { return }
            if !object.id.isEmpty, result[object.id] == nil {
                result[object.id] = Placed(object: object, parent: parent)
            } else if object.id.isEmpty, let parent {
                // What an object without an id holds belongs to the nearest one with an id.
                result[parent]?.object.constraints += object.constraints
                result[parent]?.object.connections += object.connections
                result[parent]?.object.layoutGuides += object.layoutGuides
            }
            let own = object.id.isEmpty ? parent : object.id
            for child in object.subviews + object.children { visit(child, parent: own, depth: depth + 1) }
            func visitUntyped(_ element: Element) {
                for child in element.children {
                    switch child {
                    case .element(let element): visitUntyped(element)
                    case .object(let object): visit(object, parent: own, depth: depth + 1)
                    }
                }
            }
            for element in object.untyped.elements { visitUntyped(element) }
        }
        for object in document.objects { visit(object, parent: nil, depth: 0) }
        for scene in document.scenes { for object in scene.objects { visit(object, parent: nil, depth: 0) } }
        return result
    }

    /// The object without its nested objects, constraints, connections and place in the file.
    package static func own(_ object: IBObject) -> IBObject {
        var own = object
        own.subviews = []
        // Nested objects without an id (`<view key="contentView">` in a cell) are compared as part of this one.
        own.children = object.children.filter(\.id.isEmpty).map(Self.own)
        own.constraints = []
        own.connections = []
        own.variations = []
        own.layoutGuides = []
        own.location = SourceLocation(line: 0, column: 0)
        return own
    }

    /// The document's settings that changed: its attributes, device and what else it says at its top (a legacy
    /// document's simulated metrics) as properties, its dependencies (deployment targets, capabilities) as entries added
    /// or removed. Left out: which Interface Builder build saved it, on which system, and its own bookkeeping
    /// (`<inferredMetricsTieBreakers>`, `<designables>`: the sizes it last measured of IBDesignable views).
    private static func settingsChanges(_ old: IBDocument, _ new: IBDocument) -> [String] {
        struct TopLevel: Encodable {
            var untyped: UntypedContent
            init(_ document: IBDocument) {
                untyped = document.untyped
                untyped.elements.removeAll { ["inferredMetricsTieBreakers", "designables"].contains($0.name) }
            }
        }
        func settings(_ header: DocumentHeader) -> DocumentHeader {
            var header = header
            header.toolsVersion = nil
            header.dependencies = []
            header.untyped.attributes.removeAll { $0.name == "systemVersion" }
            header.location = SourceLocation(line: 0, column: 0)
            return header
        }
        func dependencies(_ header: DocumentHeader) -> [String] {
            header.dependencies.filter { $0.element != .plugIn }.map { "\($0.element) '\($0.name ?? "")'" }
        }
        let (before, after) = (dependencies(old.header), dependencies(new.header))
        return propertyChanges(properties(of: settings(old.header)), properties(of: settings(new.header)))
            + propertyChanges(properties(of: TopLevel(old)), properties(of: TopLevel(new)))
            + after.filter { !before.contains($0) }.map { "\($0) added" }
            + before.filter { !after.contains($0) }.map { "\($0) removed" }
    }

    /// A layout guide as compared: its place in the file left out (its id kept: a guide recreated is a new one).
    private static func normalized(_ guide: LayoutGuide) -> LayoutGuide {
        var guide = guide
        guide.location = SourceLocation(line: 0, column: 0)
        return guide
    }

    /// A constraint or connection as compared: its id, place in the file and holder left out.
    private static func normalized(_ constraint: Constraint) -> Constraint {
        var constraint = constraint
        constraint.id = ""
        constraint.owner = ""
        constraint.location = SourceLocation(line: 0, column: 0)
        return constraint
    }

    private static func normalized(_ connection: Connection) -> Connection {
        var connection = connection
        connection.id = ""
        connection.location = SourceLocation(line: 0, column: 0)
        return connection
    }

    /// The value's properties, by key path (`text.text`, `view.frame.width`), places in the file left out. What the
    /// model keeps untyped reads as the file writes it: `alwaysBounceVertical`, `inset[separatorInset].minX`.
    package static func properties(of value: some Encodable) -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value), let json = try? JSONSerialization.jsonObject(with: data) else {
            return [:]
        }
        var paths = PropertyPaths()
        paths.flatten(json, "")
        return paths.values
    }

    /// `key: old → new` for each property that differs.
    static func propertyChanges(_ old: [String: String], _ new: [String: String]) -> [String] {
        Set(old.keys).union(new.keys).sorted().compactMap { key in
            let before = old[key]
            let after = new[key]
            guard before != after, !sameNumber(before, after) else { return nil }
            return "\(key): \(before.map { "\"\($0)\"" } ?? "none") → \(after.map { "\"\($0)\"" } ?? "none")"
        }
    }

    /// Whether two values are one number written with more or fewer digits (`0.262745098`, `0.2627450980392157`), as
    /// Interface Builder rewrites colors and frames when it saves again: no change to a reviewer.
    private static func sameNumber(_ a: String?, _ b: String?) -> Bool {
        guard let a = a.flatMap(Double.init), let b = b.flatMap(Double.init) else { return false }
        return abs(a - b) <= 1e-6 * max(1, abs(a))
    }

    /// For siblings both versions hold that changed places among themselves: `'B' now before 'A'`, or `now first`.
    /// The siblings that keep their order are the longest run in common; each other one is said to move.
    private static func orderChanges(_ old: IBObject, _ new: IBObject, names: DiffNames) -> [String] {
        let oldOrder = (old.subviews + old.children).map(\.id).filter { !$0.isEmpty }
        let newOrder = (new.subviews + new.children).map(\.id).filter { !$0.isEmpty }
        let common = Set(oldOrder).intersection(newOrder)
        let was = oldOrder.filter(common.contains)
        let now = newOrder.filter(common.contains)
        guard was != now else { return [] }
        let kept = Set(longestCommonRun(was, now))
        return now.enumerated().compactMap { index, id in
            guard !kept.contains(id) else { return nil }
            return index == 0
                ? "\(names.name(id)) now first" : "\(names.name(id)) now after \(names.name(now[index - 1]))"
        }
    }

    /// The longest subsequence of `a` that is also one of `b`.
    private static func longestCommonRun(_ a: [String], _ b: [String]) -> [String] {
        guard a.count * b.count <= 1_000_000 else { return [] }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                result.append(a[i])
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
