import NibModel

/// The constraints a stack view makes for its arranged subviews (UIKit stores none in the file): along the
/// axis, a chain from the leading edge to the trailing edge with the spacing, shaped by the distribution; across
/// it, the alignment. Hidden arranged views take no part in the chain: they are kept beside it (see
/// `hiddenViewConstraints(_:stack:distribution:spacing:axis:stackEdge:origin:)`) and aligned across the axis.
public enum StackViewLayout {
    /// Whose stack view it is: the two frameworks' stack views make different constraints for the same arrangement.
    public enum Framework: Sendable {
        /// A `UIStackView`: no spacing unless stated; an empty one states nothing; hidden arranged views are kept
        /// beside the chain; the end views keep to the edges as if required whatever the distribution.
        case uiKit
        /// An `NSStackView`: 8 pt of spacing unless stated; an empty one hugs the nothing between its insets at its
        /// two hugging priorities (it is stored that small and Interface Builder finds it determined); hidden
        /// arranged views are detached and keep their frames; an equal-spacing or equal-centring one holds its end
        /// views at its edges only at its own hugging priority and centres them when they leave room (AppKit
        /// documents only the fill distributions as hugging as if required).
        case appKit
    }

    /// The constraints for `stack`'s arranged subviews, the stack hugging its views at `hugging` (AppKit's
    /// `horizontalStackHuggingPriority` and `verticalStackHuggingPriority`); where it leaves one out, the frameworks'
    /// defaults: 25 across the axis, 250 along it. The layout of a document and the headless face's both use it.
    public static func constraints(
        for stack: LayoutItem, attributes: StackAttributes,
        hugging: (horizontal: LayoutPriority?, vertical: LayoutPriority?),
        edgeInsets: EdgeInsets = .zero, gravity: [String: StackGravity] = [:], framework: Framework
    ) -> [ItemConstraint] {
        let vertical = attributes.axis == .vertical
        return constraints(
            for: stack, attributes: attributes, crossHugging: (vertical ? hugging.horizontal : hugging.vertical) ?? 25,
            edgeInsets: edgeInsets, gravity: gravity,
            axisHugging: (vertical ? hugging.vertical : hugging.horizontal) ?? 250,
            framework: framework)
    }

    /// The constraints for `stack`'s arranged subviews (its subviews, in order).
    ///
    /// - Parameter stack: The stack view's item and its arranged views' items.
    /// - Parameter attributes: The stack's axis, distribution, alignment and spacing.
    /// - Parameter crossHugging: How strongly the stack hugs its views across its axis when they do not fill it:
    ///   AppKit's `verticalStackHuggingPriority` (horizontal stacks) or `horizontalStackHuggingPriority`; UIKit's
    ///   stack views hug their largest view at 25 (its "canvas connection").
    /// - Parameter edgeInsets: How far the arranged views keep from the stack's edges (AppKit's `edgeInsets`).
    /// - Parameter gravity: For an AppKit stack view with gravity areas, each arranged view's area by item id; the
    ///   views are then placed by area rather than by the distribution (see
    ///   `gravityAreaConstraints(_:gravity:stack:axis:insets:spacing:hugging:origin:)`).
    /// - Parameter axisHugging: How strongly an AppKit stack hugs its views along its axis
    ///   (`horizontalStackHuggingPriority` of a horizontal stack): the priority of the gaps between gravity areas.
    /// - Parameter framework: Whose stack view it is (see ``Framework``).
    public static func constraints(
        for stack: LayoutItem, attributes: StackAttributes, crossHugging: LayoutPriority = 25,
        edgeInsets: EdgeInsets = .zero,
        gravity: [String: StackGravity] = [:], axisHugging: LayoutPriority = 250, framework: Framework = .uiKit
    ) -> [ItemConstraint] {
        let appKit = framework == .appKit
        let views = stack.subviews.filter { !$0.isHidden }
        let hiddenViews = !appKit && gravity.isEmpty ? stack.subviews.filter(\.isHidden) : []
        if appKit {
            for view in stack.subviews where view.isHidden { view.translatesAutoresizingMask = true }
        }
        let arrangement = StackArrangement(
            stack: stack, attributes: attributes, edgeInsets: edgeInsets, crossHugging: crossHugging,
            axisHugging: axisHugging, appKit: appKit)
        guard !views.isEmpty else { return arrangement.emptyStack() }
        for view in views { view.translatesAutoresizingMask = false }
        // A vertical stack's baselines are its first view's first and its last view's last; a horizontal stack that
        // aligns its views' baselines has theirs (the first view's).
        if arrangement.vertical {
            stack.baselineViews = (views[0], views[views.count - 1])
        } else if [.firstBaseline, .lastBaseline, .baseline].contains(attributes.alignment) {
            stack.baselineViews = (views[0], views[0])
        }
        return arrangement.alongAxis(views, gravity: gravity) + arrangement.acrossAxis(views, hidden: hiddenViews)
    }
}

/// One stack view's arrangement, as its constraints are made: its axis's attributes, its edges (the margins when it
/// arranges within them) and the insets at them.
private struct StackArrangement {
    let stack: LayoutItem
    let attributes: StackAttributes
    let edgeInsets: EdgeInsets
    let crossHugging: LayoutPriority
    let axisHugging: LayoutPriority
    let appKit: Bool
    let origin: ItemConstraint.Origin
    let vertical: Bool
    let spacing: Double
    /// Along the axis: the lead and trail edges and the length.
    let lead: LayoutAttribute, trail: LayoutAttribute, length: LayoutAttribute
    /// Across it: the lead and trail edges, the centre and the length.
    let crossLead: LayoutAttribute, crossTrail: LayoutAttribute, crossCenter: LayoutAttribute
    let crossLength: LayoutAttribute

    init(
        stack: LayoutItem, attributes: StackAttributes, edgeInsets: EdgeInsets, crossHugging: LayoutPriority,
        axisHugging: LayoutPriority, appKit: Bool
    ) {
        self.stack = stack
        self.attributes = attributes
        self.edgeInsets = edgeInsets
        self.crossHugging = crossHugging
        self.axisHugging = axisHugging
        self.appKit = appKit
        origin = .stackView(stack.id)
        vertical = attributes.axis == .vertical
        spacing = attributes.spacing ?? (appKit ? 8 : 0)
        (lead, trail, length) = vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        (crossLead, crossTrail, crossCenter, crossLength) =
            vertical ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
    }

    /// An empty AppKit stack hugs the nothing between its insets at its two hugging priorities; a UIKit one states
    /// nothing.
    func emptyStack() -> [ItemConstraint] {
        guard appKit else { return [] }
        let width = edgeInsets.left + edgeInsets.right
        let height = edgeInsets.top + edgeInsets.bottom
        return [
            .constant(stack, .width, width, priority: vertical ? crossHugging : axisHugging, origin: origin),
            .constant(stack, .height, height, priority: vertical ? axisHugging : crossHugging, origin: origin),
        ]
    }

    /// The stack's edge for `attribute`: its margin's when it arranges within its margins.
    func edge(_ attribute: LayoutAttribute) -> LayoutAttribute {
        guard attributes.isLayoutMarginsRelativeArrangement == true else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    /// The inset at a stack edge: view.lead = stack.lead + inset, stack.trail = view.trail + inset, and a centre
    /// shifted by half the difference of its two insets.
    func inset(_ attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .leading, .left: return edgeInsets.left
        case .trailing, .right: return edgeInsets.right
        case .top: return edgeInsets.top
        case .bottom: return edgeInsets.bottom
        case .centerX: return (edgeInsets.left - edgeInsets.right) / 2
        case .centerY: return (edgeInsets.top - edgeInsets.bottom) / 2
        default: return 0
        }
    }

    /// A view kept from the stack's start edge (leading, top, a centre): view.attribute ≷ stack.attribute + inset.
    func fromStart(
        _ view: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> ItemConstraint {
        ItemConstraint(
            view, attribute, relation, stack, edge(attribute), constant: inset(attribute), priority: priority,
            origin: origin)
    }

    /// A view kept from the stack's end edge (trailing, bottom): stack.attribute ≷ view.attribute + inset.
    func toEnd(
        _ view: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> ItemConstraint {
        ItemConstraint(
            stack, edge(attribute), relation, view, attribute, constant: inset(attribute), priority: priority,
            origin: origin)
    }

    /// Along the axis: the gravity areas' constraints, or the chain the distribution shapes (and, in UIKit, the hidden
    /// views kept beside it).
    func alongAxis(_ views: [LayoutItem], gravity: [String: StackGravity]) -> [ItemConstraint] {
        if !gravity.isEmpty {
            return StackViewLayout.gravityAreaConstraints(
                views, gravity: gravity, stack: stack, axis: (lead, trail), insets: (inset(lead), inset(trail)),
                spacing: spacing, hugging: axisHugging, origin: origin)
        }
        let distribution = attributes.distribution ?? .fill
        let (first, last) = (views[0], views[views.count - 1])
        var edges = [fromStart(first, lead), toEnd(last, trail)]
        if appKit, axisHugging < 1000, distribution == .equalSpacing || distribution == .equalCentering {
            // Held at the stack's own hugging priority, centred just below it (as a gravity area's middle views are).
            edges = [
                fromStart(first, lead, .greaterThanOrEqual), fromStart(first, lead, priority: axisHugging),
                toEnd(last, trail, .greaterThanOrEqual), toEnd(last, trail, priority: axisHugging),
                StackViewLayout.centring(
                    first, last, in: stack, lead: lead, trail: trail, insets: (inset(lead), inset(trail)),
                    hugging: axisHugging, origin: origin),
            ]
        }
        var result = StackViewLayout.distributionConstraints(
            views, distribution: distribution, spacing: spacing, axis: (lead, trail, length), edges: edges,
            origin: origin)
        if !appKit {
            result += StackViewLayout.hiddenViewConstraints(
                stack.subviews, stack: stack, distribution: distribution, spacing: spacing,
                axis: (lead, trail, length), stackEdge: { (edge($0), inset($0)) }, origin: origin)
        }
        return result
    }

    /// Across the axis: the alignment. A hidden view is placed as a shown one is, giving way to the document's own
    /// constraints, and neither pushes nor sizes the stack.
    func acrossAxis(_ views: [LayoutItem], hidden hiddenViews: [LayoutItem]) -> [ItemConstraint] {
        var alignment = attributes.alignment ?? .fill
        // AppKit names the centre alignments by axis (`centerY` for a horizontal stack).
        if alignment == .centerX || alignment == .centerY { alignment = .center }
        // AppKit's `baseline` is `NSLayoutAttributeBaseline`, the last baseline.
        if alignment == .baseline { alignment = .lastBaseline }
        if !vertical, alignment == .firstBaseline || alignment == .lastBaseline {
            return baselines(views, hidden: hiddenViews, first: alignment == .firstBaseline)
        }
        var result: [ItemConstraint] = []
        for view in views + hiddenViews {
            let priority: LayoutPriority = view.isHidden ? 999 : 1000
            switch alignment {
            case .center:
                result.append(fromStart(view, crossCenter, priority: priority))
                if !view.isHidden { result.append(fromStart(view, crossLead, .greaterThanOrEqual)) }
            case .leading, .top, .firstBaseline:
                result.append(fromStart(view, crossLead, priority: priority))
                if !view.isHidden { result.append(toEnd(view, crossTrail, .greaterThanOrEqual)) }
            case .trailing, .bottom, .lastBaseline:
                result.append(toEnd(view, crossTrail, priority: priority))
                if !view.isHidden { result.append(fromStart(view, crossLead, .greaterThanOrEqual)) }
            default:
                result.append(fromStart(view, crossLead, priority: priority))
                result.append(toEnd(view, crossTrail, priority: priority))
            }
            if alignment != .fill, !view.isHidden {
                // UIKit's "canvas connection": the stack hugs its largest arranged view, weakly.
                result.append(
                    ItemConstraint(
                        view, crossLength, .equal, stack, crossLength, priority: crossHugging, origin: origin))
            }
        }
        return result
    }

    /// A horizontal stack's views with their baselines in line with the first view's, every view inside the stack,
    /// which hugs them.
    private func baselines(_ views: [LayoutItem], hidden hiddenViews: [LayoutItem], first: Bool) -> [ItemConstraint] {
        let baseline: LayoutAttribute = first ? .firstBaseline : .lastBaseline
        var result: [ItemConstraint] = []
        for view in views + hiddenViews {
            if view !== views[0] {
                result.append(
                    ItemConstraint(
                        view, baseline, .equal, views[0], baseline, priority: view.isHidden ? 999 : 1000,
                        origin: origin))
            }
            if view.isHidden { continue }
            result.append(fromStart(view, .top, .greaterThanOrEqual))
            result.append(toEnd(view, .bottom, .greaterThanOrEqual))
            result.append(fromStart(view, .top, priority: crossHugging))
            result.append(toEnd(view, .bottom, priority: crossHugging))
        }
        return result
    }
}

extension StackViewLayout {
    /// The views from `first` to `last` centred between the stack's edges (their insets inside), just below the
    /// stack's hugging priority and below 250 (a view's default hugging): `first.lead − (stack.lead + inset) =
    /// (stack.trail − inset) − last.trail`. It shares out the room the stack leaves but neither holds views apart
    /// against the stack's hugging nor stretches a view that hugs its content.
    static func centring(
        _ first: LayoutItem, _ last: LayoutItem, in stack: LayoutItem, lead: LayoutAttribute, trail: LayoutAttribute,
        insets: (lead: Double, trail: Double), hugging: LayoutPriority, origin: ItemConstraint.Origin
    ) -> ItemConstraint {
        var centring = ItemConstraint(
            first, lead, .equal, stack, lead, constant: insets.lead - insets.trail,
            priority: LayoutPriority(rawValue: max(min(hugging.rawValue, 250) - 1, 1)), origin: origin)
        centring.extraTerms = [(stack, trail, 1), (last, trail, -1)]
        return centring
    }
}

/// `b.lead − a.trail = d.lead − c.trail` for two gaps of an equal-spacing stack.
enum EqualGap {
    static func constraint(
        _ gap: (LayoutItem, LayoutItem), equals first: (LayoutItem, LayoutItem), lead: LayoutAttribute,
        trail: LayoutAttribute, origin: ItemConstraint.Origin
    ) -> ItemConstraint {
        // gap.1.lead = gap.0.trail + (first.1.lead − first.0.trail): two extra terms on the right.
        var constraint = ItemConstraint(gap.1, lead, .equal, gap.0, trail, origin: origin)
        constraint.extraTerms = [(first.1, lead, 1), (first.0, trail, -1)]
        return constraint
    }
}
