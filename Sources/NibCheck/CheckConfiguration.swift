import Foundation
import NibModel

/// What a project sets for `nib check` in its configuration file (`.nibcheck.yml`): rules turned off or given another
/// severity, paths left out, more source folders, and a baseline of findings already known.
public struct CheckConfiguration: Sendable, Equatable {
    /// A rule's setting: `off`, or the severity its findings get.
    public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
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

    /// The project's own loaders, joined to the libraries' conventions `nib check` knows.
    public var loaders: [Loader] = []

    /// A loader of the project's: a class that inherits from (or a protocol a class adopts) ``type`` loads the nib
    /// or storyboard named after the class, or after the value of its member ``member`` (`nibName`) when set.
    public struct Loader: Sendable, Equatable {
        /// What it loads.
        public enum Resource: String, Sendable, Equatable, CaseIterable {
            case nib, storyboard
        }

        /// Whose File's Owner the loaded nib has.
        public enum Owner: String, Sendable, Equatable, CaseIterable {
            /// The object that loads it (`owner: self`), from its initializers.
            case `self`
            /// None: the object is the nib's top-level view, made by a call on its class.
            case topLevel = "top-level"
        }

        /// The class to inherit from or the protocol to adopt.
        public var type: String
        public var resource: Resource
        /// The member that names the document (`nibName`); nil for the class's own name.
        public var member: String?
        public var owner: Owner
        /// The configuration file and line that declare it, for messages.
        public var source: String

        public init(type: String, resource: Resource, member: String?, owner: Owner, source: String) {
            self.type = type
            self.resource = resource
            self.member = member
            self.owner = owner
            self.source = source
        }
    }

    public init() {}

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
    public func excludes(_ path: String) -> Bool { exclusion()(path) }

    /// ``excludes(_:)`` with the patterns read once, for the many documents of a project.
    public func exclusion() -> @Sendable (String) -> Bool {
        let patterns = exclude.map(Glob.init(pattern:))
        return { path in
            let components = Glob.components(of: path)
            return patterns.contains { $0.matches(components: components) }
        }
    }
}

/// A path pattern: `*` any characters but `/`, `?` one of them, `**` any number of whole folders. Matching takes time
/// proportional to the pattern's length times the path's, never more, whatever the pattern (`*a*a*a*a*z`): a star is
/// only ever retried from the last one seen, which is enough for patterns whose only repetition is the star.
struct Glob: Sendable {
    private let parts: [[Character]]

    init(pattern: String) {
        parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    }

    func matches(_ path: String) -> Bool { matches(components: Self.components(of: path)) }

    /// Whether the pattern matches a path split by ``components(of:)``.
    func matches(components: [[Character]]) -> Bool {
        Self.match(parts, components, isStar: { $0 == ["*", "*"] }, matches: Self.matchComponent)
    }

    /// The names of `path`, split at `/`, each as characters.
    static func components(of path: String) -> [[Character]] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    }

    /// Whether `pattern` matches all of `items`, where a star element matches any run of items and every other
    /// element matches one item: the two-finger walk that goes back only to the last star.
    private static func match<Element>(
        _ pattern: [Element], _ items: [Element], isStar: (Element) -> Bool, matches: (Element, Element) -> Bool
    ) -> Bool {
        var p = 0
        var i = 0
        var star: (pattern: Int, item: Int)?
        while i < items.count {
            if p < pattern.count, isStar(pattern[p]) {
                star = (p, i)
                p += 1
            } else if p < pattern.count, matches(pattern[p], items[i]) {
                p += 1
                i += 1
            } else if let last = star {
                // The last star takes one more item; the rest of the pattern starts again after it.
                star = (last.pattern, last.item + 1)
                p = last.pattern + 1
                i = last.item + 1
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }

    private static func matchComponent(_ pattern: [Character], _ name: [Character]) -> Bool {
        match(pattern, name, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
    }
}
