import Foundation
import NibDecoding
import NibModel
import NibReport
import XCTest

/// The one diagnostic shape of every JSON report, and the locations read from the runtime's messages.
final class LocatedMessageTests: XCTestCase {
    private func located(_ message: String, severity: Diagnostic.Severity = .warning) -> Diagnostic {
        Diagnostic(locatedMessage: message, severity: severity, file: "Input.xib")
    }

    func testRuntimeMessagesAreLocatedByTheirPrefix() {
        XCTAssertEqual(
            located("Sources/X/Nibs/Card.xib:12: Unknown class Foo in Interface Builder file"),
            Diagnostic(
                severity: .warning, file: "Sources/X/Nibs/Card.xib", line: 12, column: 0,
                message: "Unknown class Foo in Interface Builder file"))
        XCTAssertEqual(
            located("Login & Setup/A b.xib:3:7: outlet 'x': 12: 5", severity: .error),
            Diagnostic(
                severity: .error, file: "Login & Setup/A b.xib", line: 3, column: 7, message: "outlet 'x': 12: 5"))
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
                Diagnostic(severity: .warning, file: "Input.xib", line: 0, column: 0, message: message))
        }
    }

    /// The decoder's diagnostics reach `nib dump --format json` whole, with the rule that raised them.
    func testTheDumpKeepsTheDecodersRules() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="same"/>
                    <view contentMode="scaleToFill" id="same"/>
                </objects>
            </document>
            """
        let result = DocumentDecoder().decode(xml, file: "twice.xib")
        let encoded = try JSONReport.encoder.encode(FileReport(file: "twice.xib", result: result))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { $0["rule"] as? String }, ["duplicate-id"], "\(diagnostics)")
        XCTAssertEqual(
            Set(diagnostics[0].keys), ["file", "line", "column", "severity", "message", "rule"])
    }
}
