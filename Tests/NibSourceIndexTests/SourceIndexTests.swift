import Foundation
import NibSourceIndex
import NibTestSupport
import XCTest

/// Whole folders, limits, and hostile input: each ends in a located diagnostic or a partial index, in bounded time
/// and memory (printed).
final class SourceIndexTests: XCTestCase {
    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private func measured<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        try NibTestSupport.measured("source \(name)", memoryLimit: 512, body)
    }

    func testTheProjectsOwnSourcesAreIndexed() throws {
        let examples = SourceIndex(scanningDirectory: packageRoot.appendingPathComponent("Examples/Sources").path)
        XCTAssertGreaterThanOrEqual(examples.files.count, 2)
        XCTAssertTrue(examples.diagnostics.isEmpty, "\(examples.diagnostics)")
        XCTAssertFalse(examples.classes.isEmpty)
        let objC = SourceIndex(scanningDirectory: packageRoot.appendingPathComponent("Sources/NibAppleExceptions").path)
        XCTAssertEqual(objC.files.count, 2, "the .h and the .m")
        XCTAssertTrue(objC.diagnostics.isEmpty, "\(objC.diagnostics)")
    }

    func testExtensionsOfATypeAliasAddToTheAliasedClassInEitherOrder() {
        let alias = Array("typealias Developer = BidViewController\n".utf8)
        let extended = Array("extension Developer { @IBAction func skip(_ sender: Any) {} }\n".utf8)
        let declared = Array("class BidViewController: UIViewController {}\n".utf8)
        for order in [[alias, extended, declared], [extended, declared, alias], [declared, extended, alias]] {
            var index = SourceIndex()
            for (number, text) in order.enumerated() { index.add(text, file: "\(number).swift", language: .swift) }
            XCTAssertEqual(index.classes["BidViewController"]?.actions.map(\.selector), ["skip:"])
            XCTAssertNil(index.classes["Developer"])
            XCTAssertEqual(index.aliases, ["Developer": "BidViewController"])
        }
    }

    func testLargeFilesAreSkippedWithADiagnostic() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("Big.swift")
        try Data(repeating: 0x20, count: 10 << 20).write(to: big)
        try "class Small: UIView {}".write(
            to: folder.appendingPathComponent("Small.swift"), atomically: true, encoding: .utf8)
        // A symbolic link back to the folder is not followed.
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("loop"), withDestinationURL: folder)
        let index = measured("10 MB file and a link loop") { SourceIndex(scanningDirectory: folder.path) }
        XCTAssertNotNil(index.classes["Small"])
        let diagnostic = try XCTUnwrap(index.diagnostics.first)
        XCTAssertTrue(diagnostic.file.hasSuffix("Big.swift"))
        XCTAssertTrue(
            diagnostic.message.contains("the file is 10 MiB; source files over 8 MiB are skipped"), diagnostic.message)
    }

    func testHostileTextEndsInAPartialIndex() throws {
        let deepSwift = "class Deep: UIView {" + String(repeating: "{", count: 100_000) + "}"
        var index = SourceIndex()
        measured("10^5-deep Swift nesting") { index.add(Array(deepSwift.utf8), file: "Deep.swift", language: .swift) }
        XCTAssertTrue(index.diagnostics.last?.message.contains("brackets nest") ?? false, "\(index.diagnostics)")
        // A member chain nests swift-syntax's tree one level per '.': 100,000 overflow the main thread's stack.
        let chain = "class Chain: UIView {}\nlet x = a" + String(repeating: ".b", count: 100_000)
        measured("a 100,000-link member chain") {
            index.add(Array(chain.utf8), file: "Chain.swift", language: .swift)
        }
        XCTAssertNotNil(index.classes["Chain"])
        let dots = String(repeating: ".b", count: 200_001)
        index.add(Array(dots.utf8), file: "Dots.swift", language: .swift)
        XCTAssertTrue(index.diagnostics.last?.message.contains("not indexed") ?? false, "\(index.diagnostics)")
        // Found by the fuzzer: swift-syntax's inline-array lookahead is exponential in a run of '['.
        let run = "func f() { x = lo" + String(repeating: "[", count: 100) + "cation }"
        measured("a run of 100 '['") { index.add(Array(run.utf8), file: "Run.swift", language: .swift) }
        let refusal = try XCTUnwrap(index.diagnostics.last)
        XCTAssertEqual(refusal.file, "Run.swift")
        XCTAssertTrue(refusal.message.contains("not indexed"), refusal.message)
        // Each '<' of a chain makes swift-syntax look ahead to the chain's end: a 40 KB one took over 120 s.
        let angles = "class Angles: UIView {}\nlet a = " + String(repeating: "a<", count: 20_000)
        measured("a chain of 20,000 '<'") { index.add(Array(angles.utf8), file: "Angles.swift", language: .swift) }
        XCTAssertEqual(index.diagnostics.last?.file, "Angles.swift")
        XCTAssertTrue(index.diagnostics.last?.message.contains("look") ?? false, "\(index.diagnostics.last!)")
        // Real generics are read as before.
        index.add(
            Array("class Cards: UIView { let a: [String: Array<Set<Int>>] = [:]; let b = x < y && y > z }".utf8),
            file: "Cards.swift", language: .swift)
        XCTAssertNotNil(index.classes["Cards"])
        let deepObjC = "@interface Deep : NSObject\n- (void)m {" + String(repeating: "{(", count: 100_000)
        measured("10^5-deep Objective-C nesting") {
            index.add(Array(deepObjC.utf8), file: "Deep.m", language: .objectiveC)
        }
        XCTAssertTrue(index.diagnostics.contains { $0.file == "Deep.m" })
        // A method whose return type never closes, at every '-': each was read to the end of the file.
        let open = "@implementation Open\n" + String(repeating: "-(", count: 64_000)
        measured("64,000 unclosed '-('") { index.add(Array(open.utf8), file: "Open.m", language: .objectiveC) }
        // One class declared 20,000 times: each declaration copied the class's members so far.
        let categories = (0..<20_000).map { "@interface Many (C\($0))\n- (void)m\($0);\n@end\n" }.joined()
        measured("20,000 categories of one class") {
            index.add(Array(categories.utf8), file: "Many.h", language: .objectiveC)
        }
        XCTAssertEqual(index.classes["Many"]?.methods.count, 20_000)
        var invalid = Array("@interface Bytes : NSObject\n@property IBOutlet UIView *a\u{0};\n".utf8)
        invalid.insert(contentsOf: [0xFF, 0xFE, 0xC3], at: 12)
        invalid += Array("@end\n".utf8)
        measured("invalid UTF-8 and NUL (Objective-C)") {
            index.add(invalid, file: "Bytes.m", language: .objectiveC)
        }
        let mangled = try XCTUnwrap(index.classes.values.first { $0.name.hasPrefix("B") && $0.language == .objectiveC })
        XCTAssertEqual(mangled.outlets.map(\.name), ["a"], "the NUL ends the name; the declaration is kept")
        let swiftBytes = Array("class A: UIView { @IBOutlet var a: UIView! }\u{0}".utf8) + [0xFF, 0xC0]
        measured("invalid UTF-8 and NUL (Swift)") { index.add(swiftBytes, file: "Bytes.swift", language: .swift) }
        XCTAssertEqual(index.classes["A"]?.outlets.map(\.name), ["a"])
    }
}
