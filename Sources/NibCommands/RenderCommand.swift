import ArgumentParser
import Foundation
import NibCheck
import NibDecoding
import NibFiles
import NibModel
import NibRender

/// `nib render PATH... -o DIR`: each document's top-level views and scenes drawn as SVG files.
struct RenderCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each top-level view and storyboard scene as an SVG picture, at its design size.",
        discussion: """
            Writes DOCUMENT-NAME-ID.svg per picture into the output folder and prints each path; documents of the \
            same name are told apart by their folders (A-Main-…, B-Main-…). The folder must not be inside an input, \
            and no picture is written through a symbolic link. A picture rsvg-convert refuses gets no PNG and a \
            warning; the run goes on. The last line on standard error counts the pictures, the documents with \
            nothing to draw and the views drawn only as placeholders (--verbose lists each, with its file and line). \
            Exit status: 0 when every document was drawn, 1 when one could not be decoded, 2 on usage errors or \
            when the folder cannot be written.
            """
    )

    @OptionGroup var inputs: DocumentPaths
    var paths: [String] { inputs.paths }

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the pictures into.")
    var output: String

    @OptionGroup var colors: AppearanceOption
    var appearance: DocumentRenderer.Appearance { colors.appearance }

    @Flag(help: "Outline each view's frame and write its id.")
    var outline = false

    @Flag(help: "Draw Interface Builder's stored frames, dashed, beside the computed ones.")
    var stored = false

    @Flag(
        help:
            "Also write each picture as PNG, at twice its size, with librsvg's rsvg-convert (apt-get install librsvg2-bin)."
    )
    var png = false

    @Flag(name: .shortAndLong, help: "List each view drawn as a placeholder (a named box), with its file and line.")
    var verbose = false

    /// The report goes to standard output (no `--output`).
    var outputPath: String? { nil }

    /// The largest PNG written, in pixels (at twice the picture's size): 64 megapixels, 256 MiB decoded.
    static let maximumPNGPixels = 64 << 20

    var readLocations: ReadLocations { ReadLocations(inputs: paths) }

    /// Draws every document; the exit code.
    func execute(output streams: inout some CommandOutput) -> Int32 {
        guard let files = documents(in: paths, output: &streams) else { return 2 }
        let locations = readLocations
        guard prepareFolder(protecting: locations, output: &streams) else { return 2 }
        let converter = png ? Self.rsvgConvert : nil
        if png, converter == nil {
            streams.writeErrorLine(
                "error: --png needs rsvg-convert (librsvg): apt-get install librsvg2-bin, or brew install librsvg")
            return 2
        }
        let inputs = DrawingInputs(paths: paths, documents: files)
        for link in inputs.skippedLinks { streams.writeErrorLine("warning: \(link.description)") }
        let stems = PictureNames.stems(for: inputs.documents.map(\.file))
        var written: Set<String> = []
        var failed = false
        var summary = RenderSummary()
        for ((file, result), stem) in zip(inputs.documents, stems) {
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                streams.writeErrorLine(diagnostic.description)
            }
            guard let document = result.document else {
                failed = true
                continue
            }
            let renderer = DocumentRenderer(
                document: document, options: .init(appearance: appearance, outline: outline, stored: stored),
                nibs: inputs.nibs, images: inputs.images)
            let pictures = renderer.render()
            summary.documents += 1
            if pictures.isEmpty {
                summary.empty += 1
                streams.writeErrorLine(
                    "\(PrintedPath.atLineStart(file)): note: nothing to draw: \(RenderSummary.whyEmpty(document))")
            }
            for picture in pictures {
                report(picture, of: file, summary: &summary, output: &streams)
                let name = PictureNames.unique(Self.fileName("\(stem)-\(picture.name)"), among: &written)
                let path = (output as NSString).appendingPathComponent(name + ".svg")
                guard save(picture.svg, to: path, protecting: locations, output: &streams) else { return 2 }
                guard let converter else { continue }
                let location = document.object(withID: picture.rootID)?.location ?? document.header.location
                let pngWritten = writePNG(
                    of: picture, at: path, converter: converter,
                    located: "\(PrintedPath.atLineStart(file)):\(location.line):\(location.column)",
                    protecting: locations, summary: &summary, output: &streams)
                guard pngWritten else { return 2 }
            }
        }
        streams.writeErrorLine(summary.line(verbose: verbose))
        return failed ? 1 : 0
    }

    /// Makes the output folder, unless writing there would touch an input; false (with the error said) if not.
    private func prepareFolder(protecting locations: ReadLocations, output streams: inout some CommandOutput) -> Bool {
        if let conflict = locations.conflict(writing: Self.resolvedFolder(output) + "/picture.svg") {
            streams.writeErrorLine("error: cannot write pictures into \(output): \(conflict)")
            return false
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            streams.writeErrorLine("error: cannot create the folder \(output): \(error.localizedDescription)")
            return false
        }
        return true
    }

    /// Says what a picture left out (warnings) and, with `--verbose`, what it drew as placeholders; counts it.
    private func report(
        _ picture: DocumentRenderer.Picture, of file: String, summary: inout RenderSummary,
        output streams: inout some CommandOutput
    ) {
        let printed = PrintedPath.atLineStart(file)
        for warning in picture.warnings {
            streams.writeErrorLine(
                "\(printed):\(warning.location.line):\(warning.location.column): warning: \(warning.message)")
        }
        summary.pictures += 1
        summary.placeholders += picture.placeholders.count
        guard verbose else { return }
        for note in picture.placeholders {
            streams.writeErrorLine("\(printed):\(note.location.line):\(note.location.column): note: \(note.message)")
        }
    }

    /// Writes a picture's SVG and prints its path; false (with the error said) when it cannot be written.
    private func save(
        _ svg: String, to path: String, protecting locations: ReadLocations, output streams: inout some CommandOutput
    ) -> Bool {
        do {
            try OutputFile.save(svg, to: path, protecting: locations, followingLinks: false, label: "the picture")
        } catch {
            streams.writeErrorLine("error: \(error.description)")
            return false
        }
        streams.writeLine(path)
        return true
    }

    /// Writes the PNG of the picture whose SVG is at `path`. A picture too small or too large, or one the converter
    /// refuses, gets a warning at `located` (the view drawn) and the run goes on; false only when the PNG cannot be
    /// written.
    private func writePNG(
        of picture: DocumentRenderer.Picture, at path: String, converter: String, located: String,
        protecting locations: ReadLocations, summary: inout RenderSummary, output streams: inout some CommandOutput
    ) -> Bool {
        let pixels = (picture.width * 2).rounded(.up) * (picture.height * 2).rounded(.up)
        guard picture.width >= 0.5, picture.height >= 0.5, pixels <= Double(Self.maximumPNGPixels) else {
            streams.writeErrorLine(
                "warning: no PNG for \(path): the picture is \(SVGText.number(picture.width)) × "
                    + "\(SVGText.number(picture.height)) pt, and PNGs are written for pictures at least 0.5 pt "
                    + "wide and high and at most \(Self.maximumPNGPixels >> 20) megapixels at 2x")
            return true
        }
        guard let bytes = Self.convert(path, with: converter) else {
            streams.writeErrorLine(
                "\(located): warning: no PNG for \(path): rsvg-convert could not convert it; the SVG is written")
            summary.skippedPNGs += 1
            return true
        }
        let pngPath = String(path.dropLast(4)) + ".png"
        do {
            try OutputFile.save(
                bytes: bytes, to: pngPath, protecting: locations, followingLinks: false, label: "the picture")
        } catch {
            streams.writeErrorLine("error: \(error.description)")
            return false
        }
        streams.writeLine(pngPath)
        return true
    }

    /// `folder` with every link resolved as far as it exists, the rest appended.
    static func resolvedFolder(_ folder: String) -> String {
        var existing = URL(fileURLWithPath: folder).standardizedFileURL.path
        var rest: [String] = []
        while FolderBoundary.realPath(of: existing) == nil, existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let real = FolderBoundary.realPath(of: existing) ?? existing
        return ([real] + rest).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    /// librsvg's converter, when it is installed.
    static var rsvgConvert: String? { executable(named: "rsvg-convert") }

    /// The path of the program `name` on `PATH`, or nil.
    static func executable(named name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The SVG at `path` as a PNG at twice its size, or nil when the converter fails.
    static func convert(_ path: String, with converter: String) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["-z", "2", "--", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 && !data.isEmpty ? Array(data) : nil
    }

    /// A name safe in any file system: letters, digits, `-` and `_`, the rest as `_`.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(120))
    }
}

extension DocumentRenderer.Appearance: ExpressibleByArgument {}
