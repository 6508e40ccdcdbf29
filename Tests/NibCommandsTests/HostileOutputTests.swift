import Foundation
import NibDecoding
import NibDiff
import NibReport
import NibTestSupport
import XCTest

@testable import NibCommands

/// A document anyone writes must not make a report a thousand times its size: `nib diff --textconv` runs on every
/// `git log -p`, `nib check` on pull requests in CI. Names are cut, indentation stops deepening, findings of one rule in
/// one document stop at a count, each with a note where the cut is; textconv always exits 0. The documents are built
/// at the sizes each test needs (`HostileDocuments`), small beside the issue's probe (a 100 kB label on 20,000
/// constraints) but already hundreds of times their size in the reports before these bounds.
final class HostileOutputTests: XCTestCase {
    /// How many bytes of report a byte of document may give in `nib diff` and its textconv (CommandLine.md).
    private let bytesPerDocumentByte = 16
    /// The findings of one rule in one document `nib check` shows by default.
    private let findingsPerRule = 100
    /// The longest message of a finding, in characters.
    private let longestMessage = 1_000

    /// A project folder (it holds `.git`, so it is its own project) with the document `text` as `Hostile.xib`; the
    /// document's path.
    private func project(_ text: String) throws -> String {
        let folder = try temporaryFolder("hostile-output")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Hostile.xib")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// The unsatisfiable-constraints probe: one view labelled with 20,000 characters holding 300 conflicting widths.
    private func conflictingWidths() throws -> (path: String, size: Int) {
        let text = HostileDocuments.longLabelOnManyConstraints(labelLength: 20_000, constraints: 300)
        return (try project(text), text.utf8.count)
    }

    // MARK: nib diff --textconv

    func testTextconvOfALongLabelOnManyConstraintsStaysWithinItsBound() throws {
        let text = HostileDocuments.longLabelOnManyConstraints(labelLength: 20_000, constraints: 1_000)
        let path = try project(text)
        let result = run(["diff", "--textconv", path])
        XCTAssertEqual(result.code, 0)
        let output = result.output.standardOutput
        XCTAssertLessThanOrEqual(output.utf8.count, bytesPerDocumentByte * text.utf8.count)
        let constraintLines = output.split(separator: "\n").filter { $0.contains("constraint ") }
        XCTAssertEqual(constraintLines.count, 1_000)
        // Each names the view by its label, cut: its beginning, how much is left out, and its end.
        for line in constraintLines.prefix(3) {
            XCTAssertLessThan(line.count, 200, String(line.prefix(300)))
            XCTAssertTrue(line.contains("'Long label 0 Long label 1"), String(line.prefix(300)))
            XCTAssertTrue(line.contains("bytes left out)…"), String(line.prefix(300)))
        }
    }

    func testTextconvOfADeepDocumentIndentsNoFurtherThan32Levels() throws {
        let text = HostileDocuments.deeplyNested(depth: 100, leaves: 2_000)
        let path = try project(text)
        let result = run(["diff", "--textconv", path])
        XCTAssertEqual(result.code, 0)
        let output = result.output.standardOutput
        XCTAssertLessThanOrEqual(output.utf8.count, bytesPerDocumentByte * text.utf8.count)
        let lines = output.split(separator: "\n")
        // 32 levels of two spaces, and a property's four below its object.
        let deepest = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
        XCTAssertLessThanOrEqual(deepest, 32 * 2 + 4)
        // A line deeper than that says how deep it is: the leaves are below the root view and its 100 descendants.
        let leaf = try XCTUnwrap(lines.first { $0.contains("[l0]") || $0.hasSuffix(" l0") })
        XCTAssertTrue(leaf.contains("(depth 101) UIView l0"), String(leaf))
    }

    func testTextconvExitsZeroOnWhatItCannotRead() throws {
        let folder = try temporaryFolder("hostile-textconv")
        let missing = folder.appendingPathComponent("Missing.xib").path
        let binary = folder.appendingPathComponent("Binary.xib")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: binary)
        let large = folder.appendingPathComponent("Large.xib")
        XCTAssertTrue(FileManager.default.createFile(atPath: large.path, contents: nil))
        XCTAssertEqual(truncate(large.path, off_t(65 << 20)), 0)
        for path in [missing, binary.path, large.path, folder.path] {
            let result = run(["diff", "--textconv", path])
            XCTAssertEqual(result.code, 0, "git stops the whole log when a textconv fails: \(path)")
            XCTAssertTrue(
                result.output.standardOutput.hasPrefix("nib diff --textconv: "),
                "\(path): \(result.output.standardOutput.prefix(200))")
            XCTAssertLessThanOrEqual(result.output.standardOutput.utf8.count, 1 << 20, path)
        }
    }

    // MARK: nib diff

    func testADiffOfManyConstraintsNamingALongLabelStaysWithinItsBound() throws {
        let old = HostileDocuments.document(rootAttributes: #"userLabel="Short""#)
        let new = HostileDocuments.longLabelOnManyConstraints(labelLength: 20_000, constraints: 1_000)
        let oldPath = try project(old)
        let newPath = try project(new)
        for format in ["text", "json"] {
            let result = run(["diff", oldPath, newPath, "--format", format])
            XCTAssertEqual(result.code, 1, result.output.standardError)
            XCTAssertLessThanOrEqual(
                result.output.standardOutput.utf8.count, bytesPerDocumentByte * (old.utf8.count + new.utf8.count),
                format)
            if format == "json" {
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)))
            }
        }
    }

    func testTheJSONDiffStopsAtItsBoundAndSaysWhatItLeftOut() throws {
        let old = try XCTUnwrap(DocumentDecoder().decode(HostileDocuments.document(), file: "Old.xib").document)
        let text = HostileDocuments.longLabelOnManyConstraints(labelLength: 100, constraints: 200)
        let new = try XCTUnwrap(DocumentDecoder().decode(text, file: "New.xib").document)
        let changes = DocumentDiff(old: old, new: new).changes
        XCTAssertGreaterThan(changes.count, 200)
        let whole = try JSONReport.encoder.encode(DiffCommand.Report(old: "Old", new: "New", changes: changes))
        let wholeReport = try XCTUnwrap(JSONSerialization.jsonObject(with: whole) as? [String: Any])
        XCTAssertNil(wholeReport["leftOut"])
        let limit = whole.count / 4
        let data = try JSONReport.encoder.encode(
            DiffCommand.Report(old: "Old", new: "New", changes: changes, limit: limit))
        XCTAssertLessThanOrEqual(data.count, limit)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let kept = try XCTUnwrap(report["changes"] as? [[String: Any]])
        let leftOut = try XCTUnwrap(report["leftOut"] as? [String: Any])
        XCTAssertGreaterThan(kept.count, 0)
        XCTAssertEqual(kept.count + (leftOut["changes"] as? Int ?? -1), changes.count)
        XCTAssertEqual(leftOut["line"] as? Int, changes[kept.count].line)
        XCTAssertTrue((leftOut["note"] as? String ?? "").hasPrefix("nib diff: the changes stop here"))
    }

    // MARK: nib check

    func testCheckShowsAtMost100FindingsOfARuleInADocumentAndSaysWhereItStopped() throws {
        let (path, _) = try conflictingWidths()
        let result = run(["check", path])
        let lines = result.output.standardOutput.split(separator: "\n")
        let conflicts = lines.filter { $0.contains("[unsatisfiable-constraints]") }
        // 299 of the 300 widths conflict: 100 shown, then one note for the 199 others.
        XCTAssertEqual(conflicts.count, findingsPerRule + 1, "\(lines.count) lines")
        let note = try XCTUnwrap(conflicts.last)
        XCTAssertTrue(note.contains("199 more unsatisfiable-constraints findings"), String(note))
        // In the place of the first finding left out, at its line and column.
        let every = run(["check", path, "--findings-per-rule", "0"]).output.standardOutput.split(separator: "\n")
            .filter { $0.contains("[unsatisfiable-constraints]") }
        XCTAssertEqual(every.count, 299)
        XCTAssertEqual(Array(every.prefix(findingsPerRule)), Array(conflicts.prefix(findingsPerRule)))
        let location = try XCTUnwrap(every.dropFirst(findingsPerRule).first?.split(separator: " ").first)
        XCTAssertTrue(note.hasPrefix(location + " note: "), "\(note) at \(location)")
        // Every finding is counted, shown or not.
        XCTAssertTrue(result.output.standardError.contains("299 notes"), result.output.standardError)
        for line in lines { XCTAssertLessThan(line.count, longestMessage + path.count + 100, String(line.prefix(300))) }
    }

    func testCheckFormatsStayWellFormedAndBoundedOnAHostileDocument() throws {
        let (path, size) = try conflictingWidths()
        for format in ["github", "sarif", "json"] {
            let result = run(["check", path, "--format", format])
            let output = result.output.standardOutput
            XCTAssertLessThanOrEqual(output.utf8.count, 2 * size + 200_000, format)
            switch format {
            case "github":
                let lines = output.split(separator: "\n")
                XCTAssertLessThanOrEqual(lines.count, findingsPerRule + 10)
                for line in lines { XCTAssertTrue(line.hasPrefix("::"), String(line.prefix(200))) }
                XCTAssertTrue(output.contains("199 more unsatisfiable-constraints findings"))
            case "sarif":
                let log = try XCTUnwrap(
                    JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
                let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
                let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
                XCTAssertLessThanOrEqual(results.count, findingsPerRule + 10)
                XCTAssertTrue(output.contains("199 more unsatisfiable-constraints findings"))
            default:
                let report = try XCTUnwrap(
                    JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
                let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
                XCTAssertLessThanOrEqual(diagnostics.count, findingsPerRule + 10)
                let summary = try XCTUnwrap(report["summary"] as? [String: Any])
                XCTAssertEqual(summary["notes"] as? Int, 299, "the summary counts every finding")
            }
        }
    }

    func testCheckShowsEveryFindingWhenAskedTo() throws {
        let (path, _) = try conflictingWidths()
        let result = run(["check", path, "--findings-per-rule", "0"])
        let conflicts = result.output.standardOutput.split(separator: "\n").filter {
            $0.contains("[unsatisfiable-constraints]")
        }
        XCTAssertEqual(conflicts.count, 299)
        XCTAssertEqual(run(["check", path, "--findings-per-rule", "-1"]).code, 2)
    }

    // MARK: nib preview

    func testPreviewMarksAtMost100FindingsOfARuleOnceForAllOfADocumentsPictures() throws {
        let pictures = (0..<100).map {
            #"<view contentMode="scaleToFill" id="t\#($0)"><rect key="frame" x="0.0" y="0.0" width="20" height="20"/></view>"#
        }
        let text = HostileDocuments.longLabelOnManyConstraints(labelLength: 20_000, constraints: 300)
            .replacingOccurrences(of: "    </objects>", with: pictures.joined(separator: "\n") + "\n    </objects>")
        let path = try project(text)
        let site = try temporaryFolder("hostile-preview").appendingPathComponent("site").path
        let result = run(["preview", (path as NSString).deletingLastPathComponent, "-o", site])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let page = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<svg ").count - 1, 101, "every picture drawn")
        XCTAssertEqual(page.components(separatedBy: "data-findings=").count - 1, 1, "the marks once for the document")
        XCTAssertLessThanOrEqual(page.utf8.count, bytesPerDocumentByte * text.utf8.count)
        XCTAssertTrue(page.contains("199 more unsatisfiable-constraints findings"))
    }

    // MARK: nib dump

    func testDumpOfADeepDocumentIndentsNoFurtherThan32Levels() throws {
        let text = HostileDocuments.deeplyNested(depth: 100, leaves: 2_000)
        let path = try project(text)
        let result = run(["dump", path])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let lines = result.output.standardOutput.split(separator: "\n")
        // 32 levels of two spaces, and an outlet's two below its object.
        let deepest = lines.map { $0.prefix { $0 == " " }.count }.max() ?? 0
        XCTAssertLessThanOrEqual(deepest, 32 * 2 + 2)
        let leaf = try XCTUnwrap(lines.first { $0.contains("id=l0 ") || $0.hasSuffix("id=l0") })
        XCTAssertTrue(leaf.contains("(depth 102) view : UIView"), String(leaf))
    }

    func testDumpOfManyOutletsToALongClassStaysWithinItsBound() throws {
        let text = HostileDocuments.longClassNamedByManyOutlets(classLength: 20_000, outlets: 1_000)
        let path = try project(text)
        let result = run(["dump", path])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        XCTAssertLessThanOrEqual(result.output.standardOutput.utf8.count, bytesPerDocumentByte * text.utf8.count)
        let outlets = result.output.standardOutput.split(separator: "\n").filter { $0.contains("outlet view") }
        XCTAssertEqual(outlets.count, 1_000)
    }
}
