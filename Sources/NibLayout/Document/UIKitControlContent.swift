import NibModel

extension IBObject {
    /// A text field that hides its text (`<textInputTraits key="textInputTraits" secureTextEntry="YES"/>`).
    public var isSecureTextEntry: Bool {
        untyped.element(forKey: "textInputTraits")?[attribute: "secureTextEntry"] == "YES"
    }

    /// A large activity indicator: its style (`large`, `whiteLarge`) says so.
    public var isLargeActivityIndicator: Bool {
        untyped[attribute: "style"]?.lowercased().contains("large") ?? false
    }

    /// Whether a text view scrolls (`scrollEnabled=`, YES unless the document says NO).
    public var isScrollEnabled: Bool { untyped[attribute: "scrollEnabled"] != "NO" }

    /// A UIKit button's padding around its title (`<inset key="contentEdgeInsets">`), when the document sets it.
    public var contentEdgeInsets: EdgeInsets? {
        guard case .insets(let insets) = value(forKey: "contentEdgeInsets") else { return nil }
        return insets
    }
}
