import Foundation
import NibDecoding
import NibEject
import NibFiles
import NibTestSupport
import XCTest

@testable import NibCommands

#if canImport(Glibc)
    import Glibc
#endif

/// `nib eject --verify` runs code made from documents as untrusted: in a private folder, for a limited time, stopped
/// with everything it started, and never for a document whose values were rejected.
final class EjectVerifyIsolationTests: XCTestCase {
    func testEachRunGetsANewFolderOnlyItsUserCanEnter() throws {
        let first = try VerificationFolder.prepare(nil).get()
        let second = try VerificationFolder.prepare(nil).get()
        defer {
            first.removeIfTemporary()
            second.removeIfTemporary()
        }
        XCTAssertNotEqual(first.path, second.path)
        XCTAssertTrue(first.isTemporary)
        let status = try FileStatus.of(first.path).get()
        XCTAssertEqual(status.kind, .directory)
        XCTAssertEqual(status.permissions & 0o777, 0o700)
        first.removeIfTemporary()
        XCTAssertFalse(FileManager.default.fileExists(atPath: first.path))
    }

    func testAFolderOthersCanWriteIsNotAdopted() throws {
        let shared = try temporaryFolder("nib-verify-shared")
        chmod(shared.path, 0o777)
        guard case .failure(let refusal) = VerificationFolder.prepare(shared.path) else {
            return XCTFail("a folder anyone can write was adopted")
        }
        XCTAssertTrue(refusal.description.contains("others can write it"), refusal.description)
        chmod(shared.path, 0o700)
        XCTAssertEqual(try VerificationFolder.prepare(shared.path).get().path, shared.path)
    }

    func testALinkIsNotAdoptedAndAMissingFolderIsMadePrivate() throws {
        let parent = try temporaryFolder("nib-verify-link")
        let link = parent.appendingPathComponent("link").path
        XCTAssertEqual(symlink(parent.path, link), 0)
        guard case .failure(let refusal) = VerificationFolder.prepare(link) else {
            return XCTFail("a symbolic link was adopted")
        }
        XCTAssertTrue(refusal.description.contains("a symbolic link"), refusal.description)
        let made = parent.appendingPathComponent("new/verify").path
        let folder = try VerificationFolder.prepare(made).get()
        XCTAssertFalse(folder.isTemporary)
        XCTAssertEqual(try FileStatus.of(made).get().permissions & 0o777, 0o700)
    }

    /// A program that outlives its limit is stopped, with what it started in the background.
    func testAProgramIsStoppedAtItsTimeLimitWithWhatItStarted() throws {
        let result = UntrustedProcess.run(
            "/bin/sh", ["-c", "sleep 300 & echo $!; wait"], timeLimit: 1)
        XCTAssertTrue(result.timedOut)
        let background = try XCTUnwrap(Int32(result.output.trimmingCharacters(in: .whitespacesAndNewlines)))
        // Gone, or a zombie waiting for whoever reaps orphans.
        let state = (try? String(contentsOfFile: "/proc/\(background)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first
        XCTAssertTrue(state == nil || state == "Z", "the background sleep is still \(state ?? "?")")
    }

    func testAProgramsStatusAndTheTailOfItsOutputAreKept() {
        let result = UntrustedProcess.run(
            "/bin/sh", ["-c", "head -c 3000000 /dev/zero | tr '\\\\0' a; echo; echo end; exit 3"], timeLimit: 60)
        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(result.status, 3)
        XCTAssertLessThanOrEqual(result.output.utf8.count, UntrustedProcess.outputLimit)
        XCTAssertTrue(result.output.hasSuffix("end\n"), String(result.output.suffix(20)))
    }

    func testStandardInputIsEmpty() {
        let result = UntrustedProcess.run("/bin/sh", ["-c", "wc -c"], timeLimit: 60)
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "0")
    }

    func testADocumentWithARejectedValueIsNotBuilt() throws {
        let folder = try temporaryFolder("nib-verify-rejected")
        let document = folder.appendingPathComponent("Evil.xib").path
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
        useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="Evil">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    <subviews>
                        <label text="Hi" textAlignment="center; fatalError()" id="l">
                            <rect key="frame" x="0" y="0" width="100" height="20"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """.write(toFile: document, atomically: true, encoding: .utf8)
        let out = try temporaryFolder("nib-verify-rejected-out").path
        let verifyFolder = folder.appendingPathComponent("verify").path
        let result = runNib(["eject", document, "-o", out, "--verify", "--verify-folder", verifyFolder])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(
            result.output.standardError.contains(
                #"Evil.xib:7: warning: the textAlignment of label l is "center; fatalError()", which is not one of "#
                    + "NSTextAlignment's cases"),
            result.output.standardError)
        XCTAssertTrue(
            result.output.standardError.contains("--verify does not build code from documents that give values"),
            result.output.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: verifyFolder), "the package was written")
        // The file is still written, the value a TODO.
        let source = try String(contentsOfFile: out + "/Evil.swift", encoding: .utf8)
        XCTAssertFalse(source.contains("fatalError()\n"), source)
        XCTAssertTrue(source.contains(#"// TODO: the textAlignment of label l is "center; fatalError()""#), source)
    }

    /// The harness's own code names the document and its images in literals that no line feed ends.
    func testTheHarnessKeepsADocumentsPathAndImageNamesInLiterals() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" \
            useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root" customClass="Card">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                    </view>
                </objects>
                <resources>
                    <image name="a&#10;PWNED()&#10;//" width="16" height="16"/>
                </resources>
            </document>
            """
        let document = try XCTUnwrap(DocumentDecoder().decode(text, file: "E.xib").document)
        let path = "E\nPWNED()\n.xib"
        let files = try Ejector(options: EjectOptions(linuxTestable: true)).eject(document, path: path)
        let folder = try temporaryFolder("nib-verify-harness").path
        try EjectHarness(folder: folder, nibKit: "/nibkit").write(
            [EjectHarness.Entry(path: path, document: document, files: files)])
        let main = try String(contentsOfFile: folder + "/Sources/EjectVerify/main.swift", encoding: .utf8)
        XCTAssertTrue(main.contains(#"register("a\nPWNED()\n//", size:"#), main)
        XCTAssertTrue(main.contains(#"decode(contentsOf: "E\nPWNED()\n.xib")"#), main)
        XCTAssertFalse(main.split(separator: "\n").contains { $0.hasPrefix("PWNED") }, main)
    }
}
