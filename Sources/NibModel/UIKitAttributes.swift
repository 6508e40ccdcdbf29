/// What a UIKit view or view controller says beyond the other groups that decides its layout: how a controller's
/// view extends under bars and which bars a navigation controller shows, a bar's translucency, the style of a table
/// view or activity indicator, a table view cell's accessory, and a few view flags. The names mean the same on
/// whatever object writes them; `style=` is typed only on table views and activity indicators, whose styles these are.
public struct UIKitAttributes: Sendable, Hashable, Codable {
    /// A label's `usesAttributedText=`: it shows its `<attributedString key="attributedText">`.
    public var usesAttributedText: Bool?
    /// A view controller's `extendedLayoutIncludesOpaqueBars=`: its view extends under opaque bars too.
    public var extendedLayoutIncludesOpaqueBars: Bool?
    /// A view controller's `hidesBottomBarWhenPushed=`: pushed onto a navigation stack, it hides the tab bar.
    public var hidesBottomBarWhenPushed: Bool?
    /// A navigation controller's `navigationBarHidden=`.
    public var isNavigationBarHidden: Bool?
    /// A navigation controller's `toolbarHidden=`.
    public var isToolbarHidden: Bool?
    /// A navigation bar's, toolbar's or tab bar's `translucent=`.
    public var isTranslucent: Bool?
    /// A table view's `style=` (`UITableView.Style`).
    public var tableViewStyle: TableViewStyle?
    /// A table view cell's `accessoryType=` (`UITableViewCell.AccessoryType`).
    public var accessoryType: TableViewCellAccessoryType?
    /// An activity indicator's `style=` (`UIActivityIndicatorView.Style`).
    public var activityIndicatorStyle: ActivityIndicatorStyle?
    /// An activity indicator's `hidesWhenStopped=`.
    public var hidesWhenStopped: Bool?
    /// A scroll view's, table view's, collection view's or text view's `scrollEnabled=`.
    public var isScrollEnabled: Bool?

    /// Creates UIKit attributes with nothing set.
    @inlinable
    package init() {}
}

// The named values of UIKit attributes. Each type holds a name as the document writes it, with constants for the
// common names; a name without a constant is kept as written, so that decoding stays lossless, and compares unequal
// to every constant. Each encodes as its name, a JSON string.

/// A table view's `style=` (`UITableView.Style`); a table view that writes none is plain.
public struct TableViewStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `plain`.
    public static let plain = Self(rawValue: "plain")
    /// `grouped`.
    public static let grouped = Self(rawValue: "grouped")
    /// `insetGrouped`.
    public static let insetGrouped = Self(rawValue: "insetGrouped")
}

/// A table view cell's `accessoryType=` (`UITableViewCell.AccessoryType`).
public struct TableViewCellAccessoryType: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `none`.
    public static let none = Self(rawValue: "none")
    /// `disclosureIndicator`.
    public static let disclosureIndicator = Self(rawValue: "disclosureIndicator")
    /// `detailDisclosureButton`.
    public static let detailDisclosureButton = Self(rawValue: "detailDisclosureButton")
    /// `checkmark`.
    public static let checkmark = Self(rawValue: "checkmark")
    /// `detailButton`.
    public static let detailButton = Self(rawValue: "detailButton")
}

/// An activity indicator's `style=` (`UIActivityIndicatorView.Style`).
public struct ActivityIndicatorStyle: DocumentValue {
    /// The name as the document writes it.
    public var rawValue: String

    /// The value with a name, known or not.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// `medium`.
    public static let medium = Self(rawValue: "medium")
    /// `large`.
    public static let large = Self(rawValue: "large")
    /// `white`.
    public static let white = Self(rawValue: "white")
    /// `whiteLarge`.
    public static let whiteLarge = Self(rawValue: "whiteLarge")
    /// `gray`.
    public static let gray = Self(rawValue: "gray")
}
