import NibCheck
import NibModel
import NibRuntime
import Yams

/// A `.nibcheck.yml` read into a ``CheckConfiguration``, every mistake reported at its line with what the file takes
/// and, for a misspelt name, the name it probably meant.
///
/// A mistake quotes the file's text only where it is a near miss of a name nib knows (`outlet-keys` for
/// `outlet-key`): a file that is not a configuration (an environment, a key) is never shown. Anchors, aliases and
/// explicit keys are refused before the file is composed (``YAMLReferences``), so that reading costs at most the
/// file's size times the depth of its keys, which are one line each.
enum ConfigurationFile {
    /// A mistake in the file: where it is and what to write instead.
    struct Mistake: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(PrintedPath.atLineStart(file)):\(line):\(column): error: \(message)" }
    }

    /// The most entries a list or map setting holds (exclude patterns, source folders, modules).
    static let maximumEntries = 256
    /// The longest exclude pattern, in characters: matching a path costs the patterns' length times the path's.
    static let maximumPatternLength = 256
    /// The longest path a setting names, in characters.
    static let maximumPathLength = 1024

    /// The settings a configuration takes, each with what its value is.
    static let settings: KeyValuePairs<String, String> = [
        "rules": "a map of rule id to off, error, warning or note",
        "exclude": "a list of path patterns of documents not to check",
        "sources": "a list of folders of more sources to read",
        "baseline": "the baseline file",
        "modules": "a map of module name to folder",
        "loaders": "a list of the project's loaders, each a map with type, nib or storyboard, and owner",
    ]

    /// The configuration `text`, from the file `path`; throws a ``Mistake`` at the first thing it cannot take.
    static func read(_ text: String, path: String) throws -> CheckConfiguration {
        let root: Node?
        do {
            if let (mark, indicator) = try YAMLReferences.first(in: text) {
                throw Mistake(
                    file: path, line: mark.line, column: mark.column,
                    message: indicator == "?"
                        ? "explicit keys (? key) are not taken in .nibcheck.yml; write key: value (quote a value "
                            + "that begins with ?)"
                        : "anchors and aliases are not taken in .nibcheck.yml; write the values out (quote a value "
                            + "that begins with & or *)")
            }
            root = try compose(yaml: text)
        } catch let error as YamlError {
            throw mistake(in: path, error, text: text)
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
                            (suggestion.map { "no rule is named '\(rule.text)'; did you mean '\($0)'?" }
                                ?? "no rule has this name") + " (nib check --list-rules lists them)")
                    }
                    guard let parsed = CheckConfiguration.RuleSetting(rawValue: setting.text) else {
                        let choices = CheckConfiguration.RuleSetting.allCases.map(\.rawValue)
                        let suggestion =
                            KeySuggestion.closest(to: setting.text, in: choices)
                            ?? choices.first { !setting.text.isEmpty && $0.hasPrefix(setting.text.lowercased()) }
                        throw mistake(
                            setting.node,
                            "rule \(rule.text) cannot be "
                                + (suggestion.map { "'\(setting.text)'; did you mean '\($0)'?" } ?? "this value")
                                + " (a rule is off, error, warning or note)")
                    }
                    configuration.rules[rule.text] = parsed
                }
            case "exclude":
                configuration.exclude = try list(value, named: key, longest: maximumPatternLength, at: mistake)
            case "sources":
                configuration.sources = try list(value, named: key, longest: maximumPathLength, at: mistake)
            case "baseline":
                guard let text = value.scalar?.string, !text.isEmpty else {
                    throw mistake(value, "baseline is one file name, not \(kind(of: value))")
                }
                if let problem = tooLong(text, for: key, longest: maximumPathLength) { throw mistake(value, problem) }
                configuration.baseline = text
            case "modules":
                for (name, folder) in try map(value, named: key, at: mistake) {
                    if let problem = tooLong(folder.text, for: key, longest: maximumPathLength) {
                        throw mistake(folder.node, problem)
                    }
                    configuration.modules[name.text] = folder.text
                }
            case "loaders":
                configuration.loaders = try loaders(value, file: path, at: mistake)
            default:
                let suggestion = KeySuggestion.closest(to: key, in: settings.map(\.key))
                throw mistake(
                    keyNode,
                    (suggestion.map { "no setting is named '\(key)'; did you mean '\($0)'?" }
                        ?? "no setting has this name") + " (a configuration takes \(settingNames))")
            }
        }
        return configuration
    }

    /// The keys a loader takes, each with what its value is.
    static let loaderKeys: KeyValuePairs<String, String> = [
        "type": "the class to inherit from or the protocol to adopt",
        "nib": "class-name, or the member that names the nib",
        "storyboard": "class-name, or the member that names the storyboard",
        "owner": "self (the object loads the nib as its owner) or top-level (the object is the nib's top-level view)",
    ]

    /// The loaders of the list `node`.
    private static func loaders(
        _ node: Node, file: String, at mistake: (Node, String) -> Mistake
    ) throws -> [CheckConfiguration.Loader] {
        let example = "(- type: XibView, nib: class-name, owner: self)"
        guard let sequence = node.sequence else {
            throw mistake(node, "loaders is \(takes("loaders")), not \(kind(of: node)) \(example)")
        }
        if sequence.count > maximumEntries { throw mistake(node, tooMany("loaders")) }
        return try sequence.map { item in
            guard let entries = item.mapping else {
                throw mistake(
                    item,
                    "each loader is a map with type, nib or storyboard, and owner, not \(kind(of: item)) \(example)")
            }
            var values: [String: Text] = [:]
            for (keyNode, valueNode) in entries {
                let key = keyNode.scalar?.string ?? ""
                guard loaderKeys.contains(where: { $0.key == key }) else {
                    let suggestion = KeySuggestion.closest(to: key, in: loaderKeys.map(\.key))
                    throw mistake(
                        keyNode,
                        (suggestion.map { "a loader has no key '\(key)'; did you mean '\($0)'?" }
                            ?? "a loader has no key of this name")
                            + " (a loader takes type, nib or storyboard, and owner)")
                }
                guard let text = valueNode.scalar?.string, !text.isEmpty else {
                    throw mistake(
                        valueNode,
                        "the loader's \(key) is \(loaderKeys.first { $0.key == key }?.value ?? ""), not \(kind(of: valueNode))"
                    )
                }
                if let problem = tooLong(text, for: "loaders", longest: maximumPathLength) {
                    throw mistake(valueNode, problem)
                }
                values[key] = Text(text: text, node: valueNode)
            }
            guard let type = values["type"] else {
                throw mistake(item, "this loader names no type; add type: followed by the class or protocol that loads")
            }
            let named = [
                values["nib"].map { (CheckConfiguration.Loader.Resource.nib, $0) },
                values["storyboard"].map { (.storyboard, $0) },
            ].compactMap { $0 }
            guard named.count == 1, let (resource, name) = named.first else {
                throw mistake(
                    item,
                    "this loader names \(named.isEmpty ? "neither a nib nor a storyboard" : "both a nib and a storyboard"); "
                        + "give one: nib: class-name or storyboard: class-name (or the member that names it)")
            }
            var owner: CheckConfiguration.Loader.Owner = resource == .nib ? .self : .topLevel
            if let written = values["owner"] {
                guard let parsed = CheckConfiguration.Loader.Owner(rawValue: written.text) else {
                    let choices = CheckConfiguration.Loader.Owner.allCases.map(\.rawValue)
                    throw mistake(
                        written.node,
                        "a loader's owner cannot be "
                            + (KeySuggestion.closest(to: written.text, in: choices).map {
                                "'\(written.text)'; did you mean '\($0)'?"
                            } ?? "this value")
                            + " (self or top-level)")
                }
                owner = parsed
            }
            let member = name.text == "class-name" ? nil : name.text
            if let member, !member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "(" || $0 == ")" }) {
                throw mistake(
                    name.node,
                    "the loader's \(resource.rawValue) is class-name or a member's name (nibName), not a path or a file name"
                )
            }
            return CheckConfiguration.Loader(
                type: type.text, resource: resource, member: member, owner: owner,
                source: "\(file.split(separator: "/").last.map(String.init) ?? file):\(item.mark?.line ?? 1)")
        }
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
        if mapping.count > maximumEntries { throw mistake(node, tooMany(key)) }
        return try mapping.map { entry in
            guard let name = entry.key.scalar?.string, let value = entry.value.scalar?.string else {
                let wrong = entry.key.scalar == nil ? entry.key : entry.value
                throw mistake(wrong, "\(key) is \(what); this entry is \(kind(of: wrong))")
            }
            return (Text(text: name, node: entry.key), Text(text: value, node: entry.value))
        }
    }

    /// The strings of the list `node`, each at most `longest` characters; a single string is a list of one.
    private static func list(
        _ node: Node, named key: String, longest: Int, at mistake: (Node, String) -> Mistake
    ) throws -> [String] {
        let what = takes(key)
        let items: [Node]
        if node.scalar != nil {
            items = [node]
        } else if let sequence = node.sequence {
            if sequence.count > maximumEntries { throw mistake(node, tooMany(key)) }
            items = Array(sequence)
        } else {
            throw mistake(node, "\(key) is \(what), not \(kind(of: node))")
        }
        return try items.compactMap { item in
            guard let text = item.scalar?.string else {
                throw mistake(item, "\(key) is \(what); this item is \(kind(of: item))")
            }
            if let problem = tooLong(text, for: key, longest: longest) { throw mistake(item, problem) }
            return node.scalar != nil && text.isEmpty ? nil : text
        }
    }

    private static func tooMany(_ key: String) -> String {
        "\(key) holds more than \(maximumEntries) entries, the most nib check takes; "
            + (key == "exclude"
                ? "cover them with fewer patterns (Tests/**, **/Legacy*.xib)" : "name their common folder")
    }

    /// Why `text`, the value of setting `key`, is too long, or nil.
    private static func tooLong(_ text: String, for key: String, longest: Int) -> String? {
        guard text.count > longest else { return nil }
        return "this value of \(key) is \(text.count) characters long, over the limit of \(longest); "
            + (key == "exclude" ? "use a shorter pattern" : "name a shorter path")
    }

    /// What a node is, for a message: `a map`, `a list`, `a text`, never its contents.
    private static func kind(of node: Node) -> String {
        switch node {
        case .scalar: "a text"
        case .mapping: "a map"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    /// A YAML syntax error as a mistake at its line, in libyaml's own words, which never quote the text.
    private static func mistake(in path: String, _ error: YamlError, text: String) -> Mistake {
        let takes = "(a configuration is a map of settings: \(settingNames))"
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return Mistake(
                file: path, line: mark.line, column: mark.column, message: "not valid YAML: \(problem) \(takes)")
        case .reader(let problem, let offset, _, _):
            let (line, column) = position(ofCharacter: offset ?? 0, in: text)
            return Mistake(
                file: path, line: line, column: column,
                message: "not valid YAML: \(problem); is this a configuration file? \(takes)")
        case .duplicatedKeysInMapping(_, let context):
            return Mistake(
                file: path, line: context.mark.line, column: context.mark.column,
                message: "a key is set twice in this map; keep one")
        default:
            return Mistake(file: path, line: 1, column: 1, message: "not valid YAML \(takes)")
        }
    }

    /// The line and column of the character at `offset` in `text`.
    private static func position(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in text.prefix(max(0, offset)) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
