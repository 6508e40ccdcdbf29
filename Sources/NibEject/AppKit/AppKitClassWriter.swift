import NibLayout
import NibModel

/// Writes the class of one top-level view of an AppKit document: an `NSView` subclass whose subviews are properties,
/// with a set-up method that configures and adds them, activates the constraints and connects the actions.
struct AppKitClassWriter {
    let document: IBDocument
    let root: IBObject
    let className: String
    let path: String
    let options: EjectOptions

    private var names: Names
    private var properties: [String] = []
    private var body: [String] = []
    private var warnings: [EjectWarning] = []
    private var referenced: [String: String] = [:]

    init(document: IBDocument, root: IBObject, className: String, path: String, options: EjectOptions) {
        self.document = document
        self.root = root
        self.className = className
        self.path = path
        self.options = options
        names = Names(document: document, root: root, owner: document.filesOwner)
    }

    /// The AppKit class the root's class inherits from.
    var superclassName: String { AppKitClasses.row(for: root.element)?.className ?? "NSView" }

    /// The file.
    mutating func write() -> EjectedFile {
        body += configuration(of: root, receiver: "")
        for (child, arranged) in names.children(of: root) {
            writeView(child, in: root, arranged: arranged)
        }
        for outlet in names.unconnectedOutlets {
            let message =
                "the outlet '\(outlet.property ?? "?")' goes to an object the class does not build "
                + "(\(outlet.destination ?? "?")); declare and set it in code"
            warnings.append(EjectWarning(file: path, line: outlet.location.line, message: message))
            body.append(SwiftComment.todo(message))
        }
        var constraints = ConstraintWriter(names: names, path: path)
        constraints.priorityLiteral = AppKitLiterals.priority
        let constraintLines = constraints.lines(for: names.allConstraints)
        warnings += constraints.warnings
        properties += constraints.properties
        body += constraintLines
        let actions = AppKitActionWriter(document: document, root: root, names: names, path: path)
        warnings += actions.warnings
        var layout = SourceLayout(
            className: className, superclassName: superclassName,
            documentName: path.split(separator: "/").last.map(String.init) ?? path, options: options,
            framework: .appKit)
        layout.referencedClasses = referenced
        let source = layout.text(
            properties: properties, setUp: body, actionWiring: actions.wiring, actionStubs: actions.stubs)
        return EjectedFile(
            className: className, source: source, warnings: warnings, rootID: root.id,
            designSize: root.view?.frame?.size ?? Size(width: 0, height: 0), viewProperties: names.propertyIDs,
            referencedClasses: referenced)
    }

    /// Declares, configures and adds one view and its subviews.
    private mutating func writeView(_ object: IBObject, in parent: IBObject, arranged: Bool) {
        guard let name = names.expression(for: object.id) else { return }
        if let row = AppKitClasses.row(for: object.element) {
            // A project's class is made with its AppKit class's initializer, which it inherits.
            var made = row.make(object)
            if let type = customType(of: object, base: row.className), made.hasPrefix(row.className + "(") {
                made = type + made.dropFirst(row.className.count)
            }
            properties.append("let \(name) = \(made)")
        } else {
            let message = "a \(object.element) is not ejected: an NSView stands in for \(object.messageName)"
            warn(object, message)
            properties.append("let \(name) = NSView()  " + SwiftComment.todo(message))
        }
        body.append("")
        body += configuration(of: object, receiver: name)
        body += tableLines(of: object, in: parent, name: name)
        body += placement(of: object, name: name, arranged: arranged)
        body.append(adding(name, to: parent, arranged: arranged))
        for (child, isArranged) in names.children(of: object) {
            writeView(child, in: object, arranged: isArranged)
        }
    }

    /// `addSubview`, `addArrangedSubview`, or a scroll view's `documentView`.
    private func adding(_ name: String, to parent: IBObject, arranged: Bool) -> String {
        let owner = names.expression(for: parent.id) ?? ""
        if parent.element == .scrollView, names.appKitContent(of: parent) != nil {
            return "\(owner.isEmpty ? "" : owner + ".")documentView = \(name)"
        }
        let container = names.container(of: parent)
        return "\(container.isEmpty ? "" : container + ".")\(arranged ? "addArrangedSubview" : "addSubview")(\(name))"
    }

    /// The project's class a subview is made as, recorded as referenced; nil for the element's AppKit class.
    private mutating func customType(of object: IBObject, base: String) -> String? {
        guard let written = object.customClass else { return nil }
        guard let custom = SwiftNames.className(written) else {
            body.append(
                reject(object, "the custom class \(SwiftNames.literal(written)) is not a Swift name: made as \(base)"))
            return nil
        }
        guard AppKitClasses.isAppKitName(custom) || !ReservedNames.contains(custom) else {
            warn(object, "the custom class \(custom) would shadow Swift's or AppKit's \(custom): made as \(base)")
            return nil
        }
        if AppKitClasses.isAppKitName(custom) { return custom == base ? nil : custom }
        guard custom != className else { return nil }
        referenced[custom] = base
        return custom
    }

    /// The statements that set the view's properties where they differ from AppKit's defaults, its pop-up items,
    /// its hugging and compression resistance, accessibility and runtime attributes.
    private mutating func configuration(of object: IBObject, receiver: String) -> [String] {
        var lines: [String] = []
        for row in AppKitPropertyRows.all {
            if let statement = row.statement(for: object, receiver: receiver) { lines.append(statement) }
            if let message = row.rejection(for: object) { lines.append(reject(object, message)) }
        }
        if object.element == .segmentedControl, let mode = object.cell?.untyped[attribute: "trackingMode"],
            SwiftCases.segmentTracking.member(mode) == nil
        {
            lines.append(
                reject(
                    object, SwiftCases.segmentTracking.unknown(mode, of: "the trackingMode of \(object.messageName)")))
        }
        let prefix = receiver.isEmpty ? "" : receiver + "."
        if object.element == .popUpButton, !object.cell.map(\.menuItemTitles).isNilOrEmpty {
            let titles = (object.cell?.menuItemTitles ?? []).map(SwiftNames.literal).joined(separator: ", ")
            lines.append("\(prefix)addItems(withTitles: [\(titles)])")
        }
        if object.element == .button, let type = ButtonKinds.row(for: object).buttonType {
            lines.append("\(prefix)setButtonType(.\(type))")
        }
        lines += priorityLines(of: object, prefix: prefix)
        lines += accessibilityLines(of: object, prefix: prefix)
        if object.stack != nil, !object.gravityAreaViews.isEmpty {
            let message =
                "the views in \(object.messageName)'s gravity areas are not ejected; add them with "
                + "addView(_:in:)"
            warn(object, message)
            lines.append(SwiftComment.todo(message))
        }
        for attribute in object.runtimeAttributes {
            let message =
                "the user-defined runtime attribute '\(attribute.keyPath)' of \(object.messageName) is not set in "
                + "code; set it where the class \(object.customClass ?? "\(object.element)") declares it"
            warn(object, message)
            lines.append(SwiftComment.todo(message))
        }
        return lines
    }

    private func accessibilityLines(of object: IBObject, prefix: String) -> [String] {
        guard let accessibility = object.view?.accessibility else { return [] }
        let rows = [
            ("setAccessibilityIdentifier", accessibility.identifier), ("setAccessibilityLabel", accessibility.label),
            ("setAccessibilityHelp", accessibility.hint),
        ]
        return rows.compactMap { method, value in value.map { "\(prefix)\(method)(\(SwiftNames.literal($0)))" } }
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
        var lines = rows.compactMap { value, appKitDefault, method, axis -> String? in
            guard let value, value != appKitDefault else { return nil }
            return "\(prefix)\(method)(\(AppKitLiterals.priority(value)), for: .\(axis))"
        }
        // A stack view hugs its views at 250 along its axis and at 25 across it unless told otherwise.
        for (vertically, axis) in [(false, "horizontal"), (true, "vertical")] {
            guard let stack = object.stack, let hugging = object.stackHuggingPriority(vertically: vertically)
            else { continue }
            let alongAxis = (stack.axis == .vertical) == vertically
            guard abs(hugging.rawValue - (alongAxis ? 250 : 25)) > 0.01 else { continue }
            lines.append("\(prefix)setHuggingPriority(\(AppKitLiterals.priority(hugging)), for: .\(axis))")
        }
        return lines
    }

    /// Autoresizing (frame and mask) for a view the document leaves to them; otherwise no translated constraints.
    private func placement(of object: IBObject, name: String, arranged: Bool) -> [String] {
        guard let view = object.view else { return [] }
        // Subviews that autoresize follow their superview's changes of size from the one they are laid out in.
        var sized: [String] = []
        if let size = view.frame?.size, hasAutoresizingChildren(object) {
            sized.append(
                "\(name).setFrameSize(NSSize(width: \(AppKitLiterals.number(size.width)), "
                    + "height: \(AppKitLiterals.number(size.height))))")
        }
        guard !arranged else { return sized }
        let translates =
            view.translatesAutoresizingMask(useAutolayout: document.header.useAutolayout)
            || !names.constrainedIDs.contains(object.id)
        guard translates else { return ["\(name).translatesAutoresizingMaskIntoConstraints = false"] + sized }
        var lines: [String] = []
        if let frame = view.frame { lines.append("\(name).frame = \(AppKitLiterals.rect(frame))") }
        if let mask = view.autoresizingMask, !mask.isEmpty {
            lines.append("\(name).autoresizingMask = \(AppKitLiterals.autoresizing(mask))")
        }
        return lines
    }

    /// A table's or outline view's header as the document stores it in its scroll view (`NSTableHeaderView` of that
    /// frame, or none), and a TODO for its columns, cells and data source, which the class does not build.
    private mutating func tableLines(of object: IBObject, in parent: IBObject, name: String) -> [String] {
        guard [.tableView, .outlineView].contains(object.element) else { return [] }
        let message =
            "the columns, cells and data source of \(object.messageName) are not ejected; add its "
            + "NSTableColumns and set its dataSource and delegate"
        warn(object, message)
        var lines = [SwiftComment.todo(message)]
        if object.appKitView?.headerView == nil {
            lines.append("\(name).headerView = nil")
        } else if let frame = parent.child(forKey: "headerView")?.view?.frame {
            lines.append("\(name).headerView = NSTableHeaderView(frame: \(AppKitLiterals.rect(frame)))")
        }
        return lines
    }

    /// Whether a subview of the view (of its content view) keeps its frame by autoresizing.
    private func hasAutoresizingChildren(_ object: IBObject) -> Bool {
        names.children(of: object).contains { child, arranged in
            guard !arranged, let view = child.view, let mask = view.autoresizingMask, !mask.isEmpty else {
                return false
            }
            return view.translatesAutoresizingMask(useAutolayout: document.header.useAutolayout)
                || !names.constrainedIDs.contains(child.id)
        }
    }

    private mutating func warn(_ object: IBObject, _ message: String) {
        warnings.append(EjectWarning(file: path, line: object.location.line, message: message))
    }

    /// Records a value of `object` that code does not write, since it is not Swift's to say; the TODO to put in its
    /// place.
    private mutating func reject(_ object: IBObject, _ message: String) -> String {
        warnings.append(EjectWarning(file: path, line: object.location.line, message: message, rejectsValue: true))
        return SwiftComment.todo(message)
    }
}

extension Optional where Wrapped: Collection {
    /// Whether there is no collection or an empty one.
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
