import NibModel

/// The document's actions from controls in the tree to the root or its owner (File's Owner, the view controller):
/// `addTarget` calls, gesture recognizers, and `@objc` method stubs. `#selector` needs the Objective-C runtime, so in a Linux-testable file both are UIKit-only.
struct ActionWriter {
    private(set) var wiring: [String] = []
    private(set) var stubs: [String] = []
    private(set) var warnings: [EjectWarning] = []

    init(document: IBDocument, root: IBObject, owner: IBObject?, names: Names, path: String) {
        let targets = Set([root.id, owner?.id].compactMap { $0 })
        var declared = Set<String>()
        addGestureRecognizers(document: document, names: names, targets: targets, path: path, declared: &declared)
        for (id, object) in names.objects.sorted(by: { $0.key < $1.key }) {
            guard let sender = names.expression(for: id) else { continue }
            for action in object.connections where action.kind == .action {
                guard let selector = action.selector, let destination = action.destination,
                    targets.contains(destination), let method = Self.method(for: selector)
                else {
                    let message =
                        "the action '\(action.selector ?? "?")' of \(object.messageName) goes to an object "
                        + "outside the class; connect it in code"
                    warnings.append(EjectWarning(file: path, line: action.location.line, message: message))
                    wiring.append(SwiftComment.todo(message))
                    continue
                }
                let eventName = action.eventType ?? "touchUpInside"
                guard let event = SwiftCases.controlEvent.member(eventName) else {
                    let message = SwiftCases.controlEvent.unknown(
                        eventName, of: "the event of the action '\(selector)' of \(object.messageName)")
                    warnings.append(
                        EjectWarning(file: path, line: action.location.line, message: message, rejectsValue: true))
                    wiring.append(SwiftComment.todo(message))
                    continue
                }
                let receiver = sender.isEmpty ? "" : sender + "."
                wiring.append("\(receiver)addTarget(self, action: #selector(\(method.reference)), for: \(event))")
                if declared.insert(method.reference).inserted { stubs.append(method.declaration) }
            }
        }
    }

    /// The gesture recognizers attached to the tree's views, made, set and added (``GestureLines``).
    private mutating func addGestureRecognizers(
        document: IBDocument, names: Names, targets: Set<String>, path: String, declared: inout Set<String>
    ) {
        var taken = Set<String>()
        for (id, object) in names.objects.sorted(by: { $0.key < $1.key }) {
            guard let receiver = names.expression(for: id) else { continue }
            for attachment in object.connections where attachment.isSystemAttachment {
                guard let recognizer = attachment.destination.flatMap({ document.object(withID: $0) }),
                    let base = GestureLines.classes[recognizer.element]?.name
                else {
                    let message =
                        "a gesture recognizer (\(attachment.destination ?? "?")) attached to \(object.messageName) is "
                        + "not ejected; add it with addGestureRecognizer(_:)"
                    warnings.append(EjectWarning(file: path, line: attachment.location.line, message: message))
                    wiring.append(SwiftComment.todo(message))
                    continue
                }
                var name = recognizer.userLabel.flatMap(SwiftNames.property(from:)) ?? base
                var number = 2
                while names.propertyIDs[name] != nil || !taken.insert(name).inserted {
                    name = base + String(number)
                    number += 1
                }
                guard
                    let made = GestureLines.recognizer(recognizer, receiver: receiver, name: name, targets: targets)
                else { continue }
                for todo in made.todos {
                    warnings.append(
                        EjectWarning(
                            file: path, line: todo.line, message: todo.message, rejectsValue: todo.rejectsValue))
                    wiring.append(SwiftComment.todo(todo.message))
                }
                wiring += made.lines
                if let method = made.method, declared.insert(method.reference).inserted {
                    stubs.append(method.declaration)
                }
            }
        }
    }

    /// The Swift method for an Objective-C selector of no or one argument (`didTap:` → `didTap(_:)`); nil for
    /// another selector, or one whose name is not a Swift identifier.
    static func method(for selector: String) -> (reference: String, declaration: String)? {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard let base = parts.first.map(String.init), SwiftNames.isIdentifier(base),
            !SwiftNames.keywords.contains(base), parts.dropFirst().allSatisfy(\.isEmpty)
        else { return nil }
        // A name a view already has (`next`, `delete(_:)`) makes `#selector` ambiguous: the stub gets its own.
        let name = inheritedMembers.contains(base) ? base + "Action" : base
        let note = name == base ? "" : "  // the nib's action: \(selector)"
        switch parts.count {
        case 1: return (name, "@objc func \(name)() {}" + note)
        case 2: return ("\(name)(_:)", "@objc func \(name)(_ sender: Any) {}" + note)
        default: return nil
        }
    }

    /// Members every view has (UIView, UIResponder and its standard edit actions, NSObject) that an action's method
    /// of the same name would make ambiguous in `#selector`.
    static let inheritedMembers: Set<String> = [
        "action", "next", "target", "becomeFirstResponder", "resignFirstResponder", "canPerformAction", "cut",
        "copy", "paste", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "select", "selectAll", "delete",
        "toggleBoldface", "toggleItalics", "toggleUnderline", "increaseSize", "decreaseSize", "find",
        "findAndReplace", "findNext", "findPrevious", "useSelectionForFind", "print", "rename", "duplicate", "move",
        "export", "display", "draw", "layoutSubviews", "updateConstraints", "description", "hash", "isEqual",
        "perform", "value", "setValue", "mutableCopy", "awakeFromNib", "layoutIfNeeded", "setNeedsLayout",
        "setNeedsDisplay", "removeFromSuperview", "sizeToFit", "tintColorDidChange", "endEditing",
    ]
}
