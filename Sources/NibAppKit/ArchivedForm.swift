import NibModel

/// A control made in code described as an AppKit document archives it, so that the headless face sizes it as it
/// sizes the document's (``NibHeadless/View/sizeLikeArchivedControl(_:)``): the control and its cell.
struct ArchivedForm {
    var control: IBObject
    var cell: IBObject

    /// A control of `element` with a cell of `cellElement` and nothing set.
    init(_ element: String, cell cellElement: String) {
        let location = SourceLocation(line: 0, column: 0)
        control = IBObject(element: ElementKind(rawValue: element), category: .view, id: "code", location: location)
        cell = IBObject(
            element: ElementKind(rawValue: cellElement), category: .other, id: "code-cell", location: location)
        cell.key = "cell"
        cell.appKitCell = AppKitCellAttributes()
    }

    /// The control size, on the control as recent documents write it.
    mutating func setControlSize(_ size: ControlSize) {
        var attributes = control.appKitView ?? AppKitViewAttributes()
        attributes.controlSize = size == .regular ? nil : size
        control.appKitView = attributes
    }

    /// The cell's font.
    mutating func setFont(_ font: Font?) {
        cell.values.removeAll { $0.key == "font" }
        if let font { cell.values.append(KeyedValue(key: "font", value: .font(font))) }
    }

    /// The control with its cell, as the document would hold it.
    var archived: IBObject {
        var control = control
        control.children = [cell] + control.children.filter { $0.key != "cell" }
        return control
    }
}
