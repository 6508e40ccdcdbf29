import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib layout` on hostile documents: contradictory, self-referencing and out-of-range constraints, and views nested
/// deep with sizes that double at every level. Every input kept in `NibLayoutTests/FuzzFixtures` (the hand-made ones
/// and whatever `scripts/fuzz.sh SECONDS layout` finds) must be reported in both formats, never crash or hang.
final class LayoutCommandTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("NibLayoutTests/FuzzFixtures")

    private func run(_ arguments: [String]) -> (code: Int32, output: CapturedOutput) {
        var output = CapturedOutput()
        let code = NibCommand.run(arguments, output: &output)
        return (code, output)
    }

    func testEveryFixtureIsReportedInBothFormats() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        XCTAssertGreaterThanOrEqual(files.count, 2, "the hand-made fixtures are there")
        for file in files {
            let path = fixtures.appendingPathComponent(file).path
            let start = ContinuousClock.now
            let text = run(["layout", path])
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(10), file)
            XCTAssertTrue([0, 1].contains(text.code), "\(file): \(text.output.standardError)")
            XCTAssertTrue(text.output.standardOutput.contains("agreement: "), file)
            let json = run(["layout", "--format", "json", path])
            XCTAssertEqual(json.code, text.code, file)
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8)), file)
        }
    }

    func testContradictionsAreNamedAndRunawayFramesDifferWithoutMeasure() throws {
        let path = fixtures.appendingPathComponent("handmade-contradictions.xib").path
        let report = run(["layout", path]).output.standardOutput
        XCTAssertTrue(report.contains("broken: a.leading == a.trailing + 5"), report)
        XCTAssertTrue(report.contains("broken: a.width >= 10"), report)
        // a.height is 10^300 and b.top 10^300 times it: frames no engine can hold are reported, never compared.
        XCTAssertTrue(report.contains("view b: (0, inf, 0, -inf) IB (0, 0, 10, 10) Δinf"), report)
        XCTAssertTrue(report.contains("agreement: 0.0% (0/2 views"), report)

        let deep = fixtures.appendingPathComponent("handmade-deep-doubling-widths.xib").path
        let deepReport = run(["layout", deep]).output.standardOutput
        // Each of 120 nested views is twice as wide as its superview: the innermost 10 × 2^119 pt wide.
        XCTAssertTrue(
            deepReport.contains("view v119: (1, 0, 6.646139978924579e+36, 9.969209968386869e+36)"), deepReport)
    }

    func testFramesBeyondEveryNumberAreLocatedWarnings() throws {
        let folder = try temporaryFolder("nonfinite")
        let path = folder.appendingPathComponent("Huge.xib").path
        try nonFiniteDocument.write(toFile: path, atomically: true, encoding: .utf8)
        let text = run(["layout", path])
        XCTAssertEqual(text.code, 0)
        XCTAssertTrue(
            text.output.standardError.contains(
                "\(path):8:17: warning: the frame of 'Title' UILabel c is not a finite number"),
            text.output.standardError)
        XCTAssertTrue(text.output.standardOutput.contains("  not finite: c"), text.output.standardOutput)
        let json = run(["layout", "--format", "json", path]).output.standardOutput
        let files = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["files"] as? [[String: Any]])
        XCTAssertEqual(files.first?["nonFinite"] as? [String], ["c"])
    }
}
