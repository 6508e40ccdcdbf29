import ArgumentParser
import Foundation
import NibDecoding
import NibDiff
import NibFiles
import NibModel
import NibRender
import NibReport

/// `nib diff OLD NEW`: what changed between two versions of a document, as a reviewer reads it.
struct DiffCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two versions of a .xib or .storyboard, as a reviewer reads it.",
        discussion: """
            nib diff OLD NEW compares two files; nib diff FILE --from REV [--to REV] compares git revisions of one \
            file (the working copy when --to is omitted). nib diff --textconv FILE prints the document as lines for \
            git's own diff (the setup, with a guard for machines without nib, is in the manual's "nib where you \
            work"); a document it cannot read is printed as its text, with exit status 0, so that git goes on. Exit \
            status otherwise: 0 when there is no change, 1 when there is, 2 on usage errors or a file that cannot be \
            read or decoded.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// `html`: the changes and the before/after pictures in one page; `svg`: the first view tree's pictures.
        case text, json, html, svg
    }

    @Argument(help: "The old and new files (one file with --from, or --textconv).")
    var paths: [String] = []

    @Option(help: "A git revision of the file to compare from.")
    var from: String?

    @Option(help: "A git revision of the file to compare to (default: the working copy).")
    var to: String?

    @Flag(help: "Print the one file as lines for git's diff (a textconv driver).")
    var textconv = false

    @Option(
        help: "Output format: text, json, html (the changes beside before/after pictures), or svg (the first view's).")
    var format: Format = .text

    mutating func validate() throws {
        for (name, revision) in [("--from", from), ("--to", to)] {
            guard let revision else { continue }
            if let problem = Self.problem(withRevision: revision) {
                throw ValidationError("\(name) \(revision.debugDescription): \(problem)")
            }
        }
        let expected = textconv || from != nil ? 1 : 2
        if paths.count != expected {
            throw ValidationError(
                textconv
                    ? "--textconv takes one file"
                    : from != nil ? "give one file with --from" : "give the old and the new file")
        }
    }

    /// The report goes to standard output (no `--output`).
    var outputPath: String? { nil }

    /// Why `revision` cannot name a git revision here, or nil: it must not read as an option (`--output=…`) and holds
    /// no control characters, colons or spaces.
    static func problem(withRevision revision: String) -> String? {
        if revision.isEmpty { return "a revision cannot be empty" }
        if revision.hasPrefix("-") { return "a revision cannot start with '-'; git would read it as an option" }
        if revision.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0 == ":" }) {
            return "a revision holds no spaces, control characters or ':' (name the file as the argument)"
        }
        return nil
    }

    /// The document in `path` at git revision `revision` (the file itself without one) and its size in bytes, or a
    /// message.
    private func document(_ path: String, revision: String?) -> Result<(IBDocument, size: Int), DiffFailure> {
        let result: DecodingResult
        let size: Int
        if let revision {
            let limit = DecoderLimits().maximumFileSize
            let bytes: [UInt8]
            switch Self.gitBlob(revision: revision, path: path, limit: limit) {
            case .success(let read): bytes = read
            case .failure(let failure): return .failure(failure)
            }
            result = bytes.withUnsafeBufferPointer { DocumentDecoder().decode($0, file: "\(revision):\(path)") }
            size = bytes.count
        } else {
            result = DocumentDecoder().decode(contentsOf: path)
            size = (try? FileStatus.of(path).get().size) ?? 0
        }
        guard let document = result.document else {
            return .failure(DiffFailure(lines: result.diagnostics.map(\.description)))
        }
        return .success((document, size))
    }

    /// The largest document shown raw by `--textconv` when it does not parse.
    static let maximumRawTextSize = 64 << 20

    /// A document that does not parse (merge-conflict markers, cut short) as git would show it without the textconv:
    /// one line saying why, then its text as it is.
    static func rawText(of path: String, because failure: DiffFailure) -> String {
        // The decoder's `PATH:LINE:COLUMN: error: …` as `line LINE: …`: git names the file, by a temporary path.
        var reason = failure.lines.first ?? "unknown"
        let printed = PrintedPath.atLineStart(path)
        if reason.hasPrefix(printed + ":") {
            let parts = reason.dropFirst(printed.count + 1).split(separator: ":", maxSplits: 2)
            if parts.count == 3 {
                let message = parts[2].drop { $0 == " " }
                reason = "line \(parts[0]): " + (message.hasPrefix("error: ") ? message.dropFirst(7) : message)
            }
        } else if reason.hasPrefix("error: ") {
            reason = String(reason.dropFirst(7))
        }
        let heading = PrintableText.line("nib diff --textconv: not readable as a document, shown as text (\(reason))")
        switch Result(catching: { try FileReader.contents(of: path, limit: maximumRawTextSize) }) {
        case .success(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            var lineNumber = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lineNumber += 1
                if line.hasPrefix("<<<<<<< ") || line == "<<<<<<<" {
                    let conflict = "nib diff --textconv: merge-conflict markers from line \(lineNumber), shown as text"
                    return conflict + "\n" + text
                }
            }
            return heading + "\n" + text
        case .failure(let error): return heading + "\n" + PrintableText.line("and not readable: \(error)") + "\n"
        }
    }

    /// `{"old": …, "new": …, "changes": [{kind, subject, id, objectID, name, line, details, partOf?}, …]}`, with
    /// `"leftOut": {"changes": N, "line": L, "note": …}` when the changes would pass the report's bound.
    struct Report: Encodable {
        var old: String
        var new: String
        var changes: [DocumentDiff.Change]
        var leftOut: LeftOut?

        /// The changes a report left out: how many, and the line of the first.
        struct LeftOut: Encodable {
            var changes: Int
            var line: Int
            var note: String
        }

        /// The report of `changes`, as many as `limit` bytes of JSON hold, each counted as twice its text (for
        /// escapes and indentation) and 200 bytes more (for its keys).
        init(old: String, new: String, changes: [DocumentDiff.Change], limit: Int = .max) {
            self.old = old
            self.new = new
            var size = 0
            var kept = changes.count
            for (index, change) in changes.enumerated() {
                let texts = [change.kind, change.subject, change.id, change.objectID, change.name, change.partOf ?? ""]
                size += 200 + 2 * (texts + change.details).reduce(0) { $0 + $1.utf8.count }
                if size > limit {
                    kept = index
                    break
                }
            }
            self.changes = Array(changes.prefix(kept))
            guard kept < changes.count else { return }
            let left = changes.count - kept
            let line = changes[kept].line
            leftOut = LeftOut(
                changes: left, line: line,
                note: "nib diff: the changes stop here, at \(limit) bytes, the most for these documents; \(left) more, "
                    + "from the one at line \(line) on, are not listed")
        }
    }

    /// Why a side could not be read: one message, or the decoder's located diagnostics, each a line of its own.
    struct DiffFailure: Error {
        var lines: [String]
        init(_ message: String) { lines = ["error: " + message] }
        init(lines: [String]) { self.lines = lines }
    }

    /// The bytes of `git cat-file blob REVISION:./NAME`, run in the file's folder, at most `limit` of them: reading
    /// stops, and git is stopped, as soon as the blob is larger. The revision is never read as an option
    /// (`--end-of-options`, and ``problem(withRevision:)`` before).
    static func gitBlob(revision: String, path: String, limit: Int) -> Result<[UInt8], DiffFailure> {
        let url = URL(fileURLWithPath: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "git", "--no-pager", "cat-file", "blob", "--end-of-options", "\(revision):./\(url.lastPathComponent)",
        ]
        process.currentDirectoryURL = url.deletingLastPathComponent()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let failure = DiffFailure("cannot read \(path) at revision \(revision) with git")
        do { try process.run() } catch { return .failure(failure) }
        var bytes: [UInt8] = []
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.readData(ofLength: 1 << 16)
            if chunk.isEmpty { break }
            bytes.append(contentsOf: chunk)
            if bytes.count > limit {
                process.terminate()
                process.waitUntilExit()
                return .failure(
                    DiffFailure(
                        "\(path) at revision \(revision) is over \(limit) bytes, the limit of a document; "
                            + "Interface Builder documents are far smaller"))
            }
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? .success(bytes) : .failure(failure)
    }

    func execute(output: inout some CommandOutput) -> Int32 {
        if textconv {
            switch document(paths[0], revision: nil) {
            case .success(let (document, size)):
                output.write(
                    DocumentDiff.readableText(of: document, limit: OutputBound.bytes(forDocumentsOfSize: size)))
            case .failure(let failure): output.write(Self.rawText(of: paths[0], because: failure))
            }
            // git stops the whole diff when a textconv fails: a document nib cannot read is shown as its text.
            return 0
        }
        let (oldPath, oldRevision, newPath, newRevision) =
            from != nil ? (paths[0], from, paths[0], to) : (paths[0], nil, paths[1], nil)
        let old: IBDocument
        let new: IBDocument
        let limit: Int
        switch (document(oldPath, revision: oldRevision), document(newPath, revision: newRevision)) {
        case (.success(let a), .success(let b)):
            (old, new) = (a.0, b.0)
            limit = OutputBound.bytes(forDocumentsOfSize: a.size + b.size)
        case (.failure(let failure), _), (_, .failure(let failure)):
            for line in failure.lines { output.writeErrorLine(line) }
            return 2
        }
        let diff = DocumentDiff(old: old, new: new)
        let oldName = oldRevision.map { "\($0):\(oldPath)" } ?? oldPath
        let newName = newRevision.map { "\($0):\(newPath)" } ?? newPath
        switch format {
        case .text:
            output.write(diff.text(old: oldName, new: newName, limit: limit))
        case .json:
            let report = Report(old: oldName, new: newName, changes: diff.changes, limit: limit)
            guard let data = try? JSONReport.encoder.encode(report) else {
                output.writeErrorLine("error: cannot encode the JSON report")
                return 2
            }
            output.write(PrintableText.json(String(decoding: data, as: UTF8.self)) + "\n")
        case .svg:
            output.write(DiffPicture.pictures(old: old, new: new, diff: diff).first?.svg ?? "")
        case .html:
            let escape = SVGText.escaped
            var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>"
            page +=
                escape("\(oldName) → \(newName)") + "</title>\n<style>body { font-family: -apple-system, Helvetica, "
            page += "Arial, sans-serif; margin: 2rem; } pre { background: #f2f2f7; padding: 1rem; } figure { margin: "
            page +=
                "1rem 0; }</style></head>\n<body>\n<pre>" + escape(diff.text(old: oldName, new: newName, limit: limit))
                + "</pre>\n"
            for picture in DiffPicture.pictures(old: old, new: new, diff: diff) {
                page += "<figure><figcaption>" + escape(picture.name) + "</figcaption>\n" + picture.svg + "</figure>\n"
            }
            output.write(page + "</body></html>\n")
        }
        return diff.isEmpty ? 0 : 1
    }
}
