import NibModel

/// Where a declaration is: a file and a 1-based line and column.
public struct SourceFileLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// The place at `line` and `column` of `file`.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// The language a source file is written in, from its extension.
public enum SourceLanguage: String, Sendable, Hashable, Codable {
    /// Swift (`.swift`).
    case swift
    /// Objective-C (`.h`, `.m`, `.mm`).
    case objectiveC

    /// `.swift` is Swift; `.h`, `.m` and `.mm` are Objective-C; anything else is not a source file.
    init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "h", "m", "mm": self = .objectiveC
        default: return nil
        }
    }
}

extension Diagnostic {
    /// A warning in a source file, at a line and column or (0, 0) for the whole file: the index goes on past every
    /// problem it reports.
    package init(warningIn file: String, line: Int = 0, column: Int = 0, message: String) {
        self.init(severity: .warning, file: file, line: line, column: column, message: message)
    }

    /// A warning at a place in a source file.
    package init(warningAt location: SourceFileLocation, message: String) {
        self.init(warningIn: location.file, line: location.line, column: location.column, message: message)
    }
}
