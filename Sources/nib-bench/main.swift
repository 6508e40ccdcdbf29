// nib-bench: measures NibKit's decoder against a baseline measured in the same run (and, with a subcommand, nib
// check, instantiation, dequeuing, the solver and layout scaling).
//
//   swift run -c release nib-bench decode PATH... [--rounds N]
//
// Loads every .xib/.storyboard under the paths into memory, then for several rounds decodes each into the full
// typed model, and passes the same bytes through FoundationXML's XMLParser with empty callbacks (the floor any
// XMLParser-based decoder stands on). Prints throughput for both and their ratio.
import Foundation
import NibDecoding

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XMLParser delegate whose callbacks do nothing.
final class EmptyDelegate: NSObject, XMLParserDelegate {
    var elements = 0
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) { elements &+= 1 }
}

struct Measurement {
    var seconds: Double
    var bytes: Int
    var files: Int

    var megabytesPerSecond: Double { Double(bytes) / 1_000_000 / seconds }
    var filesPerSecond: Double { Double(files) / seconds }

    func line(_ label: String) -> String {
        String(format: "%@: %.1f MB/s, %.0f files/s", label, megabytesPerSecond, filesPerSecond)
    }
}

func measure(rounds: Int, inputs: [(String, Data)], _ body: (String, Data) -> Void) -> Measurement {
    let bytes = inputs.reduce(0) { $0 + $1.1.count }
    // One warm-up round, then the best of the timed rounds (least disturbed by the machine).
    for (file, data) in inputs { body(file, data) }
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        for (file, data) in inputs { body(file, data) }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds)
    }
    return Measurement(seconds: best, bytes: bytes, files: inputs.count)
}

func usage() -> Never {
    FileHandle.standardError.write(
        Data(
            "usage: nib-bench decode PATH... [--rounds N] [--skip-baseline]\n       nib-bench instantiate NIB.xib [--count N]\n       nib-bench dequeue STORYBOARD [--count N]\n       nib-bench check PROJECT... [--rounds N]\n       nib-bench solve [--rounds N]\n       nib-bench chain N\n       nib-bench scaling [--sizes N,...] [--constraints N,...] [--budget SECONDS] [--step-limit STEPS]\n"
                .utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "chain", arguments.count == 2, let count = Int(arguments[1]), count > 0 {
    // One chain, solved once: for counting its work with an instruction counter (see README).
    print(String(format: "chain %d: last view at x = %.0f", count, solveChain(count)))
    exit(0)
}
if arguments.first == "scaling" {
    benchmarkScaling(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "solve" {
    benchmarkSolver(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "instantiate" {
    benchmarkInstantiation(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "check" {
    benchmarkCheck(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "dequeue" {
    benchmarkDequeue(Array(arguments.dropFirst()))
    exit(0)
}
guard arguments.first == "decode" else { usage() }
arguments.removeFirst()
var rounds = 10
var skipBaseline = false
if let index = arguments.firstIndex(of: "--skip-baseline") {
    skipBaseline = true
    arguments.remove(at: index)
}
if let index = arguments.firstIndex(of: "--rounds") {
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else { usage() }
    rounds = value
    arguments.removeSubrange(index...(index + 1))
}
guard !arguments.isEmpty else { usage() }

let files: [String]
do {
    files = try DocumentFinder.documents(in: arguments)
} catch {
    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
    exit(2)
}
let inputs = files.compactMap { file in (try? Data(contentsOf: URL(fileURLWithPath: file))).map { (file, $0) } }
let totalBytes = inputs.reduce(0) { $0 + $1.1.count }
print(String(format: "inputs: %d files, %.2f MB, best of %d rounds", inputs.count, Double(totalBytes) / 1e6, rounds))

let decoder = DocumentDecoder()
var decoded = 0
var objects = 0
for (file, data) in inputs {
    if let document = decoder.decode(data, file: file).document {
        decoded += 1
        document.forEachObject { _ in objects += 1 }
    }
}
let decode = measure(rounds: rounds, inputs: inputs) { file, data in
    _ = decoder.decode(data, file: file)
}
print(decode.line("decode"))
if skipBaseline { exit(0) }
let delegate = EmptyDelegate()
let baseline = measure(rounds: rounds, inputs: inputs) { _, data in
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
}
print(baseline.line("xmlparser (empty callbacks)"))
print(String(format: "ratio: decode is %.2f× the bare XMLParser pass", baseline.seconds / decode.seconds))
print("documents decoded: \(decoded) of \(inputs.count), \(objects) objects")
