import ArgumentParser
import Foundation
import NibDecoding
import NibLayout
import NibModel
import NibReport

/// `nib layout PATH...`: lays out each document with the constraint engine and compares every view's frame with
/// the one Interface Builder stored.
struct LayoutCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out .xib and .storyboard files and compare each view's frame with Interface Builder's.",
        discussion: """
            For every view: the frame computed here, the frame Interface Builder stored, and the largest difference \
            in points (both rounded to the device's pixel grid). Views IB marks misplaced or ambiguous, size-class \
            variations and views their container places in ways not known here are excluded. --summary prints the \
            agreement over all inputs and the causes of disagreement. Exit status: 0 when every file decoded, 1 when \
            any did not, 2 on usage errors.
            """
    )

    /// The files and folders to read; folders are searched for documents.
    @OptionGroup var inputs: DocumentPaths
    var paths: [String] { inputs.paths }

    /// Whether to print only the agreement line and the causes of disagreement (`--summary`).
    @Flag(help: "Print only the closing agreement line and the causes of disagreement.")
    var summary = false

    /// The report format (`--format`).
    @Option(help: "Output format: text or json (the comparisons and the summary; schema: docs/JSON.md).")
    var format: DumpCommand.Format = .text

    /// The file to write the report to instead of standard output (`--output`), if any.
    @OptionGroup var report: ReportFile
    var outputPath: String? { report.path }

    init() {}

    /// A view as a developer finds it in Interface Builder: its label, class and id (`'Title' UILabel abc-12-xyz`), each
    /// cut to 80 characters.
    static func name(of id: String, in document: IBDocument) -> String {
        guard let object = document.object(withID: id) else { return id.shortened() }
        let label = object.userLabel.map { "'\($0.shortened())' " } ?? ""
        return label + object.className(for: document.header.targetRuntime).shortened() + " " + id.shortened()
    }

    /// Does the work and returns the exit code.
    func execute(output: inout some CommandOutput) -> Int32 {
        guard let files = documents(in: paths, output: &output) else { return 2 }
        var agreement = LayoutAgreement()
        var reports: [LayoutFileReport] = []
        var failed = false
        for file in files {
            var report = LayoutFileReport(file: file)
            let decoded = DocumentDecoder().decode(contentsOf: file)
            guard let document = decoded.document else {
                failed = true
                report.ok = false
                for diagnostic in decoded.diagnostics {
                    output.writeErrorLine(diagnostic.description)
                    report.diagnostics.append(diagnostic)
                }
                reports.append(report)
                continue
            }
            let layout = DocumentLayout(document: document)
            for tree in layout.layOut() {
                for comparison in tree.comparisons(device: layout.device) {
                    agreement.add(comparison)
                    report.agreement.add(comparison)
                    report.views.append(LayoutViewReport(comparison))
                }
                report.broken += tree.system.brokenConstraints.map(\.readable)
                report.ambiguous += tree.system.ambiguousItems.map {
                    "\($0.item.id) (\($0.axes.joined(separator: ", ")))"
                }
                for item in tree.system.nonFiniteItems {
                    report.nonFinite.append(item.id)
                    let place = document.object(withID: item.id)?.location ?? tree.rootLocation
                    let warning = Diagnostic(
                        severity: .warning, file: file, line: place.line, column: place.column,
                        message: "the frame of \(Self.name(of: item.id, in: document)) is not a finite number: its"
                            + " constraints' constants or multipliers are too large; check them")
                    output.writeErrorLine(warning.description)
                    report.diagnostics.append(warning)
                }
                if let stop = tree.system.exceededWorkLimit {
                    report.stopped.append("\(tree.rootID): \(stop)")
                    let place = tree.rootLocation
                    let warning = Diagnostic(
                        severity: .warning, file: file, line: place.line, column: place.column,
                        message: "the views under \(Self.name(of: tree.rootID, in: document)): \(stop)")
                    output.writeErrorLine(warning.description)
                    report.diagnostics.append(warning)
                }
            }
            if !summary, format == .text { output.write(report.text + "\n") }
            reports.append(report)
        }
        if format == .json {
            let json = LayoutJSON(
                summary: LayoutTally(agreement), files: reports, detail: summary ? .counts : .views)
            guard writeJSON(json, to: &output) else { return 1 }
        } else {
            if summary { agreement.breakdown.forEach { output.writeLine($0) } }
            output.writeLine(agreement.summaryLine)
        }
        return failed ? 1 : 0
    }
}
