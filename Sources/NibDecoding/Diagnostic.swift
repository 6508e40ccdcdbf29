import NibModel

/// A problem found in a document, located by file, line and column, with a sentence saying what is wrong and,
/// where there is one, how to fix it.
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

/// The limits that keep decoding bounded on hostile input.
public struct DecoderLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes. Real Interface Builder documents stay under a few megabytes. Values
    /// above 2 GiB − 1 act as 2 GiB − 1, the most the decoder's 32-bit offsets address.
    public var maximumFileSize: Int
    /// The deepest element nesting accepted.
    public var maximumDepth: Int

    public init(maximumFileSize: Int = 64 << 20, maximumDepth: Int = 256) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
    }
}
