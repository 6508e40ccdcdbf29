// The named values of a document's header (`DocumentHeader`, `Device`, `Dependency`) and connections (`Connection`).

/// The design device's `orientation=`.
public struct DeviceOrientation: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `portrait`.
    public static let portrait = Self(rawValue: "portrait")
    /// `landscape`.
    public static let landscape = Self(rawValue: "landscape")
}

/// The element of a `<dependencies>` entry.
public struct DependencyKind: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `plugIn`: Interface Builder's plug-in for the platform, with its build.
    public static let plugIn = Self(rawValue: "plugIn")
    /// `capability`: a feature the document uses (safe areas, named colors, …).
    public static let capability = Self(rawValue: "capability")
    /// `deployment`: the deployment target.
    public static let deployment = Self(rawValue: "deployment")
    /// `development`: the Xcode version that created it.
    public static let development = Self(rawValue: "development")
}

/// A segue's `kind=`: how the destination is shown.
public struct SegueKind: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `show`.
    public static let show = Self(rawValue: "show")
    /// `showDetail`.
    public static let showDetail = Self(rawValue: "showDetail")
    /// `presentation`: modal presentation.
    public static let presentation = Self(rawValue: "presentation")
    /// `popoverPresentation`.
    public static let popoverPresentation = Self(rawValue: "popoverPresentation")
    /// `embed`: a container view's child.
    public static let embed = Self(rawValue: "embed")
    /// `relationship`: a container controller's child (`relationship=` names which).
    public static let relationship = Self(rawValue: "relationship")
    /// `unwind`.
    public static let unwind = Self(rawValue: "unwind")
    /// `custom`.
    public static let custom = Self(rawValue: "custom")
    /// `push`: the pre-iOS 8 push.
    public static let push = Self(rawValue: "push")
    /// `modal`: the pre-iOS 8 modal.
    public static let modal = Self(rawValue: "modal")
    /// `replace`.
    public static let replace = Self(rawValue: "replace")
    /// `popover`.
    public static let popover = Self(rawValue: "popover")
}

/// A relationship segue's `relationship=`: which child of a container controller its destination is.
public struct SegueRelationship: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `rootViewController`: a navigation controller's first controller.
    public static let rootViewController = Self(rawValue: "rootViewController")
    /// `viewControllers`: one of a tab bar controller's (or a page controller's) children.
    public static let viewControllers = Self(rawValue: "viewControllers")
    /// `masterViewController`: a split view controller's primary column.
    public static let masterViewController = Self(rawValue: "masterViewController")
    /// `detailViewController`: a split view controller's secondary column.
    public static let detailViewController = Self(rawValue: "detailViewController")
}
