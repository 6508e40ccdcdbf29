import ArgumentParser
import Foundation
import NibDecoding
import NibReport

/// `nib dump PATH...`: decodes documents and prints their trees, JSON, or what stayed untyped.
struct DumpCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Decode .xib and .storyboard files and print their object trees.",
        discussion: """
            Exit status: 0 when every file decoded, 1 when any did not (its diagnostics are printed as \
            path:line:col: error: message), 2 on usage errors.
            """
    )

    /// The report format (`--format`).
    enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// `text`: an indented tree per file; `json`: JSON.
        case text, json
    }

    /// The files and folders to read; folders are searched for documents.
    @OptionGroup var inputs: DocumentPaths
    var paths: [String] { inputs.paths }

    /// The report format (`--format`).
    @Option(help: "Output format: text (an indented tree) or json (one object per file; schema: docs/JSON.md).")
    var format: Format = .text

    /// Whether to list what stayed untyped instead of the trees (`--untyped`).
    @Flag(help: "List the element and attribute names kept untyped, with counts, instead of the trees.")
    var untyped = false

    /// The file to write the report to instead of standard output (`--output`), if any.
    @OptionGroup var report: ReportFile
    var outputPath: String? { report.path }

    init() {}

    /// Does the work and returns the exit code.
    func execute(output: inout some CommandOutput) -> Int32 {
        guard let files = documents(in: paths, output: &output) else { return 2 }
        let decoder = DocumentDecoder()
        var reports: [FileReport] = []
        var untypedTotal = UntypedReport()
        var failed = false
        for file in files {
            let result = decoder.decode(contentsOf: file)
            if !result.isSuccess { failed = true }
            untypedTotal.merge(result.untyped)
            for diagnostic in result.diagnostics {
                output.writeErrorLine(diagnostic.description)
            }
            switch (format, untyped) {
            case (.text, false):
                if let document = result.document {
                    output.write(TreeFormatter().format(document, file: file) + "\n\n")
                }
            case (.json, false):
                reports.append(FileReport(file: file, result: result))
            default:
                break
            }
        }
        if untyped {
            if format == .json {
                guard writeJSON(untypedTotal, to: &output) else { return 1 }
            } else {
                output.write(UntypedListing.format(untypedTotal) + "\n")
            }
        } else if format == .json {
            guard writeJSON(reports, to: &output) else { return 1 }
        }
        if files.isEmpty {
            output.writeErrorLine("warning: no .xib or .storyboard files found in \(paths.joined(separator: ", "))")
        }
        return failed ? 1 : 0
    }
}
