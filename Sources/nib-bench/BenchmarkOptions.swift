import Foundation
import NibDecoding
import NibModel

/// Removes `--count N` from `arguments` and returns N (`defaultCount` without the option); a missing or non-positive
/// N is a usage error.
func takeCount(from arguments: inout [String], default defaultCount: Int) -> Int {
    guard let index = arguments.firstIndex(of: "--count") else { return defaultCount }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else { usage() }
    arguments.removeSubrange(index...(index + 1))
    return value
}

/// The seconds `body` takes.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The document at `path`, decoded by `decoder`; a file that does not decode is an error naming its diagnostics.
func decodeDocument(at path: String, with decoder: DocumentDecoder) throws -> IBDocument {
    let result = decoder.decode(contentsOf: path)
    guard let document = result.document else { throw UndecodableInput(path: path, diagnostics: result.diagnostics) }
    return document
}

/// A benchmark input that does not decode.
struct UndecodableInput: Error, CustomStringConvertible {
    let path: String
    let diagnostics: [Diagnostic]

    var description: String {
        "\(path) does not decode: \(diagnostics.map(\.description).joined(separator: "; "))"
    }
}
