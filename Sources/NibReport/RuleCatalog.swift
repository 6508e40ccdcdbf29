import NibCheck

/// `nib check`'s rules as a Markdown article (the NibCheck catalog's `RuleCatalog.md`): each rule's severity, what it finds,
/// why it matters and how to fix it, and its examples, the first that triggers it shown whole.
package enum RuleCatalog {
    /// The article for `rules`.
    package static func markdown(_ rules: [CheckRule] = CheckRule.all) -> String {
        var text = """
            # The rules of nib check

            What `nib check` finds, rule by rule, each with small projects that show it: the tests check that every \
            project marked *finds* gives a finding of its rule and every one marked *passes* none.

            This article is generated from the rules themselves (`Sources/NibCheck/Rules/`); \
            `NIBKIT_UPDATE_CATALOG=1 swift test --filter RuleCatalogTests` writes it anew.

            """
        for rule in rules { text += "\n" + section(rule) }
        return text
    }

    private static func section(_ rule: CheckRule) -> String {
        let appKit = rule.appKitSeverity.map { " (in an AppKit document: \($0.rawValue))" } ?? ""
        var lines = [
            "## \(rule.id)", "", "**\(rule.severity.rawValue)**\(appKit). \(rule.summary)", "", rule.explanation, "",
            "**Fix:** \(rule.fix)", "",
        ]
        for example in rule.examples {
            lines.append("- \(example.triggers ? "Finds" : "Passes"): \(example.title)")
        }
        if let shown = rule.examples.first(where: \.triggers) {
            lines += ["", "The first project:", ""]
            for path in shown.files.keys.sorted() {
                lines += ["`\(path)`:", "", "```\(language(of: path))", shown.files[path] ?? "", "```", ""]
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func language(of path: String) -> String {
        if path.hasSuffix(".swift") { return "swift" }
        if path.hasSuffix(".xib") || path.hasSuffix(".storyboard") || path.hasSuffix(".plist") { return "xml" }
        return ""
    }
}
