import NibModel

/// What a diff compares besides objects: constraints and connections, each with an id and a place in the file.
protocol DiffItem: Hashable, Encodable {
    var id: String { get }
    var location: SourceLocation { get }
}

extension Constraint: DiffItem {}
extension Connection: DiffItem {}
extension LayoutGuide: DiffItem {}

/// The constraints or connections of two versions of a document, each with the id of the object that holds it,
/// compared: first by id, then, among those left, by what they say, so that an item Interface Builder recreated
/// with a new id is no change.
struct ItemDiff<Item: DiffItem> {
    /// Items added and changed, with their lines in the new version.
    private(set) var current: [DocumentDiff.Change] = []
    /// Items removed, with their lines in the old version.
    private(set) var removed: [DocumentDiff.Change] = []

    /// - Parameters:
    ///   - normalized: the item as compared: its id, place in the file and anything else that is no change left out.
    ///   - describe: the item's subject (`constraint`, `outlet`, …) and how a reviewer reads it, given its holder.
    init(
        old: [(item: Item, holder: String)], new: [(item: Item, holder: String)], normalized: (Item) -> Item,
        describe: (Item, String) -> (subject: String, text: String)
    ) {
        var oldByID: [String: Int] = [:]
        for (index, entry) in old.enumerated() where oldByID[entry.item.id] == nil { oldByID[entry.item.id] = index }
        var matched = Set<Int>()
        var unmatched: [(item: Item, holder: String)] = []
        for entry in new {
            guard let index = oldByID[entry.item.id], !matched.contains(index) else {
                unmatched.append(entry)
                continue
            }
            matched.insert(index)
            let was = old[index]
            let (before, after) = (normalized(was.item), normalized(entry.item))
            guard before != after else { continue }
            // Equal but for where their parts are in the file (nested elements keep their lines): no change.
            let properties = DocumentDiff.propertyChanges(
                DocumentDiff.properties(of: before), DocumentDiff.properties(of: after))
            guard !properties.isEmpty else { continue }
            let (subject, now) = describe(entry.item, entry.holder)
            let then = describe(was.item, was.holder).text
            let details = then != now ? ["\(then) → \(now)"] : properties
            current.append(change("changed", entry, subject: subject, name: now, details: details))
        }
        var leftOver: [[String: String]: [Int]] = [:]
        for index in old.indices where !matched.contains(index) {
            leftOver[DocumentDiff.properties(of: normalized(old[index].item)), default: []].append(index)
        }
        for entry in unmatched {
            let key = DocumentDiff.properties(of: normalized(entry.item))
            if let index = leftOver[key]?.first {
                leftOver[key]?.removeFirst()
                matched.insert(index)
                continue
            }
            let (subject, now) = describe(entry.item, entry.holder)
            current.append(change("added", entry, subject: subject, name: now, details: []))
        }
        for (index, entry) in old.enumerated() where !matched.contains(index) {
            let (subject, then) = describe(entry.item, entry.holder)
            removed.append(change("removed", entry, subject: subject, name: then, details: []))
        }
    }

    private func change(
        _ kind: String, _ entry: (item: Item, holder: String), subject: String, name: String, details: [String]
    ) -> DocumentDiff.Change {
        DocumentDiff.Change(
            kind: kind, subject: subject, id: entry.item.id, objectID: entry.holder, name: name,
            line: entry.item.location.line, details: details, partOf: nil)
    }
}
