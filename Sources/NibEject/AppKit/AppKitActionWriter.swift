import NibModel

/// The document's actions from controls in the tree to File's Owner or the root, as AppKit's target/action
/// (`button.target = self`, `button.action = #selector(save(_:))`) and `@objc` method stubs.
struct AppKitActionWriter {
    private(set) var wiring: [String] = []
    private(set) var stubs: [String] = []
    private(set) var warnings: [EjectWarning] = []

    init(document: IBDocument, root: IBObject, names: Names, path: String) {
        let targets = Set([root.id, document.filesOwner?.id].compactMap { $0 })
        var declared = Set<String>()
        for (id, object) in names.objects.sorted(by: { $0.key < $1.key }) {
            guard let sender = names.expression(for: id) else { continue }
            let actions = (object.connections + (object.cell?.connections ?? [])).filter { $0.kind == .action }
            for action in actions {
                guard let selector = action.selector, let destination = action.destination,
                    targets.contains(destination), let method = ActionWriter.method(for: selector)
                else {
                    let message =
                        "the action '\(action.selector ?? "?")' of \(object.messageName) goes to an object "
                        + "outside the class; connect it in code"
                    warnings.append(EjectWarning(file: path, line: action.location.line, message: message))
                    wiring.append(SwiftComment.todo(message))
                    continue
                }
                let receiver = sender.isEmpty ? "" : sender + "."
                wiring.append("\(receiver)target = self")
                wiring.append("\(receiver)action = #selector(\(method.reference))")
                if declared.insert(method.reference).inserted { stubs.append(method.declaration) }
            }
        }
    }
}
