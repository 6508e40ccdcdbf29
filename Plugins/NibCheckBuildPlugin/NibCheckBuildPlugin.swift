import Foundation
import PackagePlugin

/// Runs `nib check` on a target's documents as part of its build: each finding becomes a build error or warning at
/// its file and line (Xcode lists them in the issue navigator), and an error fails the build. The check runs again
/// only when one of the target's documents or sources changes.
@main
struct NibCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Documents listed one by one, and those inside a folder copied whole (`resources: [.copy("Nibs")]`).
        var documents: [URL] = []
        for file in target.sourceFiles {
            if Self.isDocument(file.url) { documents.append(file.url) }
            if let inside = FileManager.default.enumerator(at: file.url, includingPropertiesForKeys: nil) {
                documents += inside.compactMap { $0 as? URL }.filter(Self.isDocument)
            }
        }
        guard !documents.isEmpty else { return [] }
        let sources = target.sourceFiles.filter { ["swift", "m", "h"].contains($0.url.pathExtension) }
        // An empty Swift file, written only when the check passes: the build compiles it, so the check runs first.
        let stamp = context.pluginWorkDirectoryURL.appending(path: "NibCheck\(target.name).swift")
        let nib = try context.tool(named: "nib").url.path
        let script = """
            "$0" check "$1" && printf '// nib check passed\\n' > "$2"
            """
        return [
            .buildCommand(
                displayName: "nib check \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, nib, target.directoryURL.path, stamp.path],
                inputFiles: documents + sources.map(\.url),
                outputFiles: [stamp])
        ]
    }

    private static func isDocument(_ url: URL) -> Bool { ["xib", "storyboard"].contains(url.pathExtension) }
}
