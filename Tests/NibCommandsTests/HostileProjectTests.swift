import Foundation
import NibTestSupport
import XCTest

@testable import NibCommands

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nib check`, `render`, `preview` and `diff` run in CI on projects anyone writes: a project must not be able to make
/// them read a file outside it, write over one of its own files, run without end or crash. Each case builds its project
/// in a temporary folder; large files are sparse, so nothing large is written.
final class HostileProjectTests: XCTestCase {
    /// An iOS document whose root view holds `body`.
    private func document(_ body: String, owner: String = "", rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" \(owner)/>
                <view contentMode="scaleToFill" id="root" \(rootAttributes)>
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
        \(body)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// A project folder (it holds `.git`, so it is its own project root) with `files` (path → text).
    private func project(_ files: [String: String] = [:]) throws -> URL {
        let folder = try temporaryFolder("hostile-project")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: folder.appendingPathComponent(path)) }
        return folder
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A file of `size` bytes that takes no room (a hole).
    private func sparseFile(_ url: URL, size: Int) throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        XCTAssertEqual(truncate(url.path, off_t(size)), 0)
    }

    private func link(_ url: URL, to target: String) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// Runs `body` and fails when it has not returned within `seconds`: a bound on hangs, not a measure of speed.
    private func finishes<T>(
        _ name: String, within seconds: Double = 120, file: StaticString = #filePath, line: UInt = #line,
        _ body: @escaping @Sendable () -> T
    ) -> T? {
        let done = expectation(description: name)
        nonisolated(unsafe) var result: T?
        Thread.detachNewThread {
            result = body()
            done.fulfill()
        }
        let outcome = XCTWaiter().wait(for: [done], timeout: seconds)
        XCTAssertEqual(outcome, .completed, "\(name) did not end within \(seconds) s", file: file, line: line)
        return result
    }

    private func allFiles(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }

    private let imageView =
        #"<imageView contentMode="scaleAspectFit" image="S" translatesAutoresizingMaskIntoConstraints="NO" id="img"><rect key="frame" x="0" y="0" width="40" height="40"/></imageView>"#

    // MARK: Reading outside the project

    func testAnImageLinkedFromOutsideTheProjectIsNeverDrawn() throws {
        let secret = try temporaryFolder("hostile-secret").appendingPathComponent("id_rsa")
        let token = "-----BEGIN OPENSSH PRIVATE KEY----- hostile-token-0123456789"
        try write(token, to: secret)
        let folder = try project(["V.xib": document(imageView)])
        try link(folder.appendingPathComponent("A.xcassets/S.imageset/a.png"), to: secret.path)
        let encoded = Data(token.utf8).base64EncodedString()
        let pictures = try temporaryFolder("hostile-pictures")
        let render = run(["render", folder.path, "-o", pictures.path])
        XCTAssertEqual(render.code, 0, render.output.standardError)
        for (name, data) in allFiles(under: pictures) {
            XCTAssertFalse(String(decoding: data, as: UTF8.self).contains(encoded), "\(name) embeds the secret")
        }
        XCTAssertTrue(render.output.standardError.contains("outside"), render.output.standardError)
        let site = try temporaryFolder("hostile-site")
        let preview = run(["preview", folder.path, "-o", site.path])
        XCTAssertEqual(preview.code, 0, preview.output.standardError)
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(page.contains(encoded), "the gallery embeds the secret")
    }

    func testAnImageOverTheLimitIsNotReadThroughALink() throws {
        let folder = try project(["V.xib": document(imageView)])
        try sparseFile(folder.appendingPathComponent("big.bin"), size: 300 << 20)
        try link(folder.appendingPathComponent("A.xcassets/S.imageset/a.png"), to: "../../big.bin")
        let pictures = try temporaryFolder("hostile-pictures")
        let render = finishes("render of a 300 MB image") {
            measured("render of a linked 300 MB image", memoryLimit: 200) {
                runNib(["render", folder.path, "-o", pictures.path])
            }
        }
        XCTAssertEqual(render?.code, 0, render?.output.standardError ?? "")
        for (name, data) in allFiles(under: pictures) {
            XCTAssertLessThan(data.count, 100_000, "\(name) holds the image the limit leaves out")
        }
    }

    func testSourcesLinkedFromOutsideOrOverTheLimitAreNotRead() throws {
        let outside = try temporaryFolder("hostile-outside")
        try write("import UIKit\nclass Outside: UIView {}\n", to: outside.appendingPathComponent("Outside.swift"))
        let folder = try project([
            "V.xib": document(
                #"<view contentMode="scaleToFill" customClass="Outside" customModule="App" id="o"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
            )
        ])
        try link(
            folder.appendingPathComponent("Sources/Outside.swift"),
            to: outside.appendingPathComponent("Outside.swift").path)
        try sparseFile(folder.appendingPathComponent("huge.txt"), size: 500 << 20)
        try link(folder.appendingPathComponent("Sources/Huge.swift"), to: "../huge.txt")
        let check = finishes("check with a linked 500 MB source") {
            measured("check with a linked 500 MB source", memoryLimit: 300) {
                runNib(["check", folder.path])
            }
        }
        let errors = check?.output.standardError ?? ""
        XCTAssertTrue(errors.contains("Outside.swift is a symbolic link to"), errors)
        XCTAssertTrue(errors.contains("Huge.swift:0:0: warning: the file is 500 MiB"), errors)
        XCTAssertTrue(
            check?.output.standardOutput.contains("class Outside") ?? false,
            "the class only the outside file declares is unknown: \(check?.output.standardOutput ?? "")")
    }

    // MARK: git

    private func repository(_ files: [String: String]) throws -> URL? {
        guard let git = RenderCommand.executable(named: "git") else { return nil }
        let folder = try temporaryFolder("hostile-repository")
        for (path, text) in files { try write(text, to: folder.appendingPathComponent(path)) }
        for arguments in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "first"],
        ] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = arguments
            process.currentDirectoryURL = folder
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        }
        return folder
    }

    func testARevisionIsNeverReadAsAnOption() throws {
        guard let folder = try repository(["V.xib": document("")]) else { throw XCTSkip("git is not installed") }
        let leak = try temporaryFolder("hostile-leak").appendingPathComponent("patch")
        let file = folder.appendingPathComponent("V.xib").path
        for arguments in [
            ["diff", file, "--from=--output=\(leak.path)"],
            ["diff", file, "--from", "HEAD", "--to=--output=\(leak.path)"],
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertTrue(result.output.standardError.contains("cannot start with '-'"), result.output.standardError)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: leak.path), "git wrote a file an option named")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: leak.path + ":./V.xib"), "git wrote a file an option named")
        XCTAssertEqual(run(["diff", file, "--from", "HEAD"]).code, 0, "a real revision still works")
    }

    func testABlobOverTheLimitIsNotReadWhole() throws {
        let text = document(String(repeating: "<!-- padding -->\n", count: 4_000))
        guard let folder = try repository(["V.xib": text]) else { throw XCTSkip("git is not installed") }
        let file = folder.appendingPathComponent("V.xib").path
        guard case .failure(let failure) = DiffCommand.gitBlob(revision: "HEAD", path: file, limit: 10_000) else {
            return XCTFail("a 68 KB blob passed a 10 KB limit")
        }
        XCTAssertTrue(failure.lines[0].contains("over 10000 bytes"), "\(failure.lines)")
        guard case .success(let bytes) = DiffCommand.gitBlob(revision: "HEAD", path: file, limit: 1 << 20) else {
            return XCTFail("the blob under the limit was not read")
        }
        XCTAssertEqual(bytes.count, text.utf8.count)
    }

    // MARK: Without end

    func testANibDrawnInsideItselfEndsWithAWarning() throws {
        let inner = (0..<5).map { index in
            #"<view contentMode="scaleToFill" customClass="V" translatesAutoresizingMaskIntoConstraints="NO" id="v\#(index)"><rect key="frame" x="\#(index * 40)" y="0" width="40" height="40"/></view>"#
        }.joined(separator: "\n")
        let folder = try project(["V.xib": document(inner, owner: #"customClass="V""#)])
        let pictures = try temporaryFolder("hostile-pictures")
        let render = finishes("render of a nib inside itself") {
            measured("render of a nib inside itself", memoryLimit: 200) {
                runNib(["render", folder.path, "-o", pictures.path])
            }
        }
        XCTAssertEqual(render?.code, 0)
        let errors = render?.output.standardError ?? ""
        XCTAssertTrue(errors.contains("V.xib:"), errors)
        XCTAssertTrue(errors.contains("is inside the nib of V (V → V)"), errors)
        for (name, data) in allFiles(under: pictures) {
            XCTAssertLessThan(data.count, 1 << 20, "\(name) is \(data.count) bytes")
        }
    }

    func testLinkLoopsInAnAssetCatalogEnd() throws {
        let folder = try project(["V.xib": document(imageView)])
        let catalog = folder.appendingPathComponent("A.xcassets")
        try link(catalog.appendingPathComponent("one"), to: ".")
        try link(catalog.appendingPathComponent("two"), to: ".")
        try write("{}", to: catalog.appendingPathComponent("S.imageset/Contents.json"))
        let pictures = try temporaryFolder("hostile-pictures")
        let site = try temporaryFolder("hostile-site")
        for arguments in [
            ["check", folder.path], ["render", folder.path, "-o", pictures.path],
            [
                "preview", folder.path, "-o", site.path,
            ],
        ] {
            let result = finishes("nib \(arguments[0]) with link loops") { runNib(arguments) }
            XCTAssertNotNil(result, "\(arguments)")
        }
    }

    func testAnExcludePatternMatchesInLinearTime() throws {
        let name = String(repeating: "a", count: 60) + ".xib"
        let folder = try project([
            name: document(""), ".nibcheck.yml": "exclude: [\"*a*a*a*a*a*a*a*a*a*a*a*a*z\"]\n",
        ])
        let result = finishes("an exponential glob") { runNib(["check", folder.path]) }
        XCTAssertEqual(result?.code, 0, result?.output.standardError ?? "")
        XCTAssertTrue(result?.output.standardError.contains("checked 1 document") ?? false)
    }

    // MARK: Crashes

    private func projectFile(groups: String, mainGroup: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
        \(groups)
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = V.swift; sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = \(mainGroup); targets = (T1); };
            };
            rootObject = R1;
        }
        """
    }

    func testProjectGroupsInACycleOrNestedDeepEndInAWarning() throws {
        let cycle = projectFile(
            groups: """
                        G1 = {isa = PBXGroup; children = (G2, F1); path = One; sourceTree = "<group>"; };
                        G2 = {isa = PBXGroup; children = (G1); path = Two; sourceTree = "<group>"; };
                """, mainGroup: "G1")
        let folder = try project([
            "V.xib": document(""), "App.xcodeproj/project.pbxproj": cycle, "One/V.swift": "class V {}\n",
        ])
        let result = finishes("check of a project whose groups form a cycle") { runNib(["check", folder.path]) }
        XCTAssertTrue(
            result?.output.standardError.contains("is inside itself: its enclosing groups form a cycle") ?? false,
            result?.output.standardError ?? "")
        XCTAssertTrue(result?.output.standardError.contains("project.pbxproj:") ?? false)

        let depth = 60_000
        let deep = (0..<depth).map { index in
            "        G\(index) = {isa = PBXGroup; children = (\(index + 1 < depth ? "G\(index + 1)" : "F1")); path = d; sourceTree = \"<group>\"; };"
        }.joined(separator: "\n")
        try write(
            projectFile(groups: deep, mainGroup: "G0"),
            to: folder.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        let nested = finishes("check of 60,000 nested groups") { runNib(["check", folder.path]) }
        XCTAssertTrue(
            nested?.output.standardError.contains("is nested more than 2048 groups deep") ?? false,
            nested?.output.standardError ?? "")
        let site = try temporaryFolder("hostile-site")
        XCTAssertNotNil(
            finishes("preview of 60,000 nested groups") { runNib(["preview", folder.path, "-o", site.path]) })
    }

    func testNumbersTooLargeForAnIntegerAreDrawn() throws {
        let huge = #"""
            <label text="Huge" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="1e19" y="-1e300" width="9.3e18" height="1e19"/><fontDescription key="fontDescription" type="system" pointSize="1e19"/></label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="r"><rect key="frame" x="0" y="0" width="10" height="10"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="1e19"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></view>
            """#
        let folder = try project(["V.xib": document(huge, rootAttributes: ""), "W.xib": document("")])
        let pictures = try temporaryFolder("hostile-pictures")
        let site = try temporaryFolder("hostile-site")
        XCTAssertEqual(run(["render", folder.path, "-o", pictures.path]).code, 0)
        XCTAssertEqual(run(["preview", folder.path, "-o", site.path]).code, 0)
        let old = folder.appendingPathComponent("W.xib").path
        let new = folder.appendingPathComponent("V.xib").path
        for format in ["text", "json", "svg", "html"] {
            XCTAssertEqual(run(["diff", old, new, "--format", format]).code, 1, format)
        }
    }

    // MARK: Writing over the project

    func testNoOutputReplacesAFileTheCheckReadsOrAProjectFile() throws {
        let folder = try project([
            "App/V.xib": document(""), ".nibcheck.yml": "baseline: nib-baseline.json\n", "README.md": "# App\n",
            "Podfile": "pod 'A'\n", ".gitattributes": "*.xib diff=nib\n", "Package.resolved": "{}\n",
        ])
        let app = folder.appendingPathComponent("App").path
        XCTAssertEqual(
            run(["check", app, "--write-baseline", folder.appendingPathComponent("nib-baseline.json").path]).code, 0)
        let before = allFiles(under: folder)
        for target in [".nibcheck.yml", "nib-baseline.json", "README.md", "Podfile", ".gitattributes"] {
            let result = run(["check", app, "--output", folder.appendingPathComponent(target).path])
            XCTAssertEqual(result.code, 2, "--output \(target): \(result.output.standardError)")
        }
        for target in [".nibcheck.yml", "README.md", "Podfile", ".gitattributes", "Package.resolved", "App/V.xib"] {
            let result = run(["check", app, "--write-baseline", folder.appendingPathComponent(target).path])
            XCTAssertEqual(result.code, 2, "--write-baseline \(target): \(result.output.standardError)")
            XCTAssertTrue(
                result.output.standardError.contains("cannot write the baseline"), result.output.standardError)
        }
        XCTAssertEqual(allFiles(under: folder), before, "no file of the project was replaced")
        // The baseline itself may be written again, and a new one made.
        XCTAssertEqual(
            run(["check", app, "--write-baseline", folder.appendingPathComponent("nib-baseline.json").path]).code, 0)
        XCTAssertEqual(
            run(["check", app, "--write-baseline", folder.appendingPathComponent("second.json").path]).code, 0)
    }

    func testAConfigurationNamesOnlyPathsInsideItsProject() throws {
        for (key, value) in [
            ("baseline", "../../../../../../../../etc/passwd"), ("baseline", "/etc/passwd"), ("sources", "../.."),
        ] {
            let folder = try project([
                "V.xib": document(""), ".nibcheck.yml": "\(key): \(key == "sources" ? "[\(value)]" : value)\n",
            ])
            let result = run(["check", folder.path])
            XCTAssertEqual(result.code, 2, "\(key): \(value)")
            let errors = result.output.standardError
            XCTAssertTrue(errors.contains("inside its project"), errors)
            XCTAssertFalse(errors.contains("--write-baseline"), "suggests writing outside the project: \(errors)")
        }
        let folder = try project(["V.xib": document("")])
        try link(folder.appendingPathComponent(".nibcheck.yml"), to: "/etc/passwd")
        let linked = run(["check", folder.path])
        XCTAssertEqual(linked.code, 2)
        XCTAssertTrue(linked.output.standardError.contains("outside"), linked.output.standardError)
        XCTAssertFalse(linked.output.standardError.contains("root:"), "the linked file was read")
    }

    func testPreviewAndRenderNeverWriteIntoTheProjectOrOverAPicture() throws {
        let folder = try project([
            "index.html": "<p>the project's page</p>", "A/Main.xib": document(""), "B/Main.xib": document(""),
        ])
        let before = allFiles(under: folder)
        XCTAssertEqual(run(["preview", folder.path, "-o", folder.path]).code, 2)
        XCTAssertEqual(run(["render", folder.path, "-o", folder.appendingPathComponent("pictures").path]).code, 2)
        XCTAssertEqual(allFiles(under: folder), before)
        let pictures = try temporaryFolder("hostile-pictures")
        let render = run(["render", folder.path, "-o", pictures.path])
        XCTAssertEqual(render.code, 0, render.output.standardError)
        let written = render.output.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(written.count, 2)
        XCTAssertEqual(Set(written).count, 2, "each document's picture has its own file: \(written)")
        XCTAssertEqual(
            written.map { ($0 as NSString).lastPathComponent.prefix(7) }.sorted(), ["A-Main-", "B-Main-"])
        // A picture is never written through a link the folder holds.
        let target = try temporaryFolder("hostile-target").appendingPathComponent("bashrc")
        try write("export PATH=/usr/bin\n", to: target)
        let name = (written[0] as NSString).lastPathComponent
        let trap = try temporaryFolder("hostile-pictures")
        try link(trap.appendingPathComponent(name), to: target.path)
        XCTAssertEqual(run(["render", folder.path, "-o", trap.path]).code, 2)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "export PATH=/usr/bin\n")
    }

    // MARK: Forged lines

    func testTextADocumentControlsCannotForgeLines() throws {
        let forged = "V&#10;V.xib:1:1: error: forged&#10;::error::forged"
        let folder = try project([
            "V.xib": document(
                #"<view contentMode="scaleToFill" customClass="\#(forged)" customModule="App" customModuleProvider="target" userLabel="\#(forged)" id="f"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
                owner: #"customClass="\#(forged)" customModule="App" customModuleProvider="target""#),
            "W.xib": document(""),
        ])
        let file = folder.appendingPathComponent("V.xib").path
        let outputs = [
            run(["check", folder.path]).output.standardOutput,
            run(["diff", folder.appendingPathComponent("W.xib").path, file]).output.standardOutput,
            run(["diff", "--textconv", file]).output.standardOutput,
        ]
        for output in outputs {
            XCTAssertFalse(output.isEmpty)
            for line in output.split(separator: "\n") {
                XCTAssertFalse(line.hasPrefix("V.xib:1:1") || line.hasPrefix("::error::"), "forged: \(output)")
            }
            XCTAssertTrue(output.contains("\\nV.xib:1:1: error: forged"), output)
        }
    }
}
