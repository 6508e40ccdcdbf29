import Foundation
import NibDecoding
import XCTest

/// Replays every input kept in FuzzFixtures/ — crashes found by `scripts/fuzz.sh` and hand-made nasty inputs —
/// through the decoder: each must give a document or located diagnostics, never a crash or a hang.
final class FuzzRegressionTests: XCTestCase {
    func testEveryFixtureDecodesOrIsDiagnosed() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFixtures")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertGreaterThanOrEqual(files.count, 4, "the hand-made fixtures are there")
        for file in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let result = DocumentDecoder().decode(data, file: file)
            if result.document == nil {
                let error = result.diagnostics.first { $0.severity == .error }
                XCTAssertNotNil(error, "\(file): no document and no error")
                XCTAssertGreaterThanOrEqual(error?.line ?? 0, 1, "\(file): the error has a line")
                XCTAssertFalse(error?.message.isEmpty ?? true)
            }
        }
    }
}

extension FuzzRegressionTests {
    func testCharacterReferencesToCharactersXMLForbidsSaySo() {
        for reference in ["&#0;", "&#x1;", "&#xD800;", "&#xFFFFFFFF;", "&#xFFFE;"] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><label id="l" text="a\(reference)"/></objects></document>
                """
            let result = DocumentDecoder().decode(text, file: "Ref.xib")
            let error = result.diagnostics.first { $0.severity == .error }
            XCTAssertEqual(error?.line, 2, reference)
            XCTAssertTrue(
                error?.message.contains("character reference '\(reference)' names no character XML allows") ?? false,
                "\(reference): \(String(describing: error))")
        }
        let fine = DocumentDecoder().decode(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><objects><label id="l" text="&#9;&#x1F600;&#233;"/></objects></document>
            """, file: "Ok.xib")
        XCTAssertNotNil(fine.document, "\(fine.diagnostics)")
    }
}
