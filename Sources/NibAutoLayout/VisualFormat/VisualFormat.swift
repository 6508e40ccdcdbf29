import NibModel

/// Apple's Visual Format Language: one string such as `H:|-[find]-[findNext]-[findField(>=20)]-|` turned into the
/// constraints it stands for, as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does.
///
/// ## Grammar
///
/// The whole grammar of the "Visual Format Language" appendix of Apple's Auto Layout Guide (`e` is the empty
/// string):
///
/// ```
/// <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
///                          (<connection><superview>)?
/// <orientation>        ::= H | V
/// <superview>          ::= |
/// <view>               ::= [<viewName>(<predicateListWithParens>)?]
/// <connection>         ::= e | -<predicateList>- | -
/// <predicateList>      ::= <simplePredicate> | <predicateListWithParens>
/// <simplePredicate>    ::= <metricName> | <positiveNumber>
/// <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
/// <predicate>          ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
/// <relation>           ::= == | <= | >=
/// <objectOfPredicate>  ::= <constant> | <viewName>
/// <priority>           ::= <metricName> | <number>
/// <constant>           ::= <metricName> | <number>
/// ```
///
/// View and metric names are C identifiers (`[A-Za-z_][A-Za-z0-9_]*`). Numbers are decimal, with an optional
/// fraction and exponent; `<number>` (in parentheses and priorities) may carry a sign, `<positiveNumber>` may not, so
/// a negative spacing is written `[a]-(-5)-[b]`. As UIKit does, whitespace may separate any two tokens, and a simple
/// predicate may carry a priority (`|-20@750-[a]`). A name in a predicate is looked up in the metrics first; in a
/// view's own predicates it may otherwise name a view, while a view name in a connection is an error (Apple's
/// grammar notes allow view names only for widths and heights).
///
/// ## The constraints generated
///
/// Constraints come in the order of the text: the leading superview connection, then each view's size predicates
/// and the connection that follows it, then the trailing superview connection, then the alignment constraints. For
/// two neighbours, the item further along the axis comes first, with a positive constant, as UIKit writes them:
///
/// ```
/// format                 constraints
/// [a]-10-[b]             b.leading == a.trailing + 10
/// [a]-(>=10@750)-[b]     b.leading >= a.trailing + 10 @750
/// [a]-[b]                b.leading == a.trailing + 8 (VisualFormat.standardSpacing)
/// [a][b]                 b.leading == a.trailing
/// |-10-[a]               a.leading == |.leading + 10
/// [a]-10-|               |.trailing == a.trailing + 10
/// |-[a]                  a.leading == |.leadingMargin
/// [a]-|                  |.trailingMargin == a.trailing
/// [a(>=50)]              a.width >= 50 (no second item)
/// [a(==b)]               a.width == b.width
/// ```
///
/// `V:` uses `top`, `bottom` and `height` the same way (`V:[a]-10-[b]` gives `b.top == a.bottom + 10`).
/// `H:` uses `leading` and `trailing`; ``FormatOptions/directionLeftToRight`` uses `left` and `right`, and
/// ``FormatOptions/directionRightToLeft`` lays the views out from the right, so that `[a]-10-[b]` gives
/// `a.left == b.right + 10` and `|-10-[a]` gives `|.right == a.right + 10`.
///
/// ### Standard spacing
///
/// Between siblings, `-` is the standard spacing of 8 points that UIKit reports for `[a]-[b]`. Between a view and the
/// superview edge, the Auto Layout Guide's standard space was 20 points until iOS 7; since iOS 8, UIKit resolves
/// `|-` and `-|` to the superview's layout margins instead (so that changing `layoutMargins` moves the view, and
/// the default margins of 8 or 16 points, or more on a view controller's root view, apply). NibKit follows today's
/// UIKit and expresses the margin with the margin attributes rather than a number: `|-[a]` is
/// `a.leading == |.leadingMargin + 0` and `V:[a]-|` is `|.bottomMargin == a.bottom + 0`, so a layout engine that
/// knows the superview's margins resolves them. An explicit spacing (`|-20-[a]`, `|-(>=0)-[a]`) always measures
/// from the superview's edge.
///
/// ### Options
///
/// Alignment options align every view of the format with the first one: for each other view and each alignment
/// requested, `first.attribute == other.attribute`. They must run across the layout's axis (top, bottom, centerY
/// and baselines with `H:`; left, right, leading, trailing and centerX with `V:`); otherwise the call fails, as
/// UIKit's throws, even when the format names a single view. Direction options only affect `H:`.
/// ``FormatOptions/spacingBaselineToBaseline`` makes the spacing between sibling views in `V:` run from the upper
/// view's `lastBaseline` to the lower view's `firstBaseline` (standard spacing 8, for want of font metrics here).
public enum VisualFormat {
    /// The name of the superview (`|`) in generated constraints.
    ///
    /// `|` is not a C identifier, so it can never be confused with a view name.
    public static let superviewName = "|"

    /// The standard spacing between sibling views (`[a]-[b]`), 8 points as in UIKit.
    public static let standardSpacing: Double = 8

    /// The constraints a visual format string describes.
    ///
    /// - Parameters:
    ///   - format: The visual format string, for example `V:|-50-[v(>=20@750)]-(>=0)-|`.
    ///   - options: Alignment, direction and spacing options.
    ///   - metrics: The values of the metric names used in the format.
    ///   - views: The names of the views the format may use.
    /// - Returns: The constraints, by name; the superview is ``superviewName``.
    /// - Throws: ``VisualFormatError`` at the first problem in reading order: a syntax error, an unknown view or
    ///   metric, an invalid priority or relation, or options that do not fit the orientation.
    public static func constraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], views: Set<String>
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics, views: views)
        let line = try parser.parse()
        return VisualFormatBuilder(line: line, options: options).constraints()
    }
}

/// Turns a parsed format into constraints.
private struct VisualFormatBuilder {
    let line: VisualFormatLine
    let options: FormatOptions

    /// The attributes of the layout's axis.
    private let start: LayoutAttribute
    private let end: LayoutAttribute
    private let startMargin: LayoutAttribute
    private let endMargin: LayoutAttribute
    private let size: LayoutAttribute
    /// Whether coordinates grow in reading order (false only for right-to-left).
    private let forward: Bool
    private let baselineSpacing: Bool

    init(line: VisualFormatLine, options: FormatOptions) {
        self.line = line
        self.options = options
        switch line.orientation {
        case .vertical:
            (start, end, startMargin, endMargin, size, forward) = (
                .top, .bottom, .topMargin, .bottomMargin, .height, true
            )
            baselineSpacing = options.contains(.spacingBaselineToBaseline)
        case .horizontal:
            let direction = options.intersection(.directionMask)
            if direction == .directionLeftToRight {
                (start, end, startMargin, endMargin, forward) = (.left, .right, .leftMargin, .rightMargin, true)
            } else if direction == .directionRightToLeft {
                (start, end, startMargin, endMargin, forward) = (.right, .left, .rightMargin, .leftMargin, false)
            } else {
                (start, end, startMargin, endMargin, forward) = (
                    .leading, .trailing, .leadingMargin, .trailingMargin, true
                )
            }
            size = .width
            baselineSpacing = false
        }
    }

    func constraints() -> [VisualFormatConstraint] {
        let superview = VisualFormat.superviewName
        var result: [VisualFormatConstraint] = []
        if let connection = line.leadingSuperview, let first = line.views.first {
            result += spacing(
                connection, from: (superview, start), to: (first.name, start),
                standardMargin: .before(startMargin))
        }
        for (offset, view) in line.views.enumerated() {
            result += view.predicates.map { sizeConstraint(view.name, $0) }
            if offset < line.connections.count {
                let next = line.views[offset + 1]
                result += spacing(
                    line.connections[offset],
                    from: (view.name, baselineSpacing ? .lastBaseline : end),
                    to: (next.name, baselineSpacing ? .firstBaseline : start), standardMargin: nil)
            }
        }
        if let connection = line.trailingSuperview, let last = line.views.last {
            result += spacing(
                connection, from: (last.name, end), to: (superview, end), standardMargin: .after(endMargin))
        }
        return result + alignment()
    }

    /// Where the superview's margin replaces its edge for a standard (`-`) connection.
    private enum StandardMargin {
        /// The superview comes before the view (`|-[a]`).
        case before(LayoutAttribute)
        /// The superview comes after the view (`[a]-|`).
        case after(LayoutAttribute)
    }

    /// The constraints of a connection between an edge and the next one in reading order.
    private func spacing(
        _ connection: VisualFormatConnection, from earlier: (String, LayoutAttribute),
        to later: (String, LayoutAttribute), standardMargin: StandardMargin?
    ) -> [VisualFormatConstraint] {
        switch connection {
        case .flush:
            return [edge(earlier, later, .equal, 0, 1000)]
        case .standard:
            switch standardMargin {
            case .before(let margin): return [edge((earlier.0, margin), later, .equal, 0, 1000)]
            case .after(let margin): return [edge(earlier, (later.0, margin), .equal, 0, 1000)]
            case nil: return [edge(earlier, later, .equal, VisualFormat.standardSpacing, 1000)]
            }
        case .predicates(let predicates):
            return predicates.map { predicate in
                guard case .constant(let constant) = predicate.object else {
                    preconditionFailure("the parser rejects view names in connections")
                }
                return edge(earlier, later, predicate.relation, constant, predicate.priority)
            }
        }
    }

    /// `later relation earlier + constant` when coordinates grow in reading order, else
    /// `earlier relation later + constant`: the item further along the axis comes first.
    private func edge(
        _ earlier: (String, LayoutAttribute), _ later: (String, LayoutAttribute), _ relation: LayoutRelation,
        _ constant: Double, _ priority: LayoutPriority
    ) -> VisualFormatConstraint {
        let (first, second) = forward ? (later, earlier) : (earlier, later)
        return VisualFormatConstraint(
            first.0, first.1, relation, second.0, second.1, constant: constant, priority: priority)
    }

    private func sizeConstraint(_ name: String, _ predicate: VisualFormatPredicate) -> VisualFormatConstraint {
        switch predicate.object {
        case .constant(let constant):
            return VisualFormatConstraint(
                name, size, predicate.relation, constant: constant, priority: predicate.priority)
        case .view(let other):
            return VisualFormatConstraint(name, size, predicate.relation, other, size, priority: predicate.priority)
        }
    }

    /// `first.attribute == other.attribute` for every other view and every alignment option.
    private func alignment() -> [VisualFormatConstraint] {
        let attributes = FormatOptions.alignmentAttributes.filter { options.contains($0.option) }.map(\.attribute)
        guard !attributes.isEmpty, let first = line.views.first?.name else { return [] }
        var aligned: Set<String> = [first]
        var result: [VisualFormatConstraint] = []
        for view in line.views.dropFirst() where aligned.insert(view.name).inserted {
            result += attributes.map { VisualFormatConstraint(first, $0, .equal, view.name, $0) }
        }
        return result
    }
}
