import NibModel

/// Turns an iOS document into UIKit Swift, one class per top-level view, cell, reusable view and scene root, and an
/// AppKit one into AppKit Swift, one class per top-level view (`nib eject`).
public struct Ejector {
    /// How the Swift is written.
    public var options: EjectOptions

    /// An ejector writing with `options`.
    public init(options: EjectOptions = EjectOptions()) {
        self.options = options
    }

    /// The files of `document`, read from `path` (which warnings name): one per top-level view, cell and reusable
    /// view of a nib, one per scene's root view and prototype cell of a storyboard; `members` are the properties the
    /// project's classes declare for the document's runtime attributes. Throws ``EjectError`` for a document it
    /// cannot eject (an AppKit storyboard, one without views).
    public func eject(_ document: IBDocument, path: String, members: ProjectMembers = ProjectMembers()) throws
        -> [EjectedFile]
    {
        if document.header.targetRuntime == .macOS {
            guard !document.isStoryboard else {
                throw EjectError(file: path, line: document.header.location.line, message: EjectError.appKitStoryboard)
            }
            return try ejectAppKit(document, path: path)
        }
        let roots =
            document.isStoryboard ? EjectRoot.roots(ofStoryboard: document) : EjectRoot.roots(ofNib: document)
        guard !roots.isEmpty else {
            throw EjectError(file: path, line: document.header.location.line, message: EjectError.noViews)
        }
        var used = Set<String>()
        var classes: [String: String] = [:]
        for root in roots {
            let name = className(of: root, path: path, taken: used)
            used.insert(name)
            classes[root.object.id] = name
        }
        return roots.map { root in
            if options.swiftUI {
                var writer = SwiftUIWriter(
                    document: document, root: root.object, name: classes[root.object.id] ?? "EjectedView", path: path)
                return writer.write()
            }
            var writer = ClassWriter(
                document: document, root: root, className: classes[root.object.id] ?? "EjectedView",
                rootClasses: classes, members: members, path: path, options: options)
            var file = writer.write()
            file.warnings += classNameWarnings(of: root.object, path: path, className: file.className)
            if let owner = root.owner, let written = owner.customClass, SwiftNames.className(written) == nil {
                file.warnings.append(
                    EjectWarning(
                        file: path, line: owner.location.line,
                        message: "the custom class \(SwiftNames.literal(written)) of \(owner.messageName) is not a "
                            + "Swift name", rejectsValue: true))
            }
            return file
        }
    }

    /// What is said of a root whose custom class code cannot give its class: one that is not a Swift name (a value
    /// rejected), or one that would shadow Swift's or the frameworks' (renamed).
    func classNameWarnings(of root: IBObject, path: String, className: String) -> [EjectWarning] {
        guard let written = root.customClass else { return [] }
        guard let name = SwiftNames.className(written) else {
            return [
                EjectWarning(
                    file: path, line: root.location.line,
                    message: "the custom class \(SwiftNames.literal(written)) is not a Swift name: the class is "
                        + "\(className)", rejectsValue: true)
            ]
        }
        guard ReservedNames.contains(name), !UIKitClasses.isUIKitName(name), !AppKitClasses.isAppKitName(name) else {
            return []
        }
        return [
            EjectWarning(
                file: path, line: root.location.line,
                message: "the custom class \(name) would shadow Swift's or the frameworks' \(name): the class is "
                    + "\(className)")
        ]
    }

    /// The class a root is ejected as: its owner's class when the owner holds this view (a view controller's, or a
    /// scene's, gets `<Controller>View`), the view's own custom class, its label, a scene's Storyboard ID or title, or
    /// the document's name.
    func className(of root: EjectRoot, path: String, taken: Set<String>) -> String {
        var candidates: [String] = []
        let object = root.object
        if let owner = root.owner, let ownerClass = owner.customClass.flatMap(SwiftNames.className),
            root.isSceneView || owner.outlets.contains(where: { $0.destination == object.id })
        {
            let isController =
                root.isSceneView || owner.outlets.contains { $0.destination == object.id && $0.property == "view" }
            candidates.append(isController ? ownerClass + "View" : ownerClass)
        }
        if let custom = object.customClass.flatMap(SwiftNames.className), !UIKitClasses.isUIKitName(custom) {
            candidates.append(custom)
        }
        if let label = object.userLabel.flatMap(SwiftNames.property(from:)) {
            candidates.append(label.prefix(1).uppercased() + label.dropFirst())
        }
        if root.isSceneView, let owner = root.owner {
            let scene = [owner.storyboardIdentifier, owner.userLabel, owner.title].compactMap { $0 }
                .compactMap(SwiftNames.type(from:))
            candidates += scene.map { $0.hasSuffix("View") ? $0 : $0 + "View" }
        }
        if object.element == .tableViewCell || object.element == .collectionViewCell,
            let identifier = object.reuseIdentifier.flatMap(SwiftNames.type(from:))
        {
            candidates.append(identifier.hasSuffix("Cell") ? identifier : identifier + "Cell")
        }
        let file = path.split(separator: "/").last.map { String($0.split(separator: ".").first ?? $0) } ?? "Ejected"
        candidates.append(
            SwiftNames.type(from: file).map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "EjectedView")
        // A class of a name Swift or the frameworks have would shadow theirs (`String`, `print`).
        candidates = candidates.filter {
            SwiftNames.isIdentifier($0) && !SwiftNames.keywords.contains($0) && !ReservedNames.contains($0)
        }
        if candidates.isEmpty { candidates = ["EjectedView"] }
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

    static let appKitStoryboard =
        "AppKit storyboards are not ejected yet; eject a .xib, or move the scene's view into one"
    static let noViews = "the document has no top-level view, cell, reusable view or scene view to eject"
}
