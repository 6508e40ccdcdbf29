import NibModel

/// `<connections>` entries: outlets, outlet collections, actions, segues and other kinds.
extension DocumentBuilder {
    mutating func connection(_ index: Int32, source: String) -> Connection {
        let kind: Connection.Kind
        switch known(node(index).name) {
        case .outlet: kind = .outlet
        case .outletCollection: kind = .outletCollection
        case .action: kind = .action
        case .segue: kind = .segue
        default: kind = .other(elementName(index))
        }
        var connection = Connection(kind: kind, id: "", source: source, location: location(index))
        let typed: Bool
        if case .other = kind { typed = false } else { typed = true }
        for slot in attributeSlots(index) {
            let name = known(slot.name)
            switch name {
            case .id: connection.id = string(slot)
            case .destination where typed, .target where kind == .action:
                // AppKit actions name their receiver with target= instead of destination=.
                connection.destination = string(slot)
                references.append(PendingReference(slot: slot, site: .connection(node: index, source: source)))
            case .property where typed: connection.property = string(slot)
            case .selector where kind == .action: connection.selector = string(slot)
            case .eventType where kind == .action: connection.eventType = string(slot)
            case .collectionClass where kind == .outletCollection: connection.collectionClass = string(slot)
            case .appends where kind == .outletCollection: connection.appends = bool(slot) ?? false
            case .kind where kind == .segue: connection.segueKind = value(slot)
            case .identifier where kind == .segue: connection.identifier = string(slot)
            case .relationship where kind == .segue: connection.relationship = string(slot)
            default: keep(slot, element: index, in: &connection.untyped)
            }
        }
        for child in tree.children(of: index) { connection.untyped.elements.append(genericElement(child)) }
        return connection
    }
}
