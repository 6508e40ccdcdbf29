#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a document's bytes, refusing what is not a regular file before opening it (a named pipe would block, a
/// device never end), and saying what the path is when it cannot be read.
package enum FileReader {
    /// Why a file could not be read, as the middle of "cannot read the file: …".
    package enum Failure: Error, Sendable, CustomStringConvertible {
        case missing
        case notRegular(FileStatus.Kind)
        case tooLarge(size: Int, limit: Int)
        case outside(FolderWalk.SkippedLink)
        case system(FileError)

        package var description: String {
            switch self {
            case .missing:
                return "no such file"
            case .notRegular(.directory):
                return "it is a folder, not a document; name the folder itself to search it for documents"
            case .notRegular(let kind):
                return "it is \(kind.described), not a regular file; give nib the .xib or .storyboard file itself"
            case .tooLarge(let size, let limit):
                return "the file is \(size) bytes, over the limit of \(limit) bytes"
            case .outside(let link):
                return "it is a symbolic link to \(link.target), outside \(link.folder), and nib reads only files "
                    + "inside the folder it is given; move the file into \(link.folder)"
            case .system(let error):
                return error.description
            }
        }
    }

    /// The bytes of the regular file at `path` (symbolic links followed), at most `limit` of them; with a
    /// `boundary`, only when the file's real path is inside it (a link out of the project is not followed). The limit
    /// holds for what is read, whatever the file's size said.
    package static func contents(of path: String, limit: Int, inside boundary: FolderBoundary? = nil) throws(Failure)
        -> [UInt8]
    {
        var path = path
        if let boundary {
            guard let real = FolderBoundary.realPath(of: path) else { throw .missing }
            guard boundary.contains(realPath: real) else {
                throw .outside(
                    FolderWalk.SkippedLink(
                        path: path, target: FolderBoundary.linkText(of: path) ?? real, isFolder: false,
                        folder: boundary.path))
            }
            path = real
        }
        let status: FileStatus
        switch FileStatus.of(path) {
        case .success(let found): status = found
        case .failure(let error): throw error.isMissing ? .missing : .system(error)
        }
        guard status.kind == .regular else { throw .notRegular(status.kind) }
        guard status.size <= limit else { throw .tooLarge(size: status.size, limit: limit) }
        // Non-blocking, so that a pipe put in the file's place since `stat` cannot hold the open; checked again below.
        let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard descriptor >= 0 else { throw .system(FileError(code: errno)) }
        defer { close(descriptor) }
        if case .success(let opened) = FileStatus.of(descriptor: descriptor), opened.kind != .regular {
            throw .notRegular(opened.kind)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(status.size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(FileError(code: errno))
            }
            bytes.append(contentsOf: chunk[..<count])
            // The file grew since `stat`: stop at the limit rather than read on.
            if bytes.count > limit { throw .tooLarge(size: bytes.count, limit: limit) }
        }
        return bytes
    }
}
