/// A rectangle a view defines for layout without a view of its own (`UILayoutGuide`): the safe area, the layout
/// margins, a scroll view's content and frame guides.
public final class LayoutGuide {
    /// `safeArea`, `layoutMargins`, `contentLayoutGuide`, `frameLayoutGuide`, `top`, `bottom`, or a custom name.
    public var identifier: String
    /// The view that owns the guide (`owningView`), held weakly: set by ``View/addLayoutGuide(_:)``.
    public internal(set) weak var owningView: View?

    /// Creates a guide with an identifier (empty, as UIKit's `UILayoutGuide()` has, when none is given), owned by no
    /// view until one adds it (``View/addLayoutGuide(_:)``).
    public init(identifier: String = "") {
        self.identifier = identifier
    }
}
