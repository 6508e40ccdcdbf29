/// The images an image view shows (`image=`, `highlightedImage=`), by resource name.
public struct ImageAttributes: Sendable, Hashable, Codable {
    /// `image=`: the name of the image shown.
    public var image: String?
    /// `highlightedImage=`: the name of the image shown while highlighted.
    public var highlightedImage: String?
    /// `catalog=` when the image is an SF Symbol (`system`) or from another catalog.
    public var catalog: String?

    /// No images. Apart from the initializer below because assigning an optional that holds references makes the compiler (Swift 6.3) copy the whole value once more where it is inlined.
    @inlinable
    package init() {}

    @inlinable
    package init(image: String? = nil, highlightedImage: String? = nil, catalog: String? = nil) {
        self.image = image
        self.highlightedImage = highlightedImage
        self.catalog = catalog
    }
}
