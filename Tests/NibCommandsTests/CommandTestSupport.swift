import XCTest

@testable import NibCommands

extension XCTestCase {
    /// Runs `nib` with `arguments`, capturing what it writes; its exit code and output.
    func run(_ arguments: [String]) -> (code: Int32, output: CapturedOutput) { runNib(arguments) }
}

/// Runs `nib` with `arguments`, capturing what it writes; its exit code and output (from any thread).
func runNib(_ arguments: [String]) -> (code: Int32, output: CapturedOutput) {
    var output = CapturedOutput()
    let code = NibCommand.run(arguments, output: &output)
    return (code, output)
}
