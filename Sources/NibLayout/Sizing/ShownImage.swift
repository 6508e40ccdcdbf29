import NibModel

extension IBObject {
    /// The name of the image this image view or image button shows: UIKit keeps it on the view, AppKit on the view's
    /// cell; either as `image=` or, for an SF Symbol, as an `<imageReference key="image">`.
    public var shownImageName: String? {
        for holder in [self, child(forKey: "cell")].compactMap({ $0 }) {
            if let name = holder.image?.image ?? holder.untyped.element(forKey: "image")?[attribute: "image"] {
                return name
            }
        }
        return nil
    }

    /// The size the document's `resources` list for the image this view shows, when it lists one.
    public func shownImageSize(in resources: [ImageResource]) -> Size? {
        guard let name = shownImageName else { return nil }
        return resources.first { $0.name == name }?.listedSize
    }
}

extension ImageResource {
    /// The size Interface Builder listed for the image, when it listed both sides.
    var listedSize: Size? {
        guard let width, let height else { return nil }
        return Size(width: width, height: height)
    }
}
