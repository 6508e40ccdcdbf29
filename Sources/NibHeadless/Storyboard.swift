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
    /// Where it was found, and the classes its scenes may create.
    public let library: NibLibrary
    /// The decoded storyboard (decoded once; the library caches it).
    public let document: IBDocument

    /// The storyboard named `name` (`UIStoryboard(name:bundle:)`), found and decoded through `library`. Throws when
    /// it is missing, does not decode, or is a nib rather than a storyboard.
    public init(name: String, library: NibLibrary = .shared) throws {
        self.name = name
        self.library = library
        document = try library.document(named: name)
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
        return try instantiateController(id: id, depth: 0)
    }

    /// The view controller with a storyboard identifier (`instantiateViewController(withIdentifier:)`), made afresh.
    /// Throws, listing the identifiers the storyboard has, when none of its scenes has that one.
    public func instantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        guard let scene = document.scenes.first(where: { $0.viewController?.storyboardIdentifier == identifier }),
            let id = scene.viewController?.id
        else {
            throw NibLoadingError.unknownViewControllerIdentifier(
                storyboard: name, identifier: identifier, known: identifiers)
        }
        return try instantiateController(id: id, depth: 0)
    }

    /// The controller `id` from its scene, with the controllers its relationships hold and those its container views
    /// embed (followed at most 16 deep, so that a file whose containers hold each other ends).
    private func instantiateController(id: String, depth: Int) throws -> ViewController {
        guard let scene = document.scenes.first(where: { $0.viewController?.id == id }),
            let archived = scene.viewController
        else {
            throw NibLoadingError.undecodable(
                nib: name, diagnostics: ["no scene of the storyboard holds the view controller '\(id)'"])
        }
        if archived.element == "viewControllerPlaceholder" {
            return try referencedController(archived, depth: depth)
        }
        let instantiator = NibInstantiator(
            document: document, name: "\(name) (scene \(scene.sceneID))", registry: library.registry)
        let objects = try LoadingChain.loading(name, entry: "\(name) (scene \(scene.sceneID))") {
            try instantiator.instantiate(scene: scene)
        }
        guard let controller = objects.first(where: { $0.nibObjectID == id }) as? ViewController else {
            throw NibLoadingError.undecodable(
                nib: name,
                diagnostics: [
                    "line \(archived.location.line): the scene's view controller '\(id)' was not created as a ViewController (its class is registered as another kind of object)"
                ])
        }
        controller.storyboard = self
        guard depth < 16 else { return controller }
        for connection in archived.connections where connection.segueKind == "relationship" {
            guard let destination = connection.destination else { continue }
            controller.children.append(try instantiateController(id: destination, depth: depth + 1))
        }
        var embeds: [(container: String, destination: String)] = []
        for object in scene.objects {
            object.forEachObject { member in
                for connection in member.connections where connection.segueKind == "embed" {
                    if let destination = connection.destination { embeds.append((member.id, destination)) }
                }
            }
        }
        for (containerID, destination) in embeds {
            let child = try instantiateController(id: destination, depth: depth + 1)
            controller.children.append(child)
            if let container = controller.view.flatMap({ Self.view(withID: containerID, in: $0) }),
                let view = child.view
            {
                view.frame = Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height)
                view.autoresizingMask = [.widthSizable, .heightSizable]
                view.translatesAutoresizingMaskIntoConstraints = true
                container.addSubview(view)
            }
        }
        return controller
    }

    /// The controller a storyboard reference names: the one with its `referencedIdentifier`, or else the initial one,
    /// of its storyboard (this one when it names none).
    private func referencedController(_ reference: IBObject, depth: Int) throws -> ViewController {
        guard depth < 16 else {
            throw NibLoadingError.recursion(chain: [name, reference.storyboardName ?? name, "…"])
        }
        let storyboard =
            try reference.storyboardName.map { $0 == name ? self : try Storyboard(name: $0, library: library) } ?? self
        if let identifier = reference.referencedIdentifier {
            guard
                let scene = storyboard.document.scenes.first(where: {
                    $0.viewController?.storyboardIdentifier == identifier
                }), let id = scene.viewController?.id
            else {
                throw NibLoadingError.unknownViewControllerIdentifier(
                    storyboard: storyboard.name, identifier: identifier, known: storyboard.identifiers)
            }
            return try storyboard.instantiateController(id: id, depth: depth + 1)
        }
        guard let id = storyboard.document.header.initialViewController else {
            throw NibLoadingError.undecodable(
                nib: storyboard.name,
                diagnostics: [
                    "line \(reference.location.line) of \(name): the storyboard reference names no identifier, and \(storyboard.name) has no initial view controller; give the reference a Referenced ID or the storyboard an initial view controller"
                ])
        }
        return try storyboard.instantiateController(id: id, depth: depth + 1)
    }

    /// The view made from the archived object `id` in a view tree.
    private static func view(withID id: String, in root: View) -> View? {
        if root.nibObjectID == id { return root }
        for subview in root.subviews {
            if let found = view(withID: id, in: subview) { return found }
        }
        return nil
    }
}
