extension NibObject {
    /// The view at the top of what this object holds, which its layout starts from: the object itself when it is a
    /// view, a view controller's view, a window's content view, a window controller's window's content view; nil
    /// for other objects.
    public var rootView: View? {
        switch self {
        case let view as View: view
        case let controller as WindowController: controller.window?.contentView
        case let controller as ViewController: controller.view
        case let window as Window: window.contentView
        default: nil
        }
    }
}
