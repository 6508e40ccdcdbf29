/// Stores an optional value out of line, in a shared immutable box, so that the struct holding it stays small and
/// cheap to move; nil costs no allocation. ``IBObject`` keeps its attribute groups this way: most objects have
/// only some of them, and a document holds thousands of objects.
///
/// Value semantics are kept: setting the wrapped value puts a new box in place; boxes are never mutated.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable>: Sendable {
    @usableFromInline
    final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    @usableFromInline var box: Box?

    /// No value: allocates nothing, and moves no large optional through the initializer.
    @inlinable
    public init() {
        box = nil
    }

    /// Boxes `wrappedValue`; nil allocates nothing.
    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    /// The stored value; setting it puts a new box in place.
    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}

extension OutOfLine: Equatable where Wrapped: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension OutOfLine: Hashable where Wrapped: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension OutOfLine: Codable where Wrapped: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(Wrapped.self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue { try container.encode(value) } else { try container.encodeNil() }
    }
}

extension KeyedEncodingContainer {
    /// Leaves an absent value out of the encoding, as synthesized `Codable` does for plain optionals.
    mutating func encode<Wrapped: Codable & Sendable>(_ value: OutOfLine<Wrapped>, forKey key: Key) throws {
        if let wrapped = value.wrappedValue { try encode(wrapped, forKey: key) }
    }
}

extension KeyedDecodingContainer {
    /// Reads an absent key as nil, as synthesized `Codable` does for plain optionals.
    func decode<Wrapped: Codable & Sendable>(_ type: OutOfLine<Wrapped>.Type, forKey key: Key) throws
        -> OutOfLine<Wrapped>
    {
        OutOfLine(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))
    }
}
