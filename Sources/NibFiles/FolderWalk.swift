#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Walks a folder tree the way nib reads a project: every real folder at most once, so that a link loop
/// (`ln -s . loop`) ends; symbolic links followed only to targets inside the folder walked (``FolderBoundary``), the
/// others left out and listed; names in each folder in UTF-8 order, so that every run visits the same files in the
/// same order.
package struct FolderWalk {
    /// One file or folder found.
    package struct Entry: Sendable, Hashable {
        /// The path below the walked folder, as the folder was given (`Project/A/B.xib`), links not resolved.
        package var path: String
        /// The last component of ``path``.
        package var name: String
        /// Whether it is a folder (or a link to a folder inside the walked one).
        package var isFolder: Bool
        /// Whether the entry is a symbolic link (to a target inside the walked folder).
        package var isLink: Bool
    }

    /// A symbolic link that points outside the walked folder, which is not followed.
    package struct SkippedLink: Sendable, Hashable, CustomStringConvertible {
        /// The link's path below the walked folder.
        package var path: String
        /// What the link points at, as it holds it.
        package var target: String
        /// Whether the target is a folder.
        package var isFolder: Bool
        /// The folder the walk reads.
        package var folder: String

        /// The link at `path` to `target` (a folder or not), found in the walk of `folder`.
        package init(path: String, target: String, isFolder: Bool, folder: String) {
            self.path = path
            self.target = target
            self.isFolder = isFolder
            self.folder = folder
        }

        package var description: String {
            "\(path) is a symbolic link to \(target), outside \(folder): not read, as nib reads only files inside "
                + "the folder it is given; move what it points at into \(folder), or name it on the command line"
        }
    }

    /// The folder walked and the rule for its links.
    package let boundary: FolderBoundary
    /// The links left out so far, in the order found.
    package private(set) var skippedLinks: [SkippedLink] = []

    /// The folder walked, as given.
    package let root: String

    /// A walk of the folder at `root`, following links to targets inside `boundary` (by default the folder itself).
    package init(_ root: String, inside boundary: FolderBoundary? = nil) {
        self.root = root
        self.boundary = boundary ?? FolderBoundary(root)
    }

    /// Visits every file and folder below the root, depth first; `visit` returns whether to descend into a folder
    /// (its return value is ignored for files).
    package mutating func walk(_ visit: (Entry) -> Bool) {
        guard case .success(let rootStatus) = FileStatus.of(root), rootStatus.kind == .directory else { return }
        var visited: Set<FileIdentity> = [rootStatus.identity]
        var folders = [root]
        while let folder = folders.popLast() {
            var descend: [String] = []
            for (name, type) in Self.entries(of: folder) {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var kind = type
                var isLink = false
                if kind == .symbolicLink || kind == .unknown {
                    guard case .success(let own) = FileStatus.of(path, followingLinks: false) else { continue }
                    kind = own.kind
                    isLink = own.kind == .symbolicLink
                }
                var identity: FileIdentity?
                if isLink {
                    guard case .success(let target) = FileStatus.of(path) else {
                        // A dangling link: a file for the reader to name as missing.
                        _ = visit(Entry(path: path, name: name, isFolder: false, isLink: true))
                        continue
                    }
                    guard boundary.resolve(path) != nil else {
                        skippedLinks.append(
                            SkippedLink(
                                path: path, target: FolderBoundary.linkText(of: path) ?? "?",
                                isFolder: target.kind == .directory, folder: boundary.path))
                        continue
                    }
                    kind = target.kind
                    identity = target.identity
                }
                let entry = Entry(path: path, name: name, isFolder: kind == .directory, isLink: isLink)
                guard kind == .directory else {
                    _ = visit(entry)
                    continue
                }
                guard visit(entry) else { continue }
                if identity == nil, case .success(let status) = FileStatus.of(path) { identity = status.identity }
                if let identity, visited.insert(identity).inserted { descend.append(path) }
            }
            // Popped from the end: pushed in reverse so that folders are walked in name order.
            folders += descend.reversed()
        }
    }

    /// The names in `folder` (without `.` and `..`) in UTF-8 order, each with its kind as the folder lists it
    /// (`.unknown` when the file system does not say).
    private static func entries(of folder: String) -> [(name: String, kind: FileStatus.Kind)] {
        guard let stream = FileName.withCString(folder, { opendir($0) }) else { return [] }
        defer { closedir(stream) }
        var result: [(String, FileStatus.Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 1) { FileName.string(fromCString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: FileStatus.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .regular
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_FIFO): kind = .fifo
            case Int32(DT_CHR): kind = .characterDevice
            case Int32(DT_BLK): kind = .blockDevice
            case Int32(DT_SOCK): kind = .socket
            default: kind = .unknown
            }
            result.append((name, kind))
        }
        return result.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    }
}
