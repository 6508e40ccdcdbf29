import NibLayout
import NibModel

/// Writes the class of one top-level view: its subviews as properties, a set-up method that configures and adds them
/// and activates the constraints, and the initializers that call it.
struct ClassWriter {
    let document: IBDocument
    let root: IBObject
    let owner: IBObject?
    let isSceneView: Bool
    let className: String
    let path: String
    let options: EjectOptions

    /// Each view's and layout guide's expression in the class (`titleLabel`, `contentView`, `safeAreaLayoutGuide`),
    /// by document id; the root's is empty (`self`).
    private(set) var names: Names
    private var properties: [String] = []
    private var body: [String] = []
    private var warnings: [EjectWarning] = []
    private var referenced: [String: String] = [:]
    /// The classes the other roots of the document are ejected as, by id: prototype cells a table or collection
    /// view registers.
    private let rootClasses: [String: String]
    /// The properties the project's classes declare for runtime attributes.
    private let members: ProjectMembers
    /// The properties of the project's classes the code sets, by class, with their Swift types.
    private var referencedMembers: [String: [String: String]] = [:]

    init(
        document: IBDocument, root: EjectRoot, className: String, rootClasses: [String: String],
        members: ProjectMembers, path: String, options: EjectOptions
    ) {
        self.document = document
        self.root = root.object
        owner = root.owner
        isSceneView = root.isSceneView
        self.className = className
        self.rootClasses = rootClasses
        self.members = members
        self.path = path
        self.options = options
        names = Names(
            document: document, root: root.object, owner: root.owner,
            otherRoots: Set(rootClasses.keys).subtracting([root.object.id]))
    }

    /// The UIKit class the root's class inherits from.
    var superclassName: String { UIKitClasses.row(for: root.element)?.className ?? "UIView" }

    /// The file.
    mutating func write() -> EjectedFile {
        body += configuration(of: root, receiver: "")
        body += cellLines(of: root, receiver: "")
        if let accessory = root.uiKit?.accessoryType, accessory != .none {
            if let member = SwiftCases.accessoryType.member(accessory.rawValue) {
                body.append("accessoryType = \(member)")
            } else {
                body.append(
                    reject(
                        root,
                        SwiftCases.accessoryType.unknown(
                            accessory.rawValue, of: "the accessoryType of \(root.messageName)")))
            }
        }
        for (child, arranged) in names.rootChildren {
            writeView(child, into: names.container(of: root), arranged: arranged)
        }
        for (id, line) in names.uninstalled {
            let message = "\(id) is installed only in other size classes than the design one: not ejected"
            warnings.append(EjectWarning(file: path, line: line, message: message))
            body.append(SwiftComment.todo(message))
        }
        properties += collectionProperties()
        for outlet in names.unconnectedOutlets {
            let message =
                "the outlet '\(outlet.property ?? "?")' goes to an object the class does not build "
                + "(\(outlet.destination ?? "?")); declare and set it in code"
            warnings.append(EjectWarning(file: path, line: outlet.location.line, message: message))
            body.append(SwiftComment.todo(message))
        }
        for renamed in names.renamedOutlets {
            warnings.append(
                EjectWarning(
                    file: path, line: renamed.line, message: renamed.message, rejectsValue: renamed.rejectsValue))
        }
        var constraints = ConstraintWriter(names: names, path: path)
        let constraintLines = constraints.lines(for: names.allConstraints)
        warnings += constraints.warnings
        properties += constraints.properties
        body += constraintLines
        let actions = ActionWriter(document: document, root: root, owner: owner, names: names, path: path)
        warnings += actions.warnings
        var layout = SourceLayout(
            className: className, superclassName: superclassName,
            documentName: path.split(separator: "/").last.map(String.init) ?? path, options: options)
        layout.referencedClasses = referenced
        layout.referencedMembers = referencedMembers
        if isSceneView, let owner {
            layout.controller =
                owner.customClass
                ?? owner.storyboardIdentifier.map { "the \(owner.element) with Storyboard ID \"\($0)\"" }
                ?? "the \(owner.messageName)"
        }
        let source = layout.text(
            properties: properties, setUp: body, actionWiring: actions.wiring, actionStubs: actions.stubs)
        return EjectedFile(
            className: className, source: source, warnings: warnings, rootID: root.id,
            designSize: root.view?.frame?.size ?? Size(width: 0, height: 0), viewProperties: names.propertyIDs,
            referencedClasses: referenced, referencedMembers: referencedMembers)
    }

    /// Declares, configures and adds one view and its subviews.
    private mutating func writeView(_ object: IBObject, into parent: String, arranged: Bool) {
        guard let name = names.expression(for: object.id) else { return }
        let type = viewType(of: object)
        if let row = UIKitClasses.row(for: object.element) {
            let made: String
            switch object.element {
            case .button:
                let buttonType = object.button?.buttonType?.rawValue ?? "custom"
                let member = SwiftCases.buttonType.member(buttonType)
                if member == nil {
                    body.append(
                        reject(
                            object,
                            SwiftCases.buttonType.unknown(buttonType, of: "the buttonType of \(object.messageName)")))
                }
                made = "\(type)(type: \(member ?? ".custom"))"
            case .visualEffectView:
                made = "\(type)(effect: \(VisualEffects.effect(of: object) ?? "nil"))"
                if let message = VisualEffects.rejection(of: object) { body.append(reject(object, message)) }
            default: made = type + row.arguments
            }
            properties.append("let \(name) = \(made)")
        } else {
            let message = "a \(object.element) is not ejected: a UIView stands in for \(object.messageName)"
            warn(object, message)
            properties.append("let \(name) = UIView()  " + SwiftComment.todo(message))
        }
        body.append("")
        body += configuration(of: object, receiver: name)
        if let content = Names.effectContent(of: object) {
            body += configuration(of: content, receiver: name + ".contentView")
        }
        body += cellLines(of: object, receiver: name)
        body += embeddingLines(of: object, name: name)
        body += placement(of: object, name: name, arranged: arranged)
        body.append(
            arranged
                ? "\(parent.isEmpty ? "" : parent + ".")addArrangedSubview(\(name))"
                : "\(parent.isEmpty ? "" : parent + ".")addSubview(\(name))")
        for (child, isArranged) in names.children(of: object) {
            writeView(child, into: names.container(of: object), arranged: isArranged)
        }
    }

    /// A collection view's layout, and a table or collection view's prototype cells registered as the classes they
    /// are ejected as, by their reuse identifiers; static cells, which code fills from a data source, are a TODO.
    private mutating func cellLines(of object: IBObject, receiver: String) -> [String] {
        guard [.tableView, .collectionView].contains(object.element) else { return [] }
        let prefix = receiver.isEmpty ? "" : receiver + "."
        let layout = CollectionLayoutLines.lines(for: object, receiver: receiver)
        if let (name, base) = layout.uses { referenced[name] = base }
        var lines = layout.lines
        if let written = object.child(forKey: "collectionViewLayout")?.customClass,
            SwiftNames.projectType(from: written) == nil
        {
            let message =
                "the layout class \(SwiftNames.literal(written)) of \(object.messageName) is not a Swift name, or "
                + "would shadow Swift's or UIKit's: the layout is made as UIKit's; make it in code"
            if SwiftNames.className(written) == nil {
                lines.append(reject(object, message))
            } else {
                warn(object, message)
                lines.append(SwiftComment.todo(message))
            }
        }
        lines += EjectRoot.prototypeCells(in: object).compactMap { cell -> String? in
            guard let cellClass = rootClasses[cell.id], let identifier = cell.reuseIdentifier else { return nil }
            let method = object.element == .tableView ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
            return "\(prefix)register(\(cellClass).self, \(method): \(SwiftNames.literal(identifier)))"
        }
        if object.children.contains(where: { $0.container == "sections" }) {
            let message =
                "the static cells of \(object.messageName) are not ejected: a data source in code gives the rows"
            warn(object, message)
            lines.append(SwiftComment.todo(message))
        }
        return lines
    }

    /// The outlet collections as read-only properties of their views (`var keypadButtons: [UIButton] { [one, two] }`),
    /// typed by the class their views share.
    private func collectionProperties() -> [String] {
        names.outletCollections.map { name, ids in
            let objects = ids.compactMap { names.objects[$0] }
            let types = Set(
                objects.map { object in
                    object.customClass.flatMap(SwiftNames.projectType(from:)).flatMap { $0 == className ? nil : $0 }
                        ?? UIKitClasses.row(for: object.element)?.className ?? "UIView"
                })
            let type = types.count == 1 ? types.first ?? "UIView" : "UIView"
            let list = ids.map { id in names.expression(for: id).map { $0.isEmpty ? "self" : $0 } ?? "self" }
            return "var \(name): [\(type)] { [\(list.joined(separator: ", "))] }"
        }
    }

    /// A container view's embedded view controller, which the view's controller adds as a child: a TODO, since a
    /// view cannot.
    private mutating func embeddingLines(of object: IBObject, name: String) -> [String] {
        guard object.element == .containerView else { return [] }
        return object.connections.filter { $0.kind == .segue && $0.segueKind == .embed }.map { segue in
            let child = segue.destination.flatMap { document.object(withID: $0) }
            let childName = child?.customClass ?? child.map { "the \($0.element) \($0.id)" } ?? "its view controller"
            let message =
                "\(object.messageName) embeds \(childName): in the view controller, add it with addChild(_:), "
                + "\(name).addSubview(child.view) and didMove(toParent:)"
            warnings.append(EjectWarning(file: path, line: segue.location.line, message: message))
            return SwiftComment.todo(message)
        }
    }

    /// The class a subview is made as: its custom class (recorded as referenced), or its element's UIKit class.
    private mutating func viewType(of object: IBObject) -> String {
        let base = UIKitClasses.row(for: object.element)?.className ?? "UIView"
        guard let written = object.customClass else { return base }
        guard let custom = SwiftNames.className(written) else {
            body.append(
                reject(object, "the custom class \(SwiftNames.literal(written)) is not a Swift name: made as \(base)"))
            return base
        }
        // A document may name a UIKit class as a custom class (`customClass="UIButton"` on a view).
        if UIKitClasses.isUIKitName(custom) { return custom }
        guard !ReservedNames.contains(custom) else {
            warn(object, "the custom class \(custom) would shadow Swift's or UIKit's \(custom): made as \(base)")
            return base
        }
        guard custom != className else {
            warn(
                object,
                "\(object.messageName) is of the class being ejected, \(custom): made as \(base), since "
                    + "making it as \(custom) would build it again inside itself, forever")
            return base
        }
        // A view that sends actions is a control, whatever element the document made it from.
        let sendsActions = object.connections.contains { $0.kind == .action }
        referenced[custom] = base == "UIView" && sendsActions ? "UIControl" : base
        return custom
    }

    /// The statements that set the view's properties where they differ from UIKit's defaults, its button states, its
    /// hugging and compression resistance, and its runtime attributes.
    private mutating func configuration(of object: IBObject, receiver: String) -> [String] {
        var lines: [String] = []
        for row in PropertyRow.all {
            if let statement = row.statement(for: object, receiver: receiver) { lines.append(statement) }
            if let message = row.rejection(for: object) { lines.append(reject(object, message)) }
        }
        let prefix = receiver.isEmpty ? "" : receiver + "."
        let button = ButtonLines.lines(for: object, prefix: prefix)
        lines += button.lines
        for message in button.rejections { lines.append(reject(object, message)) }
        lines += priorityLines(of: object, prefix: prefix)
        for attribute in object.runtimeAttributes {
            if let line = RuntimeAttributeLines.line(for: attribute, prefix: prefix) {
                lines.append(line)
            } else if let line = projectAttributeLine(attribute, of: object, prefix: prefix) {
                lines.append(line)
            } else {
                let message =
                    "the user-defined runtime attribute '\(attribute.keyPath)' of \(object.messageName) is not set in "
                    + "code; set it where the class \(object.customClass ?? UIKitClasses.row(for: object.element)?.className ?? "UIView") declares it"
                warn(object, message)
                lines.append(SwiftComment.todo(message))
            }
        }
        return lines
    }

    /// A runtime attribute a project class of a subview declares a property for, as an assignment; the root's class is
    /// the one being written, which does not declare the project's properties.
    private mutating func projectAttributeLine(_ attribute: RuntimeAttribute, of object: IBObject, prefix: String)
        -> String?
    {
        guard object.id != root.id, let custom = object.customClass.flatMap(SwiftNames.projectType(from:)),
            referenced[custom] != nil, let declared = members.declaredType(of: attribute.keyPath, on: custom),
            let (line, type) = ProjectAttributeLines.line(for: attribute, prefix: prefix, declared: declared)
        else { return nil }
        referencedMembers[custom, default: [:]][attribute.keyPath] = type
        return line
    }

    private func priorityLines(of object: IBObject, prefix: String) -> [String] {
        guard let view = object.view else { return [] }
        let rows: [(LayoutPriority?, LayoutPriority, String, String)] = [
            (view.horizontalHuggingPriority, 250, "setContentHuggingPriority", "horizontal"),
            (view.verticalHuggingPriority, 250, "setContentHuggingPriority", "vertical"),
            (
                view.horizontalCompressionResistancePriority, 750, "setContentCompressionResistancePriority",
                "horizontal"
            ),
            (view.verticalCompressionResistancePriority, 750, "setContentCompressionResistancePriority", "vertical"),
        ]
        return rows.compactMap { value, uikitDefault, method, axis in
            guard let value, value != uikitDefault else { return nil }
            return "\(prefix)\(method)(\(SwiftLiterals.priority(value)), for: .\(axis))"
        }
    }

    /// Autoresizing (frame and mask) for a view the document leaves to them; otherwise no translated constraints.
    /// A view placed by constraints that holds autoresizing subviews starts at its design frame, as a nib's view
    /// does: autoresizing keeps their margins from the size they were added at.
    private func placement(of object: IBObject, name: String, arranged: Bool) -> [String] {
        guard let view = object.view else { return [] }
        let frame = view.frame.map { "\(name).frame = \(SwiftLiterals.rect($0))" }
        let designFrame = holdsAutoresizedSubviews(object) ? frame : nil
        guard !arranged else { return [designFrame].compactMap { $0 } }
        guard translates(object) else {
            return [designFrame, "\(name).translatesAutoresizingMaskIntoConstraints = false"].compactMap { $0 }
        }
        var lines = [frame].compactMap { $0 }
        if let mask = view.autoresizingMask, !mask.isEmpty {
            lines.append("\(name).autoresizingMask = \(SwiftLiterals.autoresizing(mask))")
        }
        return lines
    }

    /// Whether the document leaves the view to its frame and autoresizing mask.
    private func translates(_ object: IBObject) -> Bool {
        guard let view = object.view else { return false }
        return view.translatesAutoresizingMask(useAutolayout: document.header.useAutolayout)
            || !names.constrainedIDs.contains(object.id)
    }

    /// Whether a subview of the view (not arranged by it) is placed by autoresizing.
    private func holdsAutoresizedSubviews(_ object: IBObject) -> Bool {
        names.children(of: object).contains { child, arranged in !arranged && translates(child) }
    }

    private mutating func warn(_ object: IBObject, _ message: String) {
        warnings.append(EjectWarning(file: path, line: object.location.line, message: message))
    }

    /// Records a value of `object` that code does not write, since it is not Swift's to say; the TODO to put in its
    /// place.
    @discardableResult
    private mutating func reject(_ object: IBObject, _ message: String) -> String {
        warnings.append(EjectWarning(file: path, line: object.location.line, message: message, rejectsValue: true))
        return SwiftComment.todo(message)
    }
}
