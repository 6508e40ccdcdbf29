import NibModel

/// One problem `nib check` found: where it is, which rule it breaks, what is wrong and how to fix it.
public struct CheckFinding: Sendable, Hashable {
    /// The rule the problem breaks (``CheckRule/id``).
    public var rule: String
    /// How serious it is: the rule's severity, or an error or warning the rule chose for this case.
    public var severity: Diagnostic.Severity
    /// The document (or source file) the problem is in.
    public var file: String
    /// Where in the file: line and column, starting at 1; 0 when unknown.
    public var line: Int
    public var column: Int
    /// The id of the object the problem is about, for baselines (a document cannot hold ignore comments); empty when
    /// the problem is about the document as a whole.
    public var objectID: String
    /// What about the object the finding is (the outlet's key, the action's selector, the class's name), which tells
    /// two findings of one rule on one object apart in a baseline.
    public var subject: String
    /// Where the element the finding points at ends on its line (the column after `<outlet`), for a region.
    public var endColumn: Int
    /// What is wrong, naming the object by its label or class, and how to fix it.
    public var message: String
    /// What must happen for the finding to crash the app, when the check could not see it happen (`if Card.xib is
    /// loaded`): such a finding is a warning even where its rule lists an error.
    public var condition: String?
    /// The storyboard prototype cell the finding's object is in, made only when code dequeues it.
    package var prototypeCell: PrototypeCell?

    /// A prototype cell of a storyboard scene: its reuse identifier and the scene's view controller class.
    package struct PrototypeCell: Sendable, Hashable {
        package var identifier: String
        package var sceneClass: String?
    }

    /// A finding of `rule` at `location` of `file`, about `subject` of object `objectID`, pointing at the element
    /// `element` (its start tag's name).
    public init(
        rule: String, severity: Diagnostic.Severity, file: String, location: SourceLocation, objectID: String,
        subject: String = "", element: String = "", message: String
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        line = location.line
        column = location.column
        self.objectID = objectID
        self.subject = subject
        endColumn = location.column + 1 + element.utf8.count
        self.message = message
    }

    /// A finding of `rule`, at the severity it lists for a document of `runtime`.
    package init(
        _ rule: CheckRule, for runtime: TargetRuntime = .iOS, file: String, location: SourceLocation, objectID: String,
        subject: String = "", element: String = "", message: String
    ) {
        self.init(
            rule: rule.id, severity: rule.severity(for: runtime), file: file, location: location, objectID: objectID,
            subject: subject, element: element, message: message)
    }

    /// The finding under `condition`, which the check could not see hold (`unseen` says why): an error becomes a
    /// warning that says so.
    package func unlessUnseen(_ condition: String, _ unseen: String) -> CheckFinding {
        guard severity == .error else { return self }
        var conditional = self
        conditional.severity = .warning
        conditional.condition = condition
        conditional.message += " (\(condition); \(unseen))"
        return conditional
    }

    /// The compiler-style form Xcode shows in its issue navigator: `path:line:col: error: message [rule]`, the path as
    /// `PrintedPath.atLineStart(_:)` writes it.
    public var xcodeDescription: String {
        "\(PrintedPath.atLineStart(file)):\(max(line, 1)):\(max(column, 1)): \(severity.rawValue): \(message) [\(rule)]"
    }
}
