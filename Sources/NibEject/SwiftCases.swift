/// The cases of the framework enumerations ejected code names, by the names documents write them with: a document's
/// value is written as a case only when it is one of these (`textAlignment="center"` → `.center`). Any other value is
/// not written (a `// TODO` and a warning), so that no text of a document becomes code.
struct SwiftCases: Sendable {
    /// The enumeration, as messages name it (`NSTextAlignment`).
    let typeName: String
    /// The Swift case of each name a document writes.
    let cases: [String: String]

    /// The cases `names` (the same in the document and in Swift), and those the document names otherwise.
    init(_ typeName: String, _ names: [String], renamed: [String: String] = [:]) {
        self.typeName = typeName
        var cases = Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })
        cases.merge(renamed) { _, new in new }
        self.cases = cases
    }

    /// `.center` for `center`; nil for a name that is not one of the cases.
    func member(_ name: String) -> String? { cases[name].map { "." + $0 } }

    /// What a warning says of a value that is not one of the cases.
    func unknown(_ name: String, of what: String) -> String {
        let known = cases.keys.sorted().prefix(12).joined(separator: ", ")
        return "\(what) is \(SwiftNames.literal(name)), which is not one of \(typeName)'s cases "
            + "(\(known)\(cases.count > 12 ? ", …" : "")): not ejected; set it in code"
    }
}

extension SwiftCases {
    // UIKit and AppKit alike.
    static let textAlignment = SwiftCases("NSTextAlignment", ["left", "center", "right", "justified", "natural"])
    static let layoutAttribute = SwiftCases(
        "NSLayoutConstraint.Attribute",
        [
            "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
            "lastBaseline", "firstBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
            "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "notAnAttribute",
        ], renamed: ["baseline": "lastBaseline"])
    static let layoutRelation = SwiftCases(
        "NSLayoutConstraint.Relation", ["equal", "lessThanOrEqual", "greaterThanOrEqual"])
    static let fontWeight = SwiftCases(
        "UIFont.Weight", ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])

    // UIKit.
    static let textBorderStyle = SwiftCases(
        "UITextField.BorderStyle", ["none", "line", "bezel", "roundedRect"], renamed: ["noBorder": "none"])
    static let stackAxis = SwiftCases("NSLayoutConstraint.Axis", ["horizontal", "vertical"])
    static let stackDistribution = SwiftCases(
        "UIStackView.Distribution", ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    static let stackAlignment = SwiftCases(
        "UIStackView.Alignment",
        ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"])
    static let buttonType = SwiftCases(
        "UIButton.ButtonType",
        ["custom", "system", "detailDisclosure", "infoLight", "infoDark", "contactAdd", "close", "roundedRect"])
    static let controlState = SwiftCases(
        "UIControl.State", ["normal", "highlighted", "disabled", "selected", "focused"])
    static let controlEvent = SwiftCases(
        "UIControl.Event",
        [
            "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
            "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
            "menuActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit",
            "allTouchEvents", "allEditingEvents", "allEvents",
        ])
    static let accessoryType = SwiftCases(
        "UITableViewCell.AccessoryType",
        ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"])
    static let blurStyle = SwiftCases(
        "UIBlurEffect.Style",
        ["extraLight", "light", "dark", "regular", "prominent"]
            + ["", "Light", "Dark"].flatMap { variant in
                [
                    "systemUltraThinMaterial", "systemThinMaterial", "systemMaterial", "systemThickMaterial",
                    "systemChromeMaterial",
                ].map { $0 + variant }
            })
    static let vibrancyStyle = SwiftCases(
        "UIVibrancyEffectStyle",
        [
            "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "fill", "secondaryFill", "tertiaryFill",
            "separator",
        ])
    static let accessibilityTrait = SwiftCases(
        "UIAccessibilityTraits",
        [
            "none", "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText",
            "summaryElement", "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
            "allowsDirectInteraction", "causesPageTurn", "header", "tabBar",
        ])
    static let swipeDirection = SwiftCases("UISwipeGestureRecognizer.Direction", ["right", "left", "up", "down"])

    // AppKit.
    static let controlSize = SwiftCases("NSControl.ControlSize", ["mini", "small", "regular", "large"])
    static let bezelStyle = SwiftCases(
        "NSButton.BezelStyle",
        [
            "rounded", "regularSquare", "helpButton", "recessed", "roundedRect", "smallSquare", "circular",
            "disclosure", "roundedDisclosure", "shadowlessSquare", "inline", "texturedRounded", "texturedSquare",
        ])
    static let stackOrientation = SwiftCases("NSUserInterfaceLayoutOrientation", ["horizontal", "vertical"])
    static let appKitStackAlignment = SwiftCases(
        "NSLayoutConstraint.Attribute",
        [
            "leading", "trailing", "top", "bottom", "centerX", "centerY", "firstBaseline", "lastBaseline", "left",
            "right", "width", "height",
        ], renamed: ["baseline": "lastBaseline"])
    static let appKitStackDistribution = SwiftCases(
        "NSStackView.Distribution",
        ["gravityAreas", "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])
    static let boxType = SwiftCases("NSBox.BoxType", ["primary", "secondary", "separator", "oldStyle", "custom"])
    static let titlePosition = SwiftCases(
        "NSBox.TitlePosition",
        ["noTitle", "aboveTop", "atTop", "belowTop", "aboveBottom", "atBottom", "belowBottom"],
        renamed: ["top": "atTop", "bottom": "atBottom"])
    static let borderType = SwiftCases(
        "NSBorderType", ["noBorder", "lineBorder", "bezelBorder", "grooveBorder"],
        renamed: ["none": "noBorder", "line": "lineBorder", "bezel": "bezelBorder", "groove": "grooveBorder"])
    static let sliderType = SwiftCases("NSSlider.SliderType", ["linear", "circular"])
    static let progressIndicatorStyle = SwiftCases("NSProgressIndicator.Style", ["bar", "spinning"])
    static let segmentTracking = SwiftCases(
        "NSSegmentedControl.SwitchTracking", ["selectOne", "selectAny", "momentary", "momentaryAccelerator"])
    static let textStyle = SwiftCases(
        "NSFont.TextStyle",
        [
            "body", "callout", "caption1", "caption2", "footnote", "headline", "subheadline", "largeTitle", "title1",
            "title2", "title3",
        ])
}
