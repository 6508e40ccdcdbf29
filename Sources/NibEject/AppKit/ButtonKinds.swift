import NibModel

/// The buttons of an AppKit document by their cell's `type=`: how code makes each (a push button, a check box or a
/// radio button in one call, any other as a push button given its bezel) and the button type it sets.
enum ButtonKinds {
    struct Row: Sendable {
        /// The cell's `type=`.
        var type: String
        /// `NSButton(checkboxWithTitle:target:action:)`'s first label; `title` for any other.
        var initializer: String
        /// The bezel the initializer gives (`NSButton.BezelStyle`), which the document's replaces.
        var bezelStyle: String
        /// `setButtonType(_:)`'s argument, nil for a momentary push button (what the initializer makes).
        var buttonType: String?
    }

    static let rows: [Row] = [
        Row(type: "push", initializer: "title", bezelStyle: "rounded"),
        Row(type: "check", initializer: "checkboxWithTitle", bezelStyle: "regularSquare"),
        Row(type: "radio", initializer: "radioButtonWithTitle", bezelStyle: "regularSquare"),
        Row(type: "recessed", initializer: "title", bezelStyle: "rounded", buttonType: "pushOnPushOff"),
        Row(type: "disclosureTriangle", initializer: "title", bezelStyle: "rounded", buttonType: "pushOnPushOff"),
        Row(type: "onOff", initializer: "title", bezelStyle: "rounded", buttonType: "onOff"),
        Row(type: "toggle", initializer: "title", bezelStyle: "rounded", buttonType: "toggle"),
        Row(type: "momentaryChange", initializer: "title", bezelStyle: "rounded", buttonType: "momentaryChange"),
    ]

    /// The row of a button's cell type; a push button's for the types made as push buttons with another bezel.
    static func row(for object: IBObject) -> Row {
        let type = object.cell?.appKitCell?.type?.rawValue ?? "push"
        return rows.first { $0.type == type } ?? rows[0]
    }

    /// `NSButton(title: "Save", target: nil, action: nil)`, as ``AppKitClasses`` makes it.
    @Sendable static func make(_ object: IBObject) -> String {
        "NSButton(\(row(for: object).initializer): \(SwiftNames.literal(object.appKitTitle ?? "")), target: nil, "
            + "action: nil)"
    }

}
