import Foundation

/// A path written one way for comparing: absolute, without `.`, `..`, repeated or trailing slashes. Pure text, as
/// `URL.standardizedFileURL.path` gives it for a path with no links, without asking the file system.
package enum StandardPath {
    /// `path` made absolute against the current folder and standardized: `/p/App/./V.xib` and `/p/x/../App/V.xib` are
    /// both `/p/App/V.xib`.
    package static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
