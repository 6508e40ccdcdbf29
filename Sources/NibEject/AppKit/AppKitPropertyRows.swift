import NibLayout
import NibModel

/// The properties ejected AppKit code sets, one row each (``PropertyRow``): which elements have it, how the
/// document's value is written, and AppKit's value for a view made as ``AppKitClasses`` makes it, which is not
/// written. A text field's defaults depend on how it is made (``TextFieldKind``).
enum AppKitPropertyRows {
    private static let textFields: Set<ElementKind> = [.textField, .secureTextField]
    private static let controls: Set<ElementKind> = [
        .textField, .secureTextField, .button, .popUpButton, .slider, .segmentedControl, .stepper, .searchField,
        .comboBox,
    ]
    private static let buttons: Set<ElementKind> = [.button]
    private static let stacks: Set<ElementKind> = [.stackView]

    /// Every row, in the order the statements are written.
    static let all: [PropertyRow] = view + text + button + stack + containers + values

    private static let view: [PropertyRow] = [
        PropertyRow(name: "isHidden", uikitDefault: "false") { $0.view?.isHidden.map(String.init) },
        PropertyRow(name: "alphaValue", uikitDefault: "1") { $0.view?.alpha.map { SwiftLiterals.number($0) } },
        PropertyRow(name: "toolTip", uikitDefault: nil) { $0.untyped[attribute: "toolTip"].map(SwiftNames.literal) },
        PropertyRow(
            name: "controlSize", elements: controls.union([.progressIndicator]), uikitDefault: ".regular",
            cases: .controlSize
        ) { ($0.appKitView?.controlSize ?? $0.cell?.appKitCell?.controlSize)?.rawValue },
        PropertyRow(name: "isEnabled", elements: controls, uikitDefault: "true") {
            $0.untyped[attribute: "enabled"] == "NO" || $0.cell?.untyped[attribute: "enabled"] == "NO" ? "false" : nil
        },
    ]

    private static let text: [PropertyRow] = [
        font,
        PropertyRow(
            name: "alignment", elements: textFields.union(buttons), uikitDefault: nil, cases: .textAlignment
        ) { object in
            guard let alignment = object.cell?.untyped[attribute: "alignment"] else { return nil }
            // A button's initializer centres its title; a text field's keeps it natural.
            let made = object.element == .button ? "center" : "natural"
            return alignment == made ? nil : alignment
        },
        PropertyRow(name: "textColor", elements: textFields, uikitDefault: nil) { object in
            guard case .color(let color)? = object.cell?.value(forKey: "textColor") else { return nil }
            let literal = AppKitLiterals.color(color)
            return literal == "." + TextFieldKind.of(object).textColor ? nil : literal
        },
        PropertyRow(
            name: "placeholderString", elements: textFields.union([.searchField, .comboBox]), uikitDefault: nil
        ) {
            $0.cell?.appKitCell?.placeholderString.map(SwiftNames.literal)
        },
        PropertyRow(name: "isSelectable", elements: textFields, uikitDefault: nil) { object in
            let selectable =
                object.cell?.untyped[attribute: "selectable"] == "YES"
                || object.cell?.appKitCell?.isEditable == true
            return selectable == TextFieldKind.of(object).isSelectable ? nil : String(selectable)
        },
        PropertyRow(name: "isBezeled", elements: textFields, uikitDefault: nil) { object in
            let bezeled = object.cell?.appKitCell?.borderStyle == .bezel
            return bezeled == TextFieldKind.of(object).isBezeled ? nil : String(bezeled)
        },
        PropertyRow(name: "isBordered", elements: textFields, uikitDefault: "false") {
            $0.cell?.appKitCell?.borderStyle == .border ? "true" : nil
        },
        PropertyRow(name: "lineBreakMode", elements: textFields, uikitDefault: nil) { object in
            let mode = object.cell?.appKitCell?.lineBreakMode?.rawValue ?? "wordWrapping"
            guard mode != TextFieldKind.of(object).lineBreakMode else { return nil }
            return ".by" + mode.prefix(1).uppercased() + mode.dropFirst()
        },
        PropertyRow(name: "preferredMaxLayoutWidth", elements: textFields, uikitDefault: "0") {
            $0.appKitView?.preferredMaxLayoutWidth.map { SwiftLiterals.number($0) }
        },
    ]

    private static let button: [PropertyRow] = [
        PropertyRow(
            name: "bezelStyle", elements: buttons.union([.popUpButton]), uikitDefault: nil, cases: .bezelStyle
        ) { object in
            guard let style = object.cell?.appKitCell?.bezelStyle?.rawValue,
                style != ButtonKinds.row(for: object).bezelStyle
            else { return nil }
            return style
        },
        PropertyRow(name: "isBordered", elements: buttons, uikitDefault: nil) { object in
            let type = ButtonKinds.row(for: object).type
            guard type != "check", type != "radio", object.cell?.appKitCell?.borderStyle == nil else { return nil }
            return "false"
        },
        PropertyRow(name: "image", elements: buttons.union([.imageView]), uikitDefault: nil) {
            $0.shownImageName.map { "NSImage(named: \(SwiftNames.literal($0)))" }
        },
        PropertyRow(name: "imagePosition", elements: buttons, uikitDefault: nil) { object in
            guard let position = object.cell?.appKitCell?.imagePosition?.rawValue, object.shownImageName != nil
            else { return nil }
            let names = [
                "only": "imageOnly", "left": "imageLeft", "right": "imageRight", "below": "imageBelow",
                "above": "imageAbove", "overlaps": "imageOverlaps", "leading": "imageLeading",
                "trailing": "imageTrailing", "noImage": "noImage",
            ]
            return names[position].map { "." + $0 }
        },
        PropertyRow(name: "state", elements: buttons, uikitDefault: nil) { object in
            guard ["check", "radio", "onOff", "toggle", "recessed"].contains(ButtonKinds.row(for: object).type),
                object.cell?.untyped[attribute: "state"] == "on"
            else { return nil }
            return ".on"
        },
    ]

    private static let stack: [PropertyRow] = [
        PropertyRow(name: "orientation", elements: stacks, uikitDefault: ".horizontal", cases: .stackOrientation) {
            $0.stack?.axis.rawValue
        },
        PropertyRow(name: "alignment", elements: stacks, uikitDefault: ".centerY", cases: .appKitStackAlignment) {
            $0.stack?.alignment?.rawValue
        },
        PropertyRow(
            name: "distribution", elements: stacks, uikitDefault: ".gravityAreas", cases: .appKitStackDistribution
        ) { $0.stack?.distribution?.rawValue },
        PropertyRow(name: "spacing", elements: stacks, uikitDefault: "8") {
            $0.stack?.spacing.map { SwiftLiterals.number($0) }
        },
        PropertyRow(name: "edgeInsets", elements: stacks, uikitDefault: nil) {
            $0.view?.layoutMargins.map(AppKitLiterals.insets)
        },
        PropertyRow(name: "detachesHiddenViews", elements: stacks, uikitDefault: "true") {
            $0.stack?.detachesHiddenViews.map(String.init)
        },
    ]

    private static let containers: [PropertyRow] = [
        PropertyRow(name: "boxType", elements: [.box], uikitDefault: ".primary", cases: .boxType) {
            $0.appKitView?.boxType?.rawValue
        },
        PropertyRow(name: "titlePosition", elements: [.box], uikitDefault: ".atTop", cases: .titlePosition) {
            $0.appKitView?.titlePosition?.rawValue
        },
        PropertyRow(name: "title", elements: [.box], uikitDefault: "\"Title\"") { $0.title.map(SwiftNames.literal) },
        PropertyRow(name: "borderType", elements: [.box], uikitDefault: ".lineBorder", cases: .borderType) {
            object in
            guard object.appKitView?.boxType == .custom else { return nil }
            return object.appKitView?.borderType?.rawValue
        },
        PropertyRow(name: "borderType", elements: [.scrollView], uikitDefault: ".noBorder", cases: .borderType) {
            $0.appKitView?.borderType?.rawValue ?? "bezel"
        },
        PropertyRow(name: "hasVerticalScroller", elements: [.scrollView], uikitDefault: "false") {
            $0.untyped[attribute: "hasVerticalScroller"] == "NO" ? nil : "true"
        },
        PropertyRow(name: "hasHorizontalScroller", elements: [.scrollView], uikitDefault: "false") {
            $0.untyped[attribute: "hasHorizontalScroller"] == "NO" ? nil : "true"
        },
        PropertyRow(name: "autohidesScrollers", elements: [.scrollView], uikitDefault: "false") {
            $0.untyped[attribute: "autohidesScrollers"] == "YES" ? "true" : nil
        },
        PropertyRow(name: "scrollerStyle", elements: [.scrollView], uikitDefault: ".overlay") { object in
            let legacy = ["verticalScroller", "horizontalScroller"].contains { key in
                guard let scroller = object.child(forKey: key), scroller.view?.isHidden != true,
                    let frame = scroller.view?.frame
                else { return false }
                return [11, 13, 15].contains(key == "verticalScroller" ? frame.width : frame.height)
            }
            return legacy ? ".legacy" : nil
        },
    ]

    private static let values: [PropertyRow] = [
        PropertyRow(name: "minValue", elements: [.slider, .progressIndicator, .stepper], uikitDefault: "0") {
            ($0.cell ?? $0).untyped[attribute: "minValue"].flatMap(Double.init).map { SwiftLiterals.number($0) }
        },
        PropertyRow(name: "maxValue", elements: [.slider, .progressIndicator, .stepper], uikitDefault: nil) { object in
            let value = (object.cell ?? object).untyped[attribute: "maxValue"].flatMap(Double.init)
            // A slider made in code goes up to 1, a stepper to 59, a progress indicator to 100.
            let made = object.element == .slider ? 1.0 : object.element == .stepper ? 59 : 100
            return value.flatMap { $0 == made ? nil : SwiftLiterals.number($0) }
        },
        PropertyRow(name: "doubleValue", elements: [.slider, .progressIndicator, .stepper], uikitDefault: "0") {
            ($0.cell ?? $0).untyped[attribute: "doubleValue"].flatMap(Double.init).map { SwiftLiterals.number($0) }
        },
        PropertyRow(name: "numberOfTickMarks", elements: [.slider], uikitDefault: "0") {
            $0.cell?.appKitCell?.numberOfTickMarks.map(String.init)
        },
        PropertyRow(name: "sliderType", elements: [.slider], uikitDefault: ".linear", cases: .sliderType) {
            $0.cell?.appKitCell?.sliderType?.rawValue
        },
        PropertyRow(name: "style", elements: [.progressIndicator], uikitDefault: ".bar", cases: .progressIndicatorStyle)
        {
            $0.appKitView?.progressIndicatorStyle?.rawValue
        },
        PropertyRow(name: "isIndeterminate", elements: [.progressIndicator], uikitDefault: "true") {
            $0.untyped[attribute: "indeterminate"] == "YES" ? "true" : "false"
        },
    ]

    /// `font`, whose Dynamic Type style is written when it is one of `NSFont.TextStyle`'s.
    private static let font: PropertyRow = {
        var row = PropertyRow(name: "font", elements: controls, uikitDefault: nil) { object in
            guard let font = object.textFont(mac: true) else { return nil }
            // A pop-up button's initializer gives it the 13 pt menu font, any other control the system font.
            if object.element == .popUpButton {
                let literal = AppKitLiterals.font(font) ?? ".systemFont(ofSize: 13)"
                return literal == ".menuFont(ofSize: 13)" ? nil : literal
            }
            return AppKitLiterals.font(font)
        }
        row.cases = .textStyle
        row.unknownName = { object in
            object.textFont(mac: true)?.textStyle.flatMap { SwiftCases.textStyle.member($0) == nil ? $0 : nil }
        }
        return row
    }()
}
