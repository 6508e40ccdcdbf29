import Foundation
import NibDecoding
import NibFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's report to the file `--output` names, never losing data: a regular file is replaced all or
/// nothing (a temporary file beside it renamed over it, through any symbolic link to it), a named pipe or a terminal
/// is written through, and anything else is refused, as is every file the command reads (see ``ReadLocations``) and,
/// but for an earlier baseline, every file git tracks (``TrackedFiles``).
enum OutputFile {
    /// Why the report was not written.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        /// What the file is, as the message names it: `--output`, `the picture`, `the baseline`.
        var label = "--output"
        var description: String { "cannot write \(label) \(path): \(reason)" }
    }

    /// Writes `text` to `path`, unless that would write what `read` names.
    static func save(
        _ text: String, to path: String, protecting read: ReadLocations, purpose: ReadLocations.Purpose = .report,
        followingLinks: Bool = true, label: String = "--output"
    ) throws(Failure) {
        try save(
            bytes: Array(text.utf8), to: path, protecting: read, purpose: purpose, followingLinks: followingLinks,
            label: label)
    }

    /// Writes `bytes` to `path`, unless that would write what `read` names; without `followingLinks`, a symbolic link
    /// at `path` is refused rather than written through (a file nib names itself, in a folder it did not make).
    static func save(
        bytes: [UInt8], to path: String, protecting read: ReadLocations, purpose: ReadLocations.Purpose = .report,
        followingLinks: Bool = true, label: String = "--output"
    ) throws(Failure) {
        let failure = { (reason: String) in Failure(path: path, reason: reason, label: label) }
        if !followingLinks, case .success(let own) = FileStatus.of(path, followingLinks: false),
            own.kind == .symbolicLink
        {
            throw failure(
                "it is a symbolic link (to \(linkTarget(of: path))), and nib does not write its files through links; "
                    + "remove it or choose another folder")
        }
        switch FileStatus.of(path, followingLinks: false) {
        case .failure(let error) where error.isMissing:
            guard let directory = resolved(folder(of: path)) else {
                throw failure("its folder \(folder(of: path)) does not exist")
            }
            let target = (directory as NSString).appendingPathComponent((path as NSString).lastPathComponent)
            if let conflict = read.conflict(writing: target, purpose: purpose) { throw failure(conflict) }
            try replace(target, with: bytes, permissions: nil, failure: failure)
        case .failure(let error):
            throw failure(error.description)
        case .success:
            let status: FileStatus
            switch FileStatus.of(path) {
            case .success(let found): status = found
            case .failure:
                throw failure(
                    "it is a symbolic link to \(linkTarget(of: path)), which does not exist; name the file itself")
            }
            switch status.kind {
            case .regular:
                guard let target = resolved(path) else { throw failure("its folder cannot be resolved") }
                if let conflict = read.conflict(writing: target, purpose: purpose) { throw failure(conflict) }
                if purpose != .baseline, TrackedFiles.contains(target) {
                    throw failure(
                        "git tracks it (git ls-files), and nib never replaces a file the repository holds; name a new "
                            + "file, or delete this one first if it is an earlier output of nib")
                }
                try replace(target, with: bytes, permissions: status.permissions, failure: failure)
            case .fifo, .characterDevice:
                try writeThrough(path, bytes, failure: failure)
            case let kind:
                throw failure("it is \(kind.described); nib writes reports to regular files, named pipes and terminals")
            }
        }
    }

    /// Writes `bytes` to a new temporary file beside `target` and renames it over `target`.
    private static func replace(
        _ target: String, with bytes: [UInt8], permissions: UInt32?, failure: (String) -> Failure
    ) throws(Failure) {
        let directory = folder(of: target)
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<16 where descriptor < 0 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 36)
            temporary = (directory as NSString).appendingPathComponent(
                "." + (target as NSString).lastPathComponent + ".nib-" + suffix)
            descriptor = FileName.withCString(temporary) {
                open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
            }
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(FileError(code: errno).description) }
        var written = writeAll(descriptor, bytes)
        if written == nil, let permissions, fchmod(descriptor, mode_t(permissions)) != 0 { written = errno }
        close(descriptor)
        if written == nil,
            FileName.withCString(
                temporary,
                { source in
                    FileName.withCString(target) { rename(source, $0) }
                }) != 0
        {
            written = errno
        }
        if let code = written {
            _ = FileName.withCString(temporary) { unlink($0) }
            throw failure(FileError(code: code).description)
        }
    }

    /// Writes `bytes` into the pipe or device at `path` as it is, without creating or truncating anything.
    private static func writeThrough(_ path: String, _ bytes: [UInt8], failure: (String) -> Failure) throws(Failure) {
        let descriptor = FileName.withCString(path) { open($0, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { throw failure(FileError(code: errno).description) }
        defer { close(descriptor) }
        if let code = writeAll(descriptor, bytes) { throw failure(FileError(code: code).description) }
    }

    /// Writes every byte; the `errno` of a failure, or nil.
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }

    /// The absolute path of an existing file or folder with every link resolved, or nil.
    private static func resolved(_ path: String) -> String? { FolderBoundary.realPath(of: path) }

    private static func linkTarget(of path: String) -> String {
        FolderBoundary.linkText(of: path) ?? "a missing file"
    }

}
