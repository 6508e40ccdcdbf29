import NibRuntime

/// A view controller designed in a storyboard, instantiated by its class (`ProfileViewController.instantiate()`)
/// instead of by a storyboard name and an identifier typed at every call and cast afterwards. The Apple face has the
/// same protocol on `UIViewController` and `NSViewController` (Reusable's `StoryboardBased` and
/// `StoryboardSceneBased`, named apart from them so that a file can import both):
///
/// ```swift
/// final class ProfileViewController: ViewController, StoryboardInstantiable {
///     static var sceneIdentifier: String? { "Profile" }   // nil (the default): the initial view controller
/// }
/// let profile = try ProfileViewController.instantiate()   // from ProfileViewController.storyboard
/// ```
///
/// Which storyboard and scene, and the errors, are `StoryboardScene`'s decisions.
public protocol StoryboardInstantiable: ViewController {
    /// The storyboard's name: the class name unless overridden.
    static var storyboardName: String { get }
    /// The Storyboard ID of the class's scene; nil (the default) for the storyboard's initial view controller.
    static var sceneIdentifier: String? { get }
    /// Where the storyboard is found and which classes its scenes may create: the library of
    /// ``NibEnvironment/current`` unless overridden (the headless stand-in for the Apple face's `storyboardBundle`).
    static var storyboardLibrary: NibLibrary { get }
}

extension StoryboardInstantiable {
    public static var storyboardName: String { StoryboardScene.defaultStoryboardName(for: self) }
    public static var sceneIdentifier: String? { nil }
    public static var storyboardLibrary: NibLibrary { NibEnvironment.current.library }

    /// A new controller of this class from its storyboard (`name`, else ``storyboardName``): the scene with Storyboard
    /// ID `identifier`, else ``sceneIdentifier``, else the initial view controller, made through `library` (else
    /// ``storyboardLibrary``). Throws `NibLoadingError`: no such storyboard (with the paths searched), no scene with
    /// that identifier (with the ones there are and a "did you mean"), no initial view controller, or a scene whose
    /// controller has another class.
    public static func instantiate(
        fromStoryboard name: String? = nil, identifier: String? = nil, library: NibLibrary? = nil
    ) throws -> Self {
        let scene = StoryboardScene(
            storyboard: name, identifier: identifier, declaredStoryboard: storyboardName,
            declaredIdentifier: sceneIdentifier)
        let storyboard: Storyboard
        do {
            storyboard = try Storyboard(name: scene.storyboard, library: library ?? storyboardLibrary, for: self)
        } catch {
            throw scene.storyboardError(forFailedSearch: error)
        }
        let made: ViewController? =
            try scene.identifier.map(storyboard.instantiateViewController(withIdentifier:))
            ?? storyboard.instantiateInitialViewController()
        return try scene.controller(made, as: self)
    }
}
