import NibModel

/// A visual effect view's effect as code makes it: `UIBlurEffect(style: .regular)`, or a vibrancy effect over its blur.
enum VisualEffects {
    /// The effect of `view`, from its `<blurEffect style=>` or `<vibrancyEffect style=>` (holding its blur); nil
    /// when the document gives none.
    static func effect(of view: IBObject) -> String? {
        for element in view.untyped.elements {
            switch element.name {
            case "blurEffect":
                return blur(element)
            case "vibrancyEffect":
                let inner = element.children.lazy.compactMap { child -> Element? in
                    if case .element(let element) = child, element.name == "blurEffect" { return element }
                    return nil
                }.first
                let blurEffect = inner.map(blur) ?? "UIBlurEffect(style: .regular)"
                guard let style = element[attribute: "style"].flatMap(SwiftCases.vibrancyStyle.member) else {
                    return "UIVibrancyEffect(blurEffect: \(blurEffect))"
                }
                return "UIVibrancyEffect(blurEffect: \(blurEffect), style: \(style))"
            default:
                continue
            }
        }
        return nil
    }

    private static func blur(_ element: Element) -> String {
        let style = element[attribute: "style"].flatMap(SwiftCases.blurStyle.member) ?? ".regular"
        return "UIBlurEffect(style: \(style))"
    }

    /// Why an effect's style is not written, when the document's is not one of UIKit's.
    static func rejection(of view: IBObject) -> String? {
        for element in view.untyped.elements where ["blurEffect", "vibrancyEffect"].contains(element.name) {
            let styles =
                [(element, element.name == "blurEffect" ? SwiftCases.blurStyle : .vibrancyStyle)]
                + element.children.compactMap { child -> (Element, SwiftCases)? in
                    if case .element(let inner) = child, inner.name == "blurEffect" { return (inner, .blurStyle) }
                    return nil
                }
            for (effect, cases) in styles {
                if let style = effect[attribute: "style"], cases.member(style) == nil {
                    return cases.unknown(style, of: "the \(effect.name) style of \(view.messageName)")
                }
            }
        }
        return nil
    }
}
