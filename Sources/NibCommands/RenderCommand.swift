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
        let readFiles = Set(files.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let nibs = Self.nibs(near: paths)
        let images = ProjectImages(folders: Array(Set(paths.map(ProjectChecker.projectRoot(of:)))).sorted())
        var failed = false
        for file in files {
            let result = DocumentDecoder().decode(contentsOf: file)
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                streams.writeErrorLine(diagnostic.description)
            }
            guard let document = result.document else {
                failed = true
                continue
            }
            let renderer = DocumentRenderer(
                document: document, options: .init(appearance: appearance, outline: outline, stored: stored),
                nibs: nibs, images: images)
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            for picture in renderer.render() {
                let name = Self.fileName("\(base)-\(picture.name)") + ".svg"
                let path = (output as NSString).appendingPathComponent(name)
                guard !readFiles.contains(URL(fileURLWithPath: path).standardizedFileURL.path) else { continue }
                do {
                    try Data(picture.svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                    streams.writeLine(path)
                    if png {
                        guard let converter = Self.rsvgConvert else {
                            streams.writeErrorLine(
                                "error: --png needs rsvg-convert (librsvg): apt-get install librsvg2-bin, or brew install librsvg"
                            )
                            return 2
                        }
                        let pngPath = String(path.dropLast(4)) + ".png"
                        guard Self.convert(path, to: pngPath, with: converter) else {
                            streams.writeErrorLine("error: rsvg-convert could not convert \(path)")
                            return 2
                        }
                        streams.writeLine(pngPath)
                    }
                } catch {
                    streams.writeErrorLine("error: cannot write \(path): \(error.localizedDescription)")
                    return 2
                }
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

    /// The folders given, and those of the files given.
    static func folders(near paths: [String]) -> [String] {
        var folders: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let folder =
                FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                ? path : (path as NSString).deletingLastPathComponent
            folders.append(folder.isEmpty ? "." : folder)
        }
        return Array(Set(folders)).sorted()
    }

    /// The nibs of nib-backed views: the `.xib` files under the paths and beside the files given, by class.
    static func nibs(near paths: [String]) -> [String: IBDocument] {
        let files = ((try? DocumentFinder.documents(in: folders(near: paths))) ?? []).filter { $0.hasSuffix(".xib") }
        let documents = files.compactMap { file in
            DocumentDecoder().decode(contentsOf: file).document.map { (file, $0) }
        }
        return DocumentRenderer.nibsByClass(documents)
    }

    /// A name safe in any file system: letters, digits, `-` and `_`, the rest as `_`.
    static func fileName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(120))
    }
}

extension DocumentRenderer.Appearance: ExpressibleByArgument {}
