import NibModel

/// Why a visual format string could not be turned into constraints: what is wrong, where (the 1-based column in the
/// format string), and how to fix it.
///
/// Its ``description`` reads like UIKit's exception, the format string with a caret under the offending column,
/// followed by a hint:
///
/// ```
/// Unable to parse constraint format: A view must end with ']'.
/// H:|-[button(>=50)-|
///                  ^
/// Close the view with ']' after its name and its optional '(…)' predicates, as in [button(>=50)].
/// ```
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, with the offending text where there is one.
    public enum Reason: Equatable, Sendable {
        /// The format string is empty or only whitespace.
        case emptyFormat
        /// An orientation letter (`H` or `V`) is not followed by `:`.
        case expectedOrientationColon(Character)
        /// A view (`[name]`) was expected: at the start, after a connection, or after the leading `|`.
        case expectedView
        /// The text between `[` and `]` (or `(`) is not a C identifier.
        case invalidViewName(String)
        /// The view name is not one of the available views.
        case unknownView(String)
        /// A name used as a spacing or priority is not a key of the metrics.
        case unknownMetric(String)
        /// A name in a view's predicate is neither a metric nor a view.
        case unknownMetricOrView(String)
        /// A view name was used in a connection's predicate; only sizes can be relative to another view.
        case viewInConnection(String)
        /// A view was not closed with `]`.
        case missingClosingBracket
        /// A predicate list was not closed with `)`, or its predicates were not separated with `,`.
        case missingClosingParenthesis
        /// A predicate (a number, a metric or a view name, optionally with a relation and a priority) was expected.
        case expectedPredicate
        /// A number that cannot be represented, such as `1e400`.
        case invalidNumber(String)
        /// A relation other than `==`, `<=` or `>=`.
        case invalidRelation(String)
        /// `@` is not followed by a number or a metric name.
        case expectedPriority
        /// A priority outside 0 < priority ≤ 1000.
        case invalidPriority(Double)
        /// `-` is followed by something that is neither a spacing, a predicate list, a view nor `|`.
        case expectedSpacing
        /// A spacing (`-10`, `-(>=10)`) is not closed with `-`.
        case missingConnectionEnd
        /// A superview `|` that is not at the start or the end of the format.
        case misplacedSuperview
        /// An unexpected character, such as text after the last view or superview.
        case unexpectedCharacter(Character)
        /// Alignment options that cannot apply to the format's orientation (`H` or `V`), for example
        /// ``FormatOptions/alignAllLeading`` with `H:`.
        case alignmentAcrossOrientation(orientation: Character, options: FormatOptions)
        /// Both ``FormatOptions/directionLeftToRight`` and ``FormatOptions/directionRightToLeft``.
        case conflictingDirections
        /// Option bits that are not among ``FormatOptions``' options.
        case unknownOptions(FormatOptions)
    }

    /// What is wrong.
    public var reason: Reason
    /// The 1-based column, in characters, of the offending text in ``format``; one past its end when something is
    /// missing at the end.
    public var column: Int
    /// The format string.
    public var format: String

    /// Creates an error.
    package init(reason: Reason, column: Int, format: String) {
        self.reason = reason
        self.column = column
        self.format = format
    }

    /// What is wrong, in one sentence.
    public var message: String {
        switch reason {
        case .emptyFormat:
            return "The format string is empty."
        case .expectedOrientationColon(let letter):
            let word = letter == "H" ? "horizontal" : "vertical"
            return "Expected ':' after '\(letter)' to specify \(word) arrangement."
        case .expectedView:
            return "Expected a view."
        case .invalidViewName(let name):
            return name.isEmpty
                ? "Expected a view name."
                : "'\(name)' is not a valid view name: view names must start with a letter or an underscore, "
                    + "then contain letters, numbers and underscores."
        case .unknownView(let name):
            return "\(name) is not a key in the views dictionary."
        case .unknownMetric(let name):
            return "\(name) is not a key in the metrics dictionary."
        case .unknownMetricOrView(let name):
            return "\(name) is neither a key in the metrics dictionary nor in the views dictionary."
        case .viewInConnection(let name):
            return "The view \(name) cannot be the object of a spacing predicate; "
                + "only a view's width or height can be relative to another view."
        case .missingClosingBracket:
            return "A view must end with ']'."
        case .missingClosingParenthesis:
            return "A predicate list must end with ')'."
        case .expectedPredicate:
            return "Expected a predicate: a number, a metric name or a view name, "
                + "optionally after ==, <= or >= and before @priority."
        case .invalidNumber(let number):
            return "\(number) is not a representable number."
        case .invalidRelation(let relation):
            return "'\(relation)' is not a relation; relations are ==, <= and >=."
        case .expectedPriority:
            return "Expected a priority (a number or a metric name) after '@'."
        case .invalidPriority(let value):
            let shown = ConstraintEquation.number(value)
            return value > 1000
                ? "Invalid priority specified: \(shown). Priority cannot be higher than required, which is 1000."
                : "Invalid priority specified: \(shown). Priority must be greater than 0."
        case .expectedSpacing:
            return "Expected a spacing (a positive number, a metric name or a parenthesized predicate list), "
                + "a view or '|' after '-'."
        case .missingConnectionEnd:
            return "A spacing between '-' must end with '-'."
        case .misplacedSuperview:
            return "The superview '|' can only be at the start or the end of the format."
        case .unexpectedCharacter(let character):
            return "Unexpected '\(character)'."
        case .alignmentAcrossOrientation(let orientation, _):
            let axis = orientation == "H" ? "horizontal" : "vertical"
            let edge = orientation == "H" ? "a horizontal edge or center" : "a vertical edge, center or baseline"
            return "Options mask required views to be aligned on \(edge), "
                + "which is not allowed for layout that is also \(axis)."
        case .conflictingDirections:
            return "The options ask for both left-to-right and right-to-left direction."
        case .unknownOptions(let options):
            return "Unknown option bits 0x\(String(options.rawValue, radix: 16))."
        }
    }

    /// How to fix it.
    public var suggestion: String {
        switch reason {
        case .emptyFormat:
            return "Write at least one view, as in [button] or H:|-[button]-|."
        case .expectedOrientationColon(let letter):
            return "Write '\(letter):' before the views, or leave the orientation out for a horizontal layout."
        case .expectedView:
            return "Name a view between brackets, as in [button]; a format starts with an optional 'H:' or 'V:', "
                + "an optional '|', then a view."
        case .invalidViewName:
            return "Use the C identifier that names the view in the views, as in [button1] or [_field]."
        case .unknownView(let name):
            return "Add \(name) to the views, or correct the name."
        case .unknownMetric(let name):
            return "Add \(name) to the metrics, or write a number instead."
        case .unknownMetricOrView(let name):
            return "Add \(name) to the metrics or to the views, or write a number instead."
        case .viewInConnection:
            return "Use a number or a metric for the spacing, as in [a]-(>=8)-[b]."
        case .missingClosingBracket:
            return "Close the view with ']' after its name and its optional '(…)' predicates, as in [button(>=50)]."
        case .missingClosingParenthesis:
            return "Separate predicates with ',' and close the list with ')', as in (>=70,<=100)."
        case .expectedPredicate:
            return "Write a predicate such as 50, ==other, >=minWidth or <=100@750."
        case .invalidNumber:
            return "Write a number of ordinary size, such as 10, 2.5 or 1e3."
        case .invalidRelation:
            return "Use == (equal), <= (at most) or >= (at least)."
        case .expectedPriority:
            return "Write the priority after '@', as in >=20@750."
        case .invalidPriority:
            return "Use a priority greater than 0 and at most 1000 (1000 is required, 750 high, 250 low)."
        case .expectedSpacing:
            return "Write [a]-[b] for the standard spacing, [a]-10-[b] or [a]-metric-[b] for a fixed one, "
                + "and [a]-(>=10@750)-[b] or [a]-(-5)-[b] for relations, priorities and negative spacing."
        case .missingConnectionEnd:
            return "Close the spacing with '-' before the next view or '|', as in [a]-10-[b]."
        case .misplacedSuperview:
            return "Split the format in two, or remove the '|' from the middle."
        case .unexpectedCharacter:
            return "Remove it, or connect another view with '-' or by writing it right after, as in [a]-[b] or [a][b]."
        case .alignmentAcrossOrientation(let orientation, _):
            return orientation == "H"
                ? "With H: align views by alignAllTop, alignAllBottom, alignAllCenterY or a baseline; "
                    + "use left, right, leading, trailing or centerX alignment with a V: format."
                : "With V: align views by alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing or "
                    + "alignAllCenterX; use top, bottom, centerY or baseline alignment with an H: format."
        case .conflictingDirections:
            return "Choose one of directionLeadingToTrailing, directionLeftToRight and directionRightToLeft."
        case .unknownOptions:
            return "Use only the options FormatOptions declares."
        }
    }

    /// UIKit's "Unable to parse constraint format" message: the problem, the format string with a caret under
    /// ``column``, and the fix.
    public var description: String {
        var shown = ""
        var caret = ""
        for (offset, character) in format.enumerated() {
            let visible: Character = character.isNewline ? " " : character
            shown.append(visible)
            if offset < column - 1 {
                caret.append(visible == "\t" ? "\t" : " ")
            }
        }
        let missing = max(0, column - 1 - format.count)
        caret += String(repeating: " ", count: missing) + "^"
        return "Unable to parse constraint format: \(message)\n\(shown)\n\(caret)\n\(suggestion)"
    }
}
