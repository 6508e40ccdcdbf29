import NibModel
import NibSolver

/// Checks a document's own required constraints against the frames Interface Builder stored. A view whose stored
/// frame breaks one of them by more than half a point has a stale frame: no engine can both satisfy the constraint
/// and reproduce the frame, so a disagreement there is Interface Builder's, not the engine's.
///
/// Only what the stored frames decide is checked: constraints between the edges, centres and sizes of views
/// (no margins or baselines), positions with multiplier 1, and only where no estimate of this engine's enters:
/// between views whose frame is their alignment rectangle whatever Interface Builder's generation (every UIKit
/// view; AppKit views that are not controls and have no intrinsic size), or the same size of two controls of one
/// kind, whose alignment insets cancel. Of guides, only what does not depend on the device's bars: a scroll view's
/// frame guide, and the sides of a safe area on a portrait screen, which are its view's sides.
enum StoredFrameConsistency {
    /// The required constraints of `builder`'s tree that its stored frames break, and the views they relate, each
    /// with the id of one such constraint.
    ///
    /// The builder tells the document's object for each item (for the kind of a control), whether the document is
    /// AppKit's (whose controls' frames reach beyond their alignment rectangles by amounts this engine estimates),
    /// and whether its screen is a portrait iPhone or iPad (whose safe areas reach from side to side).
    static func contradictions(in system: LayoutSystem, builder: LayoutTreeBuilder) -> (
        views: [ObjectIdentifier: String], constraints: Set<String>
    ) {
        let objects = builder.objects
        let isMac = builder.isMac
        let portrait = builder.isPortraitScreen
        func isDecided(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Bool {
            switch item.kind {
            case .view, .guide("frameLayoutGuide"): return isChecked(attribute)
            case .guide("safeArea"), .guide("safeAreaLayoutGuide"):
                guard portrait, let owner = item.parent, owner.safeAreaInsets.left == 0,
                    owner.safeAreaInsets.right == 0
                else { return false }
                return [.left, .right, .leading, .trailing, .centerX, .width].contains(attribute)
            default: return false
            }
        }
        func isExact(_ item: LayoutItem) -> Bool {
            guard isMac, item.parent != nil else { return true }
            // Controls (drawn by a cell) and boxes may reach beyond their alignment rectangles.
            guard let object = objects[item.id], object.child(forKey: "cell") == nil, object.element != .box
            else { return false }
            let insets = item.alignmentInsets
            return item.intrinsicWidth == nil && item.intrinsicHeight == nil && item.heightForWidth == nil
                && insets.top == 0 && insets.left == 0 && insets.bottom == 0 && insets.right == 0
        }
        func kind(_ item: LayoutItem) -> [String?] {
            let object = objects[item.id]
            let cell = object?.child(forKey: "cell")
            return [object?.element.rawValue, cell?.appKitCell?.type?.rawValue, object?.controlSize.rawValue]
        }
        var views: [ObjectIdentifier: String] = [:]
        var broken: Set<String> = []
        for constraint in system.constraints {
            guard case .explicit(let id) = constraint.origin, constraint.priority >= 1000,
                constraint.extraTerms.isEmpty, isDecided(constraint.first, constraint.firstAttribute),
                constraint.second.map({ isDecided($0, constraint.secondAttribute) }) ?? true
            else { continue }
            let position = constraint.firstAttribute.isPosition
            if position, constraint.multiplier != 1 { continue }
            let items = [constraint.first] + (constraint.second.map { [$0] } ?? [])
            if !items.allSatisfy(isExact) {
                // Two controls of one kind: only the equality of their sizes is free of their insets.
                guard let second = constraint.second, !position, constraint.relation == .equal,
                    constraint.multiplier == 1, constraint.constant == 0,
                    constraint.firstAttribute == constraint.secondAttribute,
                    kind(constraint.first) == kind(second)
                else { continue }
            }
            let left = storedValue(of: constraint.first, constraint.firstAttribute)
            let right =
                (constraint.second.map { storedValue(of: $0, constraint.secondAttribute) } ?? 0) * constraint.multiplier
                + constraint.constant
            let violation: Double =
                switch constraint.relation {
                case .equal: abs(left - right)
                case .greaterThanOrEqual: max(right - left, 0)
                case .lessThanOrEqual: max(left - right, 0)
                }
            guard violation > 0.5 else { continue }
            broken.insert(id)
            for item in items where item.kind == .view && item.parent != nil { views[ObjectIdentifier(item)] = id }
        }
        return (views, broken)
    }

    private static func isChecked(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: true
        default: false
        }
    }

    /// `item.attribute` where Interface Builder stored it: the attribute's expression over the item's alignment
    /// rectangle, read from its stored frame in root coordinates (the root at the origin).
    static func storedValue(of item: LayoutItem, _ attribute: LayoutAttribute) -> Double {
        if case .guide = item.kind, let owner = item.parent {
            // A frame guide, or the sides of a safe area that has none: its view's alignment rectangle.
            return storedValue(of: owner, attribute)
        }
        let frame = item.designFrame
        let origin =
            item.parent == nil
            ? Point(x: -frame.x, y: -frame.y)
            : FrameComparison.superviewOrigin(of: item) { $0.parent == nil ? .zero : $0.designFrame }
        let insets = item.alignmentInsets
        let values: [Variable: Double] = [
            item.x: origin.x + frame.x + insets.left, item.y: origin.y + frame.y + insets.top,
            item.width: frame.width - insets.left - insets.right,
            item.height: frame.height - insets.top - insets.bottom,
        ]
        let expression = AttributeExpression.of(item, attribute)
        return expression.terms.reduce(expression.constant) { $0 + $1.coefficient * (values[$1.variable] ?? 0) }
    }
}
