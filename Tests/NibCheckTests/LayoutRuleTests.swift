import Foundation
import NibCheck
import NibTestSupport
import XCTest

/// `ambiguous-layout` and `unsatisfiable-constraints`: the document's own Auto Layout.
final class LayoutRuleTests: XCTestCase {
    /// A root view holding a box placed by `constraints`, marked ambiguous by Interface Builder when `flagged`.
    private func document(_ constraints: String, flagged: Bool = true) -> String {
        ExampleFiles.constrainedBox(constraints, ambiguous: flagged)
    }

    private let placed = ExampleFiles.boxPlacement

    private func layoutFindings(_ xml: String) throws -> [String] {
        try check(["A.xib": xml]).filter { ["ambiguous-layout", "unsatisfiable-constraints"].contains($0.rule) }
            .map { "\($0.rule) \($0.severity.rawValue) \($0.subject)" }
    }

    func testAViewBothEnginesFindAmbiguousIsAWarning() throws {
        XCTAssertEqual(try layoutFindings(document(placed)), ["ambiguous-layout warning vertical"])
        XCTAssertEqual(try layoutFindings(document(placed, flagged: false)), [], "not flagged by Interface Builder")
        let complete = placed + #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>"#
        XCTAssertEqual(try layoutFindings(document(complete)), [])
    }

    func testConflictingRequiredConstraintsAreANote() throws {
        let conflicting =
            placed + #"<constraint firstItem="box" firstAttribute="height" constant="40" id="c4"/>"#
            + #"<constraint firstItem="box" firstAttribute="height" constant="60" id="c5"/>"#
        let found = try layoutFindings(document(conflicting, flagged: false))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("unsatisfiable-constraints note c") == true, "\(found)")
        // A configuration that turns both layout rules off spares the layout, and finds nothing of it.
        let folder = try temporaryFolder("nib-check-no-layout")
        try Data(document(conflicting).utf8).write(to: folder.appendingPathComponent("A.xib"))
        var checker = try ProjectChecker(paths: [folder.path], sourceRoots: [folder.path])
        XCTAssertEqual(checker.check().filter { $0.rule == "unsatisfiable-constraints" }.count, 1)
        checker.laysOutDocuments = false
        XCTAssertEqual(checker.check().filter { $0.rule == "unsatisfiable-constraints" }, [])
    }
}
