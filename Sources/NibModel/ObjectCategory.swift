/// What role an archived object plays, derived from its element name (and, for AppKit's File's Owner, its id).
public enum ObjectCategory: String, Sendable, Hashable, Codable {
    /// File's Owner, First Responder, the application, or an external object: not created by the nib.
    case placeholder
    /// A view (`view`, `label`, `customView`, `tableViewCell`, …).
    case view
    /// A view controller of any kind (`viewController`, `navigationController`, `windowController`, …).
    case viewController
    /// A plain object created by the nib (`customObject`, `object`).
    case customObject
    /// A gesture recognizer.
    case gestureRecognizer
    /// An AppKit cell (`buttonCell`, `textFieldCell`, …).
    case cell
    /// A bar item (`navigationItem`, `barButtonItem`, `tabBarItem`, `toolbarItem`, `menuItem`).
    case item
    /// Any other object with an id (`window`, `menu`, `collectionViewFlowLayout`, controllers, formatters, …).
    case other
}

/// Which placeholder an object is.
public enum PlaceholderRole: Sendable, Hashable, Codable {
    /// File's Owner (`IBFilesOwner`; on macOS the `customObject` with id `-2`).
    case filesOwner
    /// First Responder (`IBFirstResponder`; macOS id `-1`).
    case firstResponder
    /// The application (macOS id `-3`).
    case application
    /// A storyboard scene's Exit (unwind segue target).
    case exit
    /// An external object, by its identifier (passed in the options of `instantiate(withOwner:options:)`).
    case external(String)
}
