import Foundation

/// Expands paths (as given on a command line) into the Interface Builder documents they name.
public enum DocumentFinder {
    /// The extensions of Interface Builder documents.
    public static let extensions: Set<String> = ["xib", "storyboard"]

    /// A path that does not exist.
    public struct MissingPath: Error, CustomStringConvertible {
        /// The path as given.
        public var path: String
        public var description: String { "no such file or directory: \(path)" }
    }

    /// Files are taken as given (whatever their extension); directories are searched recursively for .xib and
    /// .storyboard files, which are returned sorted by path. Order of the arguments is kept.
    public static func documents(in paths: [String]) throws(MissingPath) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw MissingPath(path: path) }
            guard isDirectory.boolValue else {
                result.append(path)
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                for case let relative as String in enumerator {
                    let ext = (relative as NSString).pathExtension
                    if extensions.contains(ext) {
                        found.append((path as NSString).appendingPathComponent(relative))
                    }
                }
            }
            result.append(contentsOf: found.sorted())
        }
        return result
    }
}
