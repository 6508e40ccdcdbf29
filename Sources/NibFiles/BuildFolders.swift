import Foundation

/// The folders a project's tools write or fetch into: what a build made (`.build`, `DerivedData`, an Xcode `build`
/// folder) and the dependencies a package manager checked out (`Pods`, `Carthage`, `SourcePackages`). Their documents
/// and code are not the project's: a walk of the project does not go into them, and the classes of the dependencies
/// among them are read on their own.
package enum BuildFolders {
    /// Folder names that are always a tool's, as data.
    package static let names: Set<String> = [
        "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules",
    ]
    /// What a folder named `build` holds when Xcode wrote it (`Debug-iphoneos`, `App.build`, `XCBuildData`), as
    /// prefixes and suffixes of its entries' names; a `build` folder of sources has none of them.
    static let buildProductPrefixes = ["Debug", "Release", "Intermediates", "XCBuildData", "Products", "Index"]
    static let buildProductSuffixes = [".build", ".app", ".framework", ".swiftmodule", ".xcarchive"]

    /// Whether the folder at `path`, named `name`, is a build's or a dependency manager's (hidden folders, such as
    /// `.build`, are left out of every walk already).
    package static func isBuildFolder(named name: String, at path: String) -> Bool {
        if names.contains(name) { return true }
        guard name.lowercased() == "build" else { return false }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.contains { entry in
            buildProductPrefixes.contains { entry.hasPrefix($0) }
                || buildProductSuffixes.contains { entry.hasSuffix($0) }
        }
    }
}
