import NibModel
import NibSolver

/// The linear expression of an item's attribute over its frame variables, in root coordinates.
package enum AttributeExpression {
    /// Whether the attribute is horizontal.
    package static func isHorizontal(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    /// `item.attribute` as a linear expression (left-to-right layout: leading is left).
    package static func of(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
        let x = LinearExpression(item.x)
        let y = LinearExpression(item.y)
        let width = LinearExpression(item.width)
        let height = LinearExpression(item.height)
        let margins = item.kind == .view ? item.marginsInEffect : .zero
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + 0.5 * width
        case .centerY: return y + 0.5 * height
        case .leftMargin, .leadingMargin: return x + margins.left
        case .rightMargin, .trailingMargin: return x + width - margins.right
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + height - margins.bottom
        case .centerXWithinMargins: return x + 0.5 * width + 0.5 * (margins.left - margins.right)
        case .centerYWithinMargins: return y + 0.5 * height + 0.5 * (margins.top - margins.bottom)
        case .firstBaseline:
            if let view = item.baselineViews?.first { return of(view, .firstBaseline) }
            if let offset = item.firstBaselineFromTop { return y + offset }
            return y + height
        case .lastBaseline, .baseline:
            if let view = item.baselineViews?.last { return of(view, .lastBaseline) }
            if let offset = item.lastBaselineFromBottom { return y + height - offset }
            return y + height
        case .notAnAttribute: return LinearExpression(constant: 0)
        }
    }
}

extension LayoutAttribute {
    /// Whether the attribute is a position along an axis (an edge, a centre, a baseline, a margin), as opposed to a
    /// width or a height.
    package var isPosition: Bool { self != .width && self != .height && self != .notAnAttribute }

    /// Whether the attribute is measured from the item's layout margins (`leadingMargin`, `centerXWithinMargins`, …).
    var isMargin: Bool {
        [
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ].contains(self)
    }

    /// Whether the attribute is an edge, a margin or a baseline: a position other than a centre.
    package var isEdge: Bool {
        isPosition && ![.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(self)
    }
}
