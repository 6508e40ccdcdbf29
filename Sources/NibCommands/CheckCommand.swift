import ArgumentParser
import Foundation
import NibCheck
import NibDecoding
import NibFiles
import NibReport

/// `nib check PATH...`: the documents under the paths checked against their project's sources.
struct CheckCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the crashes of nib loading before the app runs: outlets, actions, classes, runtime attributes.",
        discussion: """
            Checks every .xib and .storyboard under the paths (default: the current folder) against the Swift and \
            Objective-C sources of their project: the repository the path is in (the nearest folder above it holding \
            a .git), else the nearest holding an .xcodeproj or an .xcworkspace, else a Package.swift; --sources adds \
            more. Modules come from its Package.swift and Xcode targets and --module NAME=PATH. A configuration \
            file, the nearest .nibcheck.yml at or above the first path up to the project's folder, or --config, \
            turns rules off or changes their severity, excludes paths, adds source folders and names a baseline; a baseline \
            (--write-baseline, then --baseline) holds back the findings a project has accepted. Exit status: 0 when \
            nothing is an error, 1 when a finding is, 2 on usage errors, unreadable paths or a bad configuration. \
            Rules: nib check --list-rules.
            """
    )

    /// The report format (`--format`).
    enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case xcode, json, sarif, github
    }

    @Argument(
        help: "Files or directories (searched recursively for .xib and .storyboard files); default: the current one.")
    var paths: [String] = []

    @Option(
        help: """
            Output format: xcode (path:line:col: error: message [rule]), json (docs/JSON.md), sarif (SARIF 2.1.0), \
            or github (GitHub Actions annotations).
            """)
    var format: Format = .xcode

    @Option(
        name: .customLong("sources"),
        help: """
            A folder (or file) of more Swift and Objective-C sources to read, beside the project's own (a \
            dependency's); repeat for several. The configuration's sources: adds the same way.
            """)
    var sourceRoots: [String] = []

    @Option(
        name: .customLong("module"),
        help:
            "NAME=PATH: the sources and documents under PATH form module NAME (beside Package.swift and Xcode targets)."
    )
    var moduleMappings: [String] = []

    @Option(
        help: "The configuration file (default: the nearest .nibcheck.yml at or above the path, up to the project's).")
    var config: String?

    @Option(help: "A baseline file: findings it holds are not reported (default: the configuration's baseline).")
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: "Write every finding to this baseline file, so that later runs report only new ones, and exit 0.")
    var writeBaseline: String?

    @Flag(help: "List the rules with their explanation and fix, and exit.")
    var listRules = false

    @Option(
        name: .customLong("findings-per-rule"),
        help: """
            The most findings of one rule reported for one document, then a note counting the rest (default: 100; 0 \
            reports every one). The summary, the exit status and --write-baseline count them all.
            """)
    var findingsPerRule = CheckReport.findingsPerRuleAndDocument

    @OptionGroup var report: ReportFile
    var outputPath: String? { report.path }

    init() {}

    mutating func validate() throws {
        if paths.isEmpty { paths = ["."] }
        if findingsPerRule < 0 { throw ValidationError("--findings-per-rule takes 0 (every finding) or more") }
    }

    /// `finding` with the paths inside the current folder, which the sources are read by, written relative to it, as
    /// the paths given on the command line are.
    private static func relativeToCurrentFolder(_ finding: CheckFinding) -> CheckFinding {
        let folder = FileManager.default.currentDirectoryPath
        var relative = finding
        relative.file = relativePath(finding.file, to: folder)
        // Messages name the sources they quote by the paths the index read.
        relative.message = relative.message.replacingOccurrences(
            of: folder.hasSuffix("/") ? folder : folder + "/", with: "")
        return relative
    }

    /// On a terminal, a line that counts the documents checked, rewritten in place.
    private static func progress(of total: Int) -> @Sendable (Int) -> Void {
        { done in
            let line = "\rchecking \(done)/\(total)\u{1B}[K"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// The largest configuration file read, in bytes: a configuration is a few hundred, and reading YAML costs up to
    /// its size times the depth of its keys.
    static let maximumConfigurationSize = 64 << 10
    /// The largest baseline read, in bytes.
    static let maximumBaselineSize = 64 << 20

    /// The configuration a run uses and where it came from.
    struct LoadedConfiguration {
        var configuration = CheckConfiguration()
        /// The configuration file, whether or not it exists.
        var file: String
        /// The folder the configuration's paths are relative to.
        var folder: String
        /// The project the configuration belongs to, which its paths must stay inside.
        var project: String
        /// The baseline the configuration names, inside the project.
        var baseline: String? { configuration.baseline.map { "\(folder)/\($0)" } }
    }

    var readLocations: ReadLocations {
        let loaded = try? loadConfiguration()
        return ReadLocations(
            inputs: paths + sourceRoots,
            files: [loaded?.file ?? config, baseline, loaded?.baseline].compactMap { $0 })
    }

    /// What `--write-baseline` never replaces: the inputs, the configuration, the projects' own files.
    private var baselineLocations: ReadLocations {
        ReadLocations(
            inputs: paths + sourceRoots, files: [(try? loadConfiguration())?.file ?? config].compactMap { $0 })
    }

    /// The configuration: `--config`, or the nearest `.nibcheck.yml` at or above the first path, up to its project's
    /// root (the repository's, when there is one), or none. Either is read only inside the project checked, and the
    /// paths it names must lie inside the project it belongs to.
    private func loadConfiguration() throws -> LoadedConfiguration {
        let projectRoot = ProjectChecker.projectRoot(of: paths.first ?? ".")
        let path = config ?? Self.nearestConfiguration(from: paths.first ?? ".", upTo: projectRoot)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var loaded = LoadedConfiguration(
            file: path, folder: folder, project: config == nil ? projectRoot : ProjectChecker.projectRoot(of: folder))
        if let config { try Self.confine(config, named: "--config", to: projectRoot) }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(
                of: path, limit: Self.maximumConfigurationSize, inside: FolderBoundary(projectRoot))
        } catch {
            if config == nil, case .missing = error { return loaded }
            throw ValidationError("cannot read the configuration file \(path): \(error.description)")
        }
        let configuration = try ConfigurationFile.read(String(decoding: bytes, as: UTF8.self), path: path)
        let named =
            configuration.sources.map { ("sources", $0) }
            + configuration.modules.values.sorted().map { ("modules", $0) }
            + (configuration.baseline.map { [("baseline", $0)] } ?? [])
        for (key, value) in named {
            if let reason = Self.outside(value, relativeTo: folder, project: loaded.project) {
                throw ValidationError(
                    "\(path): \(key) '\(value)' \(reason), and a configuration names only paths inside its project "
                        + "(\(loaded.project)); name a path inside it, or give the folder on the command line "
                        + "(--sources, --module, --baseline)")
            }
        }
        loaded.configuration = configuration
        return loaded
    }

    /// The nearest `.nibcheck.yml` in the folder of `path` or above it, up to `project`; where the project's own would
    /// be when there is none.
    static func nearestConfiguration(from path: String, upTo project: String) -> String {
        let project = StandardPath.of(project)
        var folder = StandardPath.of(path)
        var isFolder: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
            folder = (folder as NSString).deletingLastPathComponent
        }
        while folder.hasPrefix(project == "/" ? "/" : project + "/") || folder == project {
            let candidate = (folder == "/" ? "" : folder) + "/.nibcheck.yml"
            if case .success = FileStatus.of(candidate) { return candidate }
            if folder == project { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return (project == "/" ? "" : project) + "/.nibcheck.yml"
    }

    /// Throws unless `path`, the file an option names, is inside `project`: a file named `--config=x.xib` in a pull
    /// request, or a workflow's input, must not make nib read (and quote) a file elsewhere on the machine.
    private static func confine(_ path: String, named option: String, to project: String) throws {
        guard let reason = outside(path, project: project) else { return }
        throw UsageFailure(
            message: "\(option) \(path) \(reason) (\(project)), and nib check reads \(option) only inside the "
                + "project it checks; move the file into the project, or check the project that holds it")
    }

    /// Why `value`, a path in a configuration, is not inside `project`, or nil when it is.
    private static func outside(_ value: String, relativeTo folder: String, project: String) -> String? {
        if value.hasPrefix("/") || value.hasPrefix("~") { return "is not relative to the configuration's folder" }
        return outside("\(folder)/\(value)", project: project)
    }

    /// Why `path` is not inside `project`, or nil when it is.
    private static func outside(_ path: String, project: String) -> String? {
        let path = StandardPath.of(path)
        let root = StandardPath.of(project)
        guard path == root || path.hasPrefix(root == "/" ? root : root + "/") else {
            return "leads outside the project"
        }
        if FolderBoundary.realPath(of: path) != nil, FolderBoundary(project).resolve(path) == nil {
            return "leads outside the project through a symbolic link"
        }
        return nil
    }

    func execute(output: inout some CommandOutput) -> Int32 {
        if listRules {
            output.write(Self.ruleList())
            return 0
        }
        do {
            let loaded = try loadConfiguration()
            let checker = try makeChecker(loaded, output: &output)
            let total = checker.documents.count
            let showsProgress = isatty(STDERR_FILENO) == 1 && outputPath == nil && total > 20
            var findings = loaded.configuration.apply(
                to: checker.check(progress: showsProgress ? Self.progress(of: total) : nil)
            ).map(Self.relativeToCurrentFolder)
            if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            if let writeBaseline {
                return write(baseline: findings, to: writeBaseline, output: &output)
            }
            var accepted = 0
            if let baselinePath = baseline ?? loaded.baseline {
                // A baseline named here must be in the project checked; the configuration's, in the configuration's.
                let project = baseline != nil ? ProjectChecker.projectRoot(of: paths.first ?? ".") : loaded.project
                if baseline != nil { try Self.confine(baselinePath, named: "--baseline", to: project) }
                (findings, accepted) = try Self.readBaseline(baselinePath, project: project)
                    .filter(findings, relativeTo: URL(fileURLWithPath: baselinePath).deletingLastPathComponent().path)
            }
            let summary = CheckReport.Summary(
                documents: checker.documents.count, sourceFiles: checker.sourceFileCount, findings: findings)
            guard report(findings, summary: summary, accepted: accepted, to: &output) else { return 2 }
            return summary.errors > 0 ? 1 : 0
        } catch let mistake as ConfigurationFile.Mistake {
            output.writeErrorLine(mistake.description)
            return 2
        } catch let failure as UsageFailure {
            output.writeErrorLine("error: \(failure.message)")
            return 2
        } catch {
            output.writeErrorLine("error: \(error)")
            return 2
        }
    }

    /// A problem with the command's arguments or files, reported as `error: message` with exit status 2.
    private struct UsageFailure: Error {
        var message: String
    }

    /// Every rule with its explanation and fix, as `--list-rules` prints them.
    private static func ruleList() -> String {
        CheckRule.all.map { rule in
            "\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n  \(rule.explanation)\n  Fix: \(rule.fix)\n\n"
        }.joined()
    }

    /// The checker of the paths, with the sources and modules the configuration and the options add; says which
    /// sources the index could not read (too large, unreadable), whose classes would otherwise look missing.
    private func makeChecker(
        _ loaded: LoadedConfiguration, output: inout some CommandOutput
    ) throws -> ProjectChecker {
        let configuration = loaded.configuration
        let configurationFolder = loaded.folder
        let added = sourceRoots + configuration.sources.map { "\(configurationFolder)/\($0)" }
        for root in added where !FileManager.default.fileExists(atPath: root) {
            throw UsageFailure(message: "no such file or directory: \(root)")
        }
        var modules = configuration.modules.mapValues { "\(configurationFolder)/\($0)" }
        for mapping in moduleMappings {
            let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageFailure(message: "--module takes NAME=PATH, not '\(mapping)'")
            }
            modules[parts[0]] = parts[1]
        }
        let roots = added + paths.map(ProjectChecker.projectRoot(of:))
        let excludes = configuration.exclusion()
        var checker = try ProjectChecker(paths: paths, sourceRoots: roots, modules: modules) { document in
            excludes(relativePath(document, to: configurationFolder))
        }
        checker.loaders = configuration.loaders
        checker.laysOutDocuments = ![CheckRule.ambiguousLayout.id, CheckRule.unsatisfiableConstraints.id].allSatisfy(
            configuration.turnsOff)
        for diagnostic in checker.sourceDiagnostics { output.writeErrorLine(diagnostic.description) }
        return checker
    }

    /// The baseline at `path`, read only inside `project`.
    private static func readBaseline(_ path: String, project: String) throws -> CheckBaseline {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(of: path, limit: maximumBaselineSize, inside: FolderBoundary(project))
        } catch {
            var message = "cannot read the baseline \(path): \(error.description)"
            if case .missing = error, outside(path, project: project) == nil {
                message += "; write it with --write-baseline \(path)"
            }
            throw UsageFailure(message: message)
        }
        guard let known = try? JSONDecoder().decode(CheckBaseline.self, from: Data(bytes)) else {
            throw UsageFailure(
                message: "\(path) is not a nib check baseline (JSON with version and findings); name the baseline "
                    + "file that --write-baseline wrote")
        }
        return known
    }

    /// Writes the findings in the report's format, with the summary line (and how many the baseline held back) on
    /// standard error for the text formats; false when the JSON cannot be encoded.
    private func report(
        _ findings: [CheckFinding], summary: CheckReport.Summary, accepted: Int, to output: inout some CommandOutput
    ) -> Bool {
        let acceptedNote = accepted > 0 ? " (\(accepted) more in the baseline)" : ""
        let findings = CheckReport.limited(findings, perRuleAndDocument: findingsPerRule)
        switch format {
        case .xcode:
            output.write(CheckReport.xcode(findings))
            output.writeErrorLine(summary.line + acceptedNote)
        case .github:
            output.write(CheckReport.github(findings))
            output.writeErrorLine(summary.line + acceptedNote)
        case .json:
            return writeJSON(CheckReport.JSON(summary: summary, findings: findings), to: &output)
        case .sarif:
            return writeJSON(SARIFReport(findings: findings), to: &output)
        }
        return true
    }

    /// Writes every finding to the baseline file `path`: a new file, or one that already holds a baseline, never a
    /// file the check reads or one of the project's own; the exit code.
    private func write(baseline findings: [CheckFinding], to path: String, output: inout some CommandOutput) -> Int32 {
        if case .success(let status) = FileStatus.of(path) {
            let earlier = try? FileReader.contents(of: path, limit: Self.maximumBaselineSize)
            guard status.kind == .regular, let earlier,
                (try? JSONDecoder().decode(CheckBaseline.self, from: Data(earlier))) != nil
            else {
                output.writeErrorLine(
                    "error: cannot write the baseline \(path): it exists and is not a baseline, and --write-baseline "
                        + "writes only a new file or over an earlier baseline; name a new file such as "
                        + ".nibcheck-baseline.json")
                return 2
            }
        }
        let baseline = CheckBaseline(
            findings: findings, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        do {
            var data = try JSONReport.encoder.encode(baseline)
            data.append(contentsOf: Array("\n".utf8))
            try OutputFile.save(
                bytes: Array(data), to: path, protecting: baselineLocations, purpose: .baseline, label: "the baseline")
        } catch let failure as OutputFile.Failure {
            output.writeErrorLine("error: \(failure.description)")
            return 2
        } catch {
            output.writeErrorLine("error: cannot write the baseline: \(error)")
            return 2
        }
        output.writeErrorLine("wrote \(findings.count) findings to the baseline \(path)")
        return 0
    }
}
