/// A position in an Interface Builder document, 1-based, as an editor shows it.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The line number, starting at 1.
    public var line: Int
    /// The column (in UTF-8 bytes), starting at 1.
    public var column: Int

    /// Creates a location from a 1-based line and column.
    @inlinable
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
