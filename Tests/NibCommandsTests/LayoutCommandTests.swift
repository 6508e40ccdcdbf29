import Foundation
import NibDecoding
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib layout` on hostile documents: contradictory, self-referencing and out-of-range constraints, and views nested
/// deep with sizes that double at every level. Every input kept in `NibLayoutTests/FuzzFixtures` (the hand-made ones
/// and whatever `scripts/fuzz.sh SECONDS layout` finds) must be reported in both formats, never crash or hang.
final class LayoutCommandTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("NibLayoutTests/FuzzFixtures")

    func testEveryFixtureIsReportedInBothFormats() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        XCTAssertGreaterThanOrEqual(files.count, 2, "the hand-made fixtures are there")
        for file in files {
            let path = fixtures.appendingPathComponent(file).path
            let text = run(["layout", path])
            XCTAssertTrue([0, 1].contains(text.code), "\(file): \(text.output.standardError)")
            XCTAssertTrue(text.output.standardOutput.contains("agreement: "), file)
            let json = run(["layout", "--format", "json", path])
            XCTAssertEqual(json.code, text.code, file)
            let report = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8)) as? [String: Any], file)
            // Bounded work, not a clock, keeps a hostile document from hanging: every tree is either laid out and
            // compared or said to have stopped at the bound.
            let entry = try XCTUnwrap((report["files"] as? [[String: Any]])?.first, file)
            let views = try XCTUnwrap(entry["views"] as? [Any], file)
            let stopped = try XCTUnwrap(entry["stopped"] as? [String], file)
            XCTAssertFalse(views.isEmpty && stopped.isEmpty, "\(file): neither compared nor stopped")
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
        let warning = try XCTUnwrap((files.first?["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(warning["file"] as? String, path)
        XCTAssertEqual(warning["line"] as? Int, 8)
        XCTAssertEqual(warning["column"] as? Int, 17)
        XCTAssertEqual(warning["severity"] as? String, "warning")
        XCTAssertTrue((warning["message"] as? String ?? "").hasPrefix("the frame of 'Title' UILabel c is not a finite"))
    }

    // MARK: - JSON

    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Nibs").path

    /// The JSON object `nib layout` prints for `arguments`.
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let output = run(["layout", "--format", "json"] + arguments).output.standardOutput
        return try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "not a JSON object: \(output)")
    }

    /// The causes of disagreement docs/JSON.md lists.
    private let causes: Set<String> = [
        "text measurement", "text in a font without metrics", "follows another view's text",
        "stored frame breaks its constraints", "follows a stale frame", "ambiguous in our engine", "broken constraint",
        "other",
    ]
    /// The reasons of exclusion docs/JSON.md lists.
    private let exclusions: Set<String> = ["misplaced", "ambiguous", "variation", "placedByContainer"]

    /// Every view's status is one of the enumeration, with the fields that status takes and no others (one failure
    /// listing the first few views that are not); returns how many views have each status.
    private func assertStatusesAreEnumerated(
        _ report: [String: Any], file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String: Int] {
        var statuses: [String: Int] = [:]
        var problems: [String] = []
        for entry in try XCTUnwrap(report["files"] as? [[String: Any]], file: file, line: line) {
            for view in entry["views"] as? [[String: Any]] ?? [] {
                let status = view["status"] as? String ?? "none"
                statuses[status, default: 0] += 1
                let cause = view["cause"] as? String
                let exclusion = view["exclusion"] as? String
                let breaks = view["storedFrameBreaks"]
                let valid: Bool
                switch status {
                case "agrees": valid = cause == nil && exclusion == nil && breaks == nil
                case "disagrees":
                    valid =
                        causes.contains(cause ?? "") && exclusion == nil
                        && (breaks == nil || cause == "stored frame breaks its constraints")
                case "excluded": valid = exclusions.contains(exclusion ?? "") && cause == nil && breaks == nil
                default: valid = false
                }
                if !valid {
                    problems.append(
                        "\(entry["file"] ?? "?") \(view["id"] ?? "?"): \(status) \(cause ?? "") \(exclusion ?? "")")
                }
            }
        }
        XCTAssertEqual(
            problems.count, 0, "\(problems.count) views:\n" + problems.prefix(5).joined(separator: "\n"), file: file,
            line: line)
        return statuses
    }

    func testStatusesOfTheExamplesAreFromTheEnumeration() throws {
        let statuses = try assertStatusesAreEnumerated(try json([examples]))
        XCTAssertGreaterThan(statuses["agrees", default: 0], 0, "\(statuses)")
        XCTAssertGreaterThan(statuses["disagrees", default: 0], 0, "\(statuses)")
    }

    func testStatusesOfTheCorpusAreFromTheEnumeration() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        let statuses = try assertStatusesAreEnumerated(try json([corpus]))
        XCTAssertEqual(Set(statuses.keys), ["agrees", "disagrees", "excluded"], "\(statuses)")
    }

    func testNoViewsToCompareIsNoPercentage() throws {
        let folder = try temporaryFolder("empty")
        let text = run(["layout", "--summary", folder.path])
        XCTAssertEqual(text.code, 0)
        XCTAssertEqual(text.output.standardOutput.split(separator: "\n").last, "agreement: no views to compare")
        XCTAssertFalse(text.output.standardOutput.contains("%"), text.output.standardOutput)

        let report = try json(["--summary", folder.path])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertTrue(summary["agreement"] is NSNull, "agreement is null, not 100: \(summary)")
        XCTAssertTrue(summary["agreementWithExactText"] is NSNull, "\(summary)")
        XCTAssertEqual(summary["views"] as? Int, 0)
        XCTAssertEqual(summary["compared"] as? Int, 0)
        XCTAssertEqual((report["files"] as? [Any])?.count, 0)
    }

    func testSummaryJSONOfTheExamplesAddsUp() throws {
        let report = try json(["--summary", examples])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        func count(_ object: [String: Any], _ key: String) -> Int { object[key] as? Int ?? -1 }
        func total(_ object: [String: Any], _ key: String) -> Int {
            (object[key] as? [String: Int])?.values.reduce(0, +) ?? -1
        }
        let causes = try XCTUnwrap(summary["causes"] as? [String: Int])
        XCTAssertEqual(Set(causes.keys), self.causes, "every cause, 0 included")
        XCTAssertEqual((summary["excluded"] as? [String: Int]).map { Set($0.keys) }, exclusions, "every reason")
        XCTAssertGreaterThan(count(summary, "disagreeing"), 0, "the examples have disagreements to count")
        XCTAssertEqual(total(summary, "causes"), count(summary, "disagreeing"))
        XCTAssertEqual(count(summary, "disagreeing"), count(summary, "compared") - count(summary, "agreeing"))
        XCTAssertEqual(count(summary, "views"), count(summary, "compared") + total(summary, "excluded"))
        let agreement = try XCTUnwrap(summary["agreement"] as? Double)
        XCTAssertEqual(
            agreement, (Double(count(summary, "agreeing")) * 1000 / Double(count(summary, "compared"))).rounded() / 10)

        // The files' rows add up to the totals, and hold counts, not views.
        let files = try XCTUnwrap(report["files"] as? [[String: Any]])
        XCTAssertEqual(files.count, try DocumentFinder.documents(in: [examples]).count)
        let rows = files.compactMap { $0["summary"] as? [String: Any] }
        XCTAssertEqual(rows.count, files.count)
        for key in ["views", "compared", "agreeing", "disagreeing"] {
            XCTAssertEqual(rows.map { count($0, key) }.reduce(0, +), count(summary, key), key)
        }
        XCTAssertEqual(rows.map { total($0, "causes") }.reduce(0, +), total(summary, "causes"))
        XCTAssertNil(files.first?["views"], "--summary leaves the views out")

        // The text summary counts the same.
        let text = run(["layout", "--summary", examples]).output.standardOutput
        XCTAssertTrue(
            text.contains(
                "agreement: \(agreement)% (\(count(summary, "agreeing"))/\(count(summary, "compared")) views"),
            text)
    }
}
