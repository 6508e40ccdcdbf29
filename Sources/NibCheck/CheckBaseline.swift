import Foundation
import NibDecoding

/// The findings a project has accepted for now, so that `nib check` reports only new ones: each known by its
/// document (relative to the baseline's folder), object id, rule and subject, which survive edits elsewhere in the
/// document (a document cannot hold ignore comments).
public struct CheckBaseline: Sendable, Equatable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable {
        public var file: String
        public var objectID: String
        public var rule: String
        public var subject: String
    }

    /// The format's version, 1.
    public var version = 1
    /// The accepted findings, sorted.
    public var findings: [Entry]

    /// The baseline of `findings`, their paths relative to `folder`.
    public init(findings: [CheckFinding], relativeTo folder: String) {
        self.findings = Set(findings.map { Self.entry($0, relativeTo: folder) }).sorted {
            ($0.file, $0.objectID, $0.rule, $0.subject) < ($1.file, $1.objectID, $1.rule, $1.subject)
        }
    }

    /// `findings` without those the baseline accepts, and how many it held back.
    public func filter(_ findings: [CheckFinding], relativeTo folder: String) -> (kept: [CheckFinding], accepted: Int) {
        let known = Set(self.findings)
        let kept = findings.filter { !known.contains(Self.entry($0, relativeTo: folder)) }
        return (kept, findings.count - kept.count)
    }

    private static func entry(_ finding: CheckFinding, relativeTo folder: String) -> Entry {
        Entry(
            file: NibDecoding.relativePath(finding.file, to: folder), objectID: finding.objectID, rule: finding.rule,
            subject: finding.subject)
    }

}
