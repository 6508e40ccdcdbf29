import NibLayout
import NibModel

/// The AppKit class of each element an AppKit document may hold, the name code gives a view of it that has no outlet
/// or label, and how code makes one: rows, read by ``AppKitClasses/row(for:)``.
enum AppKitClasses {
    struct Row: Sendable {
        var element: ElementKind
        var className: String
        var propertyName: String
        /// The expression that makes the view as the document has it (`NSTextField(labelWithString: "Name")`).
        var make: @Sendable (IBObject) -> String
    }

    static let rows: [Row] = [
        Row(element: .customView, className: "NSView", propertyName: "view") { _ in "NSView()" },
        Row(element: .view, className: "NSView", propertyName: "view") { _ in "NSView()" },
        Row(element: .textField, className: "NSTextField", propertyName: "textField", make: TextFieldKind.make),
        Row(element: .secureTextField, className: "NSSecureTextField", propertyName: "secureTextField") {
            "NSSecureTextField(string: \(SwiftNames.literal($0.appKitTitle ?? "")))"
        },
        Row(element: .button, className: "NSButton", propertyName: "button", make: ButtonKinds.make),
        Row(element: .imageView, className: "NSImageView", propertyName: "imageView") { _ in "NSImageView()" },
        Row(element: .stackView, className: "NSStackView", propertyName: "stackView") { _ in "NSStackView()" },
        Row(element: .box, className: "NSBox", propertyName: "box") { _ in "NSBox()" },
        Row(element: .scrollView, className: "NSScrollView", propertyName: "scrollView") { _ in "NSScrollView()" },
        Row(element: .popUpButton, className: "NSPopUpButton", propertyName: "popUpButton") {
            "NSPopUpButton(frame: .zero, pullsDown: \($0.cell?.appKitCell?.pullsDown ?? false))"
        },
        Row(element: .slider, className: "NSSlider", propertyName: "slider") { _ in "NSSlider()" },
        Row(element: .stepper, className: "NSStepper", propertyName: "stepper") { _ in "NSStepper()" },
        Row(element: .tableView, className: "NSTableView", propertyName: "tableView") { _ in "NSTableView()" },
        Row(element: .outlineView, className: "NSOutlineView", propertyName: "outlineView") { _ in "NSOutlineView()" },
        Row(element: .textView, className: "NSTextView", propertyName: "textView") { _ in "NSTextView()" },
        Row(element: .searchField, className: "NSSearchField", propertyName: "searchField") { _ in "NSSearchField()" },
        Row(element: .comboBox, className: "NSComboBox", propertyName: "comboBox") { _ in "NSComboBox()" },
        Row(element: .colorWell, className: "NSColorWell", propertyName: "colorWell") { _ in "NSColorWell()" },
        Row(element: .`switch`, className: "NSSwitch", propertyName: "toggle") { _ in "NSSwitch()" },
        Row(element: .progressIndicator, className: "NSProgressIndicator", propertyName: "progressIndicator") { _ in
            "NSProgressIndicator()"
        },
        Row(element: .segmentedControl, className: "NSSegmentedControl", propertyName: "segmentedControl") {
            let labels = $0.segmentLabels.map(SwiftNames.literal).joined(separator: ", ")
            // A tracking mode AppKit does not have is left at select-one (``AppKitClassWriter`` says so).
            let mode = $0.cell?.untyped[attribute: "trackingMode"].flatMap(SwiftCases.segmentTracking.member)
            return "NSSegmentedControl(labels: [\(labels)], trackingMode: \(mode ?? ".selectOne"), target: nil, "
                + "action: nil)"
        },
    ]

    /// The row of `element`, nil for an element ejection does not support.
    static func row(for element: ElementKind) -> Row? { rows.first { $0.element == element } }

    /// What every `NSView` has (AppKit's, and the headless face's that Linux-testable code builds against) that a
    /// subview's property must not be named, and what the container classes add.
    static let inheritedNames: Set<String> = [
        "frame", "bounds", "subviews", "superview", "window", "layer", "tag", "identifier", "toolTip", "menu",
        "constraints", "alphaValue", "isHidden", "description", "needsLayout", "wantsLayer", "shadow", "isFlipped",
        "accessibility", "alpha", "autoresizingMask", "backgroundColor", "gestureRecognizers", "layoutMargins",
        "layoutGuides", "safeAreaInsets", "intrinsicContentSize", "isOpaque", "contentMode", "tintColor",
        "contentHuggingPriority", "compressionResistancePriority", "alignmentRectInsets", "sizing",
        "contentView", "documentView", "title", "boxType", "borderType", "orientation", "alignment", "distribution",
        "spacing", "arrangedSubviews", "views", "font", "image", "state", "target", "action", "controlSize",
    ]

    /// Whether `name` is one of the rows' AppKit classes, which code uses as it is rather than as a project's class.
    static func isAppKitName(_ name: String) -> Bool { rows.contains { $0.className == name } }
}

extension IBObject {
    /// An AppKit control's cell (`<textFieldCell key="cell">`, `<buttonCell key="cell">`).
    var cell: IBObject? { child(forKey: "cell") }

    /// The title an AppKit control's cell shows: `title=`, or `<string key="title">` when it has several lines.
    var appKitTitle: String? {
        guard let cell else { return nil }
        if let title = cell.title { return title }
        if case .string(let title)? = cell.value(forKey: "title") { return title }
        return nil
    }

    /// A segmented control's segments' labels, in order.
    var segmentLabels: [String] {
        guard let segments = cell?.untyped.elements.first(where: { $0.name == "segments" }) else { return [] }
        var labels: [String] = []
        for case .element(let segment) in segments.children where segment.name == "segment" {
            labels.append(segment[attribute: "label"] ?? "")
        }
        return labels
    }
}
