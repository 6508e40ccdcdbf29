import Foundation

/// `path` relative to `folder` when it is inside it (both made absolute and standardized), else `path` as given: how
/// reports name files, so that a path reads the same however it was given.
package func relativePath(_ path: String, to folder: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var base = URL(fileURLWithPath: folder).standardizedFileURL.path
    if !base.hasSuffix("/") { base += "/" }
    return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : path
}
