/// A problem found in a document or a source file, located by file, line and column, with a sentence saying what
/// is wrong and, where there is one, how to fix it.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a diagnostic is: an error means the document did not decode.
    public enum Severity: String, Sendable, Hashable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The compiler-style form: `path:line:col: error: message`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
