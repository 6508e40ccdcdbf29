/// A rectangle a view defines for layout without a view of its own (`UILayoutGuide`): the safe area, the layout
/// margins, a scroll view's content and frame guides.
public final class LayoutGuide {
    /// `safeArea`, `layoutMargins`, `contentLayoutGuide`, `frameLayoutGuide`, `top`, `bottom`, or a custom name.
    public var identifier: String
    public internal(set) weak var owningView: View?

    public init(identifier: String) {
        self.identifier = identifier
    }
}
