import Foundation
import NibModel

/// What a project sets for `nib check` in its configuration file (`.nibcheck.yml`): rules turned off or given another
/// severity, paths left out, more source folders, and a baseline of findings already known.
public struct CheckConfiguration: Sendable, Equatable, Decodable {
    /// A rule's setting: `off`, or the severity its findings get.
    public enum RuleSetting: String, Sendable, Equatable, Decodable {
        case off, error, warning, note
    }

    /// Settings by rule id.
    public var rules: [String: RuleSetting] = [:]
    /// Glob patterns (`Tests/Fixtures/**`, `**/Legacy*.xib`) of documents not to check, relative to the folder that
    /// holds the configuration file.
    public var exclude: [String] = []
    /// More folders (or files) of sources to read, relative to that folder: a dependency's, whose classes the
    /// documents use.
    public var sources: [String] = []
    /// The baseline file, relative to that folder.
    public var baseline: String?
    /// Modules by name, each a folder (or file) relative to that folder, for sources no Package.swift or Xcode project
    /// places in a module.
    public var modules: [String: String] = [:]

    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rules = try container.decodeIfPresent([String: RuleSetting].self, forKey: .rules) ?? [:]
        exclude = try container.decodeIfPresent([String].self, forKey: .exclude) ?? []
        sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
        baseline = try container.decodeIfPresent(String.self, forKey: .baseline)
        modules = try container.decodeIfPresent([String: String].self, forKey: .modules) ?? [:]
    }

    private enum CodingKeys: String, CodingKey {
        case rules, exclude, sources, baseline, modules
    }

    /// The rule ids the configuration names that no rule has: a typo that would silently do nothing.
    public var unknownRules: [String] { rules.keys.filter { CheckRule.named($0) == nil }.sorted() }

    /// Whether the configuration turns `rule` off.
    public func turnsOff(_ rule: String) -> Bool { rules[rule] == .off }

    /// `findings` with the rules' settings applied: findings of rules turned off dropped, the others given the
    /// configured severity.
    public func apply(to findings: [CheckFinding]) -> [CheckFinding] {
        findings.compactMap { finding in
            guard let setting = rules[finding.rule] else { return finding }
            var changed = finding
            switch setting {
            case .off: return nil
            case .error: changed.severity = .error
            case .warning: changed.severity = .warning
            case .note: changed.severity = .note
            }
            return changed
        }
    }

    /// Whether `path` (relative to the configuration's folder) matches one of the ``exclude`` patterns.
    public func excludes(_ path: String) -> Bool {
        exclude.contains { Glob(pattern: $0).matches(path) }
    }
}

/// A path pattern: `*` any characters but `/`, `?` one of them, `**` any number of whole folders.
struct Glob: Sendable {
    private let parts: [Substring]

    init(pattern: String) { parts = pattern.split(separator: "/", omittingEmptySubsequences: true) }

    func matches(_ path: String) -> Bool {
        Self.match(parts[...], path.split(separator: "/", omittingEmptySubsequences: true)[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { match(rest, path.dropFirst($0)) }
        }
        guard let component = path.first, matchComponent(Array(first)[...], Array(component)[...]) else {
            return false
        }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*": return (0...name.count).contains { matchComponent(pattern.dropFirst(), name.dropFirst($0)) }
        case "?": return !name.isEmpty && matchComponent(pattern.dropFirst(), name.dropFirst())
        default: return name.first == first && matchComponent(pattern.dropFirst(), name.dropFirst())
        }
    }
}
