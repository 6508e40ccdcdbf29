import Foundation
import NibDecoding
import NibModel
import NibRuntime

/// Where the headless face finds nibs (the stand-in for bundles): directories searched in order for
/// `NAME.xib` / `NAME.storyboard`, the classes it may create, and a shared cache of decoded documents.
///
/// Safe to use from any thread: its settings (``registry``, ``warningHandler``, ``limits``, ``localizations``) are
/// read and changed under a lock, so a change made while loads run takes effect for the loads that start after it,
/// and a change made in place (`library.registry.register(Card.self)`) is never lost to another thread's.
public final class NibLibrary: @unchecked Sendable {
    /// The directories searched first, in order, for `NAME.xib` or `NAME.storyboard`.
    public let searchDirectories: [String]
    /// The classes the nibs it instantiates may create by custom class name.
    public var registry: ClassRegistry {
        get { withSettings { $0.registry } }
        _modify {
            settingsLock.lock()
            defer { settingsLock.unlock() }
            yield &unlockedSettings.registry
        }
        set { withSettings { $0.registry = newValue } }
    }
    /// Receives the warnings of a nib a view loaded from code (an unknown class, an action nothing handles, a
    /// runtime attribute that could not be set), each `PATH:LINE: message`, as UIKit logs them. The default writes
    /// `NibKit warning: …` lines to standard error. (A view created from another nib adds its warnings to that
    /// nib's ``InstantiatedNib/warnings``.)
    public var warningHandler: @Sendable (String) -> Void {
        get { withSettings { $0.warningHandler } }
        set { withSettings { $0.warningHandler = newValue } }
    }
    /// The bounds of every load it starts (nesting depth, objects, stack): see `NibLoadingLimits`.
    public var limits: NibLoadingLimits {
        get { withSettings { $0.limits } }
        set { withSettings { $0.limits = newValue } }
    }

    /// What can be changed after the library is made, behind ``settingsLock``.
    private struct Settings {
        var registry: ClassRegistry
        var warningHandler: @Sendable (String) -> Void = { warning in
            FileHandle.standardError.write(Data("NibKit warning: \(warning)\n".utf8))
        }
        var limits = NibLoadingLimits()
        var localizations = NibSearch.defaultLocalizations
    }
    private let settingsLock = NSLock()
    private var unlockedSettings: Settings

    /// Runs `body` on the settings while the lock is held.
    private func withSettings<T>(_ body: (inout Settings) -> T) -> T {
        settingsLock.lock()
        defer { settingsLock.unlock() }
        return body(&unlockedSettings)
    }
    /// The decoded documents (with what instantiating them needs to know, worked out once), by location and name,
    /// shared by every load through this library.
    public let cache: NibCache<DocumentFacts>
    /// Where each nib was found, by the module searched for (as the cache's location) and name: a load served from
    /// the cache lists no folders and tests no files.
    private let paths: NibCache<String>
    /// The decoded documents by path, so that facts read with another text measurer do not decode the file again.
    private let decoded: NibCache<IBDocument>
    private let decoder = DocumentDecoder()

    /// A library that searches `searchDirectories`, then `bundleRoots`, creates custom classes from `registry`, and
    /// keeps up to `cacheLimit` decoded documents.
    public init(
        searchDirectories: [String], bundleRoots: [String] = NibLibrary.defaultBundleRoots,
        registry: ClassRegistry = .standard, cacheLimit: Int = 32
    ) {
        self.searchDirectories = searchDirectories
        self.bundleRoots = bundleRoots
        self.unlockedSettings = Settings(registry: registry)
        self.cache = NibCache(countLimit: cacheLimit)
        self.paths = NibCache(countLimit: cacheLimit)
        self.decoded = NibCache(countLimit: cacheLimit)
    }

    /// Bundle directories searched after ``searchDirectories`` (for resource bundles of the class's module, then
    /// themselves): the main bundle — the executable's folder on Linux, where SwiftPM puts resource bundles.
    public let bundleRoots: [String]

    /// The main bundle's folder and its resource folder.
    public static var defaultBundleRoots: [String] {
        var roots = [Bundle.main.bundlePath]
        if let resources = Bundle.main.resourcePath { roots.append(resources) }
        return roots
    }

    /// The localizations whose `.lproj` folders are searched in each directory after the directory itself, in
    /// order: the main bundle's preferred localizations and `Base` unless set (set it before loading, as a device's
    /// language setting would be). Setting it forgets where nibs were found.
    public var localizations: [String] {
        get { withSettings { $0.localizations } }
        set {
            withSettings { $0.localizations = newValue }
            paths.removeAll()
        }
    }

    /// The path of the nib named `name` for a class of `type`'s module, or an error listing every location
    /// searched (see `NibSearch`). Found once, then remembered: a second lookup touches no file.
    public func path(ofNib name: String, for type: Any.Type? = nil) throws -> String {
        let module = type.flatMap(NibSearch.moduleName(of:))
        return try paths.value(for: .init(location: module ?? "", name: name)) {
            let search = NibSearch(
                preferredDirectories: searchDirectories, roots: bundleRoots, extensions: NibSearch.documentExtensions,
                localizations: localizations)
            return try search.path(ofNib: name, module: module)
        }
    }

    /// The decoded nib, decoded once and then served from the cache.
    public func document(named name: String, for type: Any.Type? = nil) throws -> IBDocument {
        try facts(ofNib: name, for: type).document
    }

    /// The decoded nib with what instantiating it needs to know, worked out once (with the text measurer of
    /// ``NibEnvironment/current``) and then served from the cache.
    package func facts(ofNib name: String, for type: Any.Type? = nil) throws -> DocumentFacts {
        try facts(ofNib: name, for: type, in: NibEnvironment.current)
    }

    /// The decoded nib's facts as `environment`'s text measurer reads them: cached apart for each measurer.
    func facts(ofNib name: String, for type: Any.Type?, in environment: NibEnvironment) throws -> DocumentFacts {
        let path = try path(ofNib: name, for: type)
        var location = (path as NSString).deletingLastPathComponent
        if environment.textMeasureKey != 0 { location += "\u{0}text measure \(environment.textMeasureKey)" }
        return try cache.value(for: .init(location: location, name: name)) {
            let document = try decoded.value(for: .init(location: path, name: "")) {
                let result = decoder.decode(contentsOf: path)
                guard let document = result.document else {
                    throw NibLoadingError.undecodable(nib: path, diagnostics: result.diagnostics.map(\.description))
                }
                return document
            }
            return DocumentFacts(document: document, path: Self.displayPath(path), textMeasure: environment.textMeasure)
        }
    }

    /// `path` as messages show it: a nib SwiftPM copied into a module's resource bundle
    /// (`.build/debug/App_Feature.resources/Nibs/Card.xib`) as its source (`Sources/Feature/Nibs/Card.xib`) when the
    /// current folder is the package's and holds it; otherwise relative to the current folder when inside it.
    package static func displayPath(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        let components = (path as NSString).pathComponents
        if let index = components.lastIndex(where: { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }),
            let underscore = components[index].lastIndex(of: "_")
        {
            let bundle = components[index]
            let module = bundle[bundle.index(after: underscore)...].split(separator: ".").first.map(String.init) ?? ""
            var inside = Array(components[(index + 1)...])
            if inside.starts(with: ["Contents", "Resources"]) { inside.removeFirst(2) }
            let source = NSString.path(withComponents: ["Sources", module] + inside)
            let absolute = (folder as NSString).appendingPathComponent(source)
            if !module.isEmpty, !inside.isEmpty, FileManager.default.contentsEqual(atPath: absolute, andPath: path) {
                return source
            }
        }
        return relativePath(path, to: folder)
    }

    /// Instantiates the nib named `name` (`UINib(nibName:bundle:).instantiate(withOwner:options:)`), guarding
    /// against a nib that loads itself, in ``NibEnvironment/current`` with this library: the nib-backed views it
    /// creates load their own nibs from this library too (unless their class names another).
    public func instantiate(
        _ name: String, owner: NibObject?, externalObjects: [String: NibObject] = [:], loader: String? = nil,
        for type: Any.Type? = nil
    ) throws -> InstantiatedNib {
        try instantiate(
            name, owner: owner, externalObjects: externalObjects, loader: loader, for: type,
            in: NibEnvironment.current)
    }

    /// Instantiates the nib named `name` from this library with the rest of `environment` (its text measurer), which
    /// the objects it creates get.
    func instantiate(
        _ name: String, owner: NibObject?, externalObjects: [String: NibObject] = [:], loader: String? = nil,
        for type: Any.Type? = nil, in environment: NibEnvironment
    ) throws -> InstantiatedNib {
        let environment = environment.loading(from: self)
        let entry = loader.map { "\(name) (loaded by \($0))" } ?? name
        let type = type ?? owner.map { Swift.type(of: $0) }
        // Known by its path, so that two nibs of one name in different folders are not taken for a recursion; decoded
        // inside the chain, so that the stack is checked before a nested nib's decoding takes it.
        return try LoadingChain.loading(try path(ofNib: name, for: type), entry: entry, limits: limits) {
            let facts = try facts(ofNib: name, for: type, in: environment)
            let instantiator = NibInstantiator(
                facts: facts, name: name, registry: registry, environment: environment)
            instantiator.contextModules = [type, owner.map { Swift.type(of: $0) }].compactMap {
                $0.flatMap(NibSearch.moduleName(of:))
            }
            return try instantiator.instantiate(owner: owner, externalObjects: externalObjects)
        }
    }
}
