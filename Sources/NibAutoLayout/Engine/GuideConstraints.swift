import NibModel

/// How UIKit ties each kind of layout guide to its owning view.
enum GuideConstraints {
    static func constraints(for guide: LayoutItem, identifier: String, owner: LayoutItem) -> [ItemConstraint] {
        func inset(_ insets: EdgeInsets) -> [ItemConstraint] {
            [
                ItemConstraint(guide, .left, .equal, owner, .left, constant: insets.left, origin: .guide),
                ItemConstraint(guide, .right, .equal, owner, .right, constant: -insets.right, origin: .guide),
                ItemConstraint(guide, .top, .equal, owner, .top, constant: insets.top, origin: .guide),
                ItemConstraint(guide, .bottom, .equal, owner, .bottom, constant: -insets.bottom, origin: .guide),
            ]
        }
        let horizontal = [
            ItemConstraint(guide, .left, .equal, owner, .left, origin: .guide),
            ItemConstraint(guide, .width, .equal, owner, .width, origin: .guide),
        ]
        switch identifier {
        case "layoutMargins", "layoutMarginsGuide":
            return inset(owner.marginsInEffect)
        case "safeArea", "safeAreaLayoutGuide", "frameLayoutGuide":
            return inset(
                identifier == "frameLayoutGuide"
                    ? .zero : owner.safeAreaInsets)
        case "top":
            // The legacy top layout guide: from the top of the view down to the bottom of the bars.
            return horizontal + [
                ItemConstraint(guide, .top, .equal, owner, .top, origin: .guide),
                .constant(guide, .height, owner.safeAreaInsets.top, origin: .guide),
            ]
        case "bottom", "keyboard":
            // The legacy bottom layout guide, and `UIKeyboardLayoutGuide` with no keyboard shown: they cover the
            // bottom of the safe area, their top where it ends (KeePassium's scroll views end at the keyboard's, at
            // the bottom of a screen without a home indicator).
            return horizontal + [
                ItemConstraint(guide, .bottom, .equal, owner, .bottom, origin: .guide),
                .constant(guide, .height, owner.safeAreaInsets.bottom, origin: .guide),
            ]
        case "contentLayoutGuide":
            // The scrollable content: its origin is the scroll view's (no offset at design time); its size is
            // what the content's constraints make it.
            return [
                ItemConstraint(guide, .left, .equal, owner, .left, origin: .guide),
                ItemConstraint(guide, .top, .equal, owner, .top, origin: .guide),
            ]
        default:
            return []
        }
    }
}
