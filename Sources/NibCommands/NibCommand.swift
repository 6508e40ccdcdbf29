import ArgumentParser
import Foundation
import NibDecoding
import NibFiles
import NibModel
import NibReport

/// The `nib` command: Interface Builder documents on any platform.
package struct NibCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "nib",
        abstract: "Read, check and run Interface Builder documents (.xib, .storyboard) anywhere.",
        version: NibKitVersion.current,
        subcommands: [
            DumpCommand.self, InstantiateCommand.self, LayoutCommand.self, CheckCommand.self, RenderCommand.self,
            DiffCommand.self, PreviewCommand.self, EjectCommand.self,
        ]
    )

    package init() {}

    /// Runs the command line and exits: 0 when every input succeeded, 1 when any failed, 2 on usage errors.
    package static func runAndExit(_ arguments: [String]? = nil) -> Never {
        var output = StandardStreams()
        let code = run(arguments ?? processArguments(), output: &output)
        Foundation.exit(code)
    }

    /// The process's arguments, with bytes that are not UTF-8 (a file name from an old archive) kept, so that the
    /// file they name can be opened (`CommandLine.arguments` replaces them).
    static func processArguments() -> [String] {
        (0..<Int(CommandLine.argc)).dropFirst().map { index in
            CommandLine.unsafeArgv[index].map { FileName.string(fromCString: $0) } ?? ""
        }
    }

    /// Runs the command line with the given arguments, writing to `output`; returns the exit code.
    package static func run(_ arguments: [String], output: inout some CommandOutput) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if let command = command as? any OutputCommand {
                return command.executeWritingReport(output: &output)
            }
            try command.run()
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                output.write(message + "\n")
                return 0
            }
            output.writeError(message + "\n")
            return 2
        }
    }
}

/// Where commands write: standard output and standard error, or buffers in tests. Both show control characters as
/// escapes (`PrintableText/lines(_:)`), so that nothing a document holds reaches a terminal raw.
package protocol CommandOutput {
    /// Writes `text` to the output (standard output).
    mutating func write(_ text: String)
    /// Writes `text` to the error output (standard error).
    mutating func writeError(_ text: String)
}

extension CommandOutput {
    /// Writes one line to the output, a line break inside it shown as `\n`, so that it cannot pass for two.
    mutating func writeLine(_ line: String) { write(PrintableText.line(line) + "\n") }

    /// Writes one line to the error output (a diagnostic), a line break inside it shown as `\n`.
    mutating func writeErrorLine(_ line: String) { writeError(PrintableText.line(line) + "\n") }
}

/// The process's standard output and standard error.
struct StandardStreams: CommandOutput {
    /// Output to the process's standard output and standard error.
    init() {}

    mutating func write(_ text: String) {
        FileHandle.standardOutput.write(Data(PrintableText.lines(text).utf8))
    }

    mutating func writeError(_ text: String) {
        FileHandle.standardError.write(Data(PrintableText.lines(text).utf8))
    }
}

/// Collects output in memory.
package struct CapturedOutput: CommandOutput {
    /// Everything written with ``CommandOutput/write(_:)``.
    package var standardOutput = ""
    /// Everything written with ``CommandOutput/writeError(_:)``.
    package var standardError = ""

    /// An empty capture.
    package init() {}

    package mutating func write(_ text: String) { standardOutput += PrintableText.lines(text) }
    package mutating func writeError(_ text: String) { standardError += PrintableText.lines(text) }
}
