import NibDecoding
import NibHeadless
import NibModel

/// One instantiated object as `nib instantiate` reports it: class, id, frame, outlets, actions and children.
package struct ObjectNode: Encodable, Sendable {
    /// The class (or the stand-in for it), prefixed for File's Owner and for cells
    /// (`prototype 'cell': MyCell`); `class` in the JSON.
    var className: String
    /// The object's id in the document; nil for an object the document does not name.
    var id: String?
    /// A view's frame; nil for other objects.
    var frame: Rect?
    /// Each connected outlet's name, with the objects it points to.
    var outlets: [String: [String]]
    /// A control's target-actions, as `selector on event → target`.
    var actions: [String]
    /// Subviews, a controller's view, a window's content view, and a table's or collection view's cells.
    var children: [ObjectNode]

    enum CodingKeys: String, CodingKey {
        case className = "class"
        case id, frame, outlets, actions, children
    }
}

/// Builds the report tree of an instantiated nib and formats it as text.
package struct ObjectTreeReport {
    /// The instantiated nib the report describes.
    let nib: InstantiatedNib
    private let ids: [ObjectIdentifier: String]
    /// The ids of the document's objects, which name the objects of the prototype copies the report dequeues.
    private let documentIDs: Set<String>

    /// - Parameter document: The document `nib` was instantiated from, whose ids name the objects of the prototype
    ///   cells' copies (the views a nested nib-backed view loads from its own nib keep being named by where they are).
    package init(nib: InstantiatedNib, document: IBDocument? = nil) {
        self.nib = nib
        var documentIDs = Set<String>()
        document?.forEachObject { documentIDs.insert($0.id) }
        self.documentIDs = documentIDs
        var ids: [ObjectIdentifier: String] = [:]
        for (id, object) in nib.objectsByID { ids[ObjectIdentifier(object)] = id }
        self.ids = ids
    }

    /// The roots: File's Owner (when it received outlets) and the top-level objects.
    package func roots(owner: NibObject?) -> [ObjectNode] {
        var roots: [ObjectNode] = []
        if let owner { roots.append(node(owner, label: "File's Owner")) }
        roots.append(contentsOf: nib.topLevelObjects.map { node($0, label: nil) })
        return roots
    }

    private func name(of object: AnyObject) -> String {
        if let id = id(of: object) { return id }
        if let view = object as? View, let parent = view.superview { return "\(type(of: view)) in \(name(of: parent))" }
        return String(describing: type(of: object))
    }

    /// The object's id in the document: the one it was created under, or for a prototype's copy its prototype's.
    private func id(of object: AnyObject) -> String? {
        if let id = ids[ObjectIdentifier(object)] { return id }
        guard let id = (object as? NibObject)?.nibObjectID, documentIDs.contains(id) else { return nil }
        return id
    }

    private func node(_ object: NibObject, label: String?) -> ObjectNode {
        var className = String(describing: type(of: object))
        if let standIn = object as? NibBackedStandIn, let stood = standIn.standInClassName {
            className = "\(stood) (nib-backed stand-in)"
        } else if object is StandInOwner {
            className = "stand-in"
        }
        if let label { className = "\(label): \(className)" }
        var children: [ObjectNode] = []
        if let view = object as? View { children = view.subviews.map { node($0, label: nil) } }
        if let controller = object as? ViewController, let view = controller.view {
            children = [node(view, label: nil)]
        }
        if let window = (object as? WindowController)?.window {
            children = [node(window, label: nil)]
        }
        if let content = (object as? Window)?.contentView {
            children = [node(content, label: nil)]
        }
        children += reusableCells(of: object)
        var actions: [String] = []
        if let control = object as? Control {
            actions = control.targetActions.map { pair in
                "\(pair.selector) on \(pair.event) → \(pair.target.map { name(of: $0) } ?? "nil")"
            }
        }
        return ObjectNode(
            className: className, id: id(of: object), frame: (object as? View)?.frame,
            outlets: object.connectedOutlets.mapValues { $0.map(name(of:)) }, actions: actions, children: children)
    }

    /// A table's static cells, and a copy of each prototype cell a table or collection view dequeues, as the app
    /// would get it.
    private func reusableCells(of object: NibObject) -> [ObjectNode] {
        let staticCells = (object as? TableView)?.staticSections.joined().map { node($0, label: "static cell") } ?? []
        guard let dequeuing = object as? CellDequeuing else { return staticCells }
        return staticCells
            + dequeuing.reuseIdentifiers.map { identifier in
                do {
                    return node(
                        try dequeuing.dequeueCell(withReuseIdentifier: identifier), label: "prototype '\(identifier)'")
                } catch {
                    return ObjectNode(
                        className: "prototype '\(identifier)': error: \(error)", outlets: [:], actions: [], children: []
                    )
                }
            }
    }

    /// The indented text form, each line printable as it is (``PrintableText/line(_:)``); classes, ids and the
    /// outlets' objects cut to 80 characters, indentation to 32 levels (``TreeIndentation``).
    package static func text(_ roots: [ObjectNode], file: String) -> String {
        var lines = ["\(file):"]
        func append(_ node: ObjectNode, depth: Int) {
            let indent = TreeIndentation.spaces(depth: depth)
            var line = indent + TreeIndentation.marker(depth: depth) + node.className.shortened()
            if let id = node.id { line += " id=\(id.shortened())" }
            if let frame = node.frame {
                line += " frame=(\(frame.x.compact) \(frame.y.compact); \(frame.width.compact) \(frame.height.compact))"
            }
            lines.append(line)
            for key in node.outlets.keys.sorted() {
                let objects = node.outlets[key, default: []].map { $0.shortened() }
                lines.append(indent + "  outlet \(key) → \(objects.joined(separator: ", "))")
            }
            for action in node.actions { lines.append(indent + "  action \(action)") }
            for child in node.children { append(child, depth: depth + 1) }
        }
        for root in roots { append(root, depth: 1) }
        return lines.map(PrintableText.line).joined(separator: "\n")
    }
}
