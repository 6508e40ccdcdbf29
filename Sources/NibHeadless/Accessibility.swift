import NibModel

extension NibObject {
    /// Sets one of the accessibility keys UIKit's informal protocol gives every object; false for any other key or a
    /// value of the wrong type.
    func setAccessibilityValue(_ value: Value, forKey key: String) -> Bool {
        switch (key, value) {
        case ("accessibilityIdentifier", .string(let text)): accessibility.identifier = text
        case ("accessibilityLabel", .string(let text)): accessibility.label = text
        case ("accessibilityHint", .string(let text)): accessibility.hint = text
        case ("accessibilityValue", .string(let text)): accessibilityValue = text
        case ("isAccessibilityElement", .bool(let flag)): accessibility.isElement = flag
        default: return false
        }
        return true
    }
}

extension View {
    /// The first view in this view's tree (itself included, depth first, in subview order) whose accessibility
    /// identifier is `identifier`: how a UI test finds an element, without a screen.
    public func descendant(withAccessibilityIdentifier identifier: String) -> View? {
        if accessibility.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.descendant(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }
}
