import Foundation

/// The images and named colors a project's asset catalogs (`.xcassets`: image sets, color sets, symbol sets, folders
/// that provide a namespace) and loose image files provide, by the names documents use for them.
struct AssetCatalogs: Sendable {
    private(set) var images: Set<String> = []
    private(set) var colors: Set<String> = []
    /// How many asset catalogs were read: with none, the project's images may come from elsewhere (a framework's
    /// bundle, files the checker was not shown), so nothing is judged.
    private(set) var catalogCount = 0

    /// The catalogs and image files under `folders`, skipping hidden folders.
    init(folders: [String]) {
        let fileManager = FileManager.default
        for folder in folders {
            guard let enumerator = fileManager.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                if name.hasSuffix(".xcassets") {
                    catalogCount += 1
                    read(catalog: (folder as NSString).appendingPathComponent(relative), namespace: "")
                    enumerator.skipDescendants()
                } else if ["png", "jpg", "jpeg", "pdf", "gif", "heic", "tiff"].contains(
                    (name as NSString).pathExtension.lowercased())
                {
                    // `icon@2x~ipad.png` is the image `icon`, and documents may also name it with its extension.
                    images.insert(name)
                    var base = (name as NSString).deletingPathExtension
                    for suffix in ["~ipad", "~iphone"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
                    for scale in ["@2x", "@3x", "@1x"] where base.hasSuffix(scale) { base.removeLast(scale.count) }
                    images.insert(base)
                }
            }
        }
    }

    /// Reads one catalog folder, or a folder inside one: sets by their type, folders by whether they provide a
    /// namespace (`"provides-namespace": true` in their Contents.json).
    private mutating func read(catalog folder: String, namespace: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry)
            let name = namespace + (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "imageset", "symbolset": images.insert(name)
            case "colorset": colors.insert(name)
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
                else { continue }
                read(catalog: path, namespace: Self.providesNamespace(path) ? "\(namespace)\(entry)/" : namespace)
            default: continue
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
