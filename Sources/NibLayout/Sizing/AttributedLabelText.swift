import NibModel
import NibTextMetrics

/// The text a label shows from its attributed text (`usesAttributedText="YES"`, `<attributedString
/// key="attributedText">`): its fragments' content, joined, in their font and their paragraph style's line metrics.
struct AttributedLabelText: Equatable {
    /// The fragments' content, joined.
    var text: String
    /// The font of the fragments (`<font key="NSFont">`); nil when they name none.
    var font: Font?
    /// The line metrics of the fragments' paragraph style.
    var paragraph: ParagraphLineMetrics

    /// The paragraph style attributes that set the space between paragraphs, not modelled here: a label with either
    /// is not read.
    static let paragraphSpacing: Set<String> = ["paragraphSpacing", "paragraphSpacingBefore"]

    /// The attributed text of `label`, when it shows one in one font and one paragraph style (fragments in several,
    /// or with spacing between paragraphs: nil).
    init?(of label: IBObject) {
        guard label.uiKit?.usesAttributedText == true,
            let string = label.untyped.element(forKey: "attributedText"), string.name == "attributedString"
        else { return nil }
        var text = ""
        var style: (font: Font?, paragraph: ParagraphLineMetrics)?
        for case .element(let fragment) in string.children where fragment.name == "fragment" {
            // A content of several lines is kept as `<string key="content">`.
            guard
                let content = fragment[attribute: "content"]
                    ?? Self.child(of: fragment, named: "string")
                    .map({ $0.text ?? "" })
            else { return nil }
            text += content
            let attributes = Self.child(of: fragment, named: "attributes")
            let paragraphStyle = attributes.flatMap { Self.child(of: $0, named: "paragraphStyle") }
            if let paragraphStyle,
                paragraphStyle.attributes.contains(where: { Self.paragraphSpacing.contains($0.name) })
            {
                return nil
            }
            let fragmentStyle = (
                font: attributes.flatMap { Self.child(of: $0, named: "font") }.map(Self.font(of:)),
                paragraph: paragraphStyle.map(Self.lineMetrics(of:)) ?? .natural
            )
            // One font and one paragraph style throughout.
            if let style, style != fragmentStyle { return nil }
            style = fragmentStyle
        }
        guard let style else { return nil }
        self.text = text
        self.font = style.font
        self.paragraph = style.paragraph
        self.paragraph.usesFontLeading = true
    }

    /// A `<paragraphStyle key="NSParagraphStyle">`'s line metrics.
    private static func lineMetrics(of style: Element) -> ParagraphLineMetrics {
        func value(_ name: String) -> Double { style[attribute: name].flatMap(Double.init) ?? 0 }
        return ParagraphLineMetrics(
            lineHeightMultiple: value("lineHeightMultiple"), minimumLineHeight: value("minimumLineHeight"),
            maximumLineHeight: value("maximumLineHeight"), lineSpacing: value("lineSpacing"))
    }

    /// The first child element named `name`.
    private static func child(of element: Element, named name: String) -> Element? {
        for case .element(let child) in element.children where child.name == name { return child }
        return nil
    }

    /// A `<font key="NSFont">`: UIKit's documents write it in AppKit's form (`metaFont="system" size="15"`,
    /// `name="HelveticaNeue-Light" size="14"`).
    private static func font(of element: Element) -> Font {
        Font(
            type: element[attribute: "type"].map(FontType.init),
            pointSize: (element[attribute: "size"] ?? element[attribute: "pointSize"]).flatMap(Double.init),
            weight: element[attribute: "weight"].map(FontWeight.init), name: element[attribute: "name"],
            family: element[attribute: "family"],
            style: element[attribute: "style"], textStyle: element[attribute: "textStyle"],
            metaFont: element[attribute: "metaFont"].map(MetaFont.init))
    }
}
