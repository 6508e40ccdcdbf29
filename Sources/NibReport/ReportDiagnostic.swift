import NibModel

/// A diagnostic as every JSON report writes it:
/// `{"file": …, "line": …, "column": …, "severity": …, "message": …}`, with `"rule"` when a rule raised it.
///
/// Lines and columns start at 1; 0 means the message names no line (or no column). The JSON shape is described in
/// `docs/JSON.md`.
package struct ReportDiagnostic: Encodable, Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is: `error`, `warning` or `note`.
    package typealias Severity = Diagnostic.Severity

    /// The path of the file the problem is in, as it was given or as the message names it.
    var file: String
    /// The line, starting at 1; 0 when unknown.
    var line: Int
    /// The column, starting at 1; 0 when unknown.
    var column: Int
    /// How serious the problem is.
    var severity: Severity
    /// What is wrong and, where there is one, how to fix it, without the location.
    var message: String
    /// The name of the rule that raised the diagnostic, if any; absent from the JSON when nil.
    package var rule: String?

    /// A diagnostic with every field given.
    package init(file: String, line: Int, column: Int, severity: Severity, message: String, rule: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.rule = rule
    }

    /// The report form of a decoder's or a source scanner's diagnostic.
    package init(_ diagnostic: Diagnostic) {
        self.init(
            file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity,
            message: diagnostic.message)
    }

    /// A diagnostic from a message that may begin with its location, as the runtime's warnings and errors do
    /// (`Nibs/Card.xib:12: Unknown class …`, or `path:line:column: …`).
    ///
    /// A message that names no location is about `file`, at line 0, and is kept whole.
    /// - Parameters:
    ///   - locatedMessage: The message, with or without a `path:line:` prefix.
    ///   - severity: How serious the problem is.
    ///   - file: The input the message came from, for a message that names no location.
    package init(locatedMessage: String, severity: Severity, file: String) {
        if let location = Self.location(in: locatedMessage) {
            self.init(
                file: location.file, line: location.line, column: location.column, severity: severity,
                message: location.message)
        } else {
            self.init(file: file, line: 0, column: 0, severity: severity, message: locatedMessage)
        }
    }

    /// The compiler-style form: `path:line:col: severity: message`.
    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The leading `path:line: ` or `path:line:column: ` of `text`, and what follows it.
    ///
    /// The path is everything before the first colon that is followed by digits and then `: ` (or by digits, a
    /// colon, digits and `: `); a message's own words end with `: ` before any such colon, so a path never holds
    /// `: `, and text with none of these has no location.
    static func location(in text: String) -> (file: String, line: Int, column: Int, message: String)? {
        var searchStart = text.startIndex
        while let colon = text[searchStart...].firstIndex(of: ":") {
            let path = text[..<colon]
            if path.isEmpty || path.contains(": ") { return nil }
            var rest = text[text.index(after: colon)...]
            if let line = rest.leadingNumber() {
                rest = rest.dropFirst(line.digits)
                if rest.hasPrefix(": ") {
                    return (String(path), line.value, 0, String(rest.dropFirst(2)))
                }
                if rest.hasPrefix(":") {
                    rest = rest.dropFirst()
                    if let column = rest.leadingNumber(), rest.dropFirst(column.digits).hasPrefix(": ") {
                        return (String(path), line.value, column.value, String(rest.dropFirst(column.digits + 2)))
                    }
                }
            }
            searchStart = text.index(after: colon)
        }
        return nil
    }
}

extension Substring {
    /// The decimal number this text begins with, and how many digits it has; nil when it does not begin with one or
    /// the number does not fit an `Int`.
    fileprivate func leadingNumber() -> (value: Int, digits: Int)? {
        let digits = prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let value = Int(digits) else { return nil }
        return (value, digits.count)
    }
}
