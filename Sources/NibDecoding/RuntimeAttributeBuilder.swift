import NibModel

/// `<userDefinedRuntimeAttribute>` elements with their typed values.
extension DocumentBuilder {
    /// Returns nil for an element that is not a runtime attribute, so that the caller keeps it untyped.
    mutating func runtimeAttribute(_ index: Int32) -> RuntimeAttribute? {
        guard known(node(index).name) == .userDefinedRuntimeAttribute else { return nil }
        var keyPath = ""
        var type = ""
        var valueSlot: XMLTree.AttributeSlot?
        var untypedContent = UntypedContent()
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .keyPath: keyPath = string(slot)
            case .type: type = string(slot)
            case .value: valueSlot = slot
            default: keep(slot, element: index, in: &untypedContent)
            }
        }
        var value: Value?
        if let valueSlot {
            switch type {
            case "boolean": value = bool(valueSlot).map { .bool($0) }
            case "number":
                let parsed = number(valueSlot)
                value = parsed.map { $0 == $0.rounded() && abs($0) < 9e15 ? .integer(Int($0)) : .number($0) }
            case "image": value = .image(string(valueSlot))
            default: value = .string(string(valueSlot))
            }
        }
        for child in nodes.children(of: index) {
            if value == nil, let keyed = keyedValue(child), keyed.key == "value" {
                value = keyed.value
            } else {
                untypedContent.elements.append(genericElement(child))
            }
        }
        if value == nil && type == "nil" { value = .nil }
        if value == nil && (type == "string" || type == "localizedString") { value = .string("") }
        guard let value else {
            error(at: Int(node(index).offset), "runtime attribute '\(keyPath)' of type '\(type)' has no value")
            return RuntimeAttribute(
                keyPath: keyPath, type: type, value: .nil, untyped: untypedContent,
                location: location(index))
        }
        return RuntimeAttribute(
            keyPath: keyPath, type: type, value: value, untyped: untypedContent,
            location: location(index))
    }
}
