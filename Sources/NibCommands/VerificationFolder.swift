import Foundation
import NibFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder `nib eject --verify` builds in: by default a new private one for each run (made with mode 0700 under the
/// temporary folder, removed after a run that verified); with `--verify-folder`, one the user keeps for faster later
/// runs, which nib makes private when it does not exist and uses only when it is a folder of the user's own that no
/// one else can write: code built there is made from documents, and a folder another user made could hold theirs.
struct VerificationFolder {
    /// The folder's path.
    let path: String
    /// Whether nib made it for this run alone, to remove afterwards.
    let isTemporary: Bool

    /// A new private folder, or the one `given` when it is safe to build in; the reason it is not, otherwise.
    static func prepare(_ given: String?) -> Result<VerificationFolder, Refusal> {
        guard let given else {
            let template = (NSTemporaryDirectory() as NSString).appendingPathComponent("nib-eject-verify-XXXXXX")
            var bytes = Array(template.utf8CString)
            let made = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
            }
            guard let made else { return .failure(Refusal("cannot make a private folder: \(FileError(code: errno))")) }
            return .success(VerificationFolder(path: made, isTemporary: true))
        }
        switch FileStatus.of(given, followingLinks: false) {
        case .failure(let error) where error.isMissing:
            do {
                try FileManager.default.createDirectory(
                    atPath: given, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                return .failure(Refusal("--verify-folder \(given) cannot be made: \(error.localizedDescription)"))
            }
            return .success(VerificationFolder(path: given, isTemporary: false))
        case .failure(let error):
            return .failure(Refusal("--verify-folder \(given): \(error.description)"))
        case .success(let status):
            guard status.kind == .directory else {
                return .failure(
                    Refusal(
                        "--verify-folder \(given) is \(status.kind.described), not a folder; name a folder of yours"))
            }
            guard status.owner == geteuid(), status.permissions & 0o022 == 0 else {
                return .failure(
                    Refusal(
                        "--verify-folder \(given) belongs to another user or others can write it, so code built "
                            + "there may not be nib's; name a folder of your own that only you can write "
                            + "(chmod go-w), or leave out --verify-folder for a private one"))
            }
            return .success(VerificationFolder(path: given, isTemporary: false))
        }
    }

    /// Removes a folder nib made for this run.
    func removeIfTemporary() {
        if isTemporary { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Why the folder is not used.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
