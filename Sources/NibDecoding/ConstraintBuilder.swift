import NibModel

/// `<constraint>` elements, with the omission rules for items resolved against the owning view.
extension DocumentBuilder {
    /// Builds the constraint at `index` in place at the end of `list`: a constraint is a large value, and building it
    /// where it will live saves copying it.
    mutating func appendConstraint(_ index: Int32, owner: String, to list: inout [Constraint]) {
        list.append(
            Constraint(
                id: "", owner: owner, firstItem: owner, firstAttribute: .notAnAttribute, location: location(index)))
        fillConstraint(&list[list.count - 1], index: index, owner: owner)
    }

    private mutating func fillConstraint(_ constraint: inout Constraint, index: Int32, owner: String) {
        var firstItem: String?
        var secondItem: String?
        var sawFirstAttribute = false
        for slot in attributeSlots(index) {
            switch known(slot.name) {
            case .id: constraint.id = string(slot)
            case .firstItem:
                firstItem = string(slot)
                references.append(PendingReference(slot: slot, site: .constraintItem(node: index, isFirst: true)))
            case .secondItem:
                secondItem = string(slot)
                references.append(PendingReference(slot: slot, site: .constraintItem(node: index, isFirst: false)))
            case .firstAttribute:
                sawFirstAttribute = true
                if let attribute = layoutAttribute(slot) { constraint.firstAttribute = attribute }
            case .secondAttribute: constraint.secondAttribute = layoutAttribute(slot)
            case .relation:
                if !slot.needsDecoding, let relation = Self.layoutRelations.value(raw(slot)) {
                    constraint.relation = relation
                    continue
                }
                let text = string(slot)
                if let relation = LayoutRelation(rawValue: text) {
                    constraint.relation = relation
                } else {
                    error(
                        at: Int(slot.start),
                        "constraint relation '\(text)' is not one of lessThanOrEqual, equal, greaterThanOrEqual")
                }
            case .multiplier:
                let text = string(slot)
                if let multiplier = Multiplier(parsing: text) {
                    constraint.multiplier = multiplier
                } else {
                    error(
                        at: Int(slot.start),
                        "constraint multiplier '\(text)' is not a number, a fraction like 1/3 or a ratio like 16:9")
                }
            case .constant: constraint.constant = number(slot) ?? 0
            case .priority: constraint.priority = priority(slot) ?? .required
            case .identifier: constraint.identifier = string(slot)
            case .symbolic: constraint.isSymbolic = bool(slot) ?? false
            case .placeholder: constraint.isPlaceholder = bool(slot) ?? false
            default: keep(slot, element: index, in: &constraint.untyped)
            }
        }
        if !sawFirstAttribute {
            error(
                at: Int(node(index).offset),
                "the constraint has no firstAttribute; every constraint Xcode writes names one")
        }
        constraint.firstItemOmitted = firstItem == nil
        constraint.firstItem = firstItem ?? owner
        if let secondItem {
            constraint.secondItem = secondItem
            if constraint.secondAttribute == nil {
                error(
                    at: Int(node(index).offset),
                    "the constraint names secondItem '\(secondItem)' but no secondAttribute")
            }
        } else if constraint.secondAttribute != nil {
            constraint.secondItem = owner
            constraint.secondItemOmitted = true
        }
        for child in nodes.children(of: index) {
            if known(node(child).name) == .variation {
                constraint.variations.append(variation(child))
            } else {
                constraint.untyped.elements.append(genericElement(child))
            }
        }
    }

    private static let layoutAttributes = RawValueTable<LayoutAttribute>()
    private static let layoutRelations = RawValueTable<LayoutRelation>()

    private mutating func layoutAttribute(_ slot: XMLTree.AttributeSlot) -> LayoutAttribute? {
        if !slot.needsDecoding, let attribute = Self.layoutAttributes.value(raw(slot)) { return attribute }
        let text = string(slot)
        if let attribute = LayoutAttribute(rawValue: text) { return attribute }
        error(
            at: Int(slot.start),
            "'\(text)' is not a layout attribute (expected one of leading, trailing, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline, or a margin variant such as leadingMargin)"
        )
        return nil
    }
}
