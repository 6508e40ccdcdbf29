/// A problem met while reading a source file: where, what, and what to do about it.
public struct SourceIndexDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public var location: SourceFileLocation
    public var message: String

    public init(location: SourceFileLocation, message: String) {
        self.location = location
        self.message = message
    }

    public var description: String { "\(location): \(message)" }
}
