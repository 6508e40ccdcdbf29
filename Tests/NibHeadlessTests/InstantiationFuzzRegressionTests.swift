import Foundation
import NibDecoding
@_spi(Fuzzing) import NibHeadless
import XCTest

/// Every hostile document kept in `FuzzFixtures` (the hand-made ones and whatever `scripts/fuzz.sh SECONDS
/// instantiate` finds) goes through the headless runtime — instantiation, layout, prototypes, scenes — without a
/// crash or a hang.
final class InstantiationFuzzRegressionTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FuzzFixtures")

    func testEveryFixtureRunsThroughTheRuntime() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        XCTAssertGreaterThanOrEqual(files.count, 1, "the hand-made fixture is there")
        for file in files {
            let result = DocumentDecoder().decode(contentsOf: fixtures.appendingPathComponent(file).path)
            guard let document = result.document else { continue }
            XCTAssertGreaterThan(DocumentExercise.run(document), 0, file)
        }
    }

    func testHostileScenesAreErrorsNamingWhatIsWrong() throws {
        let storyboard = try Storyboard(
            name: "handmade-scenes-that-hold-themselves",
            library: NibLibrary(searchDirectories: [fixtures.path], bundleRoots: []))
        // A constraint to the layout guide of another scene's controller cannot be compiled into the scene's nib.
        XCTAssertThrowsError(try storyboard.instantiateInitialViewController()) { error in
            XCTAssertTrue("\(error)".contains("constraint 'k1' refers to 'otherTop'"), "\(error)")
        }
    }
}
