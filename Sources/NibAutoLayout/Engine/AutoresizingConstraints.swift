import NibModel

/// The constraints UIKit makes from a view's autoresizing mask (`translatesAutoresizingMaskIntoConstraints`):
/// the frame keeps its design values while the superview keeps its design size, and as the superview changes,
/// the change is shared among the flexible margins and dimension in proportion to their design sizes — the same
/// arithmetic as ``Autoresizing/resize(_:mask:from:to:)``, stated as linear constraints so that they hold for any
/// superview size the solver finds.
enum AutoresizingConstraints {
    static func constraints(for item: LayoutItem, in parent: LayoutItem) -> [ItemConstraint] {
        let frame = item.designFrame
        let parentSize = parent.designFrame.size
        // The share of a change of the superview's size that goes to the origin and to the size, per axis:
        // measured on the exact arithmetic with a large growth (no clamping happens when growing).
        let growth = 1000.0
        let grown = Autoresizing.resize(
            frame, mask: item.autoresizingMask, from: parentSize,
            to: Size(width: parentSize.width + growth, height: parentSize.height + growth))
        let originShare = (x: (grown.x - frame.x) / growth, y: (grown.y - frame.y) / growth)
        let sizeShare = (width: (grown.width - frame.width) / growth, height: (grown.height - frame.height) / growth)
        // x = parent.x + frame.x + share × (parent.width − design width), and likewise for the others; the
        // constants move from frames to alignment rectangles (the variables) by the insets of both views.
        let inset = item.alignmentInsets
        let parentInset = parent.alignmentInsets
        // The superview's growth is the same measured on its frame or on its alignment rectangle (the variable).
        let parentAligned = Size(
            width: parentSize.width - parentInset.left - parentInset.right,
            height: parentSize.height - parentInset.top - parentInset.bottom)
        let aligned = Rect(
            x: frame.x + inset.left - parentInset.left, y: frame.y + inset.top - parentInset.top,
            width: frame.width - inset.left - inset.right, height: frame.height - inset.top - inset.bottom)
        return [
            relation(
                item, .left, parent, .left, share: originShare.x, parentDimension: .width,
                designDimension: parentAligned.width, value: aligned.x),
            relation(
                item, .top, parent, .top, share: originShare.y, parentDimension: .height,
                designDimension: parentAligned.height, value: aligned.y),
            sizeRelation(
                item, .width, parent, share: sizeShare.width, design: parentAligned.width, value: aligned.width),
            sizeRelation(
                item, .height, parent, share: sizeShare.height, design: parentAligned.height,
                value: aligned.height),
        ]
    }

    /// `item.edge = parent.edge + share × parent.dimension + value − share × design`.
    private static func relation(
        _ item: LayoutItem, _ edge: LayoutAttribute, _ parent: LayoutItem, _ parentEdge: LayoutAttribute,
        share: Double, parentDimension: LayoutAttribute, designDimension: Double, value: Double
    ) -> ItemConstraint {
        var constraint = ItemConstraint(
            item, edge, .equal, parent, parentEdge, constant: value - share * designDimension, origin: .autoresizing)
        if share != 0 { constraint.extraTerms = [(parent, parentDimension, share)] }
        return constraint
    }

    private static func sizeRelation(
        _ item: LayoutItem, _ dimension: LayoutAttribute, _ parent: LayoutItem, share: Double, design: Double,
        value: Double
    ) -> ItemConstraint {
        if share == 0 { return .constant(item, dimension, value, origin: .autoresizing) }
        return ItemConstraint(
            item, dimension, .equal, parent, dimension, multiplier: share, constant: value - share * design,
            origin: .autoresizing)
    }
}
