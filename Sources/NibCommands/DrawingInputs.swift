import Foundation
import NibCheck
import NibDecoding
import NibModel
import NibRender

/// What `nib render` and `nib preview` draw from, each document decoded once: the documents given, the nibs of the
/// nib-backed views they embed (the `.xib` files under the paths and beside the files given, by class), and the
/// project's images.
struct DrawingInputs {
    /// The documents given, with their decoding results, in the order given.
    let documents: [(file: String, result: DecodingResult)]
    /// The nibs of nib-backed views, by the class whose content they hold.
    let nibs: [String: IBDocument]
    /// The images of the projects the paths belong to.
    let images: ProjectImages
    /// Symbolic links out of the folders searched, which were not followed, as sentences.
    let skippedLinks: [String]

    init(paths: [String], documents files: [String]) {
        var decoded: [String: DecodingResult] = [:]
        func decode(_ file: String) -> DecodingResult {
            let key = URL(fileURLWithPath: file).standardizedFileURL.path
            if let known = decoded[key] { return known }
            let result = DocumentDecoder().decode(contentsOf: file)
            decoded[key] = result
            return result
        }
        documents = files.map { ($0, decode($0)) }
        let folders = Set(
            paths.map { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                    ? path : folder(of: path)
            })
        let search = (try? DocumentFinder.search(folders.sorted())) ?? DocumentFinder.Search()
        let nearby = search.documents.filter { ($0 as NSString).pathExtension.lowercased() == "xib" }
        nibs = DocumentRenderer.nibsByClass(nearby.compactMap { file in decode(file).document.map { (file, $0) } })
        images = ProjectImages(folders: Array(Set(paths.map(ProjectChecker.projectRoot(of:)))).sorted())
        // (The documents given were searched, and their links named, already.)
        skippedLinks = images.skippedLinks
    }
}
