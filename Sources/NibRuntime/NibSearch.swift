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
/// 3. in the folders inside that resource bundle, shallowest first (`resources: [.copy("Nibs")]` copies a folder
///    whole), down to ``maximumFolderDepth``;
/// 4. in the root directories themselves (the app bundle, a framework bundle, the working directory).
///
/// In each of these directories the nib is looked for as `Bundle` looks for a resource: in the directory itself
/// first, then in the `.lproj` folder of each of ``localizations`` (`fr.lproj`, `Base.lproj`, …).
///
/// A nib that is nowhere produces ``NibLoadingError/nibNotFound(name:searched:)`` listing every path tried, or
/// ``NibLoadingError/uncompiledNib(name:document:)`` when only an Interface Builder document that the platform
/// cannot load is there.
public struct NibSearch: Sendable {
    /// Directories searched before any bundle.
    public var preferredDirectories: [String]
    /// Bundle directories (app, frameworks, the executable's folder) searched for resource bundles and then
    /// themselves.
    public var roots: [String]
    /// File extensions of a nib, in order of preference (`nib` for compiled bundles, `xib`/`storyboard` for
    /// sources).
    public var extensions: [String]
    /// The localizations whose `<name>.lproj` folders are searched in every directory after the directory itself,
    /// in order: see ``localizations(preferring:)``.
    public var localizations: [String]
    /// Extensions of documents that stand for a nib the platform cannot load (`xib` where only `nib` is asked for):
    /// found where no nib is, they make the error ``NibLoadingError/uncompiledNib(name:document:)``, which says how
    /// to compile them.
    public var uncompiledExtensions: [String]

    /// The extension of a compiled nib, which UIKit and AppKit load.
    public static let compiledExtensions = ["nib"]
    /// The extensions of Interface Builder documents, which the headless face loads as they are.
    public static let documentExtensions = ["xib", "storyboard"]
    /// How many folders deep the search goes inside a module's resource bundle (`Nibs/Cards/Card.xib` is two).
    public static let maximumFolderDepth = 4

    /// Searches `preferredDirectories`, then the resource bundles in `roots` and the folders inside them, then
    /// `roots` themselves, for files with `extensions`, each directory unlocalized and then in `localizations`.
    public init(
        preferredDirectories: [String] = [], roots: [String], extensions: [String],
        localizations: [String] = NibSearch.defaultLocalizations, uncompiledExtensions: [String] = []
    ) {
        self.preferredDirectories = preferredDirectories
        self.roots = roots
        self.extensions = extensions
        self.localizations = localizations
        self.uncompiledExtensions = uncompiledExtensions
    }

    /// The localizations searched in the order `Bundle` searches them, for `preferred` localizations in order of
    /// preference (a bundle's `preferredLocalizations`): the first preferred, then `Base` (the development
    /// language's Interface Builder documents, where Xcode puts every nib of a localized project), then the other
    /// preferred ones.
    public static func localizations(preferring preferred: [String]) -> [String] {
        var result: [String] = []
        for localization in preferred.prefix(1) + ["Base"] + preferred.dropFirst()
        where !localization.isEmpty && !result.contains(localization) {
            result.append(localization)
        }
        return result
    }

    /// The main bundle's preferred localizations, then `Base`, in the order of ``localizations(preferring:)``.
    public static var defaultLocalizations: [String] {
        localizations(preferring: Bundle.main.preferredLocalizations)
    }

    /// The module that declares `type` (`"MyFeature"` for `MyFeature.ProfileCard`), or nil for a type whose
    /// reflected name has no module prefix.
    public static func moduleName(of type: Any.Type) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// The bundle that a folder holding a nib belongs to, for loading the nib through it: `X.bundle` for
    /// `X.bundle/Contents/Resources` (macOS), `App.app` for `App.app/Base.lproj`, and the folder itself otherwise.
    package static func bundlePath(containing folder: String) -> String {
        var folder = (folder as NSString).standardizingPath
        if (folder as NSString).pathExtension == "lproj" {
            folder = (folder as NSString).deletingLastPathComponent
        }
        if folder.hasSuffix("/Contents/Resources") {
            folder = ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        }
        return folder
    }

    /// The directories searched for a nib of a class declared in `module`, in order, without duplicates (each is
    /// also searched in its `.lproj` folders).
    package func directories(forModule module: String?) -> [String] {
        var result: [String] = []
        forEachDirectory(forModule: module) { directory in
            result.append(directory)
            return false
        }
        return result
    }

    /// Visits the directories searched for a nib of a class declared in `module`, in order and without
    /// duplicates, until `body` returns true. The resource bundles are listed only when the preferred directories
    /// do not end the search, and the folders inside them only when the bundles themselves do not: a nib found
    /// early costs no directory listing (a build folder holds many files).
    private func forEachDirectory(forModule module: String?, _ body: (String) -> Bool) {
        var seen = Set<String>()
        func visit(_ directory: String) -> Bool {
            let standardized = (directory as NSString).standardizingPath
            return seen.insert(standardized).inserted && body(standardized)
        }
        for directory in preferredDirectories where visit(directory) { return }
        if let module {
            let bundles = roots.flatMap { Self.resourceBundles(ofModule: module, in: $0) }
            for bundle in bundles where visit(bundle) { return }
            // Folders copied whole, level by level, each listed once (by its real path: a symbolic link back to
            // a folder above is not followed again).
            var listed = Set(bundles.map { ($0 as NSString).resolvingSymlinksInPath })
            var level = bundles
            for _ in 0..<Self.maximumFolderDepth where !level.isEmpty {
                var next: [String] = []
                for folder in level {
                    for subfolder in Self.subfolders(of: folder)
                    where listed.insert((subfolder as NSString).resolvingSymlinksInPath).inserted {
                        if visit(subfolder) { return }
                        next.append(subfolder)
                    }
                }
                level = next
            }
        }
        for root in roots where visit(root) { return }
    }

    /// The folders in `folder` that can hold resources, sorted: not hidden, without an extension (so neither an
    /// `.lproj` folder, searched as a localization, nor a compiled `.nib`, a nested bundle or an asset catalog),
    /// and not a macOS bundle's `Contents`, searched as a resource bundle of its own.
    private static func subfolders(of folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let isBundle = ["bundle", "resources"].contains((folder as NSString).pathExtension)
        return entries.sorted().compactMap { entry in
            guard !entry.hasPrefix("."), (entry as NSString).pathExtension.isEmpty, !(isBundle && entry == "Contents")
            else { return nil }
            let path = (folder as NSString).appendingPathComponent(entry)
            return isDirectory(path) ? path : nil
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Finds the nib named `name` for a class declared in `module`, or throws the error that lists every path
    /// tried (or, when only a document with ``uncompiledExtensions`` is there, the error that says to compile it).
    public func path(ofNib name: String, module: String?) throws -> String {
        var searched: [String] = []
        if let found = firstFile(named: name, extensions: extensions, module: module, searched: &searched) {
            return found
        }
        if !uncompiledExtensions.isEmpty {
            var ignored: [String] = []
            if let document = firstFile(
                named: name, extensions: uncompiledExtensions, module: module, searched: &ignored)
            {
                throw NibLoadingError.uncompiledNib(name: name, document: document)
            }
        }
        if let module, !roots.isEmpty, roots.allSatisfy({ Self.resourceBundles(ofModule: module, in: $0).isEmpty }) {
            searched.append(
                "(no resource bundle named *_\(module).bundle or *_\(module).resources in \(roots.joined(separator: ", ")))"
            )
        }
        throw NibLoadingError.nibNotFound(name: name, searched: searched)
    }

    /// The first file `name.ext` in the directories searched for `module`, each directory before its `.lproj`
    /// folders; every path tried is added to `searched`.
    private func firstFile(
        named name: String, extensions: [String], module: String?, searched: inout [String]
    ) -> String? {
        var found: String?
        forEachDirectory(forModule: module) { directory in
            for folder in [directory] + localizedFolders(in: directory) {
                for ext in extensions {
                    let path = (folder as NSString).appendingPathComponent("\(name).\(ext)")
                    if FileManager.default.fileExists(atPath: path) {
                        found = path
                        return true
                    }
                    searched.append(path)
                }
            }
            return false
        }
        return found
    }

    /// The `.lproj` folders of ``localizations`` that `directory` has, in order.
    private func localizedFolders(in directory: String) -> [String] {
        localizations.map { (directory as NSString).appendingPathComponent("\($0).lproj") }.filter(Self.isDirectory)
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
                if isDirectory(contents) {
                    bundles.append(contents)
                }
            }
        }
        return bundles
    }
}
