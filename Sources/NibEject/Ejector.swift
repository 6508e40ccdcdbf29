import NibModel

/// Turns an iOS document into UIKit Swift, one class per top-level view, cell and reusable view, and an AppKit one
/// into AppKit Swift, one class per top-level view (`nib eject`).
public struct Ejector {
    /// How the Swift is written.
    public var options: EjectOptions

    /// An ejector writing with `options`.
    public init(options: EjectOptions = EjectOptions()) {
        self.options = options
    }

    /// The files of `document`, read from `path` (which warnings name). Throws ``EjectError`` for a document it
    /// cannot eject (a storyboard, one without views).
    public func eject(_ document: IBDocument, path: String) throws -> [EjectedFile] {
        guard !document.isStoryboard else {
            throw EjectError(file: path, line: document.header.location.line, message: EjectError.storyboard)
        }
        if document.header.targetRuntime == .macOS { return try ejectAppKit(document, path: path) }
        let roots = document.topLevelObjects.filter { $0.view != nil && UIKitClasses.row(for: $0.element) != nil }
        guard !roots.isEmpty else {
            throw EjectError(file: path, line: document.header.location.line, message: EjectError.noViews)
        }
        var used = Set<String>()
        return roots.map { root in
            let name = className(of: root, in: document, path: path, taken: used)
            used.insert(name)
            var writer = ClassWriter(document: document, root: root, className: name, path: path, options: options)
            return writer.write()
        }
    }

    /// The class a root is ejected as: File's Owner's class when the owner holds this view (a view controller's
    /// owner gets `<Owner>View`), the view's own custom class, its label, or the document's name.
    func className(of root: IBObject, in document: IBDocument, path: String, taken: Set<String>) -> String {
        var candidates: [String] = []
        if let owner = document.filesOwner, let ownerClass = owner.customClass.flatMap(SwiftNames.type(from:)),
            owner.outlets.contains(where: { $0.destination == root.id })
        {
            let isController = owner.outlets.contains { $0.destination == root.id && $0.property == "view" }
            candidates.append(isController ? ownerClass + "View" : ownerClass)
        }
        if let custom = root.customClass.flatMap(SwiftNames.type(from:)), !UIKitClasses.isUIKitName(custom) {
            candidates.append(custom)
        }
        if let label = root.userLabel.flatMap(SwiftNames.property(from:)) {
            candidates.append(label.prefix(1).uppercased() + label.dropFirst())
        }
        let file = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "Ejected"
        candidates.append(SwiftNames.type(from: file) ?? "EjectedView")
        let base = candidates.first { !taken.contains($0) } ?? candidates[0]
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }
}

/// A document `nib eject` cannot turn into code, at its place.
public struct EjectError: Error, CustomStringConvertible, Sendable {
    /// The document's path.
    public var file: String
    /// The line at fault.
    public var line: Int
    /// What is wrong and what to do.
    public var message: String

    public var description: String { "\(file):\(line): error: \(message)" }

    static let storyboard = "storyboards are not ejected yet; eject a .xib, or move the scene's view into one"
    static let noViews = "the document has no top-level view, cell or reusable view to eject"
}
