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
    /// Whether the document gave a value that is not Swift's to say (a case its enumeration does not have, a number
    /// that does not parse, a name that is not an identifier): code leaves it out, and `nib eject --verify` does not
    /// build a file that had one, since such a value may be a document's attempt to put code of its own there.
    public var rejectsValue: Bool

    /// A warning at `location` of the document at `file`; a message longer than a comment of ejected code holds
    /// (300 characters: it quotes the document) is cut as the comment is.
    public init(file: String, line: Int, message: String, rejectsValue: Bool = false) {
        self.file = file
        self.line = line
        self.message = SwiftComment.cut(message)
        self.rejectsValue = rejectsValue
    }

    /// `file:line: warning: message`, as compilers write it.
    public var description: String { "\(file):\(line): warning: \(message)" }
}
