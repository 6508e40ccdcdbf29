import Foundation
import NibCheck
import NibModel

/// `nib check`'s findings as a SARIF 2.1.0 log, the format code-scanning services (GitHub's among them) import: the
/// rules with their descriptions and help, and each finding with its region and a fingerprint that survives edits
/// elsewhere in the document (the file, the object's id and the rule).
package struct SARIFReport: Encodable, Sendable {
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let version = "2.1.0"
    let runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    /// The log of `findings` under every rule, their paths as the findings give them (`nib check` makes those inside
    /// the current folder relative to it).
    package init(findings: [CheckFinding]) {
        let rules = CheckRule.all
        let index = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = findings.map { finding in
            Result(
                ruleId: finding.rule, ruleIndex: index[finding.rule], level: finding.severity.rawValue,
                message: Message(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(finding.file)),
                            region: Region(
                                startLine: max(finding.line, 1), startColumn: max(finding.column, 1),
                                endLine: max(finding.line, 1), endColumn: max(finding.endColumn, finding.column + 1))))
                ],
                partialFingerprints: ["nibCheckObject/v1": Self.fingerprint(finding)])
        }
        let driver = Driver(
            rules: rules.map {
                ReportingDescriptor(
                    id: $0.id, shortDescription: Message(text: $0.summary),
                    fullDescription: Message(text: $0.explanation), help: Message(text: $0.fix),
                    defaultConfiguration: Configuration(level: $0.severity.rawValue))
            })
        runs = [Run(tool: Tool(driver: driver), results: results)]
    }

    /// A path as a URI reference: as it is when relative, a `file://` URI when absolute; `?`, `#`, `[`, `]`, `:`, `%`
    /// and what is not ASCII percent-encoded.
    static func uri(_ relative: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]:%")
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// The finding's identity across edits: its file, object id, rule and subject (FNV-1a, hexadecimal).
    static func fingerprint(_ finding: CheckFinding) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(finding.file)\u{0}\(finding.objectID)\u{0}\(finding.rule)\u{0}\(finding.subject)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    struct Run: Encodable, Sendable {
        let tool: Tool
        let results: [Result]
    }
    struct Tool: Encodable, Sendable { let driver: Driver }
    struct Driver: Encodable, Sendable {
        let name = "nib check"
        /// NibKit's version, so that a scan names the release that made it.
        let version = NibKitVersion.current
        let semanticVersion = NibKitVersion.current
        let rules: [ReportingDescriptor]
    }
    struct ReportingDescriptor: Encodable, Sendable {
        let id: String
        let shortDescription: Message
        let fullDescription: Message
        let help: Message
        let defaultConfiguration: Configuration
    }
    struct Configuration: Encodable, Sendable { let level: String }
    struct Message: Encodable, Sendable { let text: String }
    struct Result: Encodable, Sendable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]
    }
    struct Location: Encodable, Sendable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    struct ArtifactLocation: Encodable, Sendable { let uri: String }
    struct Region: Encodable, Sendable {
        let startLine: Int
        let startColumn: Int
        let endLine: Int
        let endColumn: Int
    }
}
