import NibModel

/// The three text fields AppKit makes in one call, and what each has that the document may change: a label
/// (`NSTextField(labelWithString:)`), a wrapping label (`wrappingLabelWithString:`) and an editable field
/// (`NSTextField(string:)`).
struct TextFieldKind: Sendable {
    var initializer: String
    var isSelectable: Bool
    var isBezeled: Bool
    var lineBreakMode: String
    var textColor: String

    static let label = Self(
        initializer: "labelWithString", isSelectable: false, isBezeled: false, lineBreakMode: "clipping",
        textColor: "labelColor")
    static let wrappingLabel = Self(
        initializer: "wrappingLabelWithString", isSelectable: true, isBezeled: false, lineBreakMode: "wordWrapping",
        textColor: "labelColor")
    static let field = Self(
        initializer: "string", isSelectable: true, isBezeled: true, lineBreakMode: "clipping",
        textColor: "controlTextColor")

    /// The kind a document's text field is made as: an editable one a field, one that wraps its text a wrapping
    /// label, any other a label.
    static func of(_ object: IBObject) -> Self {
        let cell = object.cell?.appKitCell
        if cell?.isEditable == true { return .field }
        guard cell?.isScrollable != true, cell?.usesSingleLineMode != true else { return .label }
        switch cell?.lineBreakMode {
        case nil, .wordWrapping?, .charWrapping?: return .wrappingLabel
        default: return .label
        }
    }

    /// `NSTextField(labelWithString: "Name")`, as ``AppKitClasses`` makes it.
    @Sendable static func make(_ object: IBObject) -> String {
        "NSTextField(\(of(object).initializer): \(SwiftNames.literal(object.appKitTitle ?? "")))"
    }
}
