/// A named value of a document: an element name or an enumerated attribute (`axis="vertical"`), kept as the document
/// writes it, with constants for the names code reads. Open and lossless: a name without a constant is kept and
/// compares unequal to every constant. Encodes as its name (a JSON string) and prints as its name.
public protocol DocumentValue: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible
where RawValue == String {
    /// The value with a name, known or not.
    init(rawValue: String)
}

extension DocumentValue {
    /// The name as the document writes it.
    public var description: String { rawValue }
}
