import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

/// A `.nibcheck.yml`, a baseline and the options naming them come from the project, and in CI from a pull request:
/// reading one costs no more than its size, reads nothing outside the project, and no error shows a file's text.
final class HostileConfigurationTests: XCTestCase {
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="20" height="10"/></view>
            </objects>
        </document>
        """

    /// A project (it holds `.git`) with `V.xib` and `files` (path → text).
    private func project(_ files: [String: String] = [:]) throws -> URL {
        let folder = try temporaryFolder("hostile-configuration")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files.merging(["V.xib": document], uniquingKeysWith: { mine, _ in mine }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// What `nib check FOLDER` says of the configuration `text`, with the folder's path left out.
    private func check(configuration text: String) throws -> (code: Int32, errors: String) {
        let folder = try project([".nibcheck.yml": text])
        let result = run(["check", folder.path])
        return (result.code, result.output.standardError.replacingOccurrences(of: folder.path + "/", with: ""))
    }

    // MARK: Anchors and aliases

    /// Aliases of aliases `depth` deep, the last used as a key: each level holds the one before twice, so composing
    /// the keys' hashes takes 2^depth steps.
    private func aliasBomb(depth: Int) -> String {
        var text = "a0: &a0 [x, y]\n"
        for level in 1...depth { text += "a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        return text + "rules: {*a\(depth) : off}\n"
    }

    func testAnAliasBombIsRefusedAtItsFirstAnchor() throws {
        // 2^64 steps before anchors were refused; 2^20 took seconds.
        let (code, errors) = try check(configuration: aliasBomb(depth: 64))
        XCTAssertEqual(code, 2)
        XCTAssertTrue(
            errors.hasPrefix(
                ".nibcheck.yml:1:5: error: anchors and aliases are not taken in .nibcheck.yml; write the values out"),
            errors)
    }

    func testAnchorsAndAliasesAreFoundWhereverYAMLReadsThem() throws {
        for (text, line, column) in [
            ("rules: &r {outlet-key: off}\n", 1, 8), ("exclude:\n  - *x\n", 2, 5), ("exclude: [a, &b c]\n", 1, 14),
            ("sources: !!seq &s [a]\n", 1, 16), ("exclude: [\"a\", *b]\n", 1, 16),
        ] {
            let (code, errors) = try check(configuration: text)
            XCTAssertEqual(code, 2, text)
            XCTAssertTrue(
                errors.hasPrefix(".nibcheck.yml:\(line):\(column): error: anchors and aliases are not taken"),
                "\(text): \(errors)")
        }
        // An explicit key, which could nest keys in keys, is refused too.
        let (explicitCode, explicit) = try check(configuration: "? rules\n: {outlet-key: off}\n")
        XCTAssertEqual(explicitCode, 2)
        XCTAssertTrue(
            explicit.hasPrefix(".nibcheck.yml:1:1: error: explicit keys (? key) are not taken in .nibcheck.yml"),
            explicit)
        // &, * and ? inside quotes, plain text, comments and block text are text.
        let text = """
            # exclude ** and & are fine here: *not an alias
            exclude:
              - "**/Legacy?*.xib"
              - '&Fixtures/*'
              - Tests/**/a&b*?.xib   # *comment? &
              - |
                *block &text
            """
        let (code, errors) = try check(configuration: text + "\n")
        XCTAssertEqual(code, 0, errors)
    }

    // MARK: Sizes

    func testExcludePatternsAreBoundedInNumberAndLength() throws {
        let many = "exclude:\n" + (0...256).map { "  - \"p\($0)/**\"\n" }.joined()
        let (code, errors) = try check(configuration: many)
        XCTAssertEqual(code, 2)
        XCTAssertTrue(
            errors.hasPrefix(".nibcheck.yml:2:3: error: exclude holds more than 256 entries"), errors)
        let long = "exclude: [\"\(String(repeating: "*a", count: 129))\"]\n"
        let (longCode, longErrors) = try check(configuration: long)
        XCTAssertEqual(longCode, 2)
        XCTAssertTrue(
            longErrors.hasPrefix(
                ".nibcheck.yml:1:11: error: this value of exclude is 258 characters long, over the limit of 256"),
            longErrors)
        let (fineCode, fineErrors) = try check(
            configuration: "exclude:\n" + (0..<256).map { "  - \"p\($0)/**\"\n" }.joined())
        XCTAssertEqual(fineCode, 0, fineErrors)
    }

    // MARK: No error quotes a file

    func testNoErrorQuotesTheFileItCouldNotRead() throws {
        let secret = "hostile-secret-0123456789"
        for text in [
            "TOKEN=\(secret)\nOTHER=1\n", "TOKEN=\(secret)\0HOME=/root\0", "\(secret): 1\n", "rules: {\(secret): x}\n",
            "rules:\n  outlet-key: \(secret)\n", "\(secret)x: 1\n\(secret)x: 2\n", "rules: [\(secret)]\n",
            "exclude: {\(secret): 1}\n", "baseline: {a: \(secret)}\n", "- \(secret)\n", "\(secret): [\n",
            "\"\(secret)\\q\"\n", "{\(secret)\n",
        ] {
            let (code, errors) = try check(configuration: text)
            XCTAssertEqual(code, 2, text)
            XCTAssertTrue(errors.hasPrefix(".nibcheck.yml:"), errors)
            XCTAssertFalse(errors.contains("0123456789"), "\(text.debugDescription): \(errors)")
        }
        // A near miss of a name nib knows is quoted, with the name meant.
        let (_, errors) = try check(configuration: "rules:\n  outlet-keys: off\n")
        XCTAssertTrue(errors.contains("no rule is named 'outlet-keys'; did you mean 'outlet-key'?"), errors)
    }

    // MARK: Confined to the project

    func testConfigAndBaselineOptionsAreReadOnlyInsideTheProject() throws {
        let outside = try temporaryFolder("hostile-outside")
        let secret = outside.appendingPathComponent("secret.yml")
        try Data("TOKEN=hostile-secret-0123456789\n".utf8).write(to: secret)
        let folder = try project()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("e.xib").path, withDestinationPath: secret.path)
        for (option, path) in [
            ("--config", secret.path), ("--config", folder.appendingPathComponent("e.xib").path),
            ("--baseline", secret.path), ("--baseline", folder.appendingPathComponent("e.xib").path),
            ("--config", "/proc/self/environ"),
        ] {
            let result = run(["check", "\(option)=\(path)", folder.path])
            XCTAssertEqual(result.code, 2, "\(option) \(path)")
            let errors = result.output.standardError
            XCTAssertTrue(errors.contains("error: \(option) \(path) leads outside the project"), errors)
            XCTAssertTrue(errors.contains("move the file into the project"), errors)
            XCTAssertFalse(errors.contains("0123456789"), errors)
        }
        // Inside the project both are read as before.
        let inside = try project([
            "config/check.yml": "rules: {outlet-key: off}\n"
        ])
        let baseline = inside.appendingPathComponent("baseline.json").path
        XCTAssertEqual(run(["check", inside.path, "--write-baseline", baseline]).code, 0)
        let result = run([
            "check", inside.path, "--config", inside.appendingPathComponent("config/check.yml").path, "--baseline",
            baseline,
        ])
        XCTAssertEqual(result.code, 0, result.output.standardError)
    }

    /// pre-commit runs `ENTRY FILE...` with the staged files: one named `--config=e.xib` beside a link `e.xib` to the
    /// environment once made `nib check` print the environment in its YAML error.
    func testTheHooksTakeEveryStagedNameAsAFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let hooks = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entries = hooks.split(separator: "\n").filter { $0.hasPrefix("  entry: ") }
            .map { $0.dropFirst("  entry: ".count).split(separator: " ").map(String.init) }
        XCTAssertEqual(entries.count, 2, hooks)
        // The environment the process started with, as /proc/self/environ holds it.
        let environment = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/environ")).split(separator: 0)
            .map { String(decoding: $0, as: UTF8.self) }.filter { $0.count > 12 }
        XCTAssertFalse(environment.isEmpty)
        let folder = try project(["--config=e.xib": document])
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("e.xib").path, withDestinationPath: "/proc/self/environ")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        for entry in entries {
            XCTAssertEqual(entry.first, "nib")
            let result = run(Array(entry.dropFirst()) + ["--config=e.xib", "e.xib", "V.xib"])
            let printed = result.output.standardOutput + result.output.standardError
            for variable in environment { XCTAssertFalse(printed.contains(variable), "\(entry): \(printed)") }
            XCTAssertTrue(printed.contains("checked 3 documents"), "the names are documents: \(printed)")
        }
    }
}
