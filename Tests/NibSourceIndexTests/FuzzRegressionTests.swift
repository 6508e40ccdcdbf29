import Foundation
import NibSourceIndex
import XCTest

/// Replays every input the fuzzer found (and the hand-made seeds) through both scanners: none may crash or hang.
final class SourceFuzzRegressionTests: XCTestCase {
    func testEveryFixtureScansWithoutCrashing() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        XCTAssertFalse(files.isEmpty, "the fixtures folder holds the seeds at least")
        for name in files.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            for language in [SourceLanguage.swift, .objectiveC] {
                var index = SourceIndex()
                index.add(bytes, file: name, language: language)
                _ = index.classes.values.map { $0.declarations(settingKey: "view") }
            }
        }
    }
}
