import Foundation
import NibDecoding
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib diff`: real documents against edited copies of themselves, and the corpus against itself.
final class DiffCommandTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Nibs")

    /// The example `name` and a copy with `edits` (old → new text) applied.
    private func pair(_ name: String, _ edits: [(String, String)]) throws -> (old: String, new: String) {
        let old = examples.appendingPathComponent(name).path
        var text = try String(contentsOfFile: old, encoding: .utf8)
        for (from, to) in edits {
            XCTAssertTrue(text.contains(from), from)
            text = text.replacingOccurrences(of: from, with: to)
        }
        let new = try temporaryFolder("nib-diff").appendingPathComponent(name)
        try Data(text.utf8).write(to: new)
        return (old, new.path)
    }

    func testADocumentAgainstItselfHasNoChanges() throws {
        let path = examples.appendingPathComponent("ColorView.xib").path
        let result = run(["diff", path, path])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.output.standardOutput, "\(path) → \(path)\n  no changes\n")
    }

    func testTextsConstraintsAndConnectionsChangedAreNamedByLabelAndClass() throws {
        let (old, new) = try pair(
            "ColorView.xib",
            [
                (##"text="#FF8800""##, ##"text="#00AAFF""##),
                (##"constant="12" id="Cns-hl-001""##, ##"constant="16" id="Cns-hl-001""##),
                (##"<outlet property="swatchView" destination="Swt-vw-001" id="Out-sw-001"/>"##, ""),
            ])
        let result = run(["diff", old, new])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(
            result.output.standardOutput,
            """
            \(old) → \(new)
              ~ UILabel '#00AAFF'  (line 30)
                  text.text: "#FF8800" → "#00AAFF"
              ~ constraint UILabel '#00AAFF'.leading == 'Swatch' (UIView).trailing + 16  (line 41)
                  UILabel '#00AAFF'.leading == 'Swatch' (UIView).trailing + 12 → UILabel '#00AAFF'.leading == 'Swatch' (UIView).trailing + 16
              - outlet swatchView of File's Owner (ColorView) → 'Swatch' (UIView)  (line 14)

            """)
    }

    func testViewsAddedAndRemovedAndTheJSONForm() throws {
        let badge =
            ##"<view contentMode="scaleToFill" id="New-vw-001" userLabel="Badge"><rect key="frame" x="0" y="0" width="8" height="8"/></view>"##
        let (old, new) = try pair("ColorView.xib", [("<subviews>", "<subviews>\n" + badge)])
        func objects(_ arguments: [String]) throws -> [String] {
            let result = run(arguments)
            XCTAssertEqual(result.code, 1)
            let report = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(result.output.standardOutput.utf8)) as? [String: Any])
            let changes = try XCTUnwrap(report["changes"] as? [[String: Any]])
            return changes.filter { $0["subject"] as? String == "object" }.map {
                "\($0["kind"]!) \($0["name"]!): " + (($0["details"] as? [String]) ?? []).joined(separator: "; ")
            }
        }
        XCTAssertEqual(
            try objects(["diff", old, new, "--format", "json"]), ["added 'Badge' (UIView): in 'Container' (UIView)"])
        XCTAssertEqual(
            try objects(["diff", new, old, "--format", "json"]),
            ["removed 'Badge' (UIView): from 'Container' (UIView)"])
    }

    func testAGitRevisionAgainstTheWorkingCopy() throws {
        let folder = try temporaryFolder("nib-diff-git")
        let file = folder.appendingPathComponent("ColorView.xib")
        let original = try String(contentsOf: examples.appendingPathComponent("ColorView.xib"), encoding: .utf8)
        try Data(original.utf8).write(to: file)
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t"] + arguments
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        }
        try git(["init", "-q"])
        try git(["add", "ColorView.xib"])
        try git(["commit", "-q", "-m", "first"])
        try Data(original.replacingOccurrences(of: ##"text="#FF8800""##, with: ##"text="#123456""##).utf8).write(
            to: file)
        let result = run(["diff", file.path, "--from", "HEAD"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(
            result.output.standardOutput.hasPrefix("HEAD:\(file.path) → \(file.path)\n"), result.output.standardOutput)
        XCTAssertTrue(result.output.standardOutput.contains(##"text.text: "#FF8800" → "#123456""##))
        XCTAssertEqual(run(["diff", file.path, "--from", "no-such-revision"]).code, 2)
    }

    func testRenderWritesPicturesAndPNGsWhereLibrsvgIsInstalled() throws {
        let folder = try temporaryFolder("nib-render").path
        let arguments = ["render", examples.appendingPathComponent("ColorView.xib").path, "-o", folder]
        XCTAssertEqual(run(arguments).code, 0)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder), ["ColorView-Container_Ctn-vw-001.svg"])
        try XCTSkipIf(RenderCommand.rsvgConvert == nil, "rsvg-convert is not installed (apt-get install librsvg2-bin)")
        XCTAssertEqual(run(arguments + ["--png"]).code, 0)
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/ColorView-Container_Ctn-vw-001.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        // A picture 0 pt high has no PNG (rsvg-convert refuses it): said, and the run goes on.
        let flat = try temporaryFolder("nib-render-flat")
        let text = try String(contentsOf: examples.appendingPathComponent("ColorView.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"width="200" height="100""#, with: #"width="200" height="0""#)
        try Data(text.utf8).write(to: flat.appendingPathComponent("Flat.xib"))
        let out = try temporaryFolder("nib-render-flat-out").path
        let result = run(["render", flat.path, "-o", out, "--png"])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        XCTAssertTrue(result.output.standardError.contains("warning: no PNG for"), result.output.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out).map { ($0 as NSString).pathExtension }, ["svg"])
    }

    /// Without librsvg, `--png` stops before it writes anything, with the way to install it.
    func testPNGWithoutAConverterWritesNothing() throws {
        let folder = try temporaryFolder("nib-render-no-png").path
        let path = ProcessInfo.processInfo.environment["PATH"]
        setenv("PATH", "/nonexistent", 1)
        defer { path.map { _ = setenv("PATH", $0, 1) } }
        let result = run(["render", examples.appendingPathComponent("ColorView.xib").path, "-o", folder, "--png"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.output.standardError.contains("apt-get install librsvg2-bin"), result.output.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }

    func testTheTextconvFormIsOneLinePerPropertyForGitsDiff() throws {
        let path = examples.appendingPathComponent("ColorView.xib").path
        let result = run(["diff", "--textconv", path])
        XCTAssertEqual(result.code, 0)
        let lines = result.output.standardOutput.components(separatedBy: "\n")
        XCTAssertTrue(lines.contains("  UILabel Hex-lb-001"), "\(lines.prefix(30))")
        XCTAssertTrue(lines.contains("      text.text = #FF8800"), "\(lines.prefix(60))")
        XCTAssertEqual(run(["diff", "--textconv"]).code, 2)
    }

    func testATextEditIsOneChangedLineOfTheTextconvForm() throws {
        // The label is named in its own line and in every constraint line that holds it: by id, not by its text.
        let (old, new) = try pair("ColorView.xib", [(##"text="#FF8800""##, ##"text="#00AAFF""##)])
        let before = run(["diff", "--textconv", old]).output.standardOutput.components(separatedBy: "\n")
        let after = run(["diff", "--textconv", new]).output.standardOutput.components(separatedBy: "\n")
        XCTAssertEqual(before.count, after.count)
        let changed = zip(before, after).filter { $0 != $1 }
        XCTAssertEqual(changed.map(\.1), ["      text.text = #00AAFF"], "\(changed)")
        XCTAssertGreaterThan(before.filter { $0.contains("constraint") && $0.contains("Hex-lb-001") }.count, 1)
    }

    func testADocumentThatDoesNotParseIsShownAsItsTextSoGitGoesOn() throws {
        let text = try String(contentsOf: examples.appendingPathComponent("ColorView.xib"), encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        lines.insert(contentsOf: ["<<<<<<< HEAD", lines[12], "=======", lines[12], ">>>>>>> feature"], at: 12)
        lines.remove(at: 17)
        let folder = try temporaryFolder("nib-textconv")
        let conflicted = folder.appendingPathComponent("Conflicted.xib")
        try Data(lines.joined(separator: "\n").utf8).write(to: conflicted)
        let result = run(["diff", "--textconv", conflicted.path])
        XCTAssertEqual(result.code, 0, "git aborts the whole diff when a textconv fails")
        XCTAssertEqual(
            result.output.standardOutput,
            "nib diff --textconv: merge-conflict markers from line 13, shown as text\n" + lines.joined(separator: "\n"))
        // Cut short: the decoder's reason, at its line, without git's temporary path.
        let truncated = folder.appendingPathComponent("Truncated.xib")
        try Data(text.prefix(300).utf8).write(to: truncated)
        let cut = run(["diff", "--textconv", truncated.path])
        XCTAssertEqual(cut.code, 0)
        XCTAssertTrue(
            cut.output.standardOutput.hasPrefix(
                "nib diff --textconv: not readable as a document, shown as text (line 3: malformed XML: "),
            cut.output.standardOutput)
        XCTAssertFalse(cut.output.standardOutput.contains(truncated.path))
        XCTAssertTrue(cut.output.standardOutput.hasSuffix(String(text.prefix(300))))
    }

    func testEveryCorpusDocumentDiffsAgainstItselfAsNoChanges() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        var documents = 0
        let start = Date()
        for file in try DocumentFinder.documents(in: [corpus]) {
            guard DocumentDecoder().decode(contentsOf: file).isSuccess else { continue }
            let result = run(["diff", file, file])
            XCTAssertEqual(result.output.standardOutput, "\(file) → \(file)\n  no changes\n", file)
            documents += 1
        }
        print(
            "diff corpus: \(documents) documents against themselves, "
                + String(
                    format: "%.1f ms per document (debug build)",
                    Date().timeIntervalSince(start) * 1000 / Double(max(documents, 1))))
        XCTAssertGreaterThan(documents, 140)
    }
}
