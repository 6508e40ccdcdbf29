import NibLayout
import NibModel

/// The properties ejected code sets, one row each: which elements have it, how the document's value is written in
/// Swift, and UIKit's default in code, which is not written (a property is set only where it differs).
struct PropertyRow: Sendable {
    /// The property's Swift name (`numberOfLines`).
    var name: String
    /// The elements that have it; nil for every view.
    var elements: Set<ElementKind>? = nil
    /// UIKit's value for a view made in code, as the row's `value` writes it.
    var uikitDefault: String?
    /// The document's value as Swift, nil when the document sets none.
    var value: @Sendable (IBObject) -> String?
    /// For an enumerated property, the document's name for its value when that is not one of the cases: a value
    /// code does not write.
    var unknownName: @Sendable (IBObject) -> String? = { _ in nil }
    /// The cases of an enumerated property.
    var cases: SwiftCases?

    /// A row whose value is written as it is.
    init(
        name: String, elements: Set<ElementKind>? = nil, uikitDefault: String?,
        value: @escaping @Sendable (IBObject) -> String?
    ) {
        self.name = name
        self.elements = elements
        self.uikitDefault = uikitDefault
        self.value = value
    }

    /// A row of an enumerated property: the document's name for the value (`read`) is written as one of `cases`,
    /// and any other name is not written.
    init(
        name: String, elements: Set<ElementKind>? = nil, uikitDefault: String?, cases: SwiftCases,
        read: @escaping @Sendable (IBObject) -> String?
    ) {
        self.init(name: name, elements: elements, uikitDefault: uikitDefault) { read($0).flatMap(cases.member) }
        self.cases = cases
        unknownName = { object in read(object).flatMap { cases.member($0) == nil ? $0 : nil } }
    }

    /// The statement that sets the property on `receiver`, when the document's value differs from UIKit's.
    func statement(for object: IBObject, receiver: String) -> String? {
        if let elements, !elements.contains(object.element) { return nil }
        guard let literal = value(object), literal != uikitDefault else { return nil }
        return receiver.isEmpty ? "\(name) = \(literal)" : "\(receiver).\(name) = \(literal)"
    }

    /// Why the document's value of an enumerated property is not written, when it is not one of the cases.
    func rejection(for object: IBObject) -> String? {
        if let elements, !elements.contains(object.element) { return nil }
        guard let cases, let name = unknownName(object) else { return nil }
        return cases.unknown(name, of: "the \(self.name) of \(object.messageName)")
    }
}

extension PropertyRow {
    private static let text: Set<ElementKind> = [.label, .textField, .textView]

    /// `UIView.ContentMode`'s names (a document may write others, such as `TopLeft`, which UIKit reads as the default).
    static let contentModes: Set<String> = [
        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
        "topLeft", "topRight", "bottomLeft", "bottomRight",
    ]

    /// Every row, in the order the statements are written.
    static let all: [PropertyRow] = [
        PropertyRow(name: "backgroundColor", uikitDefault: nil) { $0.view?.backgroundColor.map(SwiftLiterals.color) },
        PropertyRow(name: "tintColor", uikitDefault: nil) { $0.view?.tintColor.map(SwiftLiterals.color) },
        PropertyRow(name: "alpha", uikitDefault: "1") { $0.view?.alpha.map { SwiftLiterals.number($0) } },
        PropertyRow(name: "isHidden", uikitDefault: "false") { $0.view?.isHidden.map(String.init) },
        PropertyRow(name: "tag", uikitDefault: "0") { $0.view?.tag.map(String.init) },
        PropertyRow(name: "clipsToBounds", uikitDefault: "false") { $0.view?.clipsSubviews.map(String.init) },
        PropertyRow(name: "contentMode", uikitDefault: ".scaleToFill") {
            $0.view?.contentMode.flatMap { contentModes.contains($0.rawValue) ? ".\($0)" : nil }
        },
        PropertyRow(name: "isUserInteractionEnabled", elements: [.view, .button, .textField], uikitDefault: "true") {
            $0.view?.isUserInteractionEnabled.map(String.init)
        },
        PropertyRow(name: "isUserInteractionEnabled", elements: [.label, .imageView], uikitDefault: "false") {
            $0.view?.isUserInteractionEnabled.map(String.init)
        },
        PropertyRow(name: "layoutMargins", uikitDefault: nil) {
            $0.view?.layoutMargins.flatMap { $0.isDirectional ? nil : SwiftLiterals.insets($0) }
        },
        PropertyRow(name: "directionalLayoutMargins", uikitDefault: nil) {
            $0.view?.layoutMargins.flatMap { $0.isDirectional ? SwiftLiterals.directionalInsets($0) : nil }
        },
        PropertyRow(name: "preservesSuperviewLayoutMargins", uikitDefault: "false") {
            $0.view?.preservesSuperviewLayoutMargins.map(String.init)
        },
        PropertyRow(name: "insetsLayoutMarginsFromSafeArea", uikitDefault: "true") {
            $0.view?.insetsLayoutMarginsFromSafeArea.map(String.init)
        },
        PropertyRow(name: "text", elements: text, uikitDefault: nil) { $0.text?.text.map(SwiftNames.literal) },
        PropertyRow(name: "placeholder", elements: [.textField], uikitDefault: nil) {
            $0.text?.placeholder.map(SwiftNames.literal)
        },
        PropertyRow(name: "borderStyle", elements: [.textField], uikitDefault: ".none", cases: .textBorderStyle) {
            $0.text?.borderStyle?.rawValue
        },
        fontRow,
        PropertyRow(name: "textColor", elements: text, uikitDefault: nil) {
            $0.text?.textColor.map(SwiftLiterals.color)
        },
        PropertyRow(name: "textAlignment", elements: text, uikitDefault: ".natural", cases: .textAlignment) {
            $0.text?.textAlignment
        },
        PropertyRow(name: "numberOfLines", elements: [.label], uikitDefault: "1") {
            $0.text?.numberOfLines.map(String.init)
        },
        PropertyRow(name: "axis", elements: [.stackView], uikitDefault: ".horizontal", cases: .stackAxis) {
            $0.effectiveStack?.axis.rawValue
        },
        PropertyRow(
            name: "distribution", elements: [.stackView], uikitDefault: ".fill", cases: .stackDistribution
        ) { $0.effectiveStack?.distribution?.rawValue },
        PropertyRow(name: "alignment", elements: [.stackView], uikitDefault: ".fill", cases: .stackAlignment) {
            $0.effectiveStack?.alignment?.rawValue
        },
        PropertyRow(name: "spacing", elements: [.stackView], uikitDefault: "0") {
            $0.effectiveStack?.spacing.map { SwiftLiterals.number($0) }
        },
        PropertyRow(name: "isLayoutMarginsRelativeArrangement", elements: [.stackView], uikitDefault: "false") {
            $0.effectiveStack?.isLayoutMarginsRelativeArrangement.map(String.init)
        },
        PropertyRow(name: "isScrollEnabled", elements: [.textView, .scrollView], uikitDefault: "true") {
            $0.uiKit?.isScrollEnabled.map(String.init)
        },
        PropertyRow(name: "style", elements: [.activityIndicatorView], uikitDefault: ".medium") {
            $0.isLargeActivityIndicator ? ".large" : nil
        },
        PropertyRow(name: "image", elements: [.imageView], uikitDefault: nil) {
            $0.image?.image.map { "UIImage(named: \(SwiftNames.literal($0)))" }
        },
        PropertyRow(name: "accessibilityIdentifier", uikitDefault: nil) {
            $0.view?.accessibility?.identifier.map(SwiftNames.literal)
        },
        PropertyRow(name: "accessibilityLabel", uikitDefault: nil) {
            $0.view?.accessibility?.label.map(SwiftNames.literal)
        },
        PropertyRow(name: "accessibilityHint", uikitDefault: nil) {
            $0.view?.accessibility?.hint.map(SwiftNames.literal)
        },
        PropertyRow(name: "isAccessibilityElement", uikitDefault: nil) {
            $0.view?.accessibility?.isElement.map(String.init)
        },
        accessibilityTraits,
    ]

    /// `accessibilityTraits`, a set of the traits the document turns on that are UIKit's.
    private static let accessibilityTraits: PropertyRow = {
        var row = PropertyRow(name: "accessibilityTraits", uikitDefault: nil) {
            // `none="YES"` is the empty set, which a document writes to take a class's own traits away.
            guard let traits = $0.view?.accessibility?.traits, !traits.isEmpty else { return nil }
            return "["
                + traits.compactMap(SwiftCases.accessibilityTrait.member).filter { $0 != ".none" }
                .joined(separator: ", ") + "]"
        }
        row.cases = .accessibilityTrait
        row.unknownName = { object in
            object.view?.accessibility?.traits.first { SwiftCases.accessibilityTrait.member($0) == nil }
        }
        return row
    }()

    /// `font`, whose weight is written when it is one of `UIFont.Weight`'s.
    private static let fontRow: PropertyRow = {
        var row = PropertyRow(name: "font", elements: text, uikitDefault: nil) {
            $0.text?.font.map(SwiftLiterals.font)
        }
        row.cases = .fontWeight
        row.unknownName = { object in
            object.text?.font?.weight.flatMap { SwiftCases.fontWeight.member($0.rawValue) == nil ? $0.rawValue : nil }
        }
        return row
    }()
}
