/// Text and its presentation, for labels, text fields, text views and search bars.
public struct TextAttributes: Sendable, Hashable, Codable {
    /// `text=` or `<string key="text">` (multi-line text).
    public var text: String?
    /// A text field's `placeholder=`.
    public var placeholder: String?
    /// `<fontDescription key="fontDescription">` or AppKit's `<font key="font">`.
    public var font: Font?
    /// `<color key="textColor">`.
    public var textColor: Color?
    /// `textAlignment=` (`natural`, `left`, `center`, `right`, `justified`).
    public var textAlignment: String?
    /// A label's `numberOfLines=`; 0 means no limit.
    public var numberOfLines: Int?
    /// `lineBreakMode=` (`tailTruncation`, `wordWrap`, `characterWrap`, `clip`, `headTruncation`,
    /// `middleTruncation`).
    public var lineBreakMode: String?
    /// `adjustsFontSizeToFit=`: the font shrinks so that the text fits.
    public var adjustsFontSizeToFit: Bool?
    /// `minimumFontSize=`: the smallest size the font shrinks to.
    public var minimumFontSize: Double?
    /// A label's `minimumScaleFactor=`: the smallest fraction of its size the font shrinks to.
    public var minimumScaleFactor: Double?
    /// A label's `baselineAdjustment=` (`alignBaselines`, `alignCenters`, `none`): where shrunk text
    /// sits vertically.
    public var baselineAdjustment: String?
    /// A text field's `borderStyle=`.
    public var borderStyle: TextBorderStyle?

    /// Creates text attributes with nothing set.
    @inlinable
    package init() {}
}
