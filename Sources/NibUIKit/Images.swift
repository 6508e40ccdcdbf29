import NibHeadless

/// `UIImage`: an image of the asset catalog by name, and its size in points when the catalog's sizes are known
/// (``register(_:size:)``), which sizes the image views and buttons that show it.
public struct UIImage: Hashable, Sendable {
    /// The image's name in the asset catalog.
    public var name: String
    /// The image's size in points, when known.
    public var size: Size?

    /// `UIImage(named:)`: the image of that name, with the size registered for it.
    public init?(named name: String) {
        self.name = name
        size = CodeImageSizes.size(named: name)
    }

    /// `UIImage(systemName:)`: an SF Symbol by name.
    public init?(systemName name: String) { self.init(named: name) }

    /// Tells images by `name` their size, as an app's asset catalog would (a verification harness registers the sizes
    /// a document lists in its resources).
    public static func register(_ name: String, size: Size) {
        CodeImageSizes.register(name, size: size)
    }
}

extension ImageView {
    /// `UIImageView(image:)`: an image view showing `image`.
    public convenience init(image: UIImage?) {
        self.init()
        self.image = image
    }

    /// `image`: the image it shows, by name and size.
    public var image: UIImage? {
        get { imageName.map { UIImage(name: $0, size: imageSize) } }
        set {
            imageName = newValue?.name
            imageSize = newValue?.size
        }
    }
}

extension UIImage {
    init(name: String, size: Size?) {
        self.name = name
        self.size = size
    }
}
