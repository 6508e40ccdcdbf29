import Foundation
import NibDecoding
import NibFiles

/// The image files a project's asset catalogs hold, by the names documents use (`Icons/Gear` in a folder that provides
/// a namespace), so that an image view shows its image rather than a placeholder: the 2x file of each image set when
/// there is one, PNG or JPEG.
public struct ProjectImages: Sendable {
    /// File paths by image name.
    public private(set) var files: [String: String] = [:]
    /// Links named like catalogs or images that point outside the folders searched, which are not read.
    public private(set) var skippedLinks: [String] = []
    /// The folder searched for each file, which reading it must stay inside.
    private var boundaries: [String: FolderBoundary] = [:]
    /// The largest image file drawn, in bytes (4 MiB); a larger one is drawn as a placeholder.
    static let maximumImageSize = 4 << 20
    /// The `data:` URLs made so far, so that an image shown in many views is read once.
    private let urls = DataURLs()

    public init() {}

    /// The image sets of the asset catalogs under `folders` (hidden folders skipped).
    public init(folders: [String]) {
        let sets = AssetCatalogSets(folders: folders)
        skippedLinks = sets.skippedLinks.map(\.description)
        for set in sets.entries where set.kind == "imageset" {
            let images = ((try? FileManager.default.contentsOfDirectory(atPath: set.path)) ?? []).filter {
                ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
            }.sorted()
            if let best = images.first(where: { $0.contains("@2x") }) ?? images.first {
                let path = (set.path as NSString).appendingPathComponent(best)
                guard set.boundary.resolve(path) != nil else {
                    // A link out of the project: named, never read.
                    let link = FolderWalk.SkippedLink(
                        path: path, target: FolderBoundary.linkText(of: path) ?? "?", isFolder: false,
                        folder: set.boundary.path)
                    skippedLinks.append(link.description)
                    continue
                }
                files[set.name] = path
                boundaries[path] = set.boundary
            }
        }
    }

    /// The image as a `data:` URL, for an SVG `<image>` that needs no other file; nil for a file over
    /// ``maximumImageSize``, or one whose real path is outside the folder searched (a link out of the project).
    func dataURL(for name: String) -> String? {
        guard let path = files[name] else { return nil }
        return urls.value(for: path) {
            guard
                let bytes = try? FileReader.contents(
                    of: path, limit: Self.maximumImageSize, inside: boundaries[path] ?? FolderBoundary(path))
            else { return nil }
            let type = path.lowercased().hasSuffix(".png") ? "image/png" : "image/jpeg"
            return "data:\(type);base64,\(Data(bytes).base64EncodedString())"
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
