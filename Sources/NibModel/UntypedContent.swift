/// What a node of the file says that the model has no typed field for, kept as written so that nothing is lost.
public struct UntypedContent: Sendable, Hashable, Codable {
    /// Attributes in file order.
    public var attributes: [Attribute]
    /// Child elements in file order.
    public var elements: [Element]

    @inlinable
    public init(attributes: [Attribute] = [], elements: [Element] = []) {
        self.attributes = attributes
        self.elements = elements
    }

    /// `true` when the node had nothing untyped.
    public var isEmpty: Bool { attributes.isEmpty && elements.isEmpty }

    /// The value of an untyped attribute, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }

    /// The first untyped child element with `key="…"` set to `key` (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics"/>`), if any.
    public func element(forKey key: String) -> Element? {
        elements.first { $0[attribute: "key"] == key }
    }
}

/// One XML attribute kept as written (entities decoded).
public struct Attribute: Sendable, Hashable, Codable {
    /// The attribute's name.
    public var name: String
    /// The attribute's value, entities decoded.
    public var value: String

    @inlinable
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An XML element kept as written. Objects found inside it (elements with an `id`) are still decoded as
/// typed ``IBObject``s, so a walk of the document finds every object.
public struct Element: Sendable, Hashable, Codable {
    /// The element name.
    public var name: String
    /// Attributes in file order.
    public var attributes: [Attribute]
    /// Character data of the element, when it has any that is not indentation.
    public var text: String?
    /// Child elements in file order, with the objects among them (elements with an `id`) typed as ``IBObject``s.
    public var children: [Child]
    /// Where the element starts in the file.
    public var location: SourceLocation

    /// An element with its name and location and nothing else yet, for the decoder to fill in. Apart from the
    /// initializer below because assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init(name: String, location: SourceLocation) {
        self.name = name
        attributes = []
        children = []
        self.location = location
    }

    @inlinable
    package init(
        name: String, attributes: [Attribute] = [], text: String? = nil, children: [Child] = [],
        location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
        self.location = location
    }

    /// A child of an untyped element: another untyped element, or a typed object.
    public indirect enum Child: Sendable, Hashable, Codable {
        case element(Element)
        case object(IBObject)
    }

    /// The value of an attribute, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }
}
