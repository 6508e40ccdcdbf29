import NibModel

/// A headless image view (`UIImageView`), holding its image by resource name.
open class ImageView: View {
    public var imageName: String?
    public var highlightedImageName: String?

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        imageName = coder.object.image?.image
        highlightedImageName = coder.object.image?.highlightedImage
    }
}
