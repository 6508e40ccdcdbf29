#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, from `stat`/`lstat`: its kind and identity, so that commands can say what a file is and tell
/// whether two paths are the same file.
package struct FileStatus: Sendable, Hashable {
    /// The kinds of file a path can name.
    package enum Kind: Sendable, Hashable {
        case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

        /// The kind in words, with its article: "a named pipe (FIFO)".
        package var described: String {
            switch self {
            case .regular: return "a regular file"
            case .directory: return "a folder"
            case .symbolicLink: return "a symbolic link"
            case .fifo: return "a named pipe (FIFO)"
            case .characterDevice: return "a character device"
            case .blockDevice: return "a block device"
            case .socket: return "a socket"
            case .unknown: return "not a regular file"
            }
        }
    }

    /// What the path names.
    package var kind: Kind
    /// The device and inode: equal for two paths to the same file.
    package var identity: FileIdentity
    /// The permission bits.
    package var permissions: UInt32
    /// The size in bytes.
    package var size: Int
    /// The user id of its owner.
    package var owner: UInt32

    /// The status of the file `path` names, following symbolic links unless `followingLinks` is false; the `errno`
    /// of the failure otherwise.
    package static func of(_ path: String, followingLinks: Bool = true) -> Result<FileStatus, FileError> {
        var info = stat()
        let status = FileName.withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        guard status == 0 else { return .failure(FileError(code: errno)) }
        return .success(FileStatus(info))
    }

    /// The status of an open file.
    package static func of(descriptor: Int32) -> Result<FileStatus, FileError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(FileError(code: errno)) }
        return .success(FileStatus(info))
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFSOCK: kind = .socket
        default: kind = .unknown
        }
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        permissions = UInt32(info.st_mode & 0o7777)
        size = Int(info.st_size)
        owner = UInt32(info.st_uid)
    }
}

/// A file's device and inode numbers.
package struct FileIdentity: Sendable, Hashable {
    package var device: UInt64
    package var inode: UInt64
}

/// A failed file-system call: its `errno` and the system's sentence for it.
package struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value.
    package var code: Int32

    /// The failure of `errno` `code`.
    package init(code: Int32) { self.code = code }

    /// Whether the path does not exist.
    package var isMissing: Bool { code == ENOENT || code == ENOTDIR }

    /// The system's sentence, lowercased as the middle of a message: "permission denied".
    package var description: String {
        let sentence = String(cString: strerror(code))
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }
}
