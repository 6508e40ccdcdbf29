/// A layout guide a view or view controller declares: `safeArea`, a scroll view's `contentLayoutGuide` and
/// `frameLayoutGuide` (`<viewLayoutGuide key=…>`), the keyboard's (`<keyboardLayoutGuide key="keyboard">`), or a
/// legacy top/bottom layout guide (`<viewControllerLayoutGuide type="top">`).
public struct LayoutGuide: Sendable, Hashable, Codable {
    /// The guide's `id=`, which constraints name as an item.
    public var id: String
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide`, `keyboard`, or `top`/`bottom` for legacy guides.
    public var key: String
    /// `true` for the legacy `viewControllerLayoutGuide`.
    public var isLegacy: Bool
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent
    /// Where the guide's element starts in the file.
    public var location: SourceLocation

    @inlinable
    package init(
        id: String, key: String, isLegacy: Bool = false, untyped: UntypedContent = UntypedContent(),
        location: SourceLocation = SourceLocation(line: 0, column: 0)
    ) {
        self.id = id
        self.key = key
        self.isLegacy = isLegacy
        self.untyped = untyped
        self.location = location
    }
}
