import NibModel

/// Diagnostics made from the runtime's messages, which begin with their location.
///
/// Every JSON report writes a diagnostic as `Diagnostic` encodes it:
/// `{"file": …, "line": …, "column": …, "severity": …, "message": …}`, with `"rule"` when a rule raised it. Lines and
/// columns start at 1; 0 means the message names no line (or no column). The JSON shape is described in
/// `docs/JSON.md`.
extension Diagnostic {
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
                severity: severity, file: location.file, line: location.line, column: location.column,
                message: location.message)
        } else {
            self.init(severity: severity, file: file, line: 0, column: 0, message: locatedMessage)
        }
    }

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
