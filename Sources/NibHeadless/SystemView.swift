import NibLayout
import NibModel

/// A headless system view whose size does not depend on its content (`UIActivityIndicatorView`, `UIProgressView`,
/// `UISearchBar`): it has UIKit's fixed size for its ``kind`` and its nib's Interface Builder generation.
open class SystemView: View {
    /// Which system view this is, by the document's element name (`activityIndicatorView`, `progressView`,
    /// `searchBar`).
    public var kind: ElementKind?
    /// A large activity indicator (37 pt instead of 20): its style's name has "large" in it.
    public var isLarge = false

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    /// Creates the view from a nib: its ``kind`` and whether its `style=` is a large one.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        kind = coder.object.element
        isLarge = coder.object.isLargeActivityIndicator
    }

    open override var intrinsicContentSize: (width: Double?, height: Double?) {
        guard let size = sizing.fixedSize(of: kind, isLarge: isLarge) else { return super.intrinsicContentSize }
        return (size.width, size.height)
    }
}
