import NibLayout
import NibModel

/// A button's titles, images and title colors per state, its title font and its content insets.
enum ButtonLines {
    /// The statements, and why values the document gives are not written (a state or a weight that is not UIKit's).
    static func lines(for object: IBObject, prefix: String) -> (lines: [String], rejections: [String]) {
        guard object.element == .button, let button = object.button else { return ([], []) }
        var lines: [String] = []
        var rejections: [String] = []
        for content in button.states {
            guard let state = SwiftCases.controlState.member(content.state.rawValue) else {
                rejections.append(
                    SwiftCases.controlState.unknown(content.state.rawValue, of: "the state of \(object.messageName)"))
                continue
            }
            if let title = content.title {
                lines.append("\(prefix)setTitle(\(SwiftNames.literal(title)), for: \(state))")
            }
            if let image = content.image {
                lines.append("\(prefix)setImage(UIImage(named: \(SwiftNames.literal(image))), for: \(state))")
            }
            if let color = content.titleColor {
                lines.append("\(prefix)setTitleColor(\(SwiftLiterals.color(color)), for: \(state))")
            }
        }
        if let title = button.configuration?.title, button.title == nil {
            lines.append("\(prefix)setTitle(\(SwiftNames.literal(title)), for: .normal)")
        }
        if let font = object.textFont(mac: false) {
            lines.append("\(prefix)titleLabel?.font = \(SwiftLiterals.font(font).replacingPrefixDot())")
            rejections += SwiftLiterals.fontRejection(font, of: object.messageName).map { [$0] } ?? []
        }
        if let insets = object.contentEdgeInsets, insets != .zero {
            lines.append("\(prefix)contentEdgeInsets = \(SwiftLiterals.insets(insets))")
        }
        return (lines, rejections)
    }
}

extension String {
    /// `UIFont.systemFont(...)` for `.systemFont(...)`, where an optional chain cannot infer the type.
    func replacingPrefixDot() -> String { hasPrefix(".") ? "UIFont" + self : self }
}
