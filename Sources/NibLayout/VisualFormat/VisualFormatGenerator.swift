import NibModel

/// Turns a parsed line into constraints.
struct VisualFormatGenerator {
    let line: VisualFormatLine
    let options: FormatOptions
    let format: String

    func constraints() throws(VisualFormatError) -> [VisualFormatConstraint] {
        let superview = VisualFormat.superviewName
        // The attributes along the line, and whether constants are negated (right to left).
        let (lead, trail, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute)
        var sign = 1.0
        if line.vertical {
            (lead, trail, length) = (.top, .bottom, .height)
        } else if options.contains(.directionLeftToRight) {
            (lead, trail, length) = (.left, .right, .width)
        } else if options.contains(.directionRightToLeft) {
            (lead, trail, length) = (.right, .left, .width)
            sign = -1
        } else {
            (lead, trail, length) = (.leading, .trailing, .width)
        }
        var result: [VisualFormatConstraint] = []

        func spacing(
            _ connection: VisualFormatConnection, first: String, firstAttribute: LayoutAttribute, second: String,
            secondAttribute: LayoutAttribute, standard: Double
        ) {
            // `first.lead = second.trail + space` (right to left: `− space`).
            switch connection {
            case .flush:
                result.append(.init(first, firstAttribute, .equal, second, secondAttribute))
            case .standard:
                result.append(.init(first, firstAttribute, .equal, second, secondAttribute, constant: sign * standard))
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let value) = predicate.object else { continue }
                    var relation = predicate.relation
                    if sign < 0 { relation = relation.flipped }
                    result.append(
                        .init(
                            first, firstAttribute, relation, second, secondAttribute, constant: sign * value,
                            priority: predicate.priority))
                }
            }
        }

        for view in line.views {
            for predicate in view.predicates {
                switch predicate.object {
                case .constant(let value):
                    result.append(
                        .init(
                            view.name, length, predicate.relation, nil, nil, constant: value,
                            priority: predicate.priority))
                case .view(let other):
                    result.append(
                        .init(view.name, length, predicate.relation, other, length, priority: predicate.priority))
                }
            }
        }
        if let connection = line.leadingConnection, let first = line.views.first {
            spacing(
                connection, first: first.name, firstAttribute: lead, second: superview, secondAttribute: lead,
                standard: VisualFormat.standardSuperviewSpacing)
        }
        for (index, connection) in line.connections.enumerated() {
            spacing(
                connection, first: line.views[index + 1].name, firstAttribute: lead, second: line.views[index].name,
                secondAttribute: trail, standard: VisualFormat.standardSiblingSpacing)
        }
        if let connection = line.trailingConnection, let last = line.views.last {
            spacing(
                connection, first: superview, firstAttribute: trail, second: last.name, secondAttribute: trail,
                standard: VisualFormat.standardSuperviewSpacing)
        }

        // Alignment options: every view after the first aligned to the first, across the line.
        for (option, attribute, horizontal) in FormatOptions.alignments where options.contains(option) {
            guard horizontal == line.vertical else {
                throw VisualFormatError(
                    message:
                        "the option aligns along the same axis as the \(line.vertical ? "vertical" : "horizontal") line; use an alignment across it",
                    column: 1, format: format)
            }
            guard let first = line.views.first else { continue }
            for view in line.views.dropFirst() {
                result.append(.init(view.name, attribute, .equal, first.name, attribute))
            }
        }
        return result
    }
}

extension LayoutRelation {
    /// The relation with its sides exchanged.
    var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
