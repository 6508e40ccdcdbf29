import NibModel

/// `<connections>` entries: outlets, outlet collections, actions, segues and other kinds.
extension DocumentBuilder {
    /// Builds the connection at `index` in place at the end of `list` (see ``appendConstraint(_:owner:to:)``).
    mutating func appendConnection(_ index: Int32, source: String, to list: inout [Connection]) {
        list.append(Connection(kind: connectionKind(index), id: "", source: source, location: location(index)))
        fillConnection(&list[list.count - 1], index: index, source: source)
    }

    @inline(__always)
    private func connectionKind(_ index: Int32) -> Connection.Kind {
        switch known(node(index).name) {
        case .outlet: .outlet
        case .outletCollection: .outletCollection
        case .action: .action
        case .segue: .segue
        default: .other(elementName(index))
        }
    }

    private mutating func fillConnection(_ connection: inout Connection, index: Int32, source: String) {
        var typed = true
        var isAction = false
        var isCollection = false
        var isSegue = false
        switch connection.kind {
        case .outlet: break
        case .outletCollection: isCollection = true
        case .action: isAction = true
        case .segue: isSegue = true
        case .other: typed = false
        }
        for slot in attributeSlots(index) {
            let name = known(slot.name)
            switch name {
            case .id: connection.id = string(slot)
            case .destination where typed, .target where isAction:
                // AppKit actions name their receiver with target= instead of destination=.
                connection.destination = string(slot)
                references.append(PendingReference(slot: slot, site: .connection(node: index, source: source)))
            case .property where typed: connection.property = string(slot)
            case .selector where isAction: connection.selector = string(slot)
            case .eventType where isAction: connection.eventType = string(slot)
            case .collectionClass where isCollection: connection.collectionClass = string(slot)
            case .appends where isCollection: connection.appends = bool(slot) ?? false
            case .kind where isSegue: connection.segueKind = value(slot)
            case .identifier where isSegue: connection.identifier = string(slot)
            case .relationship where isSegue: connection.relationship = string(slot)
            default: keep(slot, element: index, in: &connection.untyped)
            }
        }
        for child in nodes.children(of: index) { connection.untyped.elements.append(genericElement(child)) }
    }
}
