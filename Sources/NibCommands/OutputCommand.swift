import ArgumentParser
import NibDecoding
import NibReport

/// A subcommand that writes to a ``CommandOutput`` and returns its exit status, so that tests can drive it.
protocol OutputCommand: ParsableCommand {
    func execute(output: inout some CommandOutput) -> Int32
    /// The file to write the report to instead of standard output (`--output`), if any.
    var outputPath: String? { get }
    /// The files and folders the command reads, which it never writes.
    var paths: [String] { get }
    /// Everything the command reads, which `--output` never names.
    var readLocations: ReadLocations { get }
}

extension OutputCommand {
    func run() throws {
        var output = StandardStreams()
        let code = executeWritingReport(output: &output)
        if code != 0 { throw ExitCode(code) }
    }

    var readLocations: ReadLocations { ReadLocations(inputs: paths) }

    /// Runs the command; with `--output`, its report goes to that file (see `OutputFile`), and diagnostics still go
    /// to standard error.
    func executeWritingReport(output: inout some CommandOutput) -> Int32 {
        guard let outputPath else { return execute(output: &output) }
        var captured = CapturedOutput()
        let code = execute(output: &captured)
        if !captured.standardError.isEmpty { output.writeError(captured.standardError) }
        do {
            try OutputFile.save(captured.standardOutput, to: outputPath, protecting: readLocations)
        } catch {
            output.writeErrorLine("error: \(error.description)")
            return 2
        }
        return code
    }

    /// Writes `report` as JSON (``JSONReport/encoder``); false, after saying so, when it cannot be encoded.
    func writeJSON(_ report: some Encodable, to output: inout some CommandOutput) -> Bool {
        do {
            output.write(
                PrintableText.json(String(decoding: try JSONReport.encoder.encode(report), as: UTF8.self)) + "\n")
            return true
        } catch let EncodingError.invalidValue(_, context) {
            // (The error's own description holds the whole report.)
            output.writeErrorLine("error: cannot encode the JSON report: \(context.debugDescription)")
            return false
        } catch {
            output.writeErrorLine("error: cannot encode the JSON report: \(error)")
            return false
        }
    }

    /// The documents the paths name, or nil (after reporting the missing path) for a usage error; a link out of a
    /// folder searched is left out with a warning.
    func documents(in paths: [String], output: inout some CommandOutput) -> [String]? {
        do {
            let search = try DocumentFinder.search(paths)
            for link in search.skippedLinks { output.writeErrorLine("warning: \(link.description)") }
            return search.documents
        } catch {
            output.writeErrorLine("error: \(error.description)")
            return nil
        }
    }
}
