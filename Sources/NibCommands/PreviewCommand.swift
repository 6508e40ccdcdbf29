import ArgumentParser
import Foundation
import NibCheck
import NibDecoding
import NibModel
import NibRender
import NibReport

/// `nib preview PATH -o SITE`: a static HTML gallery of every document and scene.
struct PreviewCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write a static HTML gallery of every document and scene, with nib check's findings on the pictures.",
        discussion: """
            Writes SITE/index.html: one page holding every picture inline (it opens from disk, with no server and no \
            network), each document's classes, outlets and actions, and the findings of nib check, listed and \
            marked on the pictures (hover for the message). Exit status: 0 when the gallery was written, 1 when a \
            document could not be decoded, 2 on usage errors or an unwritable folder.
            """
    )

    @Argument(help: "The project: files or directories (searched recursively for .xib and .storyboard files).")
    var paths: [String] = []

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the gallery into.")
    var site: String

    @OptionGroup var colors: AppearanceOption
    var appearance: DocumentRenderer.Appearance { colors.appearance }

    mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("give the project's folder (or its documents)") }
    }

    var outputPath: String? { nil }

    /// How the gallery names `file`: its path from the project folder that holds it (`App/Base.lproj/Main.storyboard`), or
    /// the path as given.
    static func name(of file: String, under roots: [String]) -> String {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        for root in roots.sorted(by: { $0.count > $1.count }) {
            let folder = URL(fileURLWithPath: root).standardizedFileURL.path
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        }
        return file
    }

    func execute(output: inout some CommandOutput) -> Int32 {
        let checker: ProjectChecker
        let roots = Array(Set(paths.map(ProjectChecker.projectRoot(of:)))).sorted()
        do {
            checker = try ProjectChecker(paths: paths, sourceRoots: roots)
        } catch {
            output.writeErrorLine("error: \(error)")
            return 2
        }
        for diagnostic in checker.sourceDiagnostics { output.writeErrorLine(diagnostic.description) }
        let findings = Dictionary(grouping: checker.check(), by: \.file)
        var entries: [PreviewSite.Entry] = []
        let inputs = DrawingInputs(paths: paths, documents: checker.documents)
        var failed = false
        for (file, result) in inputs.documents {
            guard let document = result.document else {
                for diagnostic in result.diagnostics { output.writeErrorLine(diagnostic.description) }
                failed = true
                continue
            }
            let pictures = DocumentRenderer(
                document: document, options: .init(appearance: appearance), nibs: inputs.nibs, images: inputs.images
            ).render()
            let printed = PrintedPath.atLineStart(file)
            for picture in pictures {
                for warning in picture.warnings {
                    output.writeErrorLine(
                        "\(printed):\(warning.location.line):\(warning.location.column): warning: \(warning.message)")
                }
            }
            entries.append(
                PreviewSite.Entry(
                    file: file, name: Self.name(of: file, under: roots), document: document, pictures: pictures,
                    findings: findings[file] ?? []))
        }
        let title = URL(fileURLWithPath: paths[0]).standardizedFileURL.lastPathComponent
        let page = PreviewSite(title: title, entries: entries).page()
        let index = (site as NSString).appendingPathComponent("index.html")
        let locations = readLocations
        if let conflict = locations.conflict(writing: RenderCommand.resolvedFolder(site) + "/index.html") {
            output.writeErrorLine("error: cannot write the gallery into \(site): \(conflict)")
            return 2
        }
        do {
            try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        } catch {
            output.writeErrorLine("error: cannot create the folder \(site): \(error.localizedDescription)")
            return 2
        }
        do {
            try OutputFile.save(page, to: index, protecting: locations, followingLinks: false, label: "the gallery")
        } catch {
            output.writeErrorLine("error: \(error.description)")
            return 2
        }
        output.writeLine(index)
        return failed ? 1 : 0
    }
}
