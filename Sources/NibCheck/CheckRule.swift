import NibModel

/// A rule of `nib check`: one kind of problem that makes nib loading fail or go wrong at run time, with what it
/// means and how to fix it.
public struct CheckRule: Sendable, Hashable, Identifiable {
    /// The rule's id, as findings, configuration files and baselines name it (`outlet-key`).
    public var id: String
    /// How serious its findings are unless configured otherwise (in an AppKit document, ``appKitSeverity`` when
    /// the rule has one): an error where the crash is certain once the code path runs, a warning where it is likely, a
    /// note otherwise. A finding always has the severity its rule lists.
    public var severity: Diagnostic.Severity
    /// The severity in an AppKit document, where it differs (AppKit logs a failed outlet and loads on).
    public var appKitSeverity: Diagnostic.Severity?
    /// One line: what the rule finds.
    public var summary: String
    /// One paragraph: what happens at run time, and why.
    public var explanation: String
    /// How to fix a finding.
    public var fix: String
    /// Small projects that show what the rule finds and what it lets pass.
    public var examples: [Example]

    /// The rule with id `id`, if there is one.
    public static func named(_ id: String) -> CheckRule? { all.first { $0.id == id } }

    /// A rule; `appKitSeverity` only where AppKit's outcome differs from UIKit's.
    init(
        id: String, severity: Diagnostic.Severity, appKitSeverity: Diagnostic.Severity? = nil, summary: String,
        explanation: String, fix: String, examples: [Example] = []
    ) {
        self.id = id
        self.severity = severity
        self.appKitSeverity = appKitSeverity
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
        self.examples = examples
    }

    /// The severity of the rule's findings in a document for `runtime`.
    public func severity(for runtime: TargetRuntime) -> Diagnostic.Severity {
        runtime == .macOS ? appKitSeverity ?? severity : severity
    }
}

extension CheckRule {
    /// Every rule, in the order they are documented.
    public static let all: [CheckRule] = [
        .outletKey,
        .actionSelector,
        .actionUnresolved,
        .outletType,
        .runtimeAttributeType,
        .runtimeAttributeKey,
        .unknownClass,
        .unresolvedClass,
        .classFallback,
        .classModule,
        .recursiveNib,
        .ownerClass,
        .ownerTopLevelViews,
        .missingNib,
        .missingStoryboard,
        .missingViewControllerIdentifier,
        .missingSegue,
        .missingReuseIdentifier,
        .prototypeWithoutIdentifier,
        .unsatisfiableConstraints,
        .ambiguousLayout,
        .missingImage,
        .missingColor,
        .duplicateID,
        .danglingReference,
        .legacyDocument,
        .unbuiltDocument,
        .unusedDocument,
        .undequeuedCell,
        .unreadableDocument,
    ]
}
