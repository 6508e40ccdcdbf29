import Foundation
import NibDecoding

/// The image files a project's asset catalogs hold, by the names documents use (`Icons/Gear` in a folder that provides
/// a namespace), so that an image view shows its image rather than a placeholder: the 2x file of each image set when
/// there is one, PNG or JPEG.
public struct ProjectImages: Sendable {
    /// File paths by image name.
    public private(set) var files: [String: String] = [:]
    /// The `data:` URLs made so far, so that an image shown in many views is read once.
    private let urls = DataURLs()

    public init() {}

    /// The image sets of the asset catalogs under `folders` (hidden folders skipped).
    public init(folders: [String]) {
        for set in AssetCatalogSets(folders: folders).entries where set.kind == "imageset" {
            let images = ((try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? []).filter {
                ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
            }.sorted()
            if let best = images.first(where: { $0.contains("@2x") }) ?? images.first {
                files[set.name] = (set.path as NSString).appendingPathComponent(best)
            }
        }
    }

    /// The image as a `data:` URL, for an SVG `<image>` that needs no other file; nil for a file over 4 MiB.
    func dataURL(for name: String) -> String? {
        guard let path = files[name] else { return nil }
        return urls.value(for: path) {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard size < 4 << 20, let data = FileManager.default.contents(atPath: path) else { return nil }
            let type = path.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
            return "data:\(type);base64,\(data.base64EncodedString())"
        }
    }
}

/// The `data:` URLs of image files, each made once, from any thread.
private final class DataURLs: @unchecked Sendable {
    private var made: [String: String?] = [:]
    private let lock = NSLock()

    func value(for path: String, make: () -> String?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = made[path] { return known }
        let url = make()
        made[path] = url
        return url
    }
}
