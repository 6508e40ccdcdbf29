import ArgumentParser
import Foundation
import NibDecoding
import NibLayout
import NibModel
import NibReport

/// `nib layout PATH...`: lays out each document with the constraint engine and compares every view's frame with
/// the one Interface Builder stored.
public struct LayoutCommand: OutputCommand {
    public static let configuration = CommandConfiguration(
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
    @Argument(help: "Files or directories (searched recursively for .xib and .storyboard files).")
    public var paths: [String]

    /// Whether to print only the agreement line and the causes of disagreement (`--summary`).
    @Flag(help: "Print only the closing agreement line and the causes of disagreement.")
    public var summary = false

    /// The report format (`--format`).
    @Option(help: "Output format: text or json.")
    public var format: DumpCommand.Format = .text

    /// The file to write the report to instead of standard output (`--output`), if any.
    @Option(
        name: .customLong("output"),
        help: "Write the report to this file instead of standard output: replaced whole, never a file nib reads.")
    public var outputPath: String?

    public init() {}

    public mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .xib or .storyboard file or a directory") }
    }

    /// A view as a developer finds it in Interface Builder: its label, class and id (`'Title' UILabel abc-12-xyz`).
    static func name(of id: String, in document: IBDocument) -> String {
        guard let object = document.object(withID: id) else { return id }
        let label = object.userLabel.map { "'\($0)' " } ?? ""
        return label + object.className(for: document.header.targetRuntime) + " " + id
    }

    /// Does the work and returns the exit code.
    public func execute(output: inout some CommandOutput) -> Int32 {
        guard let files = documents(in: paths, output: &output) else { return 2 }
        var agreement = LayoutAgreement()
        var reports: [LayoutFileReport] = []
        var failed = false
        for file in files {
            let decoded = DocumentDecoder().decode(contentsOf: file)
            guard let document = decoded.document else {
                failed = true
                for diagnostic in decoded.diagnostics { output.writeErrorLine(diagnostic.description) }
                reports.append(LayoutFileReport(file: file, ok: false, views: [], broken: [], ambiguous: []))
                continue
            }
            let layout = DocumentLayout(document: document)
            var report = LayoutFileReport(file: file, ok: true, views: [], broken: [], ambiguous: [])
            for tree in layout.layOut() {
                for comparison in tree.comparisons(device: layout.device) {
                    agreement.add(comparison)
                    report.views.append(LayoutViewReport(comparison))
                }
                report.broken += tree.system.brokenConstraints.map(\.readable)
                report.ambiguous += tree.system.ambiguousItems.map {
                    "\($0.item.id) (\($0.axes.joined(separator: ", ")))"
                }
                for item in tree.system.nonFiniteItems {
                    report.nonFinite.append(item.id)
                    let place = document.object(withID: item.id)?.location ?? tree.rootLocation
                    output.writeErrorLine(
                        "\(file):\(place.line):\(place.column): warning: the frame of \(Self.name(of: item.id, in: document)) is"
                            + " not a finite number: its constraints' constants or multipliers are too large; check them"
                    )
                }
                if let stop = tree.system.exceededWorkLimit {
                    report.stopped.append("\(tree.rootID): \(stop)")
                    let place = tree.rootLocation
                    output.writeErrorLine(
                        "\(file):\(place.line):\(place.column): warning: the views under"
                            + " \(Self.name(of: tree.rootID, in: document)): \(stop)")
                }
            }
            if !summary, format == .text { output.write(report.text + "\n") }
            reports.append(report)
        }
        if format == .json {
            let json = LayoutJSON(files: summary ? [] : reports, summary: agreement.summaryLine)
            guard writeJSON(json, to: &output) else { return 1 }
        } else {
            if summary { agreement.breakdown.forEach { output.writeLine($0) } }
            output.writeLine(agreement.summaryLine)
        }
        return failed ? 1 : 0
    }
}

struct LayoutJSON: Encodable {
    var files: [LayoutFileReport]
    var summary: String
}

/// One document's comparison.
struct LayoutFileReport: Encodable {
    var file: String
    var ok: Bool
    var views: [LayoutViewReport]
    var broken: [String]
    var ambiguous: [String]
    /// The views whose computed frame is not a finite number.
    var nonFinite: [String] = []
    /// The view trees whose layout stopped at its bound on work (root id: why).
    var stopped: [String] = []

    var text: String {
        var lines = [file]
        for view in views { lines.append("  " + view.text) }
        for constraint in broken { lines.append("  broken: \(constraint)") }
        for item in ambiguous { lines.append("  ambiguous: \(item)") }
        for item in nonFinite {
            lines.append(
                "  not finite: \(item) (frame is not a finite number: constants or multipliers too large; check its"
                    + " constraints)")
        }
        for tree in stopped { lines.append("  stopped: \(tree)") }
        return lines.map(PrintableText.line).joined(separator: "\n")
    }
}

/// One view's computed and stored frames.
struct LayoutViewReport: Encodable {
    var id: String
    var element: String
    var computed: Rect
    var stored: Rect
    var difference: Double
    var status: String
    /// The text width the stored frame implies, for views sized by one line of system-font text.
    var textSample: TextWidthSample?

    init(_ comparison: FrameComparison) {
        id = comparison.id
        element = comparison.element
        computed = comparison.computed
        stored = comparison.stored
        difference = (comparison.difference * 1000).rounded() / 1000
        textSample = comparison.textSample
        if let exclusion = comparison.exclusion {
            status = "excluded: \(exclusion.rawValue)"
        } else if comparison.agrees {
            status = "ok"
        } else {
            status = "differs: \(comparison.cause?.rawValue ?? "other")"
            if comparison.cause == .staleFrame, let id = comparison.storedFrameBreaks { status += " (\(id))" }
        }
    }

    var text: String {
        func show(_ rect: Rect) -> String {
            "(\(rect.x.compact), \(rect.y.compact), \(rect.width.compact), \(rect.height.compact))"
        }
        return "\(element) \(id): \(show(computed)) IB \(show(stored)) Δ\(difference) \(status)"
    }
}
