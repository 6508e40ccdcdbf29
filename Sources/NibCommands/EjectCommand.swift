import ArgumentParser
import Foundation
import NibCheck
import NibDecoding
import NibEject
import NibModel

/// `nib eject DOC... -o DIR`: each document's top-level views as Swift classes that build them in code.
struct EjectCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract:
            "Turn the views of .xib files and storyboards into UIKit, AppKit or SwiftUI code that builds them.",
        discussion: """
            One file per top-level view, cell, scene root and prototype cell, named after its class (File's Owner's \
            class for an owner nib, <Controller>View for a scene). What the code cannot say becomes a warning with \
            the document's line and a // TODO at its place. --verify builds the code on this machine against \
            NibUIKit (NibAppKit for macOS documents), lays each class out at its design size and compares every \
            view's frame with the document's layout. --swiftui writes SwiftUI views instead (not verified). The \
            folder must not be inside an input. \
            Exit status: 0 when every document was ejected (and verified), 1 when one was not, 2 on usage errors.
            """
    )

    @OptionGroup var inputs: DocumentPaths
    var paths: [String] { inputs.paths }

    /// The folder the Swift files are written into (`-o`).
    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the Swift files into.")
    var output: String

    /// Whether the files also build on Linux against NibUIKit (`--linux-testable`).
    @Flag(help: "Import NibUIKit where UIKit is not available, so that the files build and lay out on Linux.")
    var linuxTestable = false

    /// Whether to build, lay out and compare the code (`--verify`); implies `--linux-testable`.
    @Flag(help: "Build the code against NibUIKit, lay it out and compare every frame with the document's.")
    var verify = false

    /// Whether to write SwiftUI views instead (`--swiftui`).
    @Flag(help: "Write each view as a SwiftUI view (stacks, text, buttons, images), saying what it leaves out.")
    var swiftui = false

    /// Where the verification package is kept between runs (`--verify-folder`).
    @Option(
        help: """
            A folder of your own for the verification package, kept for faster later runs (default: a new private \
            one for each run).
            """)
    var verifyFolder: String?

    /// The longest `--verify`'s build may take (`--verify-time-limit`).
    @Option(help: "The longest the verification build may take, in seconds (laying out gets 120 s).")
    var verifyTimeLimit: Double = 1800

    /// NibKit's package folder (`--nibkit`), which the verification package depends on.
    @Option(help: "NibKit's package folder (default: found from this executable, or NIBKIT_PACKAGE).")
    var nibkit: String?

    var outputPath: String? { nil }

    init() {}

    func execute(output streams: inout some CommandOutput) -> Int32 {
        guard let files = documents(in: paths, output: &streams) else { return 2 }
        let locations = readLocations
        if let conflict = locations.conflict(writing: RenderCommand.resolvedFolder(output) + "/View.swift") {
            streams.writeErrorLine("error: cannot write Swift files into \(output): \(conflict)")
            return 2
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            streams.writeErrorLine("error: cannot create the folder \(output): \(error.localizedDescription)")
            return 2
        }
        if swiftui, verify || linuxTestable {
            streams.writeErrorLine(
                "error: --swiftui writes SwiftUI, which NibUIKit does not lay out: leave out --verify and --linux-testable"
            )
            return 2
        }
        let ejector = Ejector(options: EjectOptions(linuxTestable: linuxTestable || verify, swiftUI: swiftui))
        var failed = false
        var entries: [EjectHarness.Entry] = []
        var written: Set<String> = []
        var sources: [String: ProjectClassMembers] = [:]
        for file in files {
            let result = DocumentDecoder().decode(contentsOf: file)
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                streams.writeErrorLine(diagnostic.description)
            }
            guard let document = result.document else {
                failed = true
                continue
            }
            do {
                let members = projectMembers(of: document, path: file, sources: &sources)
                let ejected = try ejector.eject(document, path: file, members: members)
                for item in ejected {
                    for warning in item.warnings { streams.writeErrorLine(warning.description) }
                    let name = PictureNames.unique(item.className, among: &written)
                    let path = (output as NSString).appendingPathComponent(name + ".swift")
                    try OutputFile.save(
                        item.source, to: path, protecting: locations, followingLinks: false, label: "-o")
                    streams.writeLine(path)
                }
                entries.append(EjectHarness.Entry(path: file, document: document, files: ejected))
            } catch let error as EjectError {
                streams.writeErrorLine(error.description)
                failed = true
            } catch {
                streams.writeErrorLine("error: \(error)")
                return 2
            }
        }
        guard verify, !entries.isEmpty else { return failed ? 1 : 0 }
        let rejected = entries.flatMap { $0.files.flatMap(\.warnings) }.filter(\.rejectsValue)
        guard rejected.isEmpty else {
            streams.writeErrorLine(
                "error: --verify does not build code from documents that give values Swift cannot say "
                    + "(\(rejected.count) above, each a warning at its line): fix them in Interface Builder, or "
                    + "leave out --verify")
            return 1
        }
        return verifyEntries(entries, streams: &streams) && !failed ? 0 : 1
    }

    /// The properties the document's project classes declare for its runtime attributes, from the sources of the
    /// project the document is in (as `nib check` finds it), read once per project and only when needed.
    private func projectMembers(
        of document: IBDocument, path: String, sources: inout [String: ProjectClassMembers]
    ) -> ProjectMembers {
        var wanted: [(className: String, key: String)] = []
        document.forEachObject { object in
            guard let name = object.customClass.flatMap(ProjectMembers.className(of:)) else { return }
            for attribute in object.runtimeAttributes where !attribute.keyPath.contains(".") {
                wanted.append((name, attribute.keyPath))
            }
        }
        guard !wanted.isEmpty else { return ProjectMembers() }
        let root = ProjectChecker.projectRoot(of: path)
        // Read per project and the classes asked about, each time a document asks about others.
        let key = root + "\u{0}" + Set(wanted.map(\.className)).sorted().joined(separator: " ")
        let classes = sources[key] ?? ProjectClassMembers(sourceRoot: root, classNames: Set(wanted.map(\.className)))
        sources[key] = classes
        var types: [String: [String: String]] = [:]
        for (className, key) in wanted {
            // Two targets may declare the class: the attribute is written only when they agree.
            let declared = classes.declaredTypes(settingKey: key, on: className)
            guard let first = declared.first, let type = first, declared.allSatisfy({ $0 == type }) else { continue }
            types[className, default: [:]][key] = type
        }
        return ProjectMembers(declaredTypes: types)
    }

    /// Builds, lays out and compares; prints each difference and the `verified:` line.
    private func verifyEntries(_ entries: [EjectHarness.Entry], streams: inout some CommandOutput) -> Bool {
        guard let package = nibkit ?? Self.packageFolder() else {
            streams.writeErrorLine("error: --verify needs NibKit's package folder: give --nibkit PATH")
            return false
        }
        guard verifyTimeLimit > 0, verifyTimeLimit.isFinite else {
            streams.writeErrorLine("error: --verify-time-limit is a number of seconds above 0")
            return false
        }
        let prepared: VerificationFolder
        switch VerificationFolder.prepare(verifyFolder) {
        case .success(let folder): prepared = folder
        case .failure(let refusal):
            streams.writeErrorLine("error: \(refusal)")
            return false
        }
        let folder = prepared.path
        var verification = EjectVerification(harness: EjectHarness(folder: folder, nibKit: package))
        verification.buildTimeLimit = verifyTimeLimit
        var total = EjectVerification.Outcome()
        for batch in EjectHarness.batchesByFace(entries) {
            do {
                let outcome = try verification.run(batch)
                total.views += outcome.views
                total.same += outcome.same
                total.verifiedDocuments += outcome.verifiedDocuments
                total.differences += outcome.differences
            } catch {
                for (index, line) in error.description.split(separator: "\n").enumerated() {
                    streams.writeErrorLine(index == 0 ? "error: \(line)" : String(line))
                }
                streams.writeErrorLine("note: the verification package is \(folder)")
                return false
            }
        }
        prepared.removeIfTemporary()
        for difference in total.differences { streams.writeLine("differs: \(difference)") }
        streams.writeLine("documents: \(total.verifiedDocuments)/\(entries.count) at the same frames")
        streams.writeLine("verified: \(total.same)/\(total.views) views at the same frames")
        return total.same == total.views
    }

    /// NibKit's package folder: NIBKIT_PACKAGE, or the folder above this executable's `.build`.
    static func packageFolder() -> String? {
        if let folder = ProcessInfo.processInfo.environment["NIBKIT_PACKAGE"] { return folder }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == ".build" {
                let package = folder.deletingLastPathComponent()
                if FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) {
                    return package.path
                }
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
