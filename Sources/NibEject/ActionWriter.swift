import NibModel

/// The document's actions from controls in the tree to the root or its owner (File's Owner, the view controller): `addTarget` calls and `@objc`
/// method stubs. `#selector` needs the Objective-C runtime, so in a Linux-testable file both are UIKit-only.
struct ActionWriter {
    private(set) var wiring: [String] = []
    private(set) var stubs: [String] = []
    private(set) var warnings: [EjectWarning] = []

    init(root: IBObject, owner: IBObject?, names: Names, path: String) {
        let targets = Set([root.id, owner?.id].compactMap { $0 })
        var declared = Set<String>()
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
                    wiring.append("// TODO: \(message)")
                    continue
                }
                let event = action.eventType ?? "touchUpInside"
                let receiver = sender.isEmpty ? "" : sender + "."
                wiring.append(
                    "\(receiver)addTarget(self, action: #selector(\(method.reference)), for: .\(event))")
                if declared.insert(method.reference).inserted { stubs.append(method.declaration) }
            }
        }
    }

    /// The Swift method for an Objective-C selector of no or one argument (`didTap:` → `didTap(_:)`).
    static func method(for selector: String) -> (reference: String, declaration: String)? {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard let name = parts.first.map(String.init), SwiftNames.type(from: name) == name else { return nil }
        switch parts.count {
        case 1: return (name, "@objc func \(name)() {}")
        case 2: return ("\(name)(_:)", "@objc func \(name)(_ sender: Any) {}")
        default: return nil
        }
    }
}
