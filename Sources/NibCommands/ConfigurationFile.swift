import NibCheck
import NibRuntime
import Yams

/// A `.nibcheck.yml` read into a ``CheckConfiguration``, every mistake reported at its line with what the file takes
/// and, for a misspelt name, the name it probably meant.
enum ConfigurationFile {
    /// A mistake in the file: where it is and what to write instead.
    struct Mistake: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    /// The settings a configuration takes, each with what its value is.
    static let settings: KeyValuePairs<String, String> = [
        "rules": "a map of rule id to off, error, warning or note",
        "exclude": "a list of path patterns of documents not to check",
        "sources": "a list of folders of more sources to read",
        "baseline": "the baseline file",
        "modules": "a map of module name to folder",
    ]

    /// The configuration `text`, from the file `path`; throws a ``Mistake`` at the first thing it cannot take.
    static func read(_ text: String, path: String) throws -> CheckConfiguration {
        let root: Node?
        do {
            root = try compose(yaml: text)
        } catch let error as YamlError {
            throw mistake(in: path, error)
        }
        var configuration = CheckConfiguration()
        guard let root else { return configuration }
        let mistake = { (node: Node, message: String) in
            Mistake(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
        }
        guard let mapping = root.mapping else {
            throw mistake(root, "a configuration is a map of settings (\(settingNames)), not \(kind(of: root))")
        }
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "rules":
                for (rule, setting) in try map(value, named: key, at: mistake) {
                    guard CheckRule.named(rule.text) != nil else {
                        let suggestion = KeySuggestion.closest(to: rule.text, in: CheckRule.all.map(\.id))
                        throw mistake(
                            rule.node,
                            "no rule is named '\(rule.text)'"
                                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                                + " (nib check --list-rules lists them)")
                    }
                    guard let parsed = CheckConfiguration.RuleSetting(rawValue: setting.text) else {
                        let choices = CheckConfiguration.RuleSetting.allCases.map(\.rawValue)
                        let suggestion =
                            KeySuggestion.closest(to: setting.text, in: choices)
                            ?? choices.first { !setting.text.isEmpty && $0.hasPrefix(setting.text.lowercased()) }
                        throw mistake(
                            setting.node,
                            "rule \(rule.text) cannot be '\(setting.text)'"
                                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                                + " (a rule is off, error, warning or note)")
                    }
                    configuration.rules[rule.text] = parsed
                }
            case "exclude": configuration.exclude = try list(value, named: key, at: mistake)
            case "sources": configuration.sources = try list(value, named: key, at: mistake)
            case "baseline":
                guard let text = value.scalar?.string, !text.isEmpty else {
                    throw mistake(value, "baseline is one file name, not \(kind(of: value))")
                }
                configuration.baseline = text
            case "modules":
                for (name, folder) in try map(value, named: key, at: mistake) {
                    configuration.modules[name.text] = folder.text
                }
            default:
                let suggestion = KeySuggestion.closest(to: key, in: settings.map(\.key))
                throw mistake(
                    keyNode,
                    "no setting is named '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                        + " (a configuration takes \(settingNames))")
            }
        }
        return configuration
    }

    private static var settingNames: String { settings.map(\.key).joined(separator: ", ") }

    /// What the setting `key` takes, for a message.
    private static func takes(_ key: String) -> String { settings.first { $0.key == key }?.value ?? "" }

    /// A text value and the node it was read from, for locating a mistake in it.
    private struct Text {
        var text: String
        var node: Node
    }

    /// The entries of the map `node`, each key and value a string.
    private static func map(
        _ node: Node, named key: String, at mistake: (Node, String) -> Mistake
    ) throws -> [(Text, Text)] {
        let what = takes(key)
        guard let mapping = node.mapping else { throw mistake(node, "\(key) is \(what), not \(kind(of: node))") }
        return try mapping.map { entry in
            guard let name = entry.key.scalar?.string, let value = entry.value.scalar?.string else {
                let wrong = entry.key.scalar == nil ? entry.key : entry.value
                throw mistake(wrong, "\(key) is \(what); this entry is \(kind(of: wrong))")
            }
            return (Text(text: name, node: entry.key), Text(text: value, node: entry.value))
        }
    }

    /// The strings of the list `node`; a single string is a list of one.
    private static func list(_ node: Node, named key: String, at mistake: (Node, String) -> Mistake) throws -> [String]
    {
        if let single = node.scalar?.string { return single.isEmpty ? [] : [single] }
        let what = takes(key)
        guard let sequence = node.sequence else { throw mistake(node, "\(key) is \(what), not \(kind(of: node))") }
        return try sequence.map { item in
            guard let text = item.scalar?.string else {
                throw mistake(item, "\(key) is \(what); this item is \(kind(of: item))")
            }
            return text
        }
    }

    /// What a node is, for a message: `a map`, `a list`, `'text'`.
    private static func kind(of node: Node) -> String {
        switch node {
        case .scalar(let scalar): "'\(scalar.string)'"
        case .mapping: "a map"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// A YAML syntax error as a mistake at its line.
    private static func mistake(in path: String, _ error: YamlError) -> Mistake {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return Mistake(
                file: path, line: mark.line, column: mark.column,
                message: "not valid YAML: \(problem) (a configuration is a map of settings: \(settingNames))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Mistake(
                file: path, line: context.mark.line, column: context.mark.column,
                message: "\(duplicates.joined(separator: ", ")) set twice; keep one")
        default:
            return Mistake(file: path, line: 1, column: 1, message: "not valid YAML: \(error)")
        }
    }
}
