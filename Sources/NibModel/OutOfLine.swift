/// Stores an optional value out of line, in a box that copies share, so that the struct holding it stays small and
/// cheap to move; nil costs no allocation. ``IBObject`` keeps its attribute groups this way: most objects have
/// only some of them, and a document holds thousands of objects.
///
/// Value semantics are kept: setting the wrapped value puts a new box in place, and a box is changed in place (by
/// the decoder, which builds a group in its box) only while nothing else refers to it.
@propertyWrapper
public struct OutOfLine<Wrapped: Sendable>: Sendable {
    @usableFromInline
    final class Box: @unchecked Sendable {  // changed only while uniquely referenced
        @usableFromInline @exclusivity(unchecked) var value: Wrapped
        @inlinable init(_ value: Wrapped) { self.value = value }
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

/// A group of attributes stored out of line: empty until the file sets one of them.
@usableFromInline
package protocol AttributeGroup: Sendable {
    /// The group with nothing set.
    static var empty: Self { get }
}

extension OutOfLine where Wrapped: AttributeGroup {
    /// The stored group, to change in place: an empty group is put in place first when there is none, and a box that
    /// is shared is copied first.
    @inlinable
    package var inPlace: Wrapped {
        get { box?.value ?? .empty }
        _modify {
            if box == nil || !isKnownUniquelyReferenced(&box!) { makeOwnBox() }
            yield &box.unsafelyUnwrapped.value
        }
    }

    /// Puts a box of this value's own in place: of an empty group when there is none, of a copy when it is shared.
    @inlinable @inline(never)
    mutating func makeOwnBox() {
        if let shared = box {
            box = Box(shared.value)
        } else {
            box = Box(.empty)
        }
    }

    /// Puts an empty group in place.
    @inlinable
    package mutating func makeEmpty() {
        box = Box(.empty)
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

extension ViewAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension TextAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension ControlAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension ButtonAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension StackAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension ImageAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension AppKitCellAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension AppKitViewAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension GridAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}

extension UIKitAttributes: AttributeGroup {
    @inlinable package static var empty: Self { Self() }
}
