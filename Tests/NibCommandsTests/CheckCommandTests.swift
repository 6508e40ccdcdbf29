import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib check`: its formats and exit status.
final class CheckCommandTests: XCTestCase {
    /// A project whose document has one broken outlet (`nameLable`, line 6) unless `broken` is false.
    private func project(broken: Bool = true) throws -> String {
        let folder = try temporaryFolder("nib-check-command")
        let key = broken ? "nameLable" : "nameLabel"
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card" customModule="App" customModuleProvider="target">
                        <connections>
                            <outlet property="\(key)" destination="name" id="o1"/>
                        </connections>
                    </placeholder>
                    <label text="Name" id="name"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                </objects>
            </document>
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("Card, v2.xib"))
        try Data("import UIKit\nclass Card: UIView { @IBOutlet var nameLabel: UILabel! }\n".utf8).write(
            to: folder.appendingPathComponent("Card.swift"))
        return folder.path
    }

    func testXcodeFormatIsOneCompilerStyleLinePerFindingAndExits1() throws {
        let path = try project()
        let result = run(["check", path, "--sources", path])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(
            result.output.standardOutput,
            "\(path)/Card, v2.xib:6:17: error: Card has no property 'nameLable' for the outlet of File's Owner (Card); "
                + "did you mean 'nameLabel'?: loading the nib raises NSUnknownKeyException (not key value "
                + "coding-compliant for the key nameLable); rename the property back or reconnect the outlet in "
                + "Interface Builder [outlet-key]\n")
        XCTAssertEqual(
            result.output.standardError, "checked 1 document against 1 source file: 1 error, 0 warnings, 0 notes\n")
    }

    func testAnErrorInADocumentNothingLoadsIsAWarningTheSummaryCounts() throws {
        // An app (it has an Info.plist) whose code never names Card, v2.xib: the broken outlet crashes only if some
        // code the check cannot see loads the nib.
        let path = try project()
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict></dict></plist>"#
        try Data(plist.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("Info.plist"))
        let result = run(["check", path, "--sources", path])
        XCTAssertEqual(result.code, 0, "no error the check can see happen")
        XCTAssertTrue(
            result.output.standardOutput.contains(
                "Card, v2.xib:6:17: warning: Card has no property 'nameLable' for the outlet of File's Owner (Card)"),
            result.output.standardOutput)
        XCTAssertTrue(
            result.output.standardOutput.contains("(if Card, v2.xib is loaded; nothing the check can see loads it)"))
        XCTAssertTrue(result.output.standardOutput.contains("note: nothing the check can see loads this document"))
        XCTAssertEqual(
            result.output.standardError,
            "checked 1 document against 1 source file: 0 errors, 1 warning (1 of them errors in a document or cell "
                + "the check saw nothing load or dequeue), 1 note\n")
        let json = run(["check", "--format", "json", path, "--sources", path])
        let report = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(json.output.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual((report["summary"] as? [String: Any])?["unseenErrors"] as? Int, 1)
    }

    func testACleanProjectExits0AndAMissingPathExits2() throws {
        let path = try project(broken: false)
        XCTAssertEqual(run(["check", path]).code, 0, "sources found from the path itself")
        XCTAssertEqual(run(["check", path + "/missing"]).code, 2)
        XCTAssertEqual(run(["check", path, "--sources", path + "/missing"]).code, 2)
    }

    func testJSONHasTheOneDiagnosticShapeWithTheRule() throws {
        let path = try project()
        let result = run(["check", "--format", "json", path])
        XCTAssertEqual(result.code, 1)
        let report = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)) as? [String: Any])
        let diagnostic = try XCTUnwrap((report["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(diagnostic.keys), ["file", "line", "column", "severity", "message", "rule"])
        XCTAssertEqual(diagnostic["rule"] as? String, "outlet-key")
        XCTAssertEqual(diagnostic["line"] as? Int, 6)
        let summary = try XCTUnwrap(report["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"], 1)
        XCTAssertEqual(summary["documents"], 1)
    }

    func testGitHubAnnotationsEscapeTheirProperties() throws {
        let path = try project()
        let line = run(["check", "--format", "github", path]).output.standardOutput
        XCTAssertTrue(
            line.hasPrefix("::error file=\(path)/Card%2C v2.xib,line=6,col=17,title=nib check%3A outlet-key::Card has"),
            line)
        XCTAssertEqual(line.filter { $0 == "\n" }.count, 1)
    }

    func testSARIFListsTheRulesAndLocatesEachResult() throws {
        let path = try project()
        let result = run(["check", "--format", "sarif", path])
        XCTAssertEqual(result.code, 1)
        let log = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertTrue(rules.contains { $0["id"] as? String == "outlet-key" && $0["help"] != nil })
        let first = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["ruleId"] as? String, "outlet-key")
        XCTAssertEqual(first["level"] as? String, "error")
        XCTAssertNotNil((first["partialFingerprints"] as? [String: String])?["nibCheckObject/v1"])
        let location = try XCTUnwrap(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try XCTUnwrap(location["region"] as? [String: Int])
        XCTAssertEqual(region["startLine"], 6)
        XCTAssertEqual(region["endLine"], 6)
        XCTAssertEqual(region["startColumn"], 17)
        XCTAssertEqual(region["endColumn"], 24, "the end of `<outlet`")
        let uri = try XCTUnwrap((location["artifactLocation"] as? [String: String])?["uri"])
        XCTAssertEqual(uri, "file://\(path)/Card,%20v2.xib", "outside the current folder, an absolute file URI")
    }

    func testTheConfigurationTurnsRulesOffChangesSeveritiesAndExcludesPaths() throws {
        let path = try project()
        let configuration = "\(path)/.nibcheck.yml"
        try Data("rules:\n  outlet-key: warning\n".utf8).write(to: URL(fileURLWithPath: configuration))
        let warned = run(["check", path])
        XCTAssertEqual(warned.code, 0)
        XCTAssertTrue(
            warned.output.standardOutput.contains(": warning: Card has no property"), warned.output.standardOutput)
        try Data("rules:\n  outlet-key: off\n".utf8).write(to: URL(fileURLWithPath: configuration))
        XCTAssertEqual(run(["check", path]).output.standardOutput, "")
        try Data("exclude:\n  - \"**/Card, *.xib\"\n".utf8).write(to: URL(fileURLWithPath: configuration))
        XCTAssertTrue(run(["check", path]).output.standardError.hasPrefix("checked 0 documents"))
        try Data("rules:\n  outlet-keys: off\n".utf8).write(to: URL(fileURLWithPath: configuration))
        let typo = run(["check", path])
        XCTAssertEqual(typo.code, 2)
        XCTAssertTrue(typo.output.standardError.contains("no rule is named 'outlet-keys'"), typo.output.standardError)
    }

    func testABaselineHoldsBackKnownFindingsButNotNewOnes() throws {
        let path = try project()
        let baseline = "\(path)/baseline.json"
        let written = run(["check", path, "--write-baseline", baseline])
        XCTAssertEqual(written.code, 0)
        XCTAssertTrue(written.output.standardError.contains("wrote 1 findings"), written.output.standardError)
        let held = run(["check", path, "--baseline", baseline])
        XCTAssertEqual(held.code, 0)
        XCTAssertEqual(held.output.standardOutput, "")
        XCTAssertTrue(held.output.standardError.contains("(1 more in the baseline)"), held.output.standardError)
        // A second broken outlet is new.
        let document = "\(path)/Card, v2.xib"
        let text = try String(contentsOfFile: document, encoding: .utf8).replacingOccurrences(
            of: #"<outlet property="nameLable" destination="name" id="o1"/>"#,
            with:
                #"<outlet property="nameLable" destination="name" id="o1"/><outlet property="title" destination="name" id="o2"/>"#
        )
        try Data(text.utf8).write(to: URL(fileURLWithPath: document))
        let new = run(["check", path, "--baseline", baseline])
        XCTAssertEqual(new.code, 1)
        XCTAssertTrue(new.output.standardOutput.contains("no property 'title'"), new.output.standardOutput)
        XCTAssertFalse(new.output.standardOutput.contains("nameLable"), new.output.standardOutput)
        XCTAssertEqual(run(["check", path, "--baseline", "\(path)/none.json"]).code, 2)
        // Never over a project file.
        for file in ["project.pbxproj", "Info.plist", "Card.swift"] {
            let refused = run(["check", path, "--write-baseline", "\(path)/\(file)"])
            XCTAssertEqual(refused.code, 2, file)
            XCTAssertTrue(
                refused.output.standardError.contains("cannot write the baseline"), refused.output.standardError)
        }
    }

    /// A source the index skips is named, so that the classes it declares looking missing has a reason.
    func testSkippedSourcesAreReported() throws {
        let path = try project(broken: false)
        let huge = "\(path)/Generated.swift"
        try Data(repeating: UInt8(ascii: " "), count: 9 << 20).write(to: URL(fileURLWithPath: huge))
        let result = run(["check", path])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(
            result.output.standardError.contains("\(huge):0:0: warning: the file is 9 MiB; source files over 8 MiB"),
            result.output.standardError)
    }

    func testAModuleMappingPlacesSourcesInAModule() throws {
        let path = try project(broken: false)
        // A view of the class that the document makes (File's Owner is passed by code: its module is never looked up).
        let file = "\(path)/Card, v2.xib"
        let made = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(
            of: #"<label text="Name" id="name">"#,
            with:
                #"<view id="card" customClass="Card" customModule="App" customModuleProvider="target"><rect key="frame" x="0" y="0" width="10" height="10"/><connections><outlet property="nameLabel" destination="name" id="o2"/></connections></view><label text="Name" id="name">"#
        )
        try Data(made.utf8).write(to: URL(fileURLWithPath: file))
        // The document takes its class from module App; mapping the folder to another module breaks that.
        XCTAssertEqual(run(["check", path, "--module", "App=\(path)"]).code, 0)
        let moved = run(["check", path, "--module", "Widgets=\(path)/Card.swift", "--module", "App=\(path)"])
        XCTAssertEqual(moved.code, 1)
        XCTAssertTrue(moved.output.standardOutput.contains("[class-module]"), moved.output.standardOutput)
        XCTAssertEqual(run(["check", path, "--module", "App"]).code, 2)
    }

    func testListRulesPrintsEveryRule() {
        let result = run(["check", "--list-rules"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.output.standardOutput.contains("outlet-key (error): "))
        XCTAssertTrue(result.output.standardOutput.contains("action-unresolved (note): "))
    }
}
