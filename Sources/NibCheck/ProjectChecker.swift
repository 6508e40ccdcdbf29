import Dispatch
import Foundation
import NibDecoding
import NibModel
import NibSourceIndex

/// `nib check` on a set of paths: finds the documents and the sources beside them, decodes the documents, and checks
/// each against the sources' classes, several at a time.
public struct ProjectChecker: Sendable {
    /// The documents to check.
    public let documents: [String]
    /// The classes of the sources read.
    let hierarchy: ClassHierarchy
    /// What could not be read among the sources.
    public let sourceDiagnostics: [Diagnostic]
    /// How many source files were read.
    public var sourceFileCount: Int { hierarchy.sources.files.count }

    /// Reads the sources under `sourceRoots` and finds the documents in `paths` (files, or folders searched), leaving
    /// out those `excluded` says.
    public init(paths: [String], sourceRoots: [String], excluded: (String) -> Bool = { _ in false }) throws {
        documents = try DocumentFinder.documents(in: paths).filter { !excluded($0) }
        var index = SourceIndex()
        for root in sourceRoots {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = SourceIndex(scanningDirectory: root)
                for file in found.files { index.add(contentsOf: file) }
            } else {
                index.add(contentsOf: root)
            }
        }
        hierarchy = ClassHierarchy(sources: index)
        sourceDiagnostics = index.diagnostics
    }

    /// The project a path belongs to, for finding its sources: the nearest folder at or above it that holds a
    /// `Package.swift`, an `.xcodeproj` or a `.git`; the path itself (or its folder) when there is none.
    public static func projectRoot(of path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            url.deleteLastPathComponent()
        }
        let start = url
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            if entries.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return start.path }
            url = parent
        }
    }

    /// Checks every document, several at a time, calling `progress` with the number done after each; the findings in
    /// document order.
    public func check(progress: (@Sendable (Int) -> Void)? = nil) -> [CheckFinding] {
        let results = Results(count: documents.count)
        let documents = documents
        let hierarchy = hierarchy
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let done = results.set(index, Self.check(documents[index], hierarchy: hierarchy))
            progress?(done)
        }
        return results.all
    }

    /// Decodes and checks one document.
    static func check(_ file: String, hierarchy: ClassHierarchy) -> [CheckFinding] {
        let result = DocumentDecoder().decode(contentsOf: file)
        var findings = result.diagnostics.compactMap { diagnostic -> CheckFinding? in
            guard let rule = diagnostic.rule ?? (diagnostic.severity == .error ? "unreadable-document" : nil) else {
                return nil
            }
            return CheckFinding(
                rule: rule, severity: CheckRule.named(rule)?.severity ?? diagnostic.severity, file: diagnostic.file,
                location: SourceLocation(line: diagnostic.line, column: diagnostic.column), objectID: "",
                subject: diagnostic.message, message: diagnostic.message)
        }
        guard let document = result.document else { return findings }
        var checker = DocumentChecker(document: document, file: file, hierarchy: hierarchy)
        checker.check()
        findings += checker.findings
        return findings
    }
}

/// Each document's findings, filled in from several threads.
private final class Results: @unchecked Sendable {
    private var slots: [[CheckFinding]]
    private var done = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: [], count: count) }

    /// Keeps document `index`'s findings; how many documents are done.
    func set(_ index: Int, _ findings: [CheckFinding]) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = findings
        done += 1
        return done
    }

    var all: [CheckFinding] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}
