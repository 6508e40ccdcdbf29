import ArgumentParser
import Foundation
import NibCheck
import NibDecoding
import NibReport
import Yams

/// `nib check PATH...`: the documents under the paths checked against their project's sources.
struct CheckCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the crashes of nib loading before the app runs: outlets, actions, classes, runtime attributes.",
        discussion: """
            Checks every .xib and .storyboard under the paths against the Swift and Objective-C sources of their \
            project (the nearest folder above each path holding a .git, an .xcodeproj or an .xcworkspace, else a \
            Package.swift, unless --sources names others); modules come from its Package.swift and Xcode targets and \
            --module NAME=PATH. A configuration file, .nibcheck.yml in that folder or --config, turns rules off \
            or changes their severity, excludes paths, adds source folders and names a baseline; a baseline \
            (--write-baseline, then --baseline) holds back the findings a project has accepted. Exit status: 0 when \
            nothing is an error, 1 when a finding is, 2 on usage errors, unreadable paths or a bad configuration. \
            Rules: nib check --list-rules.
            """
    )

    /// The report format (`--format`).
    enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        case xcode, json, sarif, github
    }

    @Argument(help: "Files or directories (searched recursively for .xib and .storyboard files).")
    var paths: [String] = []

    @Option(
        help: """
            Output format: xcode (path:line:col: error: message [rule]), json (docs/JSON.md), sarif (SARIF 2.1.0), \
            or github (GitHub Actions annotations).
            """)
    var format: Format = .xcode

    @Option(
        name: .customLong("sources"),
        help: "A folder (or file) of Swift and Objective-C sources to check against; repeat for several.")
    var sourceRoots: [String] = []

    @Option(
        name: .customLong("module"),
        help:
            "NAME=PATH: the sources and documents under PATH form module NAME (beside Package.swift and Xcode targets)."
    )
    var moduleMappings: [String] = []

    @Option(help: "The configuration file (default: .nibcheck.yml in the project's folder, when there is one).")
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
        name: .customLong("output"),
        help: "Write the report to this file instead of standard output: replaced whole, never a file nib reads.")
    var outputPath: String?

    init() {}

    mutating func validate() throws {
        if paths.isEmpty && !listRules {
            throw ValidationError("give at least one .xib or .storyboard file or a directory")
        }
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

    var readLocations: ReadLocations {
        ReadLocations(inputs: paths + sourceRoots + [config, baseline].compactMap { $0 })
    }

    /// The configuration and the folder its paths are relative to: `--config`, or `.nibcheck.yml` in the project's
    /// folder, or none.
    private func configuration(projectRoot: String) throws -> (CheckConfiguration, folder: String) {
        let path = config ?? "\(projectRoot)/.nibcheck.yml"
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let data = FileManager.default.contents(atPath: path) else {
            if config != nil { throw ValidationError("cannot read the configuration file \(path)") }
            return (CheckConfiguration(), folder)
        }
        do {
            let configuration = try YAMLDecoder().decode(
                CheckConfiguration.self, from: String(decoding: data, as: UTF8.self))
            if let unknown = configuration.unknownRules.first {
                throw ValidationError(
                    "\(path): no rule is named '\(unknown)' (nib check --list-rules lists them)")
            }
            return (configuration, folder)
        } catch let error as ValidationError {
            throw error
        } catch {
            throw ValidationError(
                "\(path): not a valid configuration (\(error)); it takes rules: {id: off|error|warning|note}, "
                    + "exclude: [globs], sources: [folders], baseline: file, modules: {name: folder}")
        }
    }

    func execute(output: inout some CommandOutput) -> Int32 {
        if listRules {
            for rule in CheckRule.all {
                output.write("\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n  \(rule.explanation)\n")
                output.write("  Fix: \(rule.fix)\n\n")
            }
            return 0
        }
        let projectRoot = ProjectChecker.projectRoot(of: paths[0])
        let configuration: CheckConfiguration
        let configurationFolder: String
        do {
            (configuration, configurationFolder) = try self.configuration(projectRoot: projectRoot)
        } catch {
            output.writeErrorLine("error: \(error)")
            return 2
        }
        var roots = sourceRoots.isEmpty ? Array(Set(paths.map(ProjectChecker.projectRoot(of:)))).sorted() : sourceRoots
        roots += configuration.sources.map { "\(configurationFolder)/\($0)" }
        for root in roots where !FileManager.default.fileExists(atPath: root) {
            output.writeErrorLine("error: no such file or directory: \(root)")
            return 2
        }
        var modules = configuration.modules.mapValues { "\(configurationFolder)/\($0)" }
        for mapping in moduleMappings {
            let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                output.writeErrorLine("error: --module takes NAME=PATH, not '\(mapping)'")
                return 2
            }
            modules[parts[0]] = parts[1]
        }
        var checker: ProjectChecker
        do {
            checker = try ProjectChecker(paths: paths, sourceRoots: roots, modules: modules) { document in
                configuration.excludes(relativePath(document, to: configurationFolder))
            }
        } catch {
            output.writeErrorLine("error: \(error)")
            return 2
        }
        checker.laysOutDocuments = !["ambiguous-layout", "unsatisfiable-constraints"].allSatisfy(
            configuration.turnsOff)
        // Sources the index could not read (too large, unreadable) are not judged: say so, or their classes look
        // missing for no reason.
        for diagnostic in checker.sourceDiagnostics { output.writeErrorLine(diagnostic.description) }
        let total = checker.documents.count
        let showsProgress = isatty(STDERR_FILENO) == 1 && outputPath == nil && total > 20
        var findings = configuration.apply(to: checker.check(progress: showsProgress ? Self.progress(of: total) : nil))
            .map(Self.relativeToCurrentFolder)
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        if let writeBaseline {
            // The baseline belongs in the project, beside what it reads, but is never a document or a source.
            let url = URL(fileURLWithPath: writeBaseline)
            guard !ReadLocations.projectFileExtensions.contains(url.pathExtension.lowercased()) else {
                output.writeErrorLine(
                    "error: the baseline \(writeBaseline) would replace one of the project's documents, sources or "
                        + "project files; name a .json file")
                return 2
            }
            do {
                let baseline = CheckBaseline(findings: findings, relativeTo: url.deletingLastPathComponent().path)
                var data = try JSONReport.encoder.encode(baseline)
                data.append(contentsOf: Array("\n".utf8))
                try data.write(to: url, options: .atomic)
            } catch {
                output.writeErrorLine("error: cannot write the baseline: \(error)")
                return 2
            }
            output.writeErrorLine("wrote \(findings.count) findings to the baseline \(writeBaseline)")
            return 0
        }
        var accepted = 0
        if let baselinePath = baseline ?? configuration.baseline.map({ "\(configurationFolder)/\($0)" }) {
            guard let data = FileManager.default.contents(atPath: baselinePath),
                let known = try? JSONDecoder().decode(CheckBaseline.self, from: data)
            else {
                output.writeErrorLine(
                    "error: cannot read the baseline \(baselinePath); write one with --write-baseline \(baselinePath)")
                return 2
            }
            let folder = URL(fileURLWithPath: baselinePath).deletingLastPathComponent().path
            (findings, accepted) = known.filter(findings, relativeTo: folder)
        }
        let summary = CheckReport.Summary(
            documents: checker.documents.count, sourceFiles: checker.sourceFileCount, findings: findings)
        let acceptedNote = accepted > 0 ? " (\(accepted) more in the baseline)" : ""
        switch format {
        case .xcode:
            output.write(CheckReport.xcode(findings))
            output.writeErrorLine(summary.line + acceptedNote)
        case .github:
            output.write(CheckReport.github(findings))
            output.writeErrorLine(summary.line + acceptedNote)
        case .json:
            guard writeJSON(CheckReport.JSON(summary: summary, findings: findings), to: &output) else { return 2 }
        case .sarif:
            guard writeJSON(SARIFReport(findings: findings), to: &output) else { return 2 }
        }
        return summary.errors > 0 ? 1 : 0
    }
}
