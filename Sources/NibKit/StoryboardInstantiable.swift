#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import NibAppleExceptions
    import NibRuntime
    #if canImport(UIKit)
        import UIKit

        /// The platform's view controller class: `UIViewController`.
        public typealias PlatformViewController = UIViewController
        typealias PlatformStoryboard = UIStoryboard
    #else
        import AppKit

        /// The platform's view controller class: `NSViewController`.
        public typealias PlatformViewController = NSViewController
        typealias PlatformStoryboard = NSStoryboard
    #endif

    /// A view controller designed in a storyboard, instantiated by its class (`ProfileViewController.instantiate()`)
    /// instead of by a storyboard name and an identifier typed at every call and cast afterwards (Reusable's
    /// `StoryboardBased` and `StoryboardSceneBased`, named apart from them so that a file can import both):
    ///
    /// ```swift
    /// final class ProfileViewController: UIViewController, StoryboardInstantiable {
    ///     static var sceneIdentifier: String? { "Profile" }   // nil (the default): the initial view controller
    /// }
    /// let profile = try ProfileViewController.instantiate()   // from ProfileViewController.storyboard
    /// ```
    ///
    /// Where `UIStoryboard` and `NSStoryboard` raise Objective-C exceptions (a missing storyboard, an unknown
    /// identifier, an outlet the class lacks), this throws ``NibLoadingError``s that say what to fix; which storyboard
    /// and scene, and the errors, are ``StoryboardScene``'s decisions, the same as the headless face's.
    @MainActor
    public protocol StoryboardInstantiable: PlatformViewController {
        /// The storyboard's name: the class name unless overridden.
        static var storyboardName: String { get }
        /// The Storyboard ID of the class's scene; nil (the default) for the storyboard's initial view controller.
        static var sceneIdentifier: String? { get }
        /// The bundle searched first; nil searches the class's package resources, its bundle and the main bundle.
        static var storyboardBundle: Bundle? { get }
    }

    extension StoryboardInstantiable {
        public static var storyboardName: String { StoryboardScene.defaultStoryboardName(for: self) }
        public static var sceneIdentifier: String? { nil }
        public static var storyboardBundle: Bundle? { nil }

        /// A new controller of this class from its storyboard (`name`, else ``storyboardName``): the scene with
        /// Storyboard ID `identifier`, else ``sceneIdentifier``, else the initial view controller. The compiled
        /// storyboard is found as nibs are (``NibStore/path(ofStoryboard:for:bundle:)``). Throws ``NibLoadingError``:
        /// no such storyboard (with the paths searched), no scene with that identifier (with the ones there are and a
        /// "did you mean"), no initial view controller, a scene whose controller has another class, or an exception
        /// the storyboard raised (an outlet the class lacks as
        /// ``NibLoadingError/unknownOutlet(nib:line:className:key:availableKeys:)``).
        public static func instantiate(fromStoryboard name: String? = nil, identifier: String? = nil) throws -> Self {
            let scene = StoryboardScene(
                storyboard: name, identifier: identifier, declaredStoryboard: storyboardName,
                declaredIdentifier: sceneIdentifier)
            let path: String
            do {
                path = try NibStore.shared.path(ofStoryboard: scene.storyboard, for: self, bundle: storyboardBundle)
            } catch {
                throw scene.storyboardError(forFailedSearch: error)
            }
            let identifiers = StoryboardScene.identifiers(ofCompiledStoryboard: path)
            try scene.checkIdentifier(in: identifiers)
            let folder = (path as NSString).deletingLastPathComponent
            guard let bundle = Bundle(path: NibSearch.bundlePath(containing: folder)) else {
                throw NibLoadingError.storyboardNotFound(name: scene.storyboard, searched: [path])
            }
            let made = try StoryboardLoading.controller(of: scene, in: bundle, identifiers: identifiers ?? [])
            return try scene.controller(made, as: self)
        }
    }

    /// The storyboard calls, each alone in a block that catches its Objective-C exception.
    @MainActor
    enum StoryboardLoading {
        /// The scene's controller, made by the storyboard in `bundle`; nil when the initial one was asked for and the
        /// storyboard has none. `identifiers` are the storyboard's, for the message of an unknown one.
        static func controller(of scene: StoryboardScene, in bundle: Bundle, identifiers: [String]) throws -> Any? {
            let name = scene.storyboard
            var storyboard: PlatformStoryboard?
            if let exception = catchObjectiveCException({ storyboard = PlatformStoryboard(name: name, bundle: bundle) })
            {
                throw error(for: exception, scene: scene, identifiers: identifiers)
            }
            guard let storyboard else {
                throw NibLoadingError.storyboardNotFound(name: name, searched: [bundle.bundlePath])
            }
            var made: Any?
            let exception = catchObjectiveCException {
                #if canImport(UIKit)
                    if let identifier = scene.identifier {
                        made = storyboard.instantiateViewController(withIdentifier: identifier)
                    } else {
                        made = storyboard.instantiateInitialViewController()
                    }
                #else
                    if let identifier = scene.identifier {
                        made = storyboard.instantiateController(withIdentifier: identifier)
                    } else {
                        made = storyboard.instantiateInitialController()
                    }
                #endif
            }
            if let exception { throw error(for: exception, scene: scene, identifiers: identifiers) }
            return made
        }

        /// The core's error for the exception, or, for one it does not know (an outlet the class lacks above all),
        /// the nib loader's.
        private static func error(for exception: NSException, scene: StoryboardScene, identifiers: [String])
            -> NibLoadingError
        {
            let error = scene.error(
                forException: exception.name.rawValue, reason: exception.reason ?? "", identifiers: identifiers)
            guard case .frameworkException = error else { return error }
            return NibInstantiation.error(for: exception, nib: scene.storyboard, owner: nil)
        }
    }
#endif
