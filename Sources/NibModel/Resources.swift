/// The `<resources>` of a document: images with their sizes, named colors and system colors.
public struct Resources: Sendable, Hashable, Codable {
    /// Images (`<image name=…>`), with the sizes Interface Builder knew for them.
    public var images: [ImageResource]
    /// Asset-catalog colors (`<namedColor name=…>`), with the value Interface Builder resolved.
    public var namedColors: [NamedColor]
    /// System colors (`<systemColor name=…>`), with the value Interface Builder resolved.
    public var systemColors: [NamedColor]
    /// Elements of `<resources>` the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(
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
    /// `name=`: the image's name, as image attributes refer to it.
    public var name: String
    /// `width=`, in points.
    public var width: Double?
    /// `height=`, in points.
    public var height: Double?
    /// `catalog=` (`system` for an SF Symbol); nil when omitted.
    public var catalog: String?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(
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
    /// `name=`: the color's name (`AccentColor`, `systemBackgroundColor`, …).
    public var name: String
    /// The `<color>` Interface Builder resolved for it; nil when there is none the model can type.
    public var color: Color?
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent

    @inlinable
    package init(name: String, color: Color? = nil, untyped: UntypedContent = .init()) {
        self.name = name
        self.color = color
        self.untyped = untyped
    }
}
