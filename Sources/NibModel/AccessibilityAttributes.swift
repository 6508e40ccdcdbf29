/// A view's accessibility as Interface Builder's identity inspector sets it: UIKit's
/// `<accessibility key="accessibilityConfiguration" identifier= label= hint=>` with its traits and `isElement`,
/// AppKit's `<accessibility identifier= description= help=>`.
public struct AccessibilityAttributes: Sendable, Hashable, Codable {
    /// `accessibilityIdentifier`, the name UI tests find the view by.
    public var identifier: String?
    /// `accessibilityLabel` (AppKit's `description=`).
    public var label: String?
    /// `accessibilityHint` (AppKit's `help=`).
    public var hint: String?
    /// `isAccessibilityElement` (UIKit's `<bool key="isElement">`); nil when the file does not say.
    public var isElement: Bool?
    /// The traits turned on (`<accessibilityTraits key="traits" button="YES" …>`): `button`, `staticText`, `image`, ….
    public var traits: [String]

    /// Accessibility with nothing set.
    @inlinable
    package init(
        identifier: String? = nil, label: String? = nil, hint: String? = nil, isElement: Bool? = nil,
        traits: [String] = []
    ) {
        self.identifier = identifier
        self.label = label
        self.hint = hint
        self.isElement = isElement
        self.traits = traits
    }
}
