import NibModel

/// A headless window (`NSWindow`): the title and the content view Interface Builder archives for it. A window
/// loaded from a nib is a top-level object (or, in a storyboard, its window controller's); lay out its views with
/// `contentView.layoutIfNeeded()`.
open class Window: NibObject {
    /// The view that fills the window's content area (`contentView`).
    public var contentView: View?
    /// The window's title (`title`): the nib's `title=`.
    public var title: String?

    /// The controller whose view is the window's content (`contentViewController`): setting it makes the
    /// controller's view the content view, at the content view's size, as AppKit does.
    public var contentViewController: ViewController? {
        didSet {
            guard let view = contentViewController?.view else { return }
            if let current = contentView {
                view.frame = Rect(x: 0, y: 0, width: current.frame.width, height: current.frame.height)
            }
            contentView = view
        }
    }

    public required init() { super.init() }

    /// Creates a window from a nib: its title and its archived content view.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        title = coder.object.title
        contentView = try coder.decodeObject(forKey: "contentView") as? View
    }
}

/// A headless window controller (`NSWindowController`) and the window a storyboard archives for it.
///
/// A headless ``Storyboard`` makes every scene's controller as a ``ViewController`` (AppKit's
/// `NSStoryboard.instantiateController` returns `Any`), so a window controller is one without a view: its ``window``
/// holds the views, and the controller its storyboard relationship names becomes the window's
/// ``Window/contentViewController`` (and one of ``ViewController/children``).
open class WindowController: ViewController {
    /// The window it manages (`window`): the one the storyboard archives for it under `key="window"`.
    public var window: Window?

    public required init() { super.init() }

    /// Creates a window controller from a storyboard: what a ``ViewController`` reads, and its archived window.
    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        window = try coder.decodeObject(forKey: "window") as? Window
    }
}
