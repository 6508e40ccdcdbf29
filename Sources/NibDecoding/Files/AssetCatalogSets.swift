import Foundation
import NibFiles

/// The sets of the asset catalogs (`.xcassets`) under some folders, each by the name documents use for it: its folder
/// name, under the names of the folders that provide a namespace (`"provides-namespace": true` in their
/// Contents.json), as `Icons/Gear`.
package struct AssetCatalogSets: Sendable {
    /// One set: an image set, symbol set, color set, …
    package struct Entry: Sendable, Hashable {
        package var name: String
        /// The set's kind, its folder's extension: `imageset`, `symbolset`, `colorset`, `appiconset`, …
        package var kind: String
        package var path: String
        /// The folder searched that holds the set, which what is read from the set must stay inside.
        package var boundary: FolderBoundary
    }

    package private(set) var entries: [Entry] = []
    /// How many catalogs were read.
    package private(set) var catalogCount = 0
    /// Symbolic links to outside the folders searched, which were not followed.
    package private(set) var skippedLinks: [FolderWalk.SkippedLink] = []

    /// The extensions of image files, lowercased.
    package static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "pdf", "gif", "heic", "tiff", "tif", "svg", "icns", "bmp",
    ]

    /// The largest Contents.json read, in bytes.
    static let maximumContentsSize = 1 << 20

    /// The catalogs under `folders`, hidden folders skipped, each real folder read once and links followed only
    /// inside the folder searched; `visit` sees every other file, relative to its folder.
    package init(folders: [String], visit: (String, String) -> Void = { _, _ in }) {
        for folder in folders {
            var walk = FolderWalk(folder)
            var catalogs: [String] = []
            walk.walk { entry in
                if entry.name.hasPrefix(".") { return false }
                if entry.isFolder, entry.name.hasSuffix(".xcassets") {
                    catalogs.append(entry.path)
                    return false
                }
                if !entry.isFolder { visit(folder, Self.relative(entry.path, to: folder)) }
                return entry.isFolder
            }
            // Out of the whole folder, the links that would have been read: catalogs and loose images.
            skippedLinks += walk.skippedLinks.filter { link in
                let name = (link.path as NSString).lastPathComponent
                let kind = (name as NSString).pathExtension.lowercased()
                return !name.hasPrefix(".") && (kind == "xcassets" || Self.imageExtensions.contains(kind))
            }
            for catalog in catalogs {
                catalogCount += 1
                read(catalog, inside: walk.boundary)
            }
        }
    }

    /// The sets of one catalog; folders without an extension are groups, which may provide a namespace.
    private mutating func read(_ catalog: String, inside boundary: FolderBoundary) {
        var namespaces = [catalog: ""]
        var walk = FolderWalk(catalog, inside: boundary)
        var found: [Entry] = []
        walk.walk { entry in
            guard entry.isFolder else { return false }
            let namespace = namespaces[(entry.path as NSString).deletingLastPathComponent] ?? ""
            let kind = (entry.name as NSString).pathExtension
            if kind.isEmpty {
                namespaces[entry.path] =
                    Self.providesNamespace(entry.path, inside: boundary) ? "\(namespace)\(entry.name)/" : namespace
                return true
            }
            found.append(
                Entry(
                    name: namespace + (entry.name as NSString).deletingPathExtension, kind: kind, path: entry.path,
                    boundary: boundary))
            return false
        }
        entries += found
        skippedLinks += walk.skippedLinks
    }

    private static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func providesNamespace(_ folder: String, inside boundary: FolderBoundary) -> Bool {
        guard
            let bytes = try? FileReader.contents(
                of: (folder as NSString).appendingPathComponent("Contents.json"), limit: maximumContentsSize,
                inside: boundary),
            let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
