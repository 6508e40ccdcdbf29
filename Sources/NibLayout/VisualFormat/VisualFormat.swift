import NibModel

/// The Visual Format Language of Auto Layout (`NSLayoutConstraint.constraints(withVisualFormat:…)`):
///
/// ```
/// (H|V:)? (|connection)? [view(predicates)?] (connection [view])* (connection|)?
/// connection ::= nothing (flush) | - (standard) | -predicateList-
/// predicateList ::= metricOrNumber | (predicate, …)        predicate ::= (==|<=|>=)? (number|metric|view) (@priority)?
/// ```
///
/// Spacing follows Apple's Auto Layout Guide: the standard space between sibling views is 8 points, and between a
/// view and its superview's edge 20 points. Horizontal formats use leading/trailing unless a direction option says
/// left-to-right or right-to-left. The superview is named ``superviewName`` in the constraints.
public enum VisualFormat {
    /// The name of the superview (`|`) in generated constraints.
    public static let superviewName = "|"
    /// The standard space between siblings, and between a view and its superview's edge.
    public static let standardSiblingSpacing = 8.0
    public static let standardSuperviewSpacing = 20.0

    /// The constraints `format` stands for. Throws a ``VisualFormatError`` that names the column of the problem.
    public static func constraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:], views: Set<String>
    ) throws(VisualFormatError) -> [VisualFormatConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let line = try parser.parse()
        return try VisualFormatGenerator(line: line, options: options, format: format).constraints()
    }
}
