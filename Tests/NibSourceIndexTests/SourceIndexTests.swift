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
        XCTAssertNotNil(index.classes["Deep"])
        XCTAssertFalse(index.diagnostics.isEmpty)
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
        XCTAssertEqual([refusal.line, refusal.column], [1, 18])
        XCTAssertTrue(refusal.message.contains("not indexed"), refusal.message)
        let deepObjC = "@interface Deep : NSObject\n- (void)m {" + String(repeating: "{(", count: 100_000)
        measured("10^5-deep Objective-C nesting") {
            index.add(Array(deepObjC.utf8), file: "Deep.m", language: .objectiveC)
        }
        XCTAssertTrue(index.diagnostics.contains { $0.file == "Deep.m" })
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
