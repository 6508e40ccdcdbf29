import Foundation

/// Which storyboard and which of its scenes a view controller class is instantiated from, and what each way of
/// failing means: the decisions behind both faces' `StoryboardInstantiable.instantiate(fromStoryboard:identifier:)`.
///
/// The storyboard is the one named explicitly, else the class's declared `storyboardName` (its own name by
/// default). The scene is the one with the explicit identifier, else the class's declared `sceneIdentifier`, else
/// the storyboard's initial view controller.
public struct StoryboardScene: Equatable, Sendable {
    /// The storyboard's name, without extension.
    public var storyboard: String
    /// The Storyboard ID of the scene's view controller; nil for the storyboard's initial view controller.
    public var identifier: String?

    /// The scene with Storyboard ID `identifier` (nil: the initial view controller) of `storyboard`.
    package init(storyboard: String, identifier: String?) {
        self.storyboard = storyboard
        self.identifier = identifier
    }

    /// The scene a request names: `storyboard` and `identifier` when given, else the class's declared ones; a class
    /// that declares no scene identifier gets the initial view controller.
    public init(storyboard: String?, identifier: String?, declaredStoryboard: String, declaredIdentifier: String?) {
        self.init(storyboard: storyboard ?? declaredStoryboard, identifier: identifier ?? declaredIdentifier)
    }

    /// The storyboard a class is instantiated from unless it says otherwise: the one named after it
    /// (`ProfileViewController.storyboard` for `ProfileViewController`).
    public static func defaultStoryboardName(for type: Any.Type) -> String { String(describing: type) }

    /// The extension of a compiled storyboard (a folder), which UIKit and AppKit load.
    public static let compiledExtensions = ["storyboardc"]
    /// The extension of a storyboard document, which only the headless face loads as it is.
    public static let documentExtensions = ["storyboard"]

    /// The scene as messages name it: `the view controller with identifier 'Detail'` or `the initial view
    /// controller`.
    package var sceneDescription: String {
        identifier.map { "the view controller with identifier '\($0)'" } ?? "the initial view controller"
    }

    // MARK: Errors

    /// The error for a storyboard that could not be found, from the error the search threw: a missing file becomes
    /// ``NibLoadingError/storyboardNotFound(name:searched:)`` (listing only the storyboard paths tried, not nibs of
    /// the same name); any other error is returned as it is.
    public func storyboardError(forFailedSearch error: any Error) -> any Error {
        guard case .nibNotFound(let name, let searched)? = error as? NibLoadingError else { return error }
        let storyboards = searched.filter { !["xib", "nib"].contains(($0 as NSString).pathExtension) }
        return NibLoadingError.storyboardNotFound(name: name, searched: storyboards)
    }

    /// Throws ``NibLoadingError/unknownViewControllerIdentifier(storyboard:identifier:known:)`` when the scene has an
    /// identifier and `identifiers` (every identifier of the storyboard, as a compiled storyboard's `Info.plist` lists
    /// them) does not hold it: checked before the framework is asked, which would raise an Objective-C exception.
    /// Nil `identifiers` (not known) checks nothing. The message lists `listedIdentifiers(_:)`.
    public func checkIdentifier(in identifiers: [String]?) throws {
        guard let identifier, let identifiers, !identifiers.contains(identifier) else { return }
        throw NibLoadingError.unknownViewControllerIdentifier(
            storyboard: storyboard, identifier: identifier, known: Self.listedIdentifiers(identifiers))
    }

    /// The controller the storyboard made, as `type`: nil for the initial view controller means the storyboard has
    /// none (``NibLoadingError/noInitialViewController(storyboard:)``), and a controller of another class is
    /// ``NibLoadingError/storyboardControllerMismatch(storyboard:identifier:expected:found:)``.
    public func controller<Controller>(_ made: Any?, as type: Controller.Type) throws -> Controller {
        guard let made else {
            guard let identifier else { throw NibLoadingError.noInitialViewController(storyboard: storyboard) }
            throw NibLoadingError.unknownViewControllerIdentifier(
                storyboard: storyboard, identifier: identifier, known: [])
        }
        guard let typed = made as? Controller else {
            throw NibLoadingError.storyboardControllerMismatch(
                storyboard: storyboard, identifier: identifier, expected: String(describing: type),
                found: String(describing: Swift.type(of: made)))
        }
        return typed
    }

    /// The error for an Objective-C exception (`name`, `reason`) the framework raised while making the scene (UIKit
    /// and AppKit raise `NSInvalidArgumentException`s): "… doesn't contain a view controller with identifier …" as
    /// ``NibLoadingError/unknownViewControllerIdentifier(storyboard:identifier:known:)`` (listing `identifiers`), its
    /// "Could not find a storyboard named" as ``NibLoadingError/storyboardNotFound(name:searched:)``, and any other as
    /// ``NibLoadingError/frameworkException(nib:name:reason:)``.
    public func error(forException name: String, reason: String, identifiers: [String]) -> NibLoadingError {
        if let identifier, reason.contains("doesn't contain a"), reason.contains("with identifier") {
            return .unknownViewControllerIdentifier(
                storyboard: storyboard, identifier: identifier, known: Self.listedIdentifiers(identifiers))
        }
        if reason.contains("Could not find a storyboard named") {
            return .storyboardNotFound(name: storyboard, searched: [])
        }
        return .frameworkException(nib: storyboard, name: name, reason: reason)
    }

    // MARK: Compiled storyboards

    /// The keys of a compiled storyboard's `Info.plist` that map its identifiers to the nibs of their scenes:
    /// UIKit's, then AppKit's.
    static let identifierKeys = [
        "UIViewControllerIdentifiersToNibNames", "NSViewControllerIdentifiersToNibNames",
    ]

    /// Every view controller identifier of the compiled storyboard (a `.storyboardc` folder) at `path`, sorted, from
    /// its `Info.plist`; nil when that cannot be read (the framework is then left to decide).
    public static func identifiers(ofCompiledStoryboard path: String) -> [String]? {
        let info = (path as NSString).appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: info),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        for key in identifierKeys {
            if let map = plist[key] as? [String: Any] { return map.keys.sorted() }
        }
        return nil
    }

    /// The identifiers worth showing a developer: without those Interface Builder generates for scenes that have no
    /// Storyboard ID (`UINavigationController-ZKB-z3-xgf`: a class name and an object id), which a compiled
    /// storyboard lists too.
    package static func listedIdentifiers(_ identifiers: [String]) -> [String] {
        identifiers.filter { !isGenerated($0) }
    }

    /// Whether `identifier` has the shape of one Interface Builder generates: a name, then an object id of three
    /// groups of 3, 2 and 3 letters or digits (`NSWindowController-B8D-0N-5wS`).
    static func isGenerated(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 4, !parts[0].isEmpty else { return false }
        let id = parts.suffix(3)
        return zip(id, [3, 2, 3]).allSatisfy { part, length in
            part.count == length && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
