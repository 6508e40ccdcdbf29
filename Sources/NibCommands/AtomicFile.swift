import Foundation

/// Writes a command's report to the file the user named: all or nothing (a temporary file in the same folder,
/// renamed over the target), and never over one of the command's inputs.
enum AtomicFile {
    enum Failure: Error, CustomStringConvertible {
        case wouldOverwriteInput(String)
        case cannotWrite(String, String)

        var description: String {
            switch self {
            case .wouldOverwriteInput(let path):
                return
                    "--output \(path) is one of the inputs; nib never rewrites the files it reads, so name another file"
            case .cannotWrite(let path, let reason):
                return "cannot write \(path): \(reason)"
            }
        }
    }

    /// Writes `text` to `path` atomically, refusing a path that is one of `inputs` (or inside an input folder's
    /// documents).
    static func write(_ text: String, to path: String, inputs: [String]) throws(Failure) {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        for input in inputs {
            let resolved = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
            let isDocument = target.hasSuffix(".xib") || target.hasSuffix(".storyboard")
            if target == resolved || (isDocument && target.hasPrefix(resolved + "/")) {
                throw .wouldOverwriteInput(path)
            }
        }
        do {
            // `.atomic` writes a temporary file beside the target and renames it over the target.
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotWrite(path, error.localizedDescription)
        }
    }
}
