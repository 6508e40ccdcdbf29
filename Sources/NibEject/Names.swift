import NibModel

/// What each view and layout guide of a root's tree is called in its class: outlets' names, else labels, else the
/// element's (`label2`); the root is `self` (an empty expression) and a cell's content view `contentView`.
struct Names {
    private(set) var expressions: [String: String] = [:]
    /// The subviews held in properties, by property name, with their document ids.
    private(set) var propertyIDs: [String: String] = [:]
    /// The views the document leaves to constraints: those a constraint mentions and those stack views arrange.
    private(set) var constrainedIDs: Set<String> = []
    /// Every constraint of the tree that is not a placeholder.
    private(set) var allConstraints: [Constraint] = []
    /// The document objects of the tree, by id.
    private(set) var objects: [String: IBObject] = [:]
    private let root: IBObject
    private let contentView: IBObject?
    /// The size classes the document is designed in: which subviews and constraints are installed, and the
    /// constants of those that vary.
    let sizeClasses: SizeClasses
    /// The subviews and constraints left out because the design size classes do not install them.
    private(set) var uninstalled: [(id: String, line: Int)] = []

    /// Whether the document is an AppKit one, whose views are named after AppKit's classes.
    let isAppKit: Bool

    init(document: IBDocument, root: IBObject, owner: IBObject?, otherRoots: Set<String> = []) {
        self.root = root
        isAppKit = document.header.targetRuntime == .macOS
        sizeClasses = SizeClasses.forDocument(document.header)
        contentView =
            [ElementKind.tableViewCell, .collectionViewCell, .visualEffectView].contains(root.element)
            ? root.child(forKey: "contentView") : nil
        var outlets: [String: String] = [:]
        let ownerOutlets = owner?.outlets ?? []
        var declared: [Connection] = []
        for outlet in ownerOutlets + root.outlets where !outlet.isSystemAttachment {
            guard let destination = outlet.destination, let property = outlet.property else { continue }
            guard SwiftNames.isIdentifier(property), !SwiftNames.unusable.contains(property) else {
                let rejects = !SwiftNames.isIdentifier(property)
                renamedOutlets.append(
                    (
                        outlet.location.line,
                        "the outlet \(SwiftNames.literal(property)) "
                            + (rejects ? "is not a Swift name" : "cannot be a property's name")
                            + ": code names its object otherwise; rename the outlet", rejects
                    ))
                continue
            }
            declared.append(outlet)
            if outlet.kind == .outlet { outlets[destination] = property }
        }
        expressions[root.id] = ""
        if let contentView { expressions[contentView.id] = "contentView" }
        let superclass = UIKitClasses.row(for: root.element)?.className ?? "UIView"
        var taken =
            (isAppKit
            ? AppKitClasses.inheritedNames
            : UIKitClasses.inheritedNames["UIView", default: []].union(
                UIKitClasses.inheritedNames[superclass, default: []])).union(ReservedNames.all)
        for guide in owner?.layoutGuides ?? [] where guide.isLegacy {
            legacyGuides[guide.id] = guide.key
        }
        visit(root, outlets: outlets, taken: &taken)
        let constraintIDs = Set(allConstraints.map(\.id))
        for (id, property) in outlets where constraintIDs.contains(id) {
            let name = SwiftNames.escaped(property)
            if !taken.contains(name) { constraintOutlets[id] = name }
        }
        var members: [String: [String]] = [:]
        var order: [String] = []
        for outlet in declared where outlet.kind == .outletCollection {
            guard let property = outlet.property, let destination = outlet.destination else { continue }
            if members[property] == nil { order.append(property) }
            members[property, default: []].append(destination)
        }
        for property in order {
            let ids = members[property] ?? []
            let name = SwiftNames.escaped(property)
            guard ids.allSatisfy({ objects[$0] != nil }), !taken.contains(name) else { continue }
            taken.insert(name)
            outletCollections.append((name, ids))
        }
        let collected = Set(outletCollections.map { $0.name.replacingOccurrences(of: "`", with: "") })
        unconnectedOutlets = declared.filter { outlet in
            guard let destination = outlet.destination else { return false }
            let known =
                outlet.kind == .outlet
                ? objects[destination] != nil || constraintOutlets[destination] != nil
                : collected.contains(outlet.property ?? "")
            // Another top-level view of the document is a class of its own; its owner sets the outlet.
            return !known && destination != root.id && destination != owner?.id && !otherRoots.contains(destination)
        }
    }

    /// The outlets code names otherwise, with where and why: a name that is not Swift's (a rejected value), one no
    /// property can have, one that would shadow a name of Swift's, the framework's or the view's own.
    private(set) var renamedOutlets: [(line: Int, message: String, rejectsValue: Bool)] = []

    /// The outlet collections whose objects are all views of the tree: their names and their views' ids, in the
    /// document's order.
    private(set) var outletCollections: [(name: String, ids: [String])] = []

    /// A view controller's legacy top and bottom layout guides (`top`, `bottom`), by id, which code reaches
    /// through the root's safe area.
    private(set) var legacyGuides: [String: String] = [:]

    /// The constraints outlets hold, by id, with the outlets' names.
    private(set) var constraintOutlets: [String: String] = [:]
    /// The outlets of File's Owner and the root that the class does not hold: to objects outside the tree (gesture
    /// recognizers, other top-level objects), and outlet collections.
    private(set) var unconnectedOutlets: [Connection] = []

    private mutating func visit(_ object: IBObject, outlets: [String: String], taken: inout Set<String>) {
        objects[object.id] = object
        if let content = appKitContent(of: object), let owner = expressions[object.id] {
            // A box's or scroll view's content view is reached through it; its constraints are the tree's.
            expressions[content.view.id] = (owner.isEmpty ? "" : owner + ".") + content.expression
            objects[content.view.id] = content.view
            collectConstraints(of: content.view)
        }
        for guide in object.layoutGuides {
            let owner = expressions[object.id].map { $0.isEmpty ? "" : $0 + "." } ?? ""
            if let property = Self.guideProperties[guide.key] { expressions[guide.id] = owner + property }
        }
        collectConstraints(of: object)
        let notInstalledViews = sizeClasses.uninstalled(in: object.variations)
        for subview in object.subviews where notInstalledViews.contains(subview.id) {
            uninstalled.append((subview.id, subview.location.line))
        }
        for (child, arranged) in children(of: object) {
            if arranged { constrainedIDs.insert(child.id) }
            let name = unique(outlets[child.id].map(SwiftNames.escaped) ?? label(of: child), taken: &taken)
            if let outlet = outlets[child.id], name != SwiftNames.escaped(outlet) {
                renamedOutlets.append(
                    (
                        child.location.line,
                        "the outlet '\(outlet)' would shadow "
                            + (ReservedNames.contains(outlet) ? "Swift's or the framework's" : "the view's own")
                            + " \(outlet): it is \(name) in code", false
                    ))
            }
            expressions[child.id] = name
            propertyIDs[name.replacingOccurrences(of: "`", with: "")] = child.id
            if let content = Self.effectContent(of: child) { expressions[content.id] = name + ".contentView" }
            visit(child, outlets: outlets, taken: &taken)
        }
        if object.id != root.id, let content = Self.effectContent(of: object) {
            visitContent(content)
        }
        if object.id == root.id, let contentView { visit(contentView, outlets: outlets, taken: &taken) }
    }

    /// A visual effect view's content view, which holds its subviews and which UIKit makes with it.
    static func effectContent(of object: IBObject) -> IBObject? {
        object.element == .visualEffectView ? object.child(forKey: "contentView") : nil
    }

    /// Records a visual effect view's content view and its constraints; its subviews are the effect view's children.
    private mutating func visitContent(_ content: IBObject) {
        objects[content.id] = content
        collectConstraints(of: content)
    }

    private mutating func collectConstraints(of object: IBObject) {
        let notInstalled = sizeClasses.uninstalled(in: object.variations)
        for constraint in object.constraints where !constraint.isPlaceholder {
            guard !notInstalled.contains(constraint.id) else {
                uninstalled.append((constraint.id, constraint.location.line))
                continue
            }
            allConstraints.append(constraint)
            constrainedIDs.insert(constraint.firstItem)
            if let second = constraint.secondItem { constrainedIDs.insert(second) }
        }
    }

    /// The layout guides a document names by key, as the properties code reaches them by.
    static let guideProperties = [
        "safeArea": "safeAreaLayoutGuide", "contentLayoutGuide": "contentLayoutGuide",
        "frameLayoutGuide": "frameLayoutGuide", "layoutMargins": "layoutMarginsGuide",
    ]

    private func label(of object: IBObject) -> String {
        if let label = object.userLabel.flatMap(SwiftNames.property(from:)) { return label }
        guard isAppKit else { return UIKitClasses.row(for: object.element)?.propertyName ?? "view" }
        // An element without an AppKit class here is still named for what it is (`colorWell`).
        return AppKitClasses.row(for: object.element)?.propertyName ?? SwiftNames.property(
            from: object.element.rawValue)
            ?? "view"
    }

    /// `base`, or `own` + it where the class already has that name, numbered while that is taken too; a keyword in
    /// backticks.
    private func unique(_ base: String, taken: inout Set<String>) -> String {
        let bare = base.replacingOccurrences(of: "`", with: "")
        var name = taken.contains(bare) ? "own" + bare.prefix(1).uppercased() + bare.dropFirst() : bare
        var number = 2
        let stem = name
        while taken.contains(name) {
            name = stem + String(number)
            number += 1
        }
        taken.insert(name)
        return SwiftNames.escaped(name)
    }

    /// The object's subviews in order, each with whether a stack view arranges it. A cell's are its content view's
    /// (and any the document put beside the content view, which UIKit moves into it).
    func children(of object: IBObject) -> [(IBObject, Bool)] {
        if object.id == root.id, let contentView {
            return object.subviews.filter { $0.id != contentView.id }.map { ($0, false) }
        }
        if let content = Self.effectContent(of: object) { return children(of: content) }
        if let content = appKitContent(of: object) { return content.view.subviews.map { ($0, false) } }
        let arranged = object.stack != nil
        let notInstalled = sizeClasses.uninstalled(in: object.variations)
        return object.subviews.filter { !notInstalled.contains($0.id) }.map { ($0, arranged) }
    }

    /// The root's subviews and, for a cell, its content view's: what the class adds in its set-up.
    var rootChildren: [(IBObject, Bool)] {
        children(of: root) + (contentView.map { children(of: $0) } ?? [])
    }

    /// Where the object's subviews are added: a cell's or visual effect view's content view, or the view itself.
    func container(of object: IBObject) -> String {
        if object.id == root.id, contentView != nil { return "contentView" }
        if Self.effectContent(of: object) != nil { return (expressions[object.id] ?? "") + ".contentView" }
        if let content = appKitContent(of: object) { return expressions[content.view.id] ?? "" }
        return expressions[object.id] ?? ""
    }

    /// The expression of a view or layout guide by id; nil for an object outside the tree.
    func expression(for id: String) -> String? { expressions[id] }

    /// Whether the id is a layout guide's.
    func isGuide(_ id: String) -> Bool { objects[id] == nil && expressions[id] != nil }

    /// The content view an AppKit box or scroll view archives its subviews in, and how code reaches it from the box
    /// (`contentView!`) or scroll view (its clip view, `contentView`).
    func appKitContent(of object: IBObject) -> (view: IBObject, expression: String)? {
        guard isAppKit, let content = object.child(forKey: "contentView") else { return nil }
        switch object.element {
        case .box: return (content, "contentView!")
        case .scrollView: return (content, "contentView")
        default: return nil
        }
    }
}
