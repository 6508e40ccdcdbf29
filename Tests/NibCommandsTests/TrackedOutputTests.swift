import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

/// No output replaces a file the repository tracks (`git ls-files`): a report named `index.html`, or a gallery written
/// to the repository's root, once replaced the project's own page.
final class TrackedOutputTests: XCTestCase {
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="20" height="10"/></view>
            </objects>
        </document>
        """

    private let page = "<p>the project's page</p>\n"

    /// A git repository holding `APP/Main.xib` and, tracked, `index.html`; `notes.html` is there but not tracked.
    private func repository() throws -> URL {
        let folder = try temporaryFolder("tracked-output")
        for (path, text) in [
            "APP/Main.xib": document, "index.html": page, "notes.html": page,
        ] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try git(["init", "-q"], in: folder)
        try git(["add", "APP", "index.html"], in: folder)
        return folder
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testAReportNeverReplacesATrackedFile() throws {
        let folder = try repository()
        let app = folder.appendingPathComponent("APP").path
        let index = folder.appendingPathComponent("index.html")
        for format in ["xcode", "json"] {
            let result = run(["check", app, "--format", format, "--output", index.path])
            XCTAssertEqual(result.code, 2, result.output.standardError)
            XCTAssertTrue(
                result.output.standardError.contains("git tracks it (git ls-files), and nib never replaces a file"),
                result.output.standardError)
        }
        XCTAssertEqual(try text(index), page)
        // Through a link to it, too.
        let link = folder.appendingPathComponent("report.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: index.path)
        XCTAssertEqual(run(["check", app, "--output", link.path]).code, 2)
        XCTAssertEqual(try text(index), page)
        // A file git does not track, and a new one, are written.
        XCTAssertEqual(run(["check", app, "--output", folder.appendingPathComponent("notes.html").path]).code, 0)
        XCTAssertEqual(run(["check", app, "--output", folder.appendingPathComponent("new.txt").path]).code, 0)
        XCTAssertNotEqual(try text(folder.appendingPathComponent("notes.html")), page)
    }

    func testAGalleryOrAPictureNeverReplacesATrackedFile() throws {
        let folder = try repository()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let preview = run(["preview", "APP", "-o", "."])
        XCTAssertEqual(preview.code, 2, preview.output.standardError)
        XCTAssertTrue(preview.output.standardError.contains("git tracks it"), preview.output.standardError)
        XCTAssertEqual(try text(folder.appendingPathComponent("index.html")), page)
        // A picture rendered once and committed is not rendered over.
        let first = run(["render", "APP/Main.xib", "-o", "docs"])
        XCTAssertEqual(first.code, 0, first.output.standardError)
        let picture = first.output.standardOutput.trimmingCharacters(in: .newlines)
        try Data("<svg/>\n".utf8).write(to: folder.appendingPathComponent(picture))
        try git(["add", picture], in: folder)
        let render = run(["render", "APP/Main.xib", "-o", "docs"])
        XCTAssertEqual(render.code, 2, render.output.standardError)
        XCTAssertEqual(try text(folder.appendingPathComponent(picture)), "<svg/>\n")
        // Never into the folder it reads, tracked or not.
        for site in ["APP", "APP/site", "."] {
            let input = site == "." ? "." : "APP"
            let result = run(["preview", input, "-o", site])
            XCTAssertEqual(result.code, 2, "\(input) -o \(site): \(result.output.standardError)")
        }
        // Elsewhere in the repository, a new gallery is written.
        XCTAssertEqual(run(["preview", "APP", "-o", "site"]).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/index.html").path))
    }

    func testOutsideARepositoryNothingIsTracked() throws {
        let folder = try temporaryFolder("untracked-output")
        let file = folder.appendingPathComponent("report.txt")
        try Data("old\n".utf8).write(to: file)
        XCTAssertFalse(TrackedFiles.contains(file.path))
        // A name git would read as a pattern or an option is taken as it is.
        let repository = try repository()
        for name in ["*.html", "-q", ":(glob)*"] {
            try Data(page.utf8).write(to: repository.appendingPathComponent(name))
            XCTAssertFalse(TrackedFiles.contains(repository.appendingPathComponent(name).path), name)
        }
        XCTAssertTrue(TrackedFiles.contains(repository.appendingPathComponent("index.html").path))
    }
}
