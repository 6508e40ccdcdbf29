/// Text and its presentation, for labels, text fields, text views and search bars.
public struct TextAttributes: Sendable, Hashable, Codable {
    /// `text=` or `<string key="text">` (multi-line text).
    public var text: String?
    /// A text field's `placeholder=`.
    public var placeholder: String?
    /// `<fontDescription key="fontDescription">` or AppKit's `<font key="font">`.
    public var font: Font?
    public var textColor: Color?
    /// `textAlignment=` (`natural`, `left`, `center`, `right`, `justified`).
    public var textAlignment: String?
    public var numberOfLines: Int?
    public var lineBreakMode: String?
    public var adjustsFontSizeToFit: Bool?
    public var minimumFontSize: Double?
    public var minimumScaleFactor: Double?
    public var baselineAdjustment: String?
    /// A text field's `borderStyle=`.
    public var borderStyle: String?

    public init() {}
}
