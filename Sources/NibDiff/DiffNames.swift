import NibModel

/// How a diff names objects, constraints and connections: by label, text or class, with the object's id only where
/// another object of the two versions would read the same (or, for the textconv listing, by label or class and id
/// always, so that its lines change neither when a look-alike is added elsewhere nor when an object's text is edited).
package struct DiffNames {
    private var names: [String: String] = [:]

    package init(
        before: [String: DocumentDiff.Placed], after: [String: DocumentDiff.Placed], runtime: TargetRuntime,
        keepsIDs: Bool = false
    ) {
        var short: [String: String] = [:]
        for (id, placed) in before.merging(after, uniquingKeysWith: { $1 }) {
            names[id] = placed.object.readableName(runtime: runtime, showingText: !keepsIDs)
            let withoutID = placed.object.readableName(runtime: runtime, showingID: false)
            if withoutID != names[id] { short[id] = withoutID }
        }
        nameLayoutGuides(before: before, after: after, keepsIDs: keepsIDs)
        guard !keepsIDs else { return }
        // Without the id where no other object reads the same; look-alikes then by the key their parent holds them
        // under (`NSScroller horizontalScroller`).
        var keyed: [String: String] = [:]
        for id in adoptUnique(short) {
            if let name = short[id], let key = (after[id] ?? before[id])?.object.key {
                keyed[id] = "\(name) \(key.shortened())"
            }
        }
        adoptUnique(keyed)
    }

    /// Names each object of `candidates` (id → name) by its candidate where no other reads the same; the ids left.
    @discardableResult
    private mutating func adoptUnique(_ candidates: [String: String]) -> [String] {
        let counts = Dictionary(candidates.values.map { ($0, 1) }, uniquingKeysWith: +)
        var left: [String] = []
        for (id, name) in candidates {
            if counts[name] == 1 { names[id] = name } else { left.append(id) }
        }
        return left
    }

    /// Layout guides as Interface Builder's outline names them (`Safe Area`), with their view's name where two read
    /// the same.
    private mutating func nameLayoutGuides(
        before: [String: DocumentDiff.Placed], after: [String: DocumentDiff.Placed], keepsIDs: Bool
    ) {
        let titles = [
            "safeArea": "Safe Area", "top": "Top Layout Guide", "bottom": "Bottom Layout Guide",
            "keyboard": "Keyboard Layout Guide", "contentLayoutGuide": "Content Layout Guide",
            "frameLayoutGuide": "Frame Layout Guide",
        ]
        var guides: [String: (title: String, holder: String)] = [:]
        for placed in Array(before.values) + Array(after.values) {
            for guide in placed.object.layoutGuides {
                guides[guide.id] = (titles[guide.key] ?? guide.key.shortened(), placed.object.id)
            }
        }
        let counts = Dictionary(guides.values.map { ($0.title, 1) }, uniquingKeysWith: +)
        for (id, guide) in guides {
            names[id] =
                keepsIDs || counts[guide.title, default: 0] > 1
                ? "\(guide.title) of \(name(guide.holder))" : guide.title
        }
    }

    /// The object's name; its id (cut to 80 characters) when the object is in neither version.
    package func name(_ id: String) -> String { names[id] ?? id.shortened() }

    /// The parent's name, or `the document` for a top-level object.
    package func parent(_ id: String?) -> String { id.map(name) ?? "the document" }

    /// A constraint as an equation of the items' names: `'Title'.leading == 'Card'.leading + 16 @750`.
    package func equation(_ constraint: Constraint) -> String {
        ConstraintEquation.text(
            name(constraint.firstItem), constraint.firstAttribute, constraint.relation,
            constraint.secondItem.flatMap { item in
                constraint.secondAttribute.map {
                    (name(item), $0, constraint.multiplier.value == 1 ? nil : constraint.multiplier.text)
                }
            }, constant: constraint.constant, priority: constraint.priority)
    }

    /// A connection's kind (`outlet`, `action`, `segue`, or the element's name) and what it says:
    /// `title of File's Owner (CardView) → UILabel 'Title'`, `tap: from UIButton 'Go' → File's Owner (on touchUpInside)`.
    package func connection(_ connection: Connection, source: String) -> (subject: String, text: String) {
        let from = name(source)
        let destination = connection.destination.map(name) ?? "nothing"
        switch connection.kind {
        case .outlet:
            return ("outlet", "\(connection.property ?? "?") of \(from) → \(destination)")
        case .outletCollection:
            return ("outlet", "\(connection.property ?? "?") (a collection) of \(from) → \(destination)")
        case .action:
            let event = connection.eventType.map { " (on \($0))" } ?? ""
            return ("action", "\(connection.selector ?? "?") from \(from) → \(destination)\(event)")
        case .segue:
            let identifier = connection.identifier.map { " '\($0)'" } ?? ""
            return ("segue", "\(connection.segueKind?.rawValue ?? "segue")\(identifier) from \(from) → \(destination)")
        case .other(let kind):
            let untyped = connection.untyped
            let target = untyped[attribute: "destination"].map(name) ?? destination
            let what = [untyped[attribute: "name"], untyped[attribute: "keyPath"]].compactMap { $0 }
            return (kind, "\(what.isEmpty ? "" : what.joined(separator: " ") + " ")of \(from) → \(target)")
        }
    }
}
