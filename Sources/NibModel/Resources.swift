/// The `<resources>` of a document: images with their sizes, named colors and system colors.
public struct Resources: Sendable, Hashable, Codable {
    public var images: [ImageResource]
    /// Asset-catalog colors (`<namedColor name=…>`), with the value Interface Builder resolved.
    public var namedColors: [NamedColor]
    /// System colors (`<systemColor name=…>`), with the value Interface Builder resolved.
    public var systemColors: [NamedColor]
    public var untyped: UntypedContent

    public init(
        images: [ImageResource] = [], namedColors: [NamedColor] = [], systemColors: [NamedColor] = [],
        untyped: UntypedContent = UntypedContent()
    ) {
        self.images = images
        self.namedColors = namedColors
        self.systemColors = systemColors
        self.untyped = untyped
    }
}

/// An image a document uses, with the size Interface Builder knew for it.
public struct ImageResource: Sendable, Hashable, Codable {
    public var name: String
    public var width: Double?
    public var height: Double?
    public var catalog: String?
    public var untyped: UntypedContent

    public init(
        name: String, width: Double? = nil, height: Double? = nil, catalog: String? = nil,
        untyped: UntypedContent = .init()
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.catalog = catalog
        self.untyped = untyped
    }
}

/// A named color and the value Interface Builder resolved for it.
public struct NamedColor: Sendable, Hashable, Codable {
    public var name: String
    public var color: Color?
    public var untyped: UntypedContent

    public init(name: String, color: Color? = nil, untyped: UntypedContent = .init()) {
        self.name = name
        self.color = color
        self.untyped = untyped
    }
}
