import Foundation
import NibDecoding
import NibEject
import NibModel
import NibTestSupport
import XCTest

@testable import NibCommands

/// `nib eject`: its files, its refusals and `--verify`'s honest errors (the verification itself builds a package, so
/// `.ci/run` and `scripts/eject-figures.sh` run it, not the unit tests).
final class EjectCommandTests: XCTestCase {
    private let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Nibs")

    func testEachClassIsAFileNamedAfterIt() throws {
        let out = try temporaryFolder("nib-eject-files").path
        let result = run(["eject", examples.appendingPathComponent("SwatchCard.xib").path, "-o", out])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let source = try String(contentsOfFile: out + "/SwatchCard.swift", encoding: .utf8)
        XCTAssertTrue(source.contains("final class SwatchCard: UIView {"), source)
        XCTAssertTrue(result.output.standardOutput.contains(out + "/SwatchCard.swift"))
    }

    func testAFolderInsideAnInputIsRefused() throws {
        let result = run(["eject", examples.path, "-o", examples.appendingPathComponent("Ejected").path])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(
            result.output.standardError.contains("cannot write Swift files into"), result.output.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: examples.appendingPathComponent("Ejected").path))
    }

    func testAStoryboardsScenesAndCellsAreEjected() throws {
        let out = try temporaryFolder("nib-eject-storyboard").path
        let result = run(["eject", examples.appendingPathComponent("Notes.storyboard").path, "-o", out])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let table = try String(contentsOfFile: out + "/NotesView.swift", encoding: .utf8)
        XCTAssertTrue(table.contains("register(NoteCell.self, forCellReuseIdentifier: \"Note\")"), table)
        let cell = try String(contentsOfFile: out + "/NoteCell.swift", encoding: .utf8)
        XCTAssertTrue(cell.contains("final class NoteCell: UITableViewCell {"), cell)
    }

    func testRuntimeAttributesThePackagesSourcesDeclareAreSet() throws {
        // Gallery's CaptionableImageView declares caption and barOpacity in Examples/Sources, which the project's
        // sources (this repository) hold.
        let out = try temporaryFolder("nib-eject-attributes").path
        let result = run(["eject", examples.appendingPathComponent("Gallery.storyboard").path, "-o", out])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let source = try String(contentsOfFile: out + "/GalleryViewControllerView.swift", encoding: .utf8)
        XCTAssertTrue(source.contains("captionView.caption = \"Sunset\""), source)
        XCTAssertTrue(source.contains("captionView.barOpacity = 0.5"), source)
        XCTAssertTrue(source.contains("CaptionableImageView (a UIView subclass; barOpacity: Double, caption: String)"))
        XCTAssertFalse(result.output.standardError.contains("runtime attribute"), result.output.standardError)
    }

    func testADocumentWithoutViewsIsALocatedErrorAndTheOthersAreEjected() throws {
        let folder = try temporaryFolder("nib-eject-empty")
        let empty = folder.appendingPathComponent("Empty.xib").path
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects/>
        </document>
        """.write(toFile: empty, atomically: true, encoding: .utf8)
        let out = try temporaryFolder("nib-eject-empty-out").path
        let result = run(["eject", empty, examples.appendingPathComponent("PlainView.xib").path, "-o", out])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(
            result.output.standardError.contains("Empty.xib:2: error: the document has no top-level view"),
            result.output.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/PlainView.swift"))
    }

    func testSwiftUIIsNotVerified() throws {
        let out = try temporaryFolder("nib-eject-swiftui").path
        let result = run([
            "eject", examples.appendingPathComponent("PlainView.xib").path, "-o", out, "--swiftui", "--verify",
        ])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.output.standardError.contains("leave out --verify"), result.output.standardError)
    }

    func testVerifyWithoutSwiftSaysSo() throws {
        let empty = try temporaryFolder("nib-eject-no-swift")
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        setenv("PATH", empty.path, 1)
        defer { setenv("PATH", path, 1) }
        let out = try temporaryFolder("nib-eject-verify").path
        let result = run([
            "eject", examples.appendingPathComponent("SwatchCard.xib").path, "-o", out, "--verify", "--nibkit", "/",
        ])
        XCTAssertEqual(result.code, 1)
        let expected = "error: --verify needs the Swift toolchain: no 'swift' on PATH"
        XCTAssertTrue(result.output.standardError.contains(expected), result.output.standardError)
    }

    func testDocumentsWhoseClassesCollideAreVerifiedApart() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects/>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "Empty.xib").document)
        func entry(_ name: String, defines: String, uses: [String: String]) -> EjectHarness.Entry {
            let file = EjectedFile(
                className: defines, source: "", warnings: [], rootID: "r", designSize: Size(width: 1, height: 1),
                viewProperties: [:], referencedClasses: uses)
            return EjectHarness.Entry(path: name, document: document, files: [file])
        }
        let batches = EjectHarness.batches([
            entry("A.xib", defines: "Cell", uses: ["Avatar": "UIImageView"]),
            entry("B.xib", defines: "Cell", uses: [:]),
            entry("C.xib", defines: "Header", uses: ["Avatar": "UIImageView"]),
            entry("D.xib", defines: "Footer", uses: ["Avatar": "UIView"]),
            entry("E.xib", defines: "Badge", uses: ["Header": "UIView"]),
        ])
        XCTAssertEqual(batches.map { $0.map(\.path) }, [["A.xib", "C.xib"], ["B.xib", "D.xib", "E.xib"]])
    }

    func testAnAppKitDocumentsViewsAreEjectedAsAppKitClasses() throws {
        let out = try temporaryFolder("nib-eject-appkit").path
        let xib = try temporaryFolder("nib-eject-appkit-in").appendingPathComponent("Panel.xib").path
        try Self.appKitPanel.write(toFile: xib, atomically: true, encoding: .utf8)
        let result = run(["eject", xib, "-o", out])
        XCTAssertEqual(result.code, 0, result.output.standardError)
        let source = try String(contentsOfFile: out + "/Panel.swift", encoding: .utf8)
        XCTAssertTrue(source.contains("final class Panel: NSView {"), source)
        XCTAssertTrue(source.contains("let textField = NSTextField(labelWithString: \"Name\")"), source)
    }

    func testAppKitAndUIKitDocumentsAreVerifiedInBatchesOfTheirFace() throws {
        let ios = try XCTUnwrap(
            DocumentDecoder().decode(
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\">"
                    + "<objects/></document>", file: "A.xib"
            ).document)
        let mac = try XCTUnwrap(DocumentDecoder().decode(Self.appKitPanel, file: "Panel.xib").document)
        let entries = [
            EjectHarness.Entry(path: "A.xib", document: ios, files: []),
            EjectHarness.Entry(path: "Panel.xib", document: mac, files: []),
            EjectHarness.Entry(path: "B.xib", document: ios, files: []),
        ]
        XCTAssertEqual(
            EjectHarness.batchesByFace(entries).map { $0.map(\.path) }, [["A.xib", "B.xib"], ["Panel.xib"]])
    }

    func testTheHarnessOfAnAppKitDocumentBuildsAgainstNibAppKit() throws {
        let mac = try XCTUnwrap(DocumentDecoder().decode(Self.appKitPanel, file: "Panel.xib").document)
        let files = try Ejector(options: EjectOptions(linuxTestable: true)).eject(mac, path: "Panel.xib")
        let folder = try temporaryFolder("nib-eject-appkit-harness").path
        try EjectHarness(folder: folder, nibKit: "/nibkit").write(
            [EjectHarness.Entry(path: "Panel.xib", document: mac, files: files)])
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        XCTAssertTrue(manifest.contains(".product(name: \"NibAppKit\""), manifest)
        let main = try String(contentsOfFile: folder + "/Sources/EjectVerify/main.swift", encoding: .utf8)
        XCTAssertTrue(main.contains("import NibAppKit"), main)
        XCTAssertTrue(main.contains("let view = Panel(frame: NSRect(x: 0, y: 0, width: 300, height: 100))"), main)
        XCTAssertTrue(main.contains("child.value as? View"), main)
        XCTAssertFalse(main.contains("UIView"), main)
    }

    static let appKitPanel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="root" customClass="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="18" y="64" width="40" height="16"/>
                            <textFieldCell key="cell" lineBreakMode="clipping" title="Name" id="name-cell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" \
        constant="20" id="c2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
}
