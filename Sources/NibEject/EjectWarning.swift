import NibModel

/// Something of a document that the ejected code does not say, at its place in the document: the code has a
/// `// TODO` there.
public struct EjectWarning: Sendable, Hashable, CustomStringConvertible {
    /// The document's path, as given.
    public var file: String
    /// The line of the element in the document.
    public var line: Int
    /// What was left out and why.
    public var message: String

    /// A warning at `location` of the document at `file`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: warning: message`, as compilers write it.
    public var description: String { "\(file):\(line): warning: \(message)" }
}
