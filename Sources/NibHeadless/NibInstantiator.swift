import NibLayout
import NibModel
import NibRuntime

/// Instantiates a decoded document with UIKit's nib-loading semantics (`UINib.instantiate(withOwner:options:)`):
///
/// 1. every object the document archives is created through its class's `init(coder:)` (custom classes through
///    the ``ClassRegistry``; an unknown class falls back to its element's class with a warning, as UIKit logs
///    "Unknown class X in Interface Builder file"), views with their subviews in order;
/// 2. constraints are created and added to the views that hold them;
/// 3. user-defined runtime attributes are set;
/// 4. outlets and outlet collections are connected — to File's Owner, to external objects, or between objects —
///    and actions are wired to their targets; an outlet key the target does not have is an error that names the
///    nib, line, class and key and lists the keys it does have;
/// 5. `awakeFromNib` is sent to every created object, once, after all connections, and for an AppKit document to
///    File's Owner too, as `NSNib` does;
/// 6. the top-level objects are returned in document order.
public final class NibInstantiator {
    /// The decoded document it instantiates.
    public let document: IBDocument
    /// The nib's name, for messages.
    public let name: String
    /// The classes custom class names are created as; an unknown one falls back to its element's class, with a warning.
    public let registry: ClassRegistry
    /// The environment of the load: what the objects it creates get (``NibCoder/environment``), nested nib-backed
    /// views load their content in, and views made in code while it runs take as ``NibEnvironment/current``.
    public let environment: NibEnvironment
    /// The modules a custom class the document names without a module of its own (or with
    /// `customModuleProvider="target"`, the module of whichever target builds the nib) is looked for in: the
    /// modules of the classes loading it (File's Owner, the view asking for its nib).
    public var contextModules: [String] = []
    /// The size classes whose variations are loaded: which constraints and subviews are installed, and the
    /// constants of the constraints. The document's design device's by default; UIKit uses the running device's.
    public var sizeClasses: SizeClasses

    /// The objects made so far, by id (File's Owner and external objects included).
    private(set) var created: [String: NibObject] = [:]
    private var creationOrder: [NibObject] = []
    private var guides: [String: LayoutGuide] = [:]
    /// Constraints by id: outlets may point at them (`@IBOutlet var heightConstraint: NSLayoutConstraint!`).
    private var constraintsByID: [String: LayoutConstraint] = [:]
    /// Objects created for a class the registry does not know: like File's Owner stand-ins, they accept the
    /// outlets the nib declares for them.
    private var standIns: Set<ObjectIdentifier> = []
    /// Objects created as their element's class because the class the document names was not found, with that name.
    private var unknownClasses: [ObjectIdentifier: String] = [:]
    private var connectionCount = 0
    private(set) var warnings: [String] = []
    /// What the load this instantiation is part of may still create (see ``NibLoadingLimits``).
    private lazy var budget = LoadingBudget(limits: NibLoadingLimits())
    /// The archived objects the current instantiation creates: the whole document's, a prototype cell's or a
    /// storyboard scene's.
    private(set) var scope = ArchivedScope(roots: [])
    /// File's Owner of the current instantiation, which AppKit also sends `awakeFromNib`.
    private var owner: NibObject?
    /// What the instantiation needs to know about the whole document, shared with the instantiations of its parts.
    let facts: DocumentFacts
    /// The ids of the views Interface Builder leaves to the constraints (see ``DocumentFacts``).
    var constrainedViewIDs: Set<String> { facts.constrainedViewIDs }
    /// How the nib's views size themselves like UIKit's (its generation and device), worked out once.
    var sizing: UIKitSizing { facts.sizing }

    /// An instantiator of a decoded document; `name` names the nib in errors and warnings. Its objects get
    /// `environment` (its library is where nested nib-backed views load from; its measurer sizes text).
    public convenience init(
        document: IBDocument, name: String, registry: ClassRegistry = .standard,
        environment: NibEnvironment = .current
    ) {
        self.init(
            facts: DocumentFacts(document: document, textMeasure: environment.textMeasure), name: name,
            registry: registry, environment: environment)
    }

    /// An instantiator of a part of a document whose facts another has worked out with `environment`'s measurer.
    init(facts: DocumentFacts, name: String, registry: ClassRegistry, environment: NibEnvironment) {
        self.document = facts.document
        self.facts = facts
        self.name = name
        self.registry = registry
        self.environment = environment
        self.sizeClasses = SizeClasses.forDocument(facts.document.header)
    }

    /// Creates the nib's objects. `owner` stands for File's Owner; `externalObjects` for the placeholders with
    /// other identifiers.
    public func instantiate(owner: NibObject?, externalObjects: [String: NibObject] = [:]) throws -> InstantiatedNib {
        try NibEnvironment.with(environment) {
            try instantiateWholeDocument(owner: owner, externalObjects: externalObjects)
        }
    }

    private func instantiateWholeDocument(owner: NibObject?, externalObjects: [String: NibObject]) throws
        -> InstantiatedNib
    {
        begin(scope: facts.wholeDocument, known: [:])
        self.owner = owner
        var topLevel: [NibObject] = []
        for object in document.objects {
            switch object.placeholder {
            case .filesOwner?:
                if let owner { created[object.id] = owner }
            case .external(let identifier)?:
                guard let external = externalObjects[identifier] else {
                    throw NibLoadingError.undecodable(
                        nib: source,
                        diagnostics: [
                            "line \(object.location.line): the nib needs the external object '\(identifier)', but none was passed"
                        ])
                }
                created[object.id] = external
            case .some:
                // First Responder, the application, Exit: stand-ins, so that connections to them land somewhere.
                created[object.id] = StandInOwner()
            case nil:
                topLevel.append(try self.object(for: object))
            }
        }
        for scene in document.scenes {
            topLevel += try createRoots(scene.objects)
        }
        return try finish(topLevel)
    }

    /// Instantiates one archived object and everything nested in it as a nib of its own, as a storyboard compiles
    /// each prototype cell into a nib its table or collection view instantiates for every cell it dequeues: the
    /// objects, their constraints, runtime attributes and connections, then `awakeFromNib`. Connections to objects
    /// outside it reach those in `outside`, by id; `scope` is the subtree's (``ArchivedScope/init(roots:)``).
    func instantiate(subtree root: IBObject, scope: ArchivedScope, outside: [String: NibObject]) throws -> NibObject {
        try NibEnvironment.with(environment) {
            begin(scope: scope, known: outside)
            return try finish(createRoots([root])).topLevelObjects[0]
        }
    }

    /// Instantiates one scene of a storyboard as the nib UIKit compiles for it: its view controller and the other
    /// objects of the scene, with stand-ins for its placeholders (First Responder, Exit), and none of the other
    /// scenes. Its top-level objects are the scene's that are not placeholders, in document order.
    public func instantiate(scene: Scene) throws -> InstantiatedNib {
        try instantiate(scene: scene, scope: ArchivedScope(roots: scene.objects))
    }

    /// Instantiates one prototype cell of a storyboard as the nib its table or collection view makes each cell from,
    /// with no objects outside it: what `nib eject --verify` lays a cell's class out against.
    package func instantiate(prototype cell: IBObject) throws -> InstantiatedNib {
        try NibEnvironment.with(environment) {
            begin(scope: ArchivedScope(roots: [cell]), known: [:])
            return try finish(createRoots([cell]))
        }
    }

    /// Instantiates one scene whose objects are sorted already (`scope`, the scene's ``ArchivedScope``).
    func instantiate(scene: Scene, scope: ArchivedScope) throws -> InstantiatedNib {
        try NibEnvironment.with(environment) {
            begin(scope: scope, known: [:])
            return try finish(createRoots(scene.objects))
        }
    }

    /// Starts an instantiation of the archived objects of `scope`, with the objects `known` by id (placeholders, or
    /// the objects outside a prototype its connections reach).
    private func begin(scope: ArchivedScope, known: [String: NibObject]) {
        self.scope = scope
        budget = LoadingChain.budget ?? LoadingBudget(limits: NibLoadingLimits())
        created = known
        creationOrder = []
        guides = [:]
        constraintsByID = [:]
        standIns = []
        owner = nil
        unknownClasses = [:]
        connectionCount = 0
        warnings = []
    }

    /// Creates the objects `roots` (stand-ins for placeholders among them) and returns those that are not
    /// placeholders.
    private func createRoots(_ roots: [IBObject]) throws -> [NibObject] {
        var objects: [NibObject] = []
        for root in roots {
            if root.placeholder != nil {
                if created[root.id] == nil { created[root.id] = StandInOwner() }
            } else {
                objects.append(try self.object(for: root))
            }
        }
        return objects
    }

    /// Completes an instantiation whose top-level objects are made: the rest of the objects, guides, controller
    /// roots, reusable views, constraints, runtime attributes and connections, then `awakeFromNib`.
    private func finish(_ topLevel: [NibObject]) throws -> InstantiatedNib {
        defer { scope = ArchivedScope(roots: []) }
        try createRemainingObjects()
        collectGuides()
        placeControllerRoots()
        registerReusableViews()
        try makeConstraints()
        try setRuntimeAttributes()
        try connect()
        for object in creationOrder { object.awakeFromNib() }
        if document.header.targetRuntime == .macOS { owner?.awakeFromNib() }
        return InstantiatedNib(
            topLevelObjects: topLevel, objectsByID: created, createdObjectCount: creationOrder.count,
            connectionCount: connectionCount, warnings: warnings, path: facts.path)
    }

    /// Creates the objects not reached through `init(coder:)` (bar items, gesture recognizers, static cells, …), but
    /// not the prototypes of table and collection views (nor what they hold), made afresh on each dequeue.
    private func createRemainingObjects() throws {
        for archived in scope.objects where created[archived.id] == nil {
            _ = try self.object(for: archived)
        }
    }

    // MARK: - Creation

    /// Creates (once) the object for an archived object.
    func object(for archived: IBObject) throws -> NibObject {
        if let existing = created[archived.id] { return existing }
        try budget.enterObject(nib: source, line: archived.location.line)
        defer { budget.leaveObject() }
        let (type, unknownClass) = resolveClass(of: archived)
        let coder = NibCoder(object: archived, runtime: document.header.targetRuntime, instantiator: self)
        let object = try type.init(coder: coder)
        object.nibObjectID = archived.id
        // An object made from a framework stand-in class (no custom class, or one the registry does not know)
        // accepts the framework outlets the nib connects (`delegate`, `dataSource`, `nextKeyView`, …): only the
        // app's own classes must declare theirs.
        if type == ClassRegistry.baseClass(forElement: archived.element, category: archived.category) {
            standIns.insert(ObjectIdentifier(object))
        }
        if let unknownClass { unknownClasses[ObjectIdentifier(object)] = unknownClass }
        created[archived.id] = object
        creationOrder.append(object)
        return object
    }

    /// Creates the view for an archived subview; an archived object that is not a view is an error.
    func view(for archived: IBObject) throws -> View {
        guard let view = try object(for: archived) as? View else {
            throw NibLoadingError.undecodable(
                nib: source, diagnostics: ["line \(archived.location.line): subview '\(archived.id)' is not a view"])
        }
        return view
    }

    /// Adds the warnings of a nib one of its objects loaded (already located in that nib), each once: a view
    /// embedded ten times warns about its nib once.
    func adopt(_ nestedWarnings: [String]) {
        for warning in nestedWarnings where !warnings.contains(warning) { warnings.append(warning) }
    }

    /// What messages call the nib: its file's path when known, else its name.
    var source: String { facts.path ?? name }

    /// Adds a warning about what the nib says at `location` (`PATH:LINE: message`).
    func warn(_ message: String, at location: SourceLocation) {
        warnings.append("\(source):\(location.line): \(message)")
    }

    /// The class to create for `archived`, and the custom class it names when that class was not found.
    ///
    /// A custom class is looked for as registered (``ClassRegistry``, which overrides), then through the Swift
    /// runtime as UIKit looks it up: in the document's `customModule`, and in ``contextModules`` (first, when the
    /// document says the module is the building target's).
    private func resolveClass(of archived: IBObject) -> (NibObject.Type, unknown: String?) {
        let base = ClassRegistry.baseClass(forElement: archived.element, category: archived.category)
        guard let custom = archived.customClass else { return (base, nil) }
        var modules = archived.customModule.map { [$0] } ?? []
        if archived.customModuleProvider == "target" || archived.customModule == nil {
            modules = contextModules + modules
        }
        let registered =
            registry.registered(custom, forElement: archived.element)
            ?? archived.customModule.flatMap { registry.registered("\($0).\(custom)", forElement: archived.element) }
        let type =
            registered
            ?? (registry.findsClassesByName
                ? modules.lazy.compactMap { ClassLookup.nibObjectClass(named: custom, inModule: $0) }.first : nil)
        if let type {
            if ClassRegistry.type(type, fits: archived.element, category: archived.category) { return (type, nil) }
            warn(
                "class \(custom) is a \(type), which a \(archived.element) cannot be; created a \(base) instead. Set the custom class of this \(archived.element) in Interface Builder's identity inspector to a subclass of \(base)",
                at: archived.location)
            return (base, nil)
        }
        guard registry.findsClassesByName else {
            warn("Unknown class \(custom) in Interface Builder file; created a \(base) instead", at: archived.location)
            return (base, custom)
        }
        var searched = modules.filter { !ClassLookup.ownModules.contains($0) }
        searched = searched.enumerated().filter { searched.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        let place = searched.isEmpty ? "no module to look in" : "not in module \(searched.joined(separator: " or "))"
        warn(
            "Unknown class \(custom) in Interface Builder file (\(place)); created a \(base) in its place, which has none of \(custom)'s outlets and actions. Check the class name and Module in Interface Builder's identity inspector, make sure the class is compiled into the app and not private, or register it: NibEnvironment.default.library.registry.register(\(custom).self)",
            at: archived.location)
        return (base, custom)
    }

    // MARK: - Constraints

    /// The layout guides constraints may refer to: a view's (`safeArea`, a scroll view's content and frame guides)
    /// and a view controller's legacy top and bottom guides, which its root view owns.
    private func collectGuides() {
        for archived in scope.guideOwners {
            let owner = created[archived.id].flatMap { $0 as? View ?? ($0 as? ViewController)?.view }
            guard let owner else { continue }
            for guide in archived.layoutGuides {
                guides[guide.id] = owner.guide(guide.key)
            }
        }
    }

    /// Gives each view controller's root view the safe area and system layout margins of the device and bars the
    /// document designs it under (see ``ControllerRootMetrics``), as the document engine places it.
    private func placeControllerRoots() {
        guard document.header.targetRuntime != .macOS else { return }
        for archived in scope.controllers {
            guard let view = (created[archived.id] as? ViewController)?.view, let root = archived.child(forKey: "view")
            else { continue }
            view.safeAreaInsets = facts.controllerMetrics.safeAreaInsets(of: archived)
            if root.view?.layoutMargins == nil {
                view.layoutMargins = ControllerRootMetrics.systemLayoutMargins(rootWidth: view.frame.width)
            }
        }
    }

    private func item(_ id: String, of constraint: Constraint) throws -> AnyObject {
        if let view = created[id] as? View { return view }
        if let guide = guides[id] { return guide }
        throw NibLoadingError.undecodable(
            nib: source,
            diagnostics: [
                "line \(constraint.location.line): constraint '\(constraint.id)' refers to '\(id)', which is neither a view nor a layout guide"
            ])
    }

    /// Creates every constraint, with the constant of the size classes it is loaded in; one not installed in them
    /// is created inactive and left off its view (outlets may still point at it), as UIKit does.
    private func makeConstraints() throws {
        for holder in scope.constraintHolders {
            guard let view = created[holder.id] as? View else { continue }
            let uninstalled = sizeClasses.uninstalled(in: holder.variations)
            for archived in holder.constraints where !archived.isPlaceholder {
                let constraint = LayoutConstraint(
                    item: try item(archived.firstItem, of: archived), attribute: archived.firstAttribute,
                    relatedBy: archived.relation, toItem: try archived.secondItem.map { try item($0, of: archived) },
                    attribute: archived.secondAttribute ?? .notAnAttribute, multiplier: archived.multiplier.value,
                    constant: sizeClasses.constant(of: archived), priority: archived.priority,
                    identifier: archived.identifier)
                if uninstalled.contains(archived.id) {
                    constraint.isActive = false
                } else {
                    view.addConstraint(constraint)
                }
                constraintsByID[archived.id] = constraint
            }
        }
    }

    // MARK: - Runtime attributes and connections

    private func setRuntimeAttributes() throws {
        for archived in scope.attributeHolders {
            guard let object = created[archived.id] else { continue }
            for attribute in archived.runtimeAttributes {
                do {
                    try object.setRuntimeValue(attribute.value, forKeyPath: attribute.keyPath)
                } catch let ignored as Layer.IgnoredValue {
                    warn("\(ignored)", at: attribute.location)
                } catch {
                    // An object of an unknown class (warned about already) has its element's class here, which cannot
                    // know the properties the app's class declares.
                    if archived.customClass != nil, standIns.contains(ObjectIdentifier(object)) { continue }
                    // UIKit logs and goes on: "Failed to set (key) user defined inspected property".
                    var message =
                        "failed to set user-defined runtime attribute '\(attribute.keyPath)' on \(type(of: object)): it has no settable property of that name and type"
                    if let unknown = error as? PropertyReflection.UnknownKey, !unknown.available.isEmpty {
                        message += " (it has \(unknown.available.joined(separator: ", ")))"
                    }
                    warn(message, at: attribute.location)
                }
            }
        }
    }

    private func connect() throws {
        for archived in scope.connectionSources {
            let source = created[archived.id]
            for connection in archived.connections {
                try connect(connection, from: archived, source: source)
            }
        }
    }

    private func connect(_ connection: Connection, from archived: IBObject, source: NibObject?) throws {
        guard let destinationID = connection.destination else { return }
        switch connection.kind {
        case .outlet, .outletCollection:
            guard let source else {
                warn(
                    "outlet '\(connection.property ?? "")' of File's Owner skipped: no owner was given",
                    at: connection.location)
                return
            }
            guard let destination: AnyObject = created[destinationID] ?? constraintsByID[destinationID] else {
                warn(
                    "outlet '\(connection.property ?? "")' points at '\(destinationID)', which the nib does not create",
                    at: connection.location)
                return
            }
            let key = connection.property ?? ""
            if connection.isSystemAttachment, let view = source as? View,
                let recognizer = destination as? GestureRecognizer
            {
                view.gestureRecognizers.append(recognizer)
                recognizer.view = view
                return
            }
            if let receiver = source as? OutletReceiving {
                receiver.connectOutlet(key, to: destination)
                connectionCount += 1
                return
            }
            let outlets = PropertyReflection.outlets(of: source)
            if outlets[key] == nil, standIns.contains(ObjectIdentifier(source)) {
                source.frameworkOutletReferences[key, default: []].append(WeakReference(destination))
                connectionCount += 1
                return
            }
            guard let outlet = outlets[key] else {
                throw NibLoadingError.unknownOutlet(
                    nib: self.source, line: connection.location.line, className: String(describing: type(of: source)),
                    key: key,
                    availableKeys: outlets.keys.sorted())
            }
            guard outlet.connect(destination) else {
                if let unknown = unknownClasses[ObjectIdentifier(destination)] {
                    throw NibLoadingError.outletToUnknownClass(
                        nib: self.source, line: connection.location.line,
                        className: String(describing: type(of: source)),
                        key: key, unknownClass: unknown, createdAs: String(describing: type(of: destination)))
                }
                throw NibLoadingError.outletTypeMismatch(
                    nib: self.source, line: connection.location.line, className: String(describing: type(of: source)),
                    key: key,
                    expected: outlet.expectedTypeName, found: String(describing: type(of: destination)))
            }
            connectionCount += 1
        case .action:
            let target = created[destinationID]
            let selector = connection.selector ?? ""
            // Only the app's own classes: objects of framework classes handle framework actions not modelled here.
            if let target, !standIns.contains(ObjectIdentifier(target)), !target.canPerform(action: selector) {
                warnUnhandled(selector, target: target, at: connection.location)
            }
            if let control = source as? Control {
                control.addTarget(target, action: selector, for: connection.eventType ?? "touchUpInside")
                connectionCount += 1
            } else if let recognizer = source as? GestureRecognizer {
                recognizer.addTarget(target, action: selector)
                connectionCount += 1
            }
        case .segue, .other:
            break
        }
    }
}

extension NibInstantiator {
    /// Warns that `target` handles no `selector` (UIKit crashes with "unrecognized selector sent to instance" when
    /// the control fires), naming the selectors it does handle.
    fileprivate func warnUnhandled(_ selector: String, target: NibObject, at location: SourceLocation) {
        let handled = ActionTable.selectors(of: type(of: target))
        var message = "action '\(selector)' is sent to \(type(of: target)), which does not handle it"
        if let suggestion = KeySuggestion.closest(to: selector, in: handled) {
            message += "; did you mean '\(suggestion)'?"
        }
        message +=
            handled.isEmpty
            ? " (it handles no actions)" : " (it handles \(handled.map { "'\($0)'" }.joined(separator: ", ")))"
        warn(
            message
                + ". Add the action to \(type(of: target)).registerActions(_:) (actions.add(\"\(selector)\", \(type(of: target)).method)), or remove the connection in Interface Builder; UIKit would crash with \"unrecognized selector sent to instance\" when it fires",
            at: location)
    }
}

/// What instantiating a nib produced.
public struct InstantiatedNib {
    /// The top-level objects, in document order (placeholders excluded).
    public var topLevelObjects: [NibObject]
    /// Every object by its id in the document, File's Owner and external objects included.
    public var objectsByID: [String: NibObject]
    /// How many objects the nib created (placeholders excluded).
    public var createdObjectCount: Int
    /// How many outlets, outlet collection entries and actions were connected.
    public var connectionCount: Int
    /// What UIKit would log: unknown classes, runtime attributes it could not set, actions nothing handles; those
    /// of the nibs its views loaded included.
    public var warnings: [String]
    /// The file the nib was decoded from, as messages name it, when known.
    public var path: String?
}
