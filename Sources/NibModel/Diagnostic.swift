/// A problem found in a document or a source file, located by file, line and column, with a sentence saying what
/// is wrong and, where there is one, how to fix it.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is: an error means the document did not decode.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    /// How serious the problem is.
    public var severity: Severity
    /// The path of the document, source file or folder the problem is in, as it was given.
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int
    /// What is wrong and, where there is one, how to fix it.
    public var message: String
    /// The id of the `nib check` rule the problem is an instance of (`duplicate-id`), when it is one.
    public var rule: String?

    package init(severity: Severity, file: String, line: Int, column: Int, message: String, rule: String? = nil) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.rule = rule
    }

    /// The compiler-style form: `path:line:col: error: message`; a relative path that starts like an option or a CI
    /// system's command (`-x.xib`, `::error`) is written `./-x.xib`.
    public var description: String {
        "\(PrintedPath.atLineStart(file)):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
