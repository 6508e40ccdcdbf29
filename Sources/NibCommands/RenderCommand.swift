import ArgumentParser
import Foundation
import NibCheck
import NibDecoding
import NibModel
import NibRender

/// `nib render PATH... -o DIR`: each document's top-level views and scenes drawn as SVG files.
struct RenderCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each top-level view and storyboard scene as an SVG picture, at its design size.",
        discussion: """
            Writes DOCUMENT-NAME-ID.svg per picture into the output folder and prints each path. Exit status: 0 when \
            every document was drawn, 1 when one could not be decoded, 2 on usage errors or when the folder cannot \
            be written.
            """
    )

    @Argument(help: "Files or directories (searched recursively for .xib and .storyboard files).")
    var paths: [String] = []

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the pictures into.")
    var output: String

    @Option(help: "The appearance whose system colors are drawn: light or dark.")
    var appearance: DocumentRenderer.Appearance = .light

    @Flag(help: "Outline each view's frame and write its id.")
    var outline = false

    @Flag(help: "Draw Interface Builder's stored frames, dashed, beside the computed ones.")
    var stored = false

    @Flag(
        help:
            "Also write each picture as PNG, at twice its size, with librsvg's rsvg-convert (apt-get install librsvg2-bin)."
    )
    var png = false

    mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one .xib or .storyboard file or a directory") }
    }

    /// The report goes to standard output (no `--output`).
    var outputPath: String? { nil }

    /// Draws every document; the exit code.
    func execute(output streams: inout some CommandOutput) -> Int32 {
        let files: [String]
        do {
            files = try DocumentFinder.documents(in: paths)
        } catch {
            streams.writeErrorLine("error: \(error.description)")
            return 2
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            streams.writeErrorLine("error: cannot create the folder \(output): \(error.localizedDescription)")
            return 2
        }
        let converter = png ? Self.rsvgConvert : nil
        if png, converter == nil {
            streams.writeErrorLine(
                "error: --png needs rsvg-convert (librsvg): apt-get install librsvg2-bin, or brew install librsvg")
            return 2
        }
        let inputs = DrawingInputs(paths: paths, documents: files)
        var failed = false
        for (file, result) in inputs.documents {
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
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for picture in renderer.render() {
                let path = (output as NSString).appendingPathComponent(
                    Self.fileName("\(base)-\(picture.name)") + ".svg")
                do {
                    try Data(picture.svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    streams.writeErrorLine("error: cannot write \(path): \(error.localizedDescription)")
                    return 2
                }
                streams.writeLine(path)
                guard let converter else { continue }
                let pngPath = String(path.dropLast(4)) + ".png"
                guard Self.convert(path, to: pngPath, with: converter) else {
                    streams.writeErrorLine("error: rsvg-convert could not convert \(path)")
                    return 2
                }
                streams.writeLine(pngPath)
            }
        }
        return failed ? 1 : 0
    }

    /// librsvg's converter, when it is installed.
    static var rsvgConvert: String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Converts the SVG at `path` into a PNG at twice its size.
    static func convert(_ path: String, to pngPath: String, with converter: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["-z", "2", path, "-o", pngPath]
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// A name safe in any file system: letters, digits, `-` and `_`, the rest as `_`.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(120))
    }
}

extension DocumentRenderer.Appearance: ExpressibleByArgument {}
