import ArgumentParser
import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibReport
import NibRuntime

/// `nib instantiate PATH...`: builds each document headlessly, the way the app would, and prints what was built.
struct InstantiateCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "instantiate",
        abstract: "Instantiate .xib and .storyboard files headlessly and print the objects they build.",
        discussion: """
            File's Owner and external objects are stand-ins that accept the outlets the file declares. Every custom \
            class whose same-named nib (in the search directories) has that class as File's Owner is built, where a \
            nib places it as a plain view, as a nib-backed view, nested nibs included (a top-level view of its own \
            nib stays as archived); other unknown classes fall back to their element's class. \
            Exit status: 0 when every file instantiated, 1 when any did not, 2 on usage errors.
            """
    )

    /// The files and folders to read; folders are searched for documents.
    @OptionGroup var inputs: DocumentPaths
    var paths: [String] { inputs.paths }

    /// The folders to find nested nibs in (`--search`); empty for the inputs' folders.
    @Option(
        name: .customLong("search"),
        help: "A directory to find nested nibs in (repeatable; default: the inputs' folders).")
    var searchDirectories: [String] = []

    /// The most objects one document may create, its nested nibs' included (`--max-objects`).
    @Option(
        name: .customLong("max-objects"),
        help: "Stop a document that creates more objects than this, its nested nibs' included (default: 100000).")
    var maximumObjects = NibLoadingLimits().maximumObjects

    /// The report format (`--format`).
    @Option(help: "Output format: text (an indented tree) or json (one object per file; schema: docs/JSON.md).")
    var format: DumpCommand.Format = .text

    /// The file to write the report to instead of standard output (`--output`), if any.
    @OptionGroup var report: ReportFile
    var outputPath: String? { report.path }

    init() {}

    var readLocations: ReadLocations { ReadLocations(inputs: paths, folders: searchDirectories) }

    mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .xib or .storyboard file or a directory") }
        if maximumObjects < 1 { throw ValidationError("--max-objects must be at least 1") }
    }

    /// One file's entry in the JSON report.
    private struct FileResult: Encodable {
        var file: String
        var ok: Bool
        var diagnostics: [Diagnostic]
        var objects: [ObjectNode]
    }

    /// Does the work and returns the exit code.
    func execute(output: inout some CommandOutput) -> Int32 {
        guard let files = documents(in: paths, output: &output) else { return 2 }
        let directories =
            searchDirectories.isEmpty
            ? Array(Set(files.map { folder(of: $0) })).sorted() : searchDirectories
        let library = NibLibrary(searchDirectories: directories, bundleRoots: [])
        library.limits.maximumObjects = maximumObjects
        library.registry = Self.registry(searching: directories, library: library)
        // Nested nib-backed stand-ins load from the library of the load that creates them: this one.
        let environment = NibEnvironment(library: library)
        var results: [FileResult] = []
        var failed = false
        for file in files {
            var result = FileResult(file: file, ok: false, diagnostics: [], objects: [])
            // The diagnostics as standard error shows them, in the order of `result.diagnostics`.
            var lines: [String] = []
            let decoded = DocumentDecoder().decode(contentsOf: file)
            if let document = decoded.document {
                let owner = StandInOwner()
                var externals: [String: NibObject] = [:]
                for placeholder in document.placeholders {
                    if case .external(let identifier) = placeholder.placeholder {
                        externals[identifier] = StandInOwner()
                    }
                }
                let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
                do {
                    // Known by the path the library finds it at, as the nibs it loads are.
                    let key = (try? library.path(ofNib: name)).flatMap { Self.isSameFile($0, file) ? $0 : nil } ?? file
                    let nib = try LoadingChain.loading(key, entry: name, limits: library.limits) {
                        try NibInstantiator(
                            document: document, name: file, registry: library.registry, environment: environment
                        )
                        .instantiate(owner: owner, externalObjects: externals)
                    }
                    result.ok = true
                    result.objects = ObjectTreeReport(nib: nib, document: document).roots(
                        owner: document.filesOwner == nil ? nil : owner)
                    lines = nib.warnings.map { "warning: \($0)" }
                    result.diagnostics = nib.warnings.map {
                        Diagnostic(locatedMessage: $0, severity: .warning, file: file)
                    }
                } catch {
                    lines = ["\(file): error: \(error)"]
                    result.diagnostics = [Diagnostic(locatedMessage: "\(error)", severity: .error, file: file)]
                }
            } else {
                lines = decoded.diagnostics.map(\.description)
                result.diagnostics = decoded.diagnostics
            }
            if !result.ok { failed = true }
            for line in lines { output.writeErrorLine(line) }
            if format == .text, result.ok { output.write(ObjectTreeReport.text(result.objects, file: file) + "\n\n") }
            results.append(result)
        }
        if format == .json {
            guard writeJSON(results, to: &output) else { return 1 }
        }
        return failed ? 1 : 0
    }

    /// Registers the nib-backed stand-in under every class whose same-named nib has it as File's Owner, for the plain
    /// views (`view`, `customView`) that embed such a class: on a cell, a control, a controller or a window the class
    /// is unknown, like any other.
    /// Candidates are decoded through `library`, so their cached documents serve the loads that follow.
    /// Whether two paths name one file, however spelled (relative, `..`, through links).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        return resolved(first) == resolved(second)
    }

    static func registry(searching directories: [String], library: NibLibrary) -> ClassRegistry {
        var registry = ClassRegistry.standard
        // The documents are another app's: its classes are not compiled into this tool.
        registry.findsClassesByName = false
        let candidates =
            (try? DocumentFinder.documents(in: directories.filter { FileManager.default.fileExists(atPath: $0) })) ?? []
        for path in candidates where path.hasSuffix(".xib") {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let document = try? library.document(named: name), document.filesOwner?.customClass == name
            else { continue }
            registry.register(NibBackedStandIn.self, as: name, onlyFor: [.view, .customView])
        }
        return registry
    }
}
