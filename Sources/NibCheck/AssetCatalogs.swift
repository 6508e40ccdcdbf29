import Foundation
import NibDecoding
import NibFiles

/// The images and named colors a project's asset catalogs (image sets, color sets, symbol sets, folders that provide
/// a namespace) and loose image files provide, by the names documents use for them.
struct AssetCatalogs: Sendable {
    private(set) var images: Set<String> = []
    private(set) var colors: Set<String> = []
    /// How many asset catalogs were read: with none, the project's images may come from elsewhere (a framework's
    /// bundle, files the checker was not shown), so nothing is judged.
    private(set) var catalogCount = 0
    /// Links to outside the folders searched that are named like images or point at folders: not followed.
    private(set) var skippedLinks: [FolderWalk.SkippedLink] = []

    /// Whether the project provides the image a document names: a set or file of that name, or of that name without
    /// its extension (`download.png` for the image set `download`).
    func has(image name: String) -> Bool {
        if images.contains(name) { return true }
        let base = (name as NSString).deletingPathExtension
        return base != name && images.contains(base)
    }

    /// The catalogs and image files under `folders`, skipping hidden folders.
    init(folders: [String]) {
        var loose: Set<String> = []
        let sets = AssetCatalogSets(folders: folders) { _, relative in
            let name = (relative as NSString).lastPathComponent
            // An `.iconset` folder is compiled into the `.icns` image of its name (`CCMenu.iconset` is `CCMenu`).
            let folder = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
            if folder.hasSuffix(".iconset") { loose.insert((folder as NSString).deletingPathExtension) }
            guard
                AssetCatalogSets.imageExtensions.contains(
                    (name as NSString).pathExtension.lowercased())
            else { return }
            // `icon@2x~ipad.png` is the image `icon`, and documents may also name it with its extension.
            loose.insert(name)
            var base = (name as NSString).deletingPathExtension
            for suffix in ["~ipad", "~iphone"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
            for scale in ["@2x", "@3x", "@1x"] where base.hasSuffix(scale) { base.removeLast(scale.count) }
            loose.insert(base)
            // `tab-home.png` names `tab-home@2x.png` too.
            loose.insert(base + "." + (name as NSString).pathExtension)
        }
        catalogCount = sets.catalogCount
        skippedLinks = sets.skippedLinks
        images = loose.union(sets.entries.filter { ["imageset", "symbolset"].contains($0.kind) }.map(\.name))
        colors = Set(sets.entries.filter { $0.kind == "colorset" }.map(\.name))
    }
}
