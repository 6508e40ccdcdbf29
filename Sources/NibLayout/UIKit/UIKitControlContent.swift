import NibModel

extension IBObject {
    /// A text field that hides its text (`<textInputTraits key="textInputTraits" secureTextEntry="YES"/>`).
    public var isSecureTextEntry: Bool {
        untyped.element(forKey: "textInputTraits")?[attribute: "secureTextEntry"] == "YES"
    }

    /// A large activity indicator: its style (`large`, `whiteLarge`) says so.
    public var isLargeActivityIndicator: Bool {
        uiKit?.activityIndicatorStyle?.rawValue.lowercased().contains("large") ?? false
    }

    /// Whether a text view scrolls (`scrollEnabled=`, YES unless the document says NO).
    public var isScrollEnabled: Bool { uiKit?.isScrollEnabled != false }

    /// A UIKit button's padding around its title (`<inset key="contentEdgeInsets">`), when the document sets it.
    public var contentEdgeInsets: EdgeInsets? {
        guard case .insets(let insets) = value(forKey: "contentEdgeInsets") else { return nil }
        return insets
    }

    /// The size of the image a UIKit button shows in its normal state, as the document's `resources` list it; nil for
    /// none, one not listed, or an SF Symbol (whose listed size is its drawing canvas, not the size it is shown at).
    public func buttonImageSize(in resources: [ImageResource]) -> Size? {
        guard let normal = button?.states.first(where: { $0.state == .normal }),
            let name = normal.image ?? normal.untyped.element(forKey: "image")?[attribute: "image"],
            let image = resources.first(where: { $0.name == name }), image.catalog != "system"
        else { return nil }
        return image.listedSize
    }
}
