import Foundation

/// Files a git repository holds, as git itself says (`git ls-files`), so that no output of nib replaces one.
enum TrackedFiles {
    /// Whether the repository that holds `path` tracks it. git runs in the file's folder, without a shell, the name
    /// taken literally after `--`; outside a repository, without git, or in a repository git does not trust, nothing
    /// is tracked.
    static func contains(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "git", "--literal-pathspecs", "--no-pager", "ls-files", "--error-unmatch", "--", url.lastPathComponent,
        ]
        process.currentDirectoryURL = url.deletingLastPathComponent()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}
