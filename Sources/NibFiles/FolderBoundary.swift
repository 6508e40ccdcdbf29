#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder nib reads a project through, and the rule that keeps reading inside it: a path counts as inside when its
/// real path (every symbolic link resolved) is the folder's real path or below it. A link in a project that points
/// elsewhere (`Images.xcassets/Key.imageset/a.png` → `~/.ssh/id_rsa`) is therefore never read through the project.
package struct FolderBoundary: Sendable, Hashable {
    /// The folder as given.
    package let path: String
    /// The folder's real path, or nil when it does not exist.
    package let realPath: String?

    /// The boundary of the folder at `path`.
    package init(_ path: String) {
        self.path = path
        realPath = Self.realPath(of: path)
    }

    /// The real path of `path` when it is inside the folder, else nil (outside, or missing).
    package func resolve(_ path: String) -> String? {
        guard let real = Self.realPath(of: path), contains(realPath: real) else { return nil }
        return real
    }

    /// Whether the real path `other` is the folder or inside it.
    package func contains(realPath other: String) -> Bool {
        guard let realPath else { return false }
        if other == realPath || realPath == "/" { return true }
        return other.hasPrefix(realPath + "/")
    }

    /// The absolute path of an existing file or folder with every link resolved, or nil.
    package static func realPath(of path: String) -> String? {
        guard let real = FileName.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return FileName.string(fromCString: real)
    }

    /// What the symbolic link at `path` holds, as written, or nil when it is not a link.
    package static func linkText(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = FileName.withCString(path) { readlink($0, &buffer, buffer.count) }
        guard count > 0 else { return nil }
        return FileName.string(fromBytes: buffer[..<count].map { UInt8(bitPattern: $0) })
    }
}
