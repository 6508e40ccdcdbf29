/// A protocol the sources declare, with the protocols it inherits: a class that adopts it adopts them too
/// (`protocol CardCell: NibReusable`).
public struct SourceProtocol: Sendable, Hashable, Codable {
    public var name: String
    public var inherited: [String]
    public var location: SourceFileLocation

    package init(name: String, inherited: [String], location: SourceFileLocation) {
        self.name = name
        self.inherited = inherited
        self.location = location
    }
}
