import NibModel

/// A headless view controller: the view it owns in a storyboard or nib, and its title.
open class ViewController: NibObject {
    public var view: View?
    public var title: String?
    public var storyboardIdentifier: String?

    public required init() { super.init() }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        title = coder.object.title
        storyboardIdentifier = coder.object.storyboardIdentifier
        view = try coder.decodeObject(forKey: "view") as? View
    }
}
