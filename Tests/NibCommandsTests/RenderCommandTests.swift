import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nib render` on a whole project: no picture stops the run, and the run says what it could not draw.
final class RenderCommandTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Nibs")

    private func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    func testAPictureTheConverterRefusesIsSkippedWithAWarningAndTheRunGoesOn() throws {
        // A converter that refuses every picture, first on PATH.
        let bin = try temporaryFolder("nib-fake-rsvg")
        let fake = bin.appendingPathComponent("rsvg-convert")
        try Data("#!/bin/sh\necho 'refused' >&2\nexit 1\n".utf8).write(to: fake)
        chmod(fake.path, 0o755)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        setenv("PATH", bin.path + ":" + path, 1)
        defer { setenv("PATH", path, 1) }
        let out = try temporaryFolder("nib-render-refused").path
        let result = run(["render", examples.appendingPathComponent("ColorView.xib").path, "-o", out, "--png"])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        XCTAssertTrue(
            result.output.standardError.contains("ColorView.xib:"),
            "located at the document: \(result.output.standardError)")
        XCTAssertTrue(result.output.standardError.contains("warning: no PNG for"), result.output.standardError)
        XCTAssertTrue(result.output.standardError.contains("1 PNG not written"), result.output.standardError)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".svg") }.count, 1)
    }

    func testADocumentWithNothingToDrawSaysSo() throws {
        let folder = try temporaryFolder("nib-render-menus")
        let menus = xib(
            """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <menu title="Main" id="m1">
                <items>
                    <menuItem title="Quit" id="q1"/>
                </items>
            </menu>
            """)
        try Data(menus.utf8).write(to: folder.appendingPathComponent("Menus.xib"))
        let out = try temporaryFolder("nib-render-menus-out").path
        let result = run(["render", folder.path, "-o", out])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(
            result.output.standardError.contains(
                "Menus.xib: note: nothing to draw: the document has no views, only menus"),
            result.output.standardError)
        XCTAssertTrue(
            result.output.standardError.contains("rendered 0 pictures of 1 document; 1 with nothing to draw"),
            result.output.standardError)
    }

    func testViewsDrawnAsPlaceholdersAreCountedAndListedWithVerbose() throws {
        let folder = try temporaryFolder("nib-render-placeholders")
        let view = xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" image="no-such-image" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                        <rect key="frame" x="10" y="10" width="100" height="100"/>
                    </imageView>
                </subviews>
            </view>
            """)
        try Data(view.utf8).write(to: folder.appendingPathComponent("Card.xib"))
        let out = try temporaryFolder("nib-render-placeholders-out").path
        let quiet = run(["render", folder.path, "-o", out])
        XCTAssertTrue(
            quiet.output.standardError.contains("1 view drawn as placeholders (--verbose lists them)"),
            quiet.output.standardError)
        XCTAssertFalse(quiet.output.standardError.contains("note: image view"), quiet.output.standardError)
        let verbose = run(["render", folder.path, "-o", out, "--verbose"])
        let line = try XCTUnwrap(
            verbose.output.standardError.split(separator: "\n").first { $0.contains("is drawn as a placeholder") })
        XCTAssertTrue(line.hasPrefix(folder.appendingPathComponent("Card.xib").path + ":7:"), String(line))
        XCTAssertTrue(line.contains("no-such-image is not among the project's images"), String(line))
    }
}

/// `nib preview`'s gallery names documents by their path in the project.
final class PreviewNamesTests: XCTestCase {
    func testTheGalleryNamesDocumentsByTheirPathInTheProject() throws {
        let project = try temporaryFolder("nib-preview-names")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("App/Base.lproj"), withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Nibs/ColorView.xib")
        try FileManager.default.copyItem(
            at: source, to: project.appendingPathComponent("App/Base.lproj/ColorView.xib"))
        let site = try temporaryFolder("nib-preview-names-site")
        let result = run(["preview", project.path, "-o", site.path])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h2>App/Base.lproj/ColorView.xib</h2>"), page.prefix(3000).description)
        XCTAssertFalse(page.contains("<h2>/"), "no absolute path as a heading")
        XCTAssertTrue(page.contains("flex: 0 0 18rem"), "the sidebar keeps its width")
    }
}
