import Foundation

/// The image files a project's asset catalogs hold, by the names documents use (`Icons/Gear` in a folder that provides
/// a namespace), so that an image view shows its image rather than a placeholder: the 2x file of each image set when
/// there is one, PNG or JPEG.
public struct ProjectImages: Sendable {
    /// File paths by image name.
    public private(set) var files: [String: String] = [:]

    public init() {}

    /// The image sets of the asset catalogs under `folders` (hidden folders skipped).
    public init(folders: [String]) {
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                } else if name.hasSuffix(".xcassets") {
                    read((folder as NSString).appendingPathComponent(relative), namespace: "")
                    enumerator.skipDescendants()
                }
            }
        }
    }

    private mutating func read(_ folder: String, namespace: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let path = (folder as NSString).appendingPathComponent(entry)
            let name = (entry as NSString).deletingPathExtension
            switch (entry as NSString).pathExtension {
            case "imageset":
                let images = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
                    ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
                }.sorted()
                if let best = images.first(where: { $0.contains("@2x") }) ?? images.first {
                    files[namespace + name] = (path as NSString).appendingPathComponent(best)
                }
            case "":
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
                else { continue }
                read(path, namespace: Self.providesNamespace(path) ? "\(namespace)\(entry)/" : namespace)
            default:
                continue
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

    /// The image as a `data:` URL, for an SVG `<image>` that needs no other file.
    func dataURL(for name: String) -> String? {
        guard let path = files[name], let data = FileManager.default.contents(atPath: path), data.count < 4 << 20
        else { return nil }
        let type = path.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
        return "data:\(type);base64,\(data.base64EncodedString())"
    }
}
