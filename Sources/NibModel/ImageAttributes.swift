/// The images an image view shows (`image=`, `highlightedImage=`), by resource name.
public struct ImageAttributes: Sendable, Hashable, Codable {
    /// `image=`: the name of the image shown.
    public var image: String?
    /// `highlightedImage=`: the name of the image shown while highlighted.
    public var highlightedImage: String?
    /// `catalog=` when the image is an SF Symbol (`system`) or from another catalog.
    public var catalog: String?

    @inlinable
    package init(image: String? = nil, highlightedImage: String? = nil, catalog: String? = nil) {
        self.image = image
        self.highlightedImage = highlightedImage
        self.catalog = catalog
    }
}
