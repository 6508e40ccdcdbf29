import NibDecoding

/// The files a project keeps for itself, which no `nib` output replaces or adds, as data: names, name prefixes,
/// extensions, and the folders whose contents belong to their tools.
enum ProjectFiles {
    /// Names of manifests, lock files and tool configurations.
    static let names: Set<String> = [
        "Package.swift", "Package.resolved", "Podfile", "Podfile.lock", "Cartfile", "Cartfile.resolved",
        "Cartfile.private", "Gemfile", "Gemfile.lock", "Makefile", "Brewfile", "Mintfile", "project.yml",
        "Dangerfile", "Fastfile", "Appfile", "Matchfile", "Pluginfile", "Rakefile",
    ]
    /// Prefixes (uppercased) of the project's documents: `README.md`, `LICENSE`, `CHANGELOG.md`.
    static let prefixes = ["README", "LICENSE", "LICENCE", "COPYING", "CHANGELOG", "CONTRIBUTING", "NOTICE", "AUTHORS"]
    /// Extensions (lowercased) of sources, documents and project files.
    static let extensions: Set<String> = [
        "nib", "swift", "m", "mm", "h", "hh", "hpp", "c", "cc", "cpp", "cxx", "strings", "stringsdict", "plist",
        "pbxproj", "xcconfig", "entitlements", "xcscheme", "xcworkspacedata", "modulemap", "metal", "podspec",
        "xcprivacy", "xctestplan", "storekit", "gpx", "yml", "yaml",
    ]
    /// Names of folders whose contents belong to git, CI services and editors (a build folder such as `.build` may be
    /// written into).
    static let folderNames: Set<String> = [".git", ".github", ".gitlab", ".circleci", ".swiftpm", ".vscode", ".idea"]
    /// Extensions (lowercased) of folders whose contents belong to Xcode, git or a bundle.
    static let folderExtensions: Set<String> = [
        "xcodeproj", "xcworkspace", "xcassets", "lproj", "bundle", "framework", "xcframework", "playground",
        "docc", "xcdatamodeld", "xcdatamodel", "imageset", "colorset", "appiconset", "symbolset",
    ]

    /// Why the path (its components from the project's folder, included, down to the file) names one of the project's own
    /// files, as "the manifest Package.swift", or nil when it names none.
    static func reason(forPath components: [String]) -> String? {
        guard let name = components.last else { return nil }
        for folder in components.dropLast().dropFirst() {
            if folderNames.contains(folder) { return "inside \(folder), which belongs to its tool" }
            let kind = folder.split(separator: ".").count > 1 ? String(folder.split(separator: ".").last!) : ""
            if folderExtensions.contains(kind.lowercased()) { return "inside \(folder), which belongs to its tool" }
        }
        if name.hasPrefix(".") { return "\(name), a hidden file such as a configuration" }
        if names.contains(name) { return "\(name), a manifest or a tool's file" }
        if prefixes.contains(where: { name.uppercased().hasPrefix($0) }) { return "\(name), one of its documents" }
        let kind = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : ""
        if extensions.contains(kind.lowercased()) || DocumentFinder.extensions.contains(kind.lowercased()) {
            return "\(name), a document, source or project file"
        }
        return nil
    }
}
