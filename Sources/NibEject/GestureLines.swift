import NibModel

/// A view's gesture recognizers in code: each made with its action's target and selector (when the action goes to
/// the class or its owner), its settings, and added to the view. Rows: the recognizer classes, and the attributes
/// that set a property.
enum GestureLines {
    /// The UIKit class of each recognizer element, and the name code gives it.
    static let classes: [ElementKind: (className: String, name: String)] = [
        .tapGestureRecognizer: ("UITapGestureRecognizer", "tapGestureRecognizer"),
        .panGestureRecognizer: ("UIPanGestureRecognizer", "panGestureRecognizer"),
        .pinchGestureRecognizer: ("UIPinchGestureRecognizer", "pinchGestureRecognizer"),
        .swipeGestureRecognizer: ("UISwipeGestureRecognizer", "swipeGestureRecognizer"),
        .rotationGestureRecognizer: ("UIRotationGestureRecognizer", "rotationGestureRecognizer"),
        .pongPressGestureRecognizer: ("UILongPressGestureRecognizer", "longPressGestureRecognizer"),
        .screenEdgePanGestureRecognizer: ("UIScreenEdgePanGestureRecognizer", "screenEdgePanGestureRecognizer"),
    ]

    /// How an attribute's text is written in Swift.
    enum Form { case number, flag, name }

    /// The attributes that set a property of the same name, in the order they are written.
    static let attributes: [(name: String, form: Form)] = [
        ("numberOfTapsRequired", .number), ("numberOfTouchesRequired", .number), ("minimumNumberOfTouches", .number),
        ("maximumNumberOfTouches", .number), ("allowableMovement", .number), ("minimumPressDuration", .number),
        ("direction", .name), ("cancelsTouchesInView", .flag), ("delaysTouchesBegan", .flag),
        ("delaysTouchesEnded", .flag),
    ]

    /// Attributes that set nothing in code.
    static let ignored: Set<String> = ["id", "userLabel", "reference"]

    /// What a recognizer becomes: its statements, its action's method to declare, and what is left as a TODO.
    struct Recognizer {
        var lines: [String] = []
        var method: (reference: String, declaration: String)?
        /// What is left out, each with whether it is a value the document gives that is not Swift's to say.
        var todos: [(line: Int, message: String, rejectsValue: Bool)] = []
    }

    /// The recognizer `recognizer` added to the view `receiver` (`""` for the class itself), named `name`; its action
    /// goes to `self` when its destination is one of `targets`.
    static func recognizer(
        _ recognizer: IBObject, receiver: String, name: String, targets: Set<String>
    ) -> Recognizer? {
        guard let made = classes[recognizer.element] else { return nil }
        var result = Recognizer()
        let actions = recognizer.connections.filter { $0.kind == .action }
        var creation = "let \(name) = \(made.className)()"
        for (index, action) in actions.enumerated() {
            if index == 0, let destination = action.destination, targets.contains(destination),
                let method = action.selector.flatMap(ActionWriter.method(for:))
            {
                creation = "let \(name) = \(made.className)(target: self, action: #selector(\(method.reference)))"
                result.method = method
            } else {
                result.todos.append(
                    (
                        action.location.line,
                        "the action '\(action.selector ?? "?")' of the gesture recognizer \(recognizer.id) goes to an "
                            + "object outside the class; add it with addTarget(_:action:)", false
                    ))
            }
        }
        result.lines.append(creation)
        for attribute in recognizer.untyped.attributes where !ignored.contains(attribute.name) {
            guard let row = attributes.first(where: { $0.name == attribute.name }) else {
                result.todos.append(
                    (
                        recognizer.location.line,
                        "the gesture recognizer \(recognizer.id)'s \(attribute.name)=\"\(attribute.value)\" is not "
                            + "ejected; set it in code", false
                    ))
                continue
            }
            guard let value = literal(attribute.value, form: row.form) else {
                let message =
                    row.form == .name
                    ? SwiftCases.swipeDirection.unknown(attribute.value, of: "the \(row.name) of \(recognizer.id)")
                    : "the \(row.name) of \(recognizer.id), \(SwiftNames.literal(attribute.value)), is not a number: "
                        + "not ejected; set it in code"
                result.todos.append((recognizer.location.line, message, true))
                continue
            }
            result.lines.append("\(name).\(row.name) = \(value)")
        }
        result.lines.append((receiver.isEmpty ? "" : receiver + ".") + "addGestureRecognizer(\(name))")
        return result
    }

    /// The attribute's value as Swift: a number that parses as one, a flag, a direction UIKit has; nil for any
    /// other text, which code does not write.
    private static func literal(_ text: String, form: Form) -> String? {
        switch form {
        case .number:
            // `Double("nan")` parses; only digits, a sign, a point and an exponent are a number here.
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
            return Double(text).flatMap { $0.isFinite ? SwiftLiterals.number($0) : nil }
        case .flag: return ["YES", "NO"].contains(text) ? String(text == "YES") : nil
        case .name: return SwiftCases.swipeDirection.member(text)
        }
    }
}
