import NibModel
import NibRuntime

/// A storyboard loaded headlessly (`UIStoryboard`): each request makes its view controller afresh from its scene, as
/// UIKit instantiates the nib a storyboard compiles for each scene — the scene's objects only, with their
/// constraints, runtime attributes, outlets and actions, and its root view placed on the device and under the bars
/// it was designed for. A container (a navigation, tab bar or split view controller) gets the controllers its
/// relationships hold, each made from its own scene, as ``ViewController/children``; a container view's embedded
/// controller is made with the scene and its view fills the container view; a storyboard reference stands for the
/// controller it names in its storyboard.
public final class Storyboard {
    /// The storyboard's name, as given.
    public let name: String
    /// The environment its scenes are made in: the objects they create get it (see ``NibCoder/environment``).
    public let environment: NibEnvironment
    /// Where it was found, and the classes its scenes may create: its environment's library.
    public var library: NibLibrary { environment.library }
    /// The decoded storyboard (decoded once; the library caches it).
    public let document: IBDocument
    /// What instantiating its scenes needs to know about the whole storyboard, worked out once.
    private let facts: DocumentFacts
    /// The storyboards its references name, loaded once, by name.
    private var referenced: [String: Storyboard] = [:]
    /// The objects of each scene made so far, sorted by what instantiating them needs, by the scene's position.
    private var sceneScopes: [Int: ArchivedScope] = [:]

    /// The storyboard named `name` (`UIStoryboard(name:bundle:)`), found and decoded through `library` (in the
    /// package resources of `type`'s module too, when given), its scenes made in ``NibEnvironment/current`` with that
    /// library (the current one's when nil). Throws when it is missing, does not decode, or is a nib rather than a
    /// storyboard.
    public convenience init(name: String, library: NibLibrary? = nil, for type: Any.Type? = nil) throws {
        try self.init(name: name, environment: NibEnvironment.current.loading(from: library), for: type)
    }

    /// The storyboard named `name`, found and decoded through `environment`'s library, its scenes made in
    /// `environment`.
    public init(name: String, environment: NibEnvironment, for type: Any.Type? = nil) throws {
        self.name = name
        self.environment = environment
        facts = try environment.library.facts(ofNib: name, for: type, in: environment)
        document = facts.document
        guard document.isStoryboard else {
            throw NibLoadingError.undecodable(
                nib: name, diagnostics: ["'\(name)' is a nib, not a storyboard: load it with NibLibrary.instantiate"])
        }
    }

    /// The storyboard identifiers its view controllers have, sorted.
    public var identifiers: [String] {
        document.scenes.compactMap { $0.viewController?.storyboardIdentifier }.sorted()
    }

    /// The storyboard's initial view controller (`instantiateInitialViewController()`), made afresh; nil when the
    /// storyboard names none.
    public func instantiateInitialViewController() throws -> ViewController? {
        guard let id = document.header.initialViewController else { return nil }
        var made = Made()
        return try instantiateController(id: id, made: &made)
    }

    /// The view controller with a storyboard identifier (`instantiateViewController(withIdentifier:)`), made afresh.
    /// Throws, listing the identifiers the storyboard has, when none of its scenes has that one.
    public func instantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        var made = Made()
        return try instantiateController(id: controllerID(withIdentifier: identifier), made: &made)
    }

    /// The document id of the view controller with a storyboard identifier, or the error that lists the identifiers.
    private func controllerID(withIdentifier identifier: String) throws -> String {
        guard let scene = document.scenes.first(where: { $0.viewController?.storyboardIdentifier == identifier }),
            let id = scene.viewController?.id
        else {
            throw NibLoadingError.unknownViewControllerIdentifier(
                storyboard: name, identifier: identifier, known: identifiers)
        }
        return id
    }

    /// What one request has made so far: the chain of controllers being made (a controller that holds or embeds
    /// itself, directly or not, is a recursion error rather than a hang) and how many were made (a request that
    /// would make more than ``Made/limit`` is an error: a hostile file can double them at every level).
    struct Made {
        static let limit = 10_000
        var chain: [String] = []
        var count = 0
    }

    /// The controller `id` from its scene, with the controllers its relationships hold and those its container views
    /// embed.
    /// `segue` is the line of the segue that leads there, if one does (for the error when its destination is not a
    /// scene's view controller).
    private func instantiateController(id: String, made: inout Made, segue line: Int? = nil) throws -> ViewController {
        let entry = "\(name):\(id)"
        guard !made.chain.contains(entry) else {
            throw NibLoadingError.controllerCycle(chain: made.chain + [entry])
        }
        made.count += 1
        guard made.count <= Made.limit else {
            throw NibLoadingError.undecodable(
                nib: name,
                diagnostics: [
                    "instantiating '\(made.chain.first ?? entry)' makes more than \(Made.limit) view controllers (containers embedding or holding the same scenes many times over)"
                ])
        }
        try library.limits.checkNesting(made.chain + [entry], of: "nested view controllers")
        made.chain.append(entry)
        defer { made.chain.removeLast() }
        guard let index = document.scenes.firstIndex(where: { $0.viewController?.id == id }),
            let archived = document.scenes[index].viewController
        else {
            let place = line.map { "line \($0): the segue's destination" } ?? "the view controller"
            throw NibLoadingError.undecodable(
                nib: name,
                diagnostics: [
                    "\(place) '\(id)' is not the view controller of any scene; point the segue at a scene's view controller"
                ])
        }
        if archived.element == .viewControllerPlaceholder {
            return try referencedController(archived, made: &made)
        }
        let scene = document.scenes[index]
        let scope = sceneScopes[index] ?? ArchivedScope(roots: scene.objects)
        sceneScopes[index] = scope
        let instantiator = NibInstantiator(
            facts: facts, name: "\(name) (scene \(scene.sceneID))", registry: library.registry,
            environment: environment)
        let nib = try LoadingChain.loading(name, entry: "\(name) (scene \(scene.sceneID))", limits: library.limits) {
            try instantiator.instantiate(scene: scene, scope: scope)
        }
        guard let controller = nib.objectsByID[id] as? ViewController else {
            throw NibLoadingError.undecodable(
                nib: name,
                diagnostics: [
                    "line \(archived.location.line): the scene's view controller '\(id)' was not created as a ViewController (its class is registered as another kind of object)"
                ])
        }
        controller.storyboard = self
        for connection in archived.connections where connection.segueKind == .relationship {
            guard let destination = connection.destination else { continue }
            let child = try instantiateController(id: destination, made: &made, segue: connection.location.line)
            controller.children.append(child)
            if connection.relationship == "window.shadowedContentViewController" {
                (controller as? WindowController)?.window?.contentViewController = child
            }
        }
        for (containerID, destination, line) in scope.embeds {
            let child = try instantiateController(id: destination, made: &made, segue: line)
            controller.children.append(child)
            if let container = nib.objectsByID[containerID] as? View, let view = child.view {
                view.frame = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
                view.autoresizingMask = [.widthSizable, .heightSizable]
                view.translatesAutoresizingMaskIntoConstraints = true
                container.addSubview(view)
            }
        }
        return controller
    }

    /// This storyboard, or another it refers to by name, loaded once.
    private func storyboard(named other: String) throws -> Storyboard {
        if other == name { return self }
        if let loaded = referenced[other] { return loaded }
        let loaded = try Storyboard(name: other, environment: environment)
        referenced[other] = loaded
        return loaded
    }

    /// The controller a storyboard reference names: the one with its `referencedIdentifier`, or else the initial one,
    /// of its storyboard (this one when it names none).
    private func referencedController(_ reference: IBObject, made: inout Made) throws -> ViewController {
        let storyboard = try reference.storyboardName.map(storyboard(named:)) ?? self
        if let identifier = reference.referencedIdentifier {
            return try storyboard.instantiateController(
                id: storyboard.controllerID(withIdentifier: identifier), made: &made)
        }
        guard let id = storyboard.document.header.initialViewController else {
            throw NibLoadingError.undecodable(
                nib: storyboard.name,
                diagnostics: [
                    "line \(reference.location.line) of \(name): the storyboard reference names no identifier, and \(storyboard.name) has no initial view controller; give the reference a Referenced ID or the storyboard an initial view controller"
                ])
        }
        return try storyboard.instantiateController(id: id, made: &made)
    }
}
