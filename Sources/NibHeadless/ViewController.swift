import NibModel

/// A headless view controller: the view it owns in a storyboard or nib, and its title.
open class ViewController: NibObject {
    /// The root view (`view`): the one the nib or scene archives under `key="view"`, made with the controller; nil when
    /// there is none (there is no `loadView()`).
    public var view: View?
    /// The controller's title (`title`): the nib's `title=`.
    public var title: String?
    /// The identifier ``Storyboard/instantiateViewController(withIdentifier:)`` makes it by: the scene's
    /// `storyboardIdentifier=`.
    public var storyboardIdentifier: String?
    /// The storyboard it was made from by ``Storyboard``, if any (`storyboard`).
    public internal(set) var storyboard: Storyboard?
    /// The controllers a container holds (`children`): a navigation controller's root, a tab bar controller's tabs,
    /// in the order of the storyboard's relationships.
    public internal(set) var children: [ViewController] = []

    /// The legacy top layout guide (`topLayoutGuide`): from the top of the view down to the bottom of the bars above
    /// it, the height of the view's top safe area inset. Nil without a view.
    public var topLayoutGuide: LayoutGuide? { view?.guide("top") }

    /// The legacy bottom layout guide (`bottomLayoutGuide`): from the top of the bars below the view down to its
    /// bottom. Nil without a view.
    public var bottomLayoutGuide: LayoutGuide? { view?.guide("bottom") }

    public required init() { super.init() }

    /// Creates a controller from a nib or storyboard scene: its title, storyboard identifier and root view.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        title = coder.object.title
        storyboardIdentifier = coder.object.storyboardIdentifier
        view = try coder.decodeObject(forKey: "view") as? View
    }
}
