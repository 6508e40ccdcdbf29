import Foundation

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
    }

    package private(set) var entries: [Entry] = []
    /// How many catalogs were read.
    package private(set) var catalogCount = 0

    /// The catalogs under `folders`, hidden folders skipped; `visit` sees every other file, relative to its folder.
    package init(folders: [String], visit: (String, String) -> Void = { _, _ in }) {
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                } else if name.hasSuffix(".xcassets") {
                    catalogCount += 1
                    read((folder as NSString).appendingPathComponent(relative), namespace: "")
                    enumerator.skipDescendants()
                } else {
                    visit(folder, relative)
                }
            }
        }
    }

    private mutating func read(_ folder: String, namespace: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in names.sorted() {
            let path = (folder as NSString).appendingPathComponent(entry)
            let kind = (entry as NSString).pathExtension
            if kind.isEmpty {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
                else { continue }
                read(path, namespace: Self.providesNamespace(path) ? "\(namespace)\(entry)/" : namespace)
            } else {
                entries.append(
                    Entry(name: namespace + (entry as NSString).deletingPathExtension, kind: kind, path: path))
            }
        }
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard
            let data = FileManager.default.contents(
                atPath: (folder as NSString).appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
