/// Why loading a nib or its content failed, with what to do about it.
public enum NibLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An outlet names a key that the target does not have: the crash UIKit reports as
    /// `NSUnknownKeyException … this class is not key value coding-compliant for the key …`.
    case unknownOutlet(nib: String, line: Int, className: String, key: String, availableKeys: [String])
    /// An outlet's value is not of the type the outlet declares.
    case outletTypeMismatch(nib: String, line: Int, className: String, key: String, expected: String, found: String)
    /// An outlet is connected to an object whose class the nib names but loading could not find (`unknownClass`),
    /// so the object was created as its element's class (`createdAs`): the outlet's type is not the fault.
    case outletToUnknownClass(
        nib: String, line: Int, className: String, key: String, unknownClass: String, createdAs: String)
    /// Loading content needs exactly one top-level view and the nib has another number.
    case wrongTopLevelViewCount(nib: String, count: Int)
    /// A nib loads itself again while it is being loaded: the infinite recursion of a top-level custom view class
    /// that loads its own nib from `init(coder:)`.
    case recursion(chain: [String])
    /// Nibs load one another in a cycle (`Ping → Pong → Ping`): each holds a view whose class loads the next.
    case loadingCycle(chain: [String])
    /// A view inside a nib (`object`, at `line` of `nib`) has the class whose content that nib is, so creating it
    /// loads the nib again, forever: a view meant to be plain was given the class.
    case embedsItself(nib: String, line: Int, object: String, className: String, chain: [String])
    /// A storyboard's view controller holds or embeds itself, directly or through other scenes or storyboard
    /// references (`Main:list → Detail:page → Main:list`): instantiating it would never end.
    case controllerCycle(chain: [String])
    /// Nibs, objects or a storyboard's view controllers nest deeper than ``NibLoadingLimits`` or the thread's stack
    /// allow (`limit` says which): each of the chain embeds the next.
    case nestingTooDeep(chain: [String], limit: String)
    /// One load, its nested nibs' included, would create more objects than ``NibLoadingLimits/maximumObjects``;
    /// `line` is where in `nib` the next object is archived.
    case tooManyObjects(nib: String, line: Int, limit: Int)
    /// Top-level loading found no top-level object of the requested class (with the identifier, when one was given).
    case topLevelObjectNotFound(nib: String, className: String, found: [String])
    /// Top-level loading found `count` top-level objects of the requested class (with the identifier, when one
    /// was given) and no way to choose.
    case ambiguousTopLevelObject(nib: String, className: String, count: Int)
    /// No nib with that name was found; `searched` lists the paths tried, in order.
    case nibNotFound(name: String, searched: [String])
    /// No compiled nib with that name was found, but an Interface Builder document (`document`, a `.xib` or
    /// `.storyboard`) is there, which UIKit and AppKit cannot load: a folder copied whole into a package's resources
    /// keeps its documents uncompiled.
    case uncompiledNib(name: String, document: String)
    /// The nib did not decode.
    case undecodable(nib: String, diagnostics: [String])
    /// A storyboard was asked for a view controller under a storyboard identifier none of its scenes has (UIKit
    /// raises "Storyboard doesn't contain a view controller with identifier …").
    case unknownViewControllerIdentifier(storyboard: String, identifier: String, known: [String])
    /// A table or collection view was asked for a cell (or a supplementary view, `kind`) under a reuse identifier
    /// nothing is registered for: the crash UIKit reports as "unable to dequeue a cell with identifier …".
    case unregisteredReuseIdentifier(String, kind: String, registered: [String])
    /// The platform's nib loader raised an Objective-C exception other than an unknown key (caught by the Apple
    /// face, which Swift alone cannot do).
    case frameworkException(nib: String, name: String, reason: String)
    /// No storyboard with that name was found (`UIStoryboard(name:bundle:)` raises for it); `searched` lists the
    /// paths tried, in order.
    case storyboardNotFound(name: String, searched: [String])
    /// The initial view controller was asked for, and the storyboard has none.
    case noInitialViewController(storyboard: String)
    /// A storyboard's scene (the view controller with storyboard identifier `identifier`, or the initial one when
    /// nil) made a controller of class `found` where one of class `expected` was asked for.
    case storyboardControllerMismatch(storyboard: String, identifier: String?, expected: String, found: String)

    public var description: String {
        switch self {
        case .unknownOutlet(let nib, let line, let className, let key, let available):
            var text =
                "\(line > 0 ? "\(nib):\(line)" : nib): outlet '\(key)' is connected, but \(className) has no outlet named '\(key)'"
            if let suggestion = KeySuggestion.closest(to: key, in: available) {
                text += "; did you mean '\(suggestion)'?"
            }
            text +=
                available.isEmpty
                ? " (it declares no outlets)"
                : " (its outlets: \(available.sorted().joined(separator: ", ")))"
            return text
                + ". Rename the outlet in the class or remove the stale connection in Interface Builder. (UIKit reports this as NSUnknownKeyException: not key value coding-compliant for the key \(key).)"
        case .outletTypeMismatch(let nib, let line, let className, let key, let expected, let found):
            return
                "\(nib):\(line): outlet '\(key)' of \(className) expects \(expected), but the nib connects a \(found); change the outlet's type or reconnect it"
        case .outletToUnknownClass(let nib, let line, let className, let key, let unknownClass, let createdAs):
            return
                "\(nib):\(line): outlet '\(key)' of \(className) is connected to an object of class \(unknownClass), which was not found, so a plain \(createdAs) was created in its place (see the warning at that object). Make \(unknownClass) findable: check its name and Module in Interface Builder's identity inspector, or register it"
        case .wrongTopLevelViewCount(let nib, let count):
            return
                "\(nib) must have exactly one top-level view to load as content, but has \(count); remove the extra views or wrap them in one container view"
        case .recursion(let chain):
            return
                "nib loading recursion: \(chain.joined(separator: " → ")). A view whose nib's top-level view has the view's own class loads that nib again from init(coder:). Set the class on File's Owner instead and leave the top-level view a plain view"
        case .loadingCycle(let chain):
            return
                "nib loading cycle: \(chain.joined(separator: " → ")). Each nib holds a view whose class loads the next nib, and the last loads the first again; change the class of one of those views, or embed the content another way"
        case .embedsItself(let nib, let line, let object, let className, let chain):
            return
                "\(nib):\(line): \(object) is a \(className) inside the nib that \(className) loads its content from, so creating it loads that nib again, forever (\(chain.joined(separator: " → "))). Set that view's custom class to UIView (or the class it was meant to have) in Interface Builder's identity inspector"
        case .controllerCycle(let chain):
            return
                "view controller cycle: \(chain.joined(separator: " → ")). Each holds the next through a relationship segue, an embed segue or a storyboard reference, and the last is the first again; point the segue or the reference at another scene"
        case .nestingTooDeep(let chain, let limit):
            let shown = chain.count <= 7 ? chain : chain.prefix(3) + ["… \(chain.count - 6) more …"] + chain.suffix(3)
            return
                "nib loading stopped at \(chain.last ?? "?") (\(limit)), \(chain.count) levels deep: \(shown.joined(separator: " → ")). Each level embeds the next; find the one that keeps embedding, or raise NibLoadingLimits if the nesting is real"
        case .tooManyObjects(let nib, let line, let limit):
            return
                "\(nib):\(line): nib loading stopped after creating \(limit) objects (NibLoadingLimits.maximumObjects): nibs that embed views with nibs of their own multiply. Look for a view embedded many times whose nib embeds many more, or raise the limit if the nib is real"
        case .topLevelObjectNotFound(let nib, let className, let found):
            return
                "\(nib) has no top-level object of class \(className) (its top-level objects: \(found.isEmpty ? "none" : found.joined(separator: ", "))); set the custom class of the top-level view to \(className) in Interface Builder"
        case .ambiguousTopLevelObject(let nib, let className, let count):
            return
                "\(nib) has \(count) top-level objects of class \(className); pass an identifier (the view's restoration identifier) to pick one"
        case .nibNotFound(let name, let searched):
            let shown =
                searched.count <= 8
                ? searched : searched.prefix(4) + ["… \(searched.count - 6) more …"] + searched.suffix(2)
            return
                "no nib named '\(name)' was found; searched: \(shown.isEmpty ? "nothing" : shown.joined(separator: ", ")). Add \(name).xib to the module's resources in Package.swift (resources: [.process(\"Nibs\")] for its folder; .copy(\"Nibs\") keeps the folder whole but uncompiled, which only the headless face loads), or to the app target in Xcode, or set nibName to the nib's name"
        case .uncompiledNib(let name, let document):
            return
                "no compiled nib named '\(name)' was found, but there is \(document), which UIKit and AppKit cannot load: it was copied as it is (resources: [.copy(...)] in Package.swift keeps documents uncompiled). Use .process(...) for it or its folder instead (e.g. .process(\"Nibs\")), which compiles it to \(name).\(document.hasSuffix(".storyboard") ? "storyboardc" : "nib"), or add it to the app target in Xcode"
        case .undecodable(let nib, let diagnostics):
            return "\(nib) could not be decoded: \(diagnostics.joined(separator: "; "))"
        case .unknownViewControllerIdentifier(let storyboard, let identifier, let known):
            var text =
                "storyboard \(storyboard) doesn't contain a view controller with identifier '\(identifier)' (its identifiers: \(Self.quoted(known)))"
            if let suggestion = KeySuggestion.closest(to: identifier, in: known) {
                text += "; did you mean '\(suggestion)'?"
            }
            return text
                + ". Set the Storyboard ID of the scene's view controller in Interface Builder's identity inspector, or use the one it has"
        case .unregisteredReuseIdentifier(let identifier, let kind, let registered):
            return
                "unable to dequeue a \(kind) with identifier '\(identifier)' (registered: \(Self.quoted(registered))); register a class or a nib for the identifier, or give the storyboard's prototype that reuse identifier"
        case .frameworkException(let nib, let name, let reason):
            return "loading \(nib) raised \(name): \(reason)"
        case .storyboardNotFound(let name, let searched):
            let shown =
                searched.count <= 8
                ? searched : searched.prefix(4) + ["… \(searched.count - 6) more …"] + searched.suffix(2)
            return
                "no storyboard named '\(name)' was found; searched: \(shown.isEmpty ? "nothing" : shown.joined(separator: ", ")). Add \(name).storyboard to the module's resources in Package.swift (resources: [.process(\"\(name).storyboard\")] or its folder) or to the app target in Xcode, or name the storyboard the class is in (storyboardName, or instantiate(fromStoryboard:))"
        case .noInitialViewController(let storyboard):
            return
                "storyboard \(storyboard) has no initial view controller; check Is Initial View Controller on a scene's view controller in Interface Builder's attributes inspector, or ask for a scene by its Storyboard ID (sceneIdentifier, or instantiate(identifier:))"
        case .storyboardControllerMismatch(let storyboard, let identifier, let expected, let found):
            let scene = StoryboardScene(storyboard: storyboard, identifier: identifier).sceneDescription
            return
                "storyboard \(storyboard): \(scene) is a \(found), not a \(expected); set the custom class (and module) of that scene's view controller to \(expected) in Interface Builder's identity inspector, or ask for the scene that has it"
        }
    }

    /// Names listed for a message, each in quotes: `'a', 'b'`, or `none`.
    private static func quoted(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
