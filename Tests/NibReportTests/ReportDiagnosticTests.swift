import Foundation
import NibModel
import NibReport
import XCTest

/// The one diagnostic shape of every JSON report, and the locations read from the runtime's messages.
final class ReportDiagnosticTests: XCTestCase {
    private func located(_ message: String, severity: ReportDiagnostic.Severity = .warning) -> ReportDiagnostic {
        ReportDiagnostic(locatedMessage: message, severity: severity, file: "Input.xib")
    }

    func testRuntimeMessagesAreLocatedByTheirPrefix() {
        XCTAssertEqual(
            located("Sources/X/Nibs/Card.xib:12: Unknown class Foo in Interface Builder file"),
            ReportDiagnostic(
                file: "Sources/X/Nibs/Card.xib", line: 12, column: 0, severity: .warning,
                message: "Unknown class Foo in Interface Builder file"))
        XCTAssertEqual(
            located("Login & Setup/A b.xib:3:7: outlet 'x': 12: 5", severity: .error),
            ReportDiagnostic(
                file: "Login & Setup/A b.xib", line: 3, column: 7, severity: .error, message: "outlet 'x': 12: 5"))
    }

    func testMessagesWithoutALocationAreTheInputsAtLineZero() {
        for message in [
            "nib loading cycle: Ping → Pong (loaded by Pong) → Ping (loaded by Ping)",
            // A location inside the message is not the message's own.
            "Card.xib could not be decoded: Card.xib:2:1: error: not XML",
            // unknownOutlet names its nib without a line when it has none.
            "Card: outlet 'title' is connected, but Card has no outlet named 'title'",
            "Card.xib:: empty line", "Card.xib:12 no separator", ":12: no file",
        ] {
            XCTAssertEqual(
                located(message),
                ReportDiagnostic(file: "Input.xib", line: 0, column: 0, severity: .warning, message: message))
        }
    }

    func testJSONShapeMatchesTheDecodersDiagnostics() throws {
        let diagnostic = Diagnostic(severity: .error, file: "a.xib", line: 2, column: 5, message: "bad")
        let reported = ReportDiagnostic(diagnostic)
        XCTAssertEqual(reported.description, diagnostic.description)
        let encoder = JSONReport.encoder
        XCTAssertEqual(try encoder.encode([reported]), try encoder.encode([diagnostic]), "dump's bytes do not change")
        var ruled = reported
        ruled.rule = "outlet-type"
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: encoder.encode(ruled)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["file", "line", "column", "severity", "message", "rule"])
        XCTAssertEqual(object["rule"] as? String, "outlet-type")
    }
}
