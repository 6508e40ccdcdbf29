import ArgumentParser
import NibDecoding

/// A subcommand that writes to a ``CommandOutput`` and returns its exit status, so that tests can drive it.
protocol OutputCommand: ParsableCommand {
    func execute(output: inout some CommandOutput) -> Int32
}

extension OutputCommand {
    public func run() throws {
        var output = StandardStreams()
        let code = execute(output: &output)
        if code != 0 { throw ExitCode(code) }
    }

    /// The documents the paths name, or nil (after reporting the missing path) for a usage error.
    func documents(in paths: [String], output: inout some CommandOutput) -> [String]? {
        do {
            return try DocumentFinder.documents(in: paths)
        } catch {
            output.writeError("error: \(error.description)\n")
            return nil
        }
    }
}
