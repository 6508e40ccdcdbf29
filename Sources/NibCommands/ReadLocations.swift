import Foundation
import NibDecoding

/// What a command reads, which `--output` never writes: the inputs, everything inside the folders it reads, and the
/// project's documents and sources beside a file input.
struct ReadLocations {
    /// The files and folders given as inputs.
    var inputs: [String]
    /// Further folders the command reads whole (`instantiate --search`).
    var folders: [String] = []

    /// Extensions (lowercased) of a project's own files: documents, sources and Xcode's project files. Beside a file
    /// input these are never written, whatever their case; other files there (a report) may be.
    static let projectFileExtensions: Set<String> = DocumentFinder.extensions.union([
        "nib", "swift", "m", "mm", "h", "hh", "hpp", "c", "cc", "cpp", "cxx", "strings", "stringsdict", "plist",
        "pbxproj", "xcconfig", "entitlements", "xcscheme", "xcworkspacedata", "modulemap", "metal",
    ])

    /// Why writing the file `target` (an absolute, resolved path, existing or not) would write what is read, with the
    /// way out, or nil when it would not. Paths are compared as files (device and inode), so case and links cannot hide an input.
    func conflict(writing target: String) -> String? {
        let targetIdentity = identity(of: target)
        let folderChain = ancestors(of: target)
        for input in inputs {
            guard case .success(let status) = FileStatus.of(input) else { continue }
            if status.kind == .directory {
                if folderChain.contains(status.identity) {
                    return
                        "it is inside \(input), which nib reads, and nib never writes into the project it reads; write the report outside \(input)"
                }
            } else if status.identity == targetIdentity {
                return "it is one of the inputs, and nib never rewrites the files it reads; name another file"
            } else if let folder = folderChain.first, identity(of: NibCommands.folder(of: input)) == folder,
                Self.projectFileExtensions.contains((target as NSString).pathExtension.lowercased())
            {
                return
                    "it is a document or source beside the input \(input), and nib never writes into the project it reads; name a report file (.txt, .json) or write it elsewhere"
            }
        }
        for folder in folders {
            guard case .success(let status) = FileStatus.of(folder), status.kind == .directory else { continue }
            if folderChain.contains(status.identity) {
                return
                    "it is inside \(folder), a folder nib searches for nibs, and nib never writes into the project it reads; write the report outside \(folder)"
            }
        }
        return nil
    }

    private func identity(of path: String) -> FileIdentity? {
        guard case .success(let status) = FileStatus.of(path) else { return nil }
        return status.identity
    }

    /// The identities of the folders that hold `path`, innermost first, up to the root.
    private func ancestors(of path: String) -> [FileIdentity] {
        var result: [FileIdentity] = []
        var current = folder(of: path)
        while true {
            if let identity = identity(of: current) { result.append(identity) }
            if current == "/" || current == "." { break }
            current = folder(of: current)
        }
        return result
    }

}

/// The folder that holds `path`, as written: `.` for a name without one.
func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
}
