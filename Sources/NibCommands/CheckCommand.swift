import ArgumentParser
import Foundation
import NibCheck
import NibReport

/// `nib check PATH...`: the documents under the paths checked against their project's sources.
struct CheckCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the crashes of nib loading before the app runs: outlets, actions, classes, runtime attributes.",
        discussion: """
            Checks every .xib and .storyboard under the paths against the Swift and Objective-C sources of their \
            project (the nearest folder above each path holding a Package.swift, an .xcodeproj or a .git, unless \
            --sources names others). Exit status: 0 when nothing is an error, 1 when a finding is, 2 on usage errors \
            or unreadable paths. Rules: nib check --list-rules.
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

    var readLocations: ReadLocations { ReadLocations(inputs: paths + sourceRoots) }

    func execute(output: inout some CommandOutput) -> Int32 {
        if listRules {
            for rule in CheckRule.all {
                output.write("\(rule.id) (\(rule.severity.rawValue)): \(rule.summary)\n  \(rule.explanation)\n")
                output.write("  Fix: \(rule.fix)\n\n")
            }
            return 0
        }
        let roots = sourceRoots.isEmpty ? Array(Set(paths.map(ProjectChecker.projectRoot(of:)))).sorted() : sourceRoots
        for root in sourceRoots where !FileManager.default.fileExists(atPath: root) {
            output.writeErrorLine("error: no such file or directory: \(root)")
            return 2
        }
        let checker: ProjectChecker
        do {
            checker = try ProjectChecker(paths: paths, sourceRoots: roots)
        } catch {
            output.writeErrorLine("error: \(error)")
            return 2
        }
        let findings = checker.check()
        let summary = CheckReport.Summary(
            documents: checker.documents.count, sourceFiles: checker.sourceFileCount, findings: findings)
        switch format {
        case .xcode:
            output.write(CheckReport.xcode(findings))
            output.writeErrorLine(summary.line)
        case .github:
            output.write(CheckReport.github(findings))
            output.writeErrorLine(summary.line)
        case .json:
            guard writeJSON(CheckReport.JSON(summary: summary, findings: findings), to: &output) else { return 2 }
        case .sarif:
            let root = FileManager.default.currentDirectoryPath
            guard writeJSON(SARIFReport(findings: findings, root: root), to: &output) else { return 2 }
        }
        return summary.errors > 0 ? 1 : 0
    }
}
