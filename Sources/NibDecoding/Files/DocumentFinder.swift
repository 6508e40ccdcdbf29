import Foundation
import NibFiles

/// Expands paths (as given on a command line) into the Interface Builder documents they name.
package enum DocumentFinder {
    /// The extensions of Interface Builder documents, lowercased; names match them in any case (`View.XIB`).
    package static let extensions: Set<String> = ["xib", "storyboard"]

    /// A path that does not exist.
    package struct MissingPath: Error, CustomStringConvertible {
        /// The path as given.
        package var path: String
        package var description: String { "no such file or directory: \(path)" }
    }

    /// Whether `path` names an Interface Builder document by its extension, in any case.
    static func isDocument(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The documents some paths name, and the symbolic links their folders hold that point outside them.
    package struct Search: Sendable {
        /// The documents, in the order of the paths, each folder's sorted by path.
        package var documents: [String] = []
        /// Links named like documents, or to folders, that were not followed because they point outside the folder
        /// searched.
        package var skippedLinks: [FolderWalk.SkippedLink] = []

        /// An empty search.
        package init() {}
    }

    /// Files are taken as given (whatever their extension); directories are searched recursively for .xib and
    /// .storyboard files, which are returned sorted by path. Order of the arguments is kept. Names that are not
    /// UTF-8 are kept byte for byte (see `FileName`); hidden folders (`.build`, `.git`) are not searched; symbolic
    /// links are followed only inside the folder searched, each folder once, so a link loop ends and nothing outside
    /// is read; anything else named like a document is returned, for the reader to say what it is.
    package static func documents(in paths: [String]) throws(MissingPath) -> [String] {
        try search(paths).documents
    }

    /// ``documents(in:)`` with the links left out.
    package static func search(_ paths: [String]) throws(MissingPath) -> Search {
        var result = Search()
        for path in paths {
            guard case .success(let status) = FileStatus.of(path) else { throw MissingPath(path: path) }
            guard status.kind == .directory else {
                result.documents.append(path)
                continue
            }
            var found: [String] = []
            var walk = FolderWalk(path)
            walk.walk { entry in
                if entry.isFolder { return !entry.name.hasPrefix(".") }
                if isDocument(entry.name) { found.append(entry.path) }
                return false
            }
            result.documents += found.sorted()
            result.skippedLinks += walk.skippedLinks.filter { $0.isFolder || isDocument($0.path) }
        }
        return result
    }
}
