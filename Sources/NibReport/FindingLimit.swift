import NibCheck
import NibModel

extension CheckReport {
    /// How many findings of one rule in one document reports show by default.
    package static let findingsPerRuleAndDocument = 100
    /// The most characters of a finding's message that reports show: its beginning and its end around
    /// `…(N bytes left out)…`.
    package static let maximumMessageLength = 1_000

    /// `findings` as reports show them: each message cut to ``maximumMessageLength`` characters, and of the findings
    /// of one rule in one document the first `limit` (every one when `limit` is 0). In the place of the first one
    /// left out, at its line, a note counts those left out, so that a document cannot fill a CI log or a SARIF upload
    /// with one mistake repeated, and the cut shows where it is.
    package static func limited(_ findings: [CheckFinding], perRuleAndDocument limit: Int) -> [CheckFinding] {
        struct Key: Hashable {
            var file: String
            var rule: String
        }
        var counts: [Key: Int] = [:]
        for finding in findings { counts[Key(file: finding.file, rule: finding.rule), default: 0] += 1 }
        var shown: [Key: Int] = [:]
        var result: [CheckFinding] = []
        for var finding in findings {
            let key = Key(file: finding.file, rule: finding.rule)
            let index = shown[key, default: 0]
            shown[key] = index + 1
            guard limit <= 0 || index <= limit else { continue }
            if limit > 0, index == limit {
                let leftOut = counts[key, default: 0] - limit
                finding.severity = .note
                finding.objectID = ""
                finding.subject = "findings left out"
                finding.message =
                    "\(leftOut) more \(finding.rule) finding\(leftOut == 1 ? "" : "s") in this document from here "
                    + "on \(leftOut == 1 ? "is" : "are") not shown: reports show the first \(limit) of a rule in a "
                    + "document, and the summary counts them all; nib check --findings-per-rule 0 reports every one"
            } else {
                finding.message = finding.message.shortened(to: maximumMessageLength)
            }
            result.append(finding)
        }
        return result
    }
}
