import NibHeadless

/// `NSImage`: an image of the asset catalog by name, and its size in points when the catalog's sizes are known
/// (``register(_:size:)``), which sizes the image views that show it.
public struct NSImage: Hashable, Sendable {
    /// The image's name in the asset catalog.
    public var name: String
    /// The image's size in points, when known.
    public var size: Size?

    /// `NSImage(named:)`: the image of that name, with the size registered for it.
    public init?(named name: String) {
        self.name = name
        size = CodeImageSizes.size(named: name)
    }

    /// Tells images by `name` their size, as an app's asset catalog would (a verification harness registers the sizes
    /// a document lists in its resources).
    public static func register(_ name: String, size: Size) {
        CodeImageSizes.register(name, size: size)
    }
}

/// `NSImageView`: a headless ``ImageView`` in AppKit's coordinates, as large as its image.
open class NSImageView: ImageView {
    public required init() {
        super.init()
        isFlipped = false
    }

    public override init(frame frameRect: Rect) {
        super.init(frame: frameRect)
        isFlipped = false
    }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// `image`: the image it shows, by name and size.
    public var image: NSImage? {
        get { imageName.map { NSImage(name: $0, size: imageSize) } }
        set {
            imageName = newValue?.name
            imageSize = newValue?.size
        }
    }
}

extension NSImage {
    init(name: String, size: Size?) {
        self.name = name
        self.size = size
    }
}
