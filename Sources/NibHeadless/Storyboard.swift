import NibModel
import NibRuntime

/// A storyboard loaded headlessly (`UIStoryboard`): each request makes its view controller afresh from its scene, as
/// UIKit instantiates the nib a storyboard compiles for each scene — the scene's objects only, with their
/// constraints, runtime attributes, outlets and actions, and its root view placed on the device and under the bars
/// it was designed for. A container (a navigation, tab bar or split view controller) gets the controllers its
/// relationships hold, each made from its own scene, as ``ViewController/children``.
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

    /// The controller `id` from its scene, with the controllers its relationships hold (followed at most 16 deep,
    /// so that a file whose containers hold each other ends).
    private func instantiateController(id: String, depth: Int) throws -> ViewController {
        guard let scene = document.scenes.first(where: { $0.viewController?.id == id }),
            let archived = scene.viewController
        else {
            throw NibLoadingError.undecodable(
                nib: name, diagnostics: ["no scene of the storyboard holds the view controller '\(id)'"])
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
        return controller
    }
}
