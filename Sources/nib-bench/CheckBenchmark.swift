import Foundation
import NibCheck
import NibDecoding
import NibSourceIndex

/// `nib-bench check PROJECT...`: `nib check` on each project folder (its documents against its own sources), cold
/// (the first run in a new process) and warm (the best of the next rounds), and, as baselines in the same run, the two
/// halves alone: decoding the documents, and indexing the sources. Prints documents and source files per second and
/// the ratios.
func benchmarkCheck(_ arguments: [String]) {
    var arguments = arguments
    var rounds = 3
    if let index = arguments.firstIndex(of: "--rounds") {
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else { usage() }
        rounds = value
        arguments.removeSubrange(index...(index + 1))
    }
    guard !arguments.isEmpty else { usage() }
    func checkAll() throws -> (documents: Int, sources: Int, findings: Int) {
        var totals = (documents: 0, sources: 0, findings: 0)
        for project in arguments {
            let checker = try ProjectChecker(paths: [project], sourceRoots: [project])
            totals.findings += checker.check().count
            totals.documents += checker.documents.count
            totals.sources += checker.sourceFileCount
        }
        return totals
    }
    do {
        var totals = (documents: 0, sources: 0, findings: 0)
        let cold = try seconds { totals = try checkAll() }
        var warm = Double.infinity
        for _ in 0..<rounds { warm = min(warm, try seconds { _ = try checkAll() }) }
        let documents = try DocumentFinder.documents(in: arguments)
        var decodeOnly = Double.infinity
        for _ in 0..<rounds {
            decodeOnly = min(
                decodeOnly, seconds { for file in documents { _ = DocumentDecoder().decode(contentsOf: file) } })
        }
        var indexOnly = Double.infinity
        for _ in 0..<rounds {
            indexOnly = min(
                indexOnly, seconds { for project in arguments { _ = SourceIndex(scanningDirectory: project) } })
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print(
            "nib check on \(arguments.count) project(s): \(totals.documents) documents, \(totals.sources) source files, "
                + "\(totals.findings) findings, \(cores) cores")
        for (label, time) in [("cold", cold), ("warm", warm)] {
            print(
                String(
                    format: "  %@: %.2f s, %.0f documents/s, %.0f source files/s", label, time,
                    Double(totals.documents) / time, Double(totals.sources) / time))
        }
        print(
            String(
                format: "  baseline, decoding the documents alone: %.2f s, %.0f documents/s", decodeOnly,
                Double(documents.count) / decodeOnly))
        print(
            String(
                format: "  baseline, indexing the sources alone: %.2f s, %.0f source files/s", indexOnly,
                Double(totals.sources) / indexOnly))
        print(
            String(
                format: "  ratios, warm check / decoding alone: %.1f; / indexing alone: %.2f", warm / decodeOnly,
                warm / indexOnly))
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
    }
}
