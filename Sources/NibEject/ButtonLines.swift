import NibLayout
import NibModel

/// A button's titles, images and title colors per state, its title font and its content insets.
enum ButtonLines {
    static func lines(for object: IBObject, prefix: String) -> [String] {
        guard object.element == .button, let button = object.button else { return [] }
        var lines: [String] = []
        for state in button.states {
            if let title = state.title {
                lines.append("\(prefix)setTitle(\(SwiftNames.literal(title)), for: .\(state.state))")
            }
            if let image = state.image {
                lines.append("\(prefix)setImage(UIImage(named: \(SwiftNames.literal(image))), for: .\(state.state))")
            }
            if let color = state.titleColor {
                lines.append("\(prefix)setTitleColor(\(SwiftLiterals.color(color)), for: .\(state.state))")
            }
        }
        if let title = button.configuration?.title, button.title == nil {
            lines.append("\(prefix)setTitle(\(SwiftNames.literal(title)), for: .normal)")
        }
        if let font = object.textFont(mac: false) {
            lines.append("\(prefix)titleLabel?.font = \(SwiftLiterals.font(font).replacingPrefixDot())")
        }
        if let insets = object.contentEdgeInsets, insets != .zero {
            lines.append("\(prefix)contentEdgeInsets = \(SwiftLiterals.insets(insets))")
        }
        return lines
    }
}

extension String {
    /// `UIFont.systemFont(...)` for `.systemFont(...)`, where an optional chain cannot infer the type.
    func replacingPrefixDot() -> String { hasPrefix(".") ? "UIFont" + self : self }
}
