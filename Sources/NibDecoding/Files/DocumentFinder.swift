import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// Files are taken as given (whatever their extension); directories are searched recursively for .xib and
    /// .storyboard files, which are returned sorted by path. Order of the arguments is kept. Names that are not
    /// UTF-8 are kept byte for byte (see `FileName`); symbolic links to folders are not followed, so a link loop
    /// ends; anything else named like a document is returned, for the reader to say what it is.
    package static func documents(in paths: [String]) throws(MissingPath) -> [String] {
        var result: [String] = []
        for path in paths {
            guard case .success(let status) = FileStatus.of(path) else { throw MissingPath(path: path) }
            guard status.kind == .directory else {
                result.append(path)
                continue
            }
            result.append(contentsOf: documents(under: path).sorted())
        }
        return result
    }

    /// Every document below the folder `root`, in no particular order. Hidden folders (`.build`, `.git`) are not
    /// searched: what they hold are build products and history, not the project's documents.
    private static func documents(under root: String) -> [String] {
        var found: [String] = []
        var folders = [root]
        while let folder = folders.popLast() {
            for (name, isFolder) in entries(of: folder) {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if isFolder {
                    if !name.hasPrefix(".") { folders.append(path) }
                } else if isDocument(name) {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The names in `folder` (without `.` and `..`), each with whether it is a folder to descend into: a real folder,
    /// not a link to one. A folder that cannot be read has no entries.
    private static func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        guard let stream = FileName.withCString(folder, { opendir($0) }) else { return [] }
        defer { closedir(stream) }
        var result: [(String, Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 1) { FileName.string(fromCString: $0) }
            }
            if name == "." || name == ".." { continue }
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if case .success(let status) = FileStatus.of(path, followingLinks: false) {
                    isFolder = status.kind == .directory
                }
            }
            result.append((name, isFolder))
        }
        return result
    }
}
