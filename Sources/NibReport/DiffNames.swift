import NibModel

/// How a diff names objects, constraints and connections: by label, text or class, with the object's id only where
/// another object of the two versions would read the same (or always, for the textconv listing, whose lines must not
/// change when a look-alike is added elsewhere).
struct DiffNames {
    private var names: [String: String] = [:]

    init(
        before: [String: DocumentDiff.Placed], after: [String: DocumentDiff.Placed], runtime: TargetRuntime,
        keepsIDs: Bool = false
    ) {
        for (id, placed) in before { names[id] = placed.object.readableName(runtime: runtime) }
        for (id, placed) in after { names[id] = placed.object.readableName(runtime: runtime) }
        nameLayoutGuides(before: before, after: after, keepsIDs: keepsIDs)
        guard !keepsIDs else { return }
        var short: [String: String] = [:]
        for (id, name) in names where name.hasSuffix(" \(id)") { short[id] = String(name.dropLast(id.count + 1)) }
        var counts = Dictionary(short.values.map { ($0, 1) }, uniquingKeysWith: +)
        for (id, name) in short where counts[name] == 1 { names[id] = name }
        // Look-alikes that their parent holds under a key read by it: `NSScroller horizontalScroller`.
        var keyed: [String: String] = [:]
        for (id, name) in short where counts[name, default: 0] > 1 {
            if let key = (after[id] ?? before[id])?.object.key { keyed[id] = "\(name) \(key)" }
        }
        counts = Dictionary(keyed.values.map { ($0, 1) }, uniquingKeysWith: +)
        for (id, name) in keyed where counts[name] == 1 { names[id] = name }
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
                guides[guide.id] = (titles[guide.key] ?? guide.key, placed.object.id)
            }
        }
        let counts = Dictionary(guides.values.map { ($0.title, 1) }, uniquingKeysWith: +)
        for (id, guide) in guides {
            names[id] =
                keepsIDs || counts[guide.title, default: 0] > 1
                ? "\(guide.title) of \(name(guide.holder))" : guide.title
        }
    }

    /// The object's name; its id when the object is in neither version.
    func name(_ id: String) -> String { names[id] ?? id }

    /// The parent's name, or `the document` for a top-level object.
    func parent(_ id: String?) -> String { id.map(name) ?? "the document" }

    /// A constraint as an equation of the items' names: `'Title'.leading == 'Card'.leading + 16 @750`.
    func equation(_ constraint: Constraint) -> String {
        let relation =
            ["equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][constraint.relation.rawValue]
            ?? constraint.relation.rawValue
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.rawValue) \(relation)"
        if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
            text += " \(name(second)).\(attribute.rawValue)"
            if constraint.multiplier.value != 1 { text += " × \(constraint.multiplier.text)" }
            if constraint.constant != 0 {
                text +=
                    constraint.constant < 0
                    ? " - \(Self.number(-constraint.constant))" : " + \(Self.number(constraint.constant))"
            }
        } else {
            text += " \(Self.number(constraint.constant))"
        }
        if constraint.priority < 1000 { text += " @\(Self.number(constraint.priority))" }
        return text
    }

    /// A connection's kind (`outlet`, `action`, `segue`, or the element's name) and what it says:
    /// `title of File's Owner (CardView) → UILabel 'Title'`, `tap: from UIButton 'Go' → File's Owner (on touchUpInside)`.
    func connection(_ connection: Connection, source: String) -> (subject: String, text: String) {
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
            return ("segue", "\(connection.segueKind ?? "segue")\(identifier) from \(from) → \(destination)")
        case .other(let kind):
            let untyped = connection.untyped
            let target = untyped[attribute: "destination"].map(name) ?? destination
            let what = [untyped[attribute: "name"], untyped[attribute: "keyPath"]].compactMap { $0 }
            return (kind, "\(what.isEmpty ? "" : what.joined(separator: " ") + " ")of \(from) → \(target)")
        }
    }

    /// A number without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
