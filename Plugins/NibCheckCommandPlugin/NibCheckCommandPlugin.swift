import Foundation
import PackagePlugin

/// `swift package nib-check [--target NAME]... [nib check's options]`: checks the package's documents (or those of the
/// targets named) against its sources, as `nib check` does, and fails when a finding is an error.
@main
struct NibCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        let paths = targetNames.isEmpty ? [context.package.directoryURL.path] : targets.map(\.directoryURL.path)
        let nib = try context.tool(named: "nib").url
        let process = Process()
        process.executableURL = nib
        process.arguments = ["check"] + paths + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: Diagnostics.error("nib check found errors in the package's documents (listed above)")
        default: Diagnostics.error("nib check could not run (exit status \(process.terminationStatus); see above)")
        }
        throw ExitCode(process.terminationStatus)
    }

    struct ExitCode: Error, CustomStringConvertible {
        var status: Int32
        init(_ status: Int32) { self.status = status }
        var description: String { "nib check exited with status \(status)" }
    }
}
