import NibLayout
import NibModel

/// A headless image view (`UIImageView`), holding its image by resource name.
open class ImageView: View {
    /// The name of the image it shows (`image`), by resource name: the nib's `image=` on a UIKit image view, or on
    /// an AppKit image view's cell, or the SF Symbol its `<imageReference>` names.
    public var imageName: String?
    /// The name of the image it shows when highlighted (`highlightedImage`): the nib's `highlightedImage=`.
    public var highlightedImageName: String?
    /// The size of the image it shows (`image.size`): its natural size. Loaded from a nib, the size the nib's
    /// resources list for the image; set it with the image in code.
    public var imageSize: Size?

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates an image view from a nib: its image names and the size the nib's resources list for its image.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        imageName = coder.object.shownImageName
        highlightedImageName = coder.object.image?.highlightedImage
        imageSize = coder.object.shownImageSize(in: coder.instantiator.document.resources.images)
    }

    /// As large as its image; without one, no size of its own.
    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        guard let imageSize else { return super.intrinsicContentSize }
        return (imageSize.width, imageSize.height)
    }
}
