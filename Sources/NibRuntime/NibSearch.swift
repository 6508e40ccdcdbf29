import Foundation

/// Where a nib can be: the decisions behind "which bundle holds this view's nib", made once for every face.
///
/// A class's nib is looked for, in order:
/// 1. in the directories the caller names first (an explicit bundle, a tool's search paths);
/// 2. in the Swift package resource bundle of the module that declares the class — SwiftPM names it
///    `<Package>_<Module>.bundle` on Apple platforms and `<Package>_<Module>.resources` elsewhere, and puts it in
///    the app's resources or beside the executable. `Bundle.module` resolves in the *calling* module and
///    `Bundle(for:)` points at the code's bundle, not at the package's resources, so neither finds a packaged nib
///    when the view is created from another module; searching by the class's module does;
/// 3. in the root directories themselves (the app bundle, a framework bundle, the working directory).
///
/// A nib that is nowhere produces ``NibLoadingError/nibNotFound(name:searched:)`` listing every path tried.
public struct NibSearch: Sendable {
    /// Directories searched before any bundle.
    public var preferredDirectories: [String]
    /// Bundle directories (app, frameworks, the executable's folder) searched for resource bundles and then
    /// themselves.
    public var roots: [String]
    /// File extensions of a nib, in order of preference (`nib` for compiled bundles, `xib`/`storyboard` for
    /// sources).
    public var extensions: [String]

    /// Searches `preferredDirectories`, then the resource bundles in `roots`, then `roots` themselves, for files
    /// with `extensions`.
    public init(preferredDirectories: [String] = [], roots: [String], extensions: [String]) {
        self.preferredDirectories = preferredDirectories
        self.roots = roots
        self.extensions = extensions
    }

    /// The module that declares `type` (`"MyFeature"` for `MyFeature.ProfileCard`), or nil for a type whose
    /// reflected name has no module prefix.
    public static func moduleName(of type: Any.Type) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// The directories searched for a nib of a class declared in `module`, in order, without duplicates.
    public func directories(forModule module: String?) -> [String] {
        var result: [String] = []
        forEachDirectory(forModule: module) { directory in
            result.append(directory)
            return false
        }
        return result
    }

    /// Visits the directories searched for a nib of a class declared in `module`, in order and without
    /// duplicates, until `body` returns true. The resource bundles are listed only when the preferred directories
    /// do not end the search: a nib found there costs no directory listing (a build folder holds many files).
    private func forEachDirectory(forModule module: String?, _ body: (String) -> Bool) {
        var seen = Set<String>()
        func visit(_ directory: String) -> Bool {
            let standardized = (directory as NSString).standardizingPath
            return seen.insert(standardized).inserted && body(standardized)
        }
        for directory in preferredDirectories where visit(directory) { return }
        if let module {
            for root in roots {
                for bundle in Self.resourceBundles(ofModule: module, in: root) where visit(bundle) { return }
            }
        }
        for root in roots where visit(root) { return }
    }

    /// Finds the nib named `name` for a class declared in `module`, or throws the error that lists every path
    /// tried.
    public func path(ofNib name: String, module: String?) throws -> String {
        var searched: [String] = []
        var found: String?
        forEachDirectory(forModule: module) { directory in
            for ext in extensions {
                let path = (directory as NSString).appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: path) {
                    found = path
                    return true
                }
                searched.append(path)
            }
            return false
        }
        if let found { return found }
        if let module, !roots.isEmpty, roots.allSatisfy({ Self.resourceBundles(ofModule: module, in: $0).isEmpty }) {
            searched.append(
                "(no resource bundle named *_\(module).bundle or *_\(module).resources in \(roots.joined(separator: ", ")))"
            )
        }
        throw NibLoadingError.nibNotFound(name: name, searched: searched)
    }

    /// SwiftPM resource bundles of `module` directly inside `root` (and in its `Resources` folder, where an
    /// app bundle on macOS keeps them), sorted for a stable order.
    static func resourceBundles(ofModule module: String, in root: String) -> [String] {
        var bundles: [String] = []
        for folder in [root, (root as NSString).appendingPathComponent("Resources")] {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted()
            where entry.hasSuffix("_\(module).bundle") || entry.hasSuffix("_\(module).resources") {
                let bundle = (folder as NSString).appendingPathComponent(entry)
                bundles.append(bundle)
                // On Apple platforms a resource bundle keeps its files in Contents/Resources on macOS.
                let contents = (bundle as NSString).appendingPathComponent("Contents/Resources")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: contents, isDirectory: &isDirectory), isDirectory.boolValue {
                    bundles.append(contents)
                }
            }
        }
        return bundles
    }
}
