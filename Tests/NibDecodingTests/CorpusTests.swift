import Foundation
import NibDecoding
import NibModel
import XCTest

/// Decodes every document of the shared corpus of real Interface Builder files (`NIBKIT_CORPUS`).
final class CorpusTests: XCTestCase {
    private func corpusFiles() throws -> [String] {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        let files = try DocumentFinder.documents(in: [corpus])
        XCTAssertFalse(files.isEmpty, "no .xib or .storyboard files under \(corpus)")
        return files
    }

    /// Counts occurrences of a literal in a file's text: an independent check of what the decoder typed.
    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testEveryCorpusDocumentDecodes() throws {
        let files = try corpusFiles()
        let decoder = DocumentDecoder()
        var decoded = 0
        var legacy: [String] = []
        var objects = 0
        var constraints = 0
        var connections = 0
        var untyped = UntypedReport()
        for file in files {
            let result = decoder.decode(contentsOf: file)
            untyped.merge(result.untyped)
            guard let document = result.document else {
                let isLegacy = result.diagnostics.contains { $0.message.contains("legacy pre-Xcode-5") }
                XCTAssertTrue(isLegacy, "\(file) did not decode: \(result.diagnostics)")
                if isLegacy { legacy.append(file) }
                continue
            }
            decoded += 1
            XCTAssertTrue(result.diagnostics.isEmpty, "\(file): \(result.diagnostics)")
            let text = try String(contentsOfFile: file, encoding: .utf8)
            var frames = 0
            var fileConstraints = 0
            var fileConnections = 0
            document.forEachObject { object in
                objects += 1
                if object.view?.frame != nil { frames += 1 }
                fileConstraints += object.constraints.count
                fileConnections += object.connections.filter { $0.kind != .other("binding") }.count
            }
            // Frames of views kept untyped inside generic elements would be missed: compare with the raw text.
            XCTAssertEqual(frames, occurrences(of: "<rect key=\"frame\"", in: text), "frames in \(file)")
            XCTAssertEqual(fileConstraints, occurrences(of: "<constraint ", in: text), "constraints in \(file)")
            let rawConnections =
                ["<outlet ", "<outletCollection ", "<action ", "<segue ", "<accessibilityConnection "]
                .map { occurrences(of: $0, in: text) }.reduce(0, +) - occurrences(of: "<segue reference=", in: text)
            XCTAssertEqual(fileConnections, rawConnections, "connections in \(file)")
            constraints += fileConstraints
            connections += fileConnections
        }
        XCTAssertLessThanOrEqual(legacy.count, 2, "only the two legacy files may fail: \(legacy)")
        XCTAssertEqual(decoded + legacy.count, files.count)
        print(
            "corpus: \(files.count) files, \(decoded) decoded, \(legacy.count) legacy (diagnosed); \(objects) objects, \(constraints) constraints, \(connections) connections"
        )
        print(
            "corpus: \(untyped.elements.count) untyped element names (\(untyped.elements.values.reduce(0, +)) occurrences), \(untyped.attributes.count) untyped element@attribute names"
        )
    }
}
