import Foundation
import NibCheck
import NibDecoding
import NibFiles

/// What a command reads, which its outputs never write: the inputs and everything inside the folders it reads, the
/// project's documents and sources beside a file input, the files it reads beyond its inputs (a configuration, a
/// baseline), and the projects the inputs belong to, whose own files (``ProjectFiles``) no output replaces or adds.
struct ReadLocations {
    /// The files and folders given as inputs.
    var inputs: [String]
    /// Further folders the command reads whole (`instantiate --search`).
    var folders: [String] = []
    /// Further files the command reads: a configuration, a baseline.
    var files: [String] = []
    /// The projects the inputs belong to (``ProjectChecker/projectRoot(of:)``): an output may be written inside one
    /// that is not an input folder, but never as one of its own files.
    var projects: [String] = []

    /// The locations of a command that reads `inputs` and the projects they belong to.
    init(inputs: [String], folders: [String] = [], files: [String] = [], projects: [String]? = nil) {
        self.inputs = inputs
        self.folders = folders
        self.files = files
        self.projects = projects ?? Array(Set(inputs.map(ProjectChecker.projectRoot(of:)))).sorted()
    }

    /// Extensions (lowercased) of a project's own files: documents, sources and Xcode's project files. Beside a file
    /// input these are never written, whatever their case; other files there (a report) may be.
    static let projectFileExtensions: Set<String> = DocumentFinder.extensions.union(ProjectFiles.extensions)

    /// How the output is written.
    enum Purpose {
        /// A report or picture: never inside an input folder.
        case report
        /// A baseline, which belongs in the project: inside input folders too, but never as a file nib reads or one
        /// of the project's own files.
        case baseline
    }

    /// Why writing the file `target` (an absolute, resolved path, existing or not) would write what is read, with the
    /// way out, or nil when it would not. Paths are compared as files (device and inode), so case and links cannot
    /// hide an input.
    func conflict(writing target: String, purpose: Purpose = .report) -> String? {
        let targetIdentity = identity(of: target)
        let folderChain = ancestors(of: target)
        for file in files where targetIdentity != nil && identity(of: file) == targetIdentity {
            return "it is \(file), which nib reads for this command, and nib never rewrites the files it reads; "
                + "name another file"
        }
        for input in inputs {
            guard case .success(let status) = FileStatus.of(input) else { continue }
            if status.kind == .directory {
                if purpose == .report, folderChain.contains(status.identity) {
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
        for folder in folders where purpose == .report {
            guard case .success(let status) = FileStatus.of(folder), status.kind == .directory else { continue }
            if folderChain.contains(status.identity) {
                return
                    "it is inside \(folder), a folder nib searches for nibs, and nib never writes into the project it reads; write the report outside \(folder)"
            }
        }
        for project in projects {
            guard case .success(let status) = FileStatus.of(project), status.kind == .directory,
                let depth = folderChain.firstIndex(of: status.identity)
            else { continue }
            // The names from the project's folder down to the target.
            let components = (target as NSString).pathComponents.suffix(depth + 2)
            if let reason = ProjectFiles.reason(forPath: Array(components)) {
                return "it is \(reason) of the project \(project), and nib never writes the project's own files; "
                    + "name a report file (.txt, .json, .sarif) or write it elsewhere"
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
