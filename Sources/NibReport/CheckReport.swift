import Foundation
import NibCheck
import NibModel

/// `nib check`'s findings in the formats CI systems and editors read: Xcode's (`path:line:col: error: message
/// [rule]`), the JSON every command writes, SARIF 2.1.0 for code-scanning services, and GitHub Actions' workflow
/// commands.
package enum CheckReport {
    /// The counts of findings by severity.
    package struct Summary: Encodable, Sendable, Equatable {
        package var documents: Int
        package var sourceFiles: Int
        package var errors = 0
        package var warnings = 0
        package var notes = 0
        /// The warnings that are errors the check could not see happen: in a document nothing it sees loads, or a
        /// prototype cell no code it sees dequeues.
        package var unseenErrors = 0

        package init(documents: Int, sourceFiles: Int, findings: [CheckFinding]) {
            self.documents = documents
            self.sourceFiles = sourceFiles
            for finding in findings {
                switch finding.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .note: notes += 1
                }
                if finding.condition != nil { unseenErrors += 1 }
            }
        }

        /// `checked 12 documents against 40 source files: 1 error, 2 warnings, 0 notes`, and how many warnings are
        /// errors the check could not see happen.
        package var line: String {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let unseen =
                unseenErrors == 0
                ? ""
                : " (\(unseenErrors) of them errors in a document or cell the check saw nothing load or dequeue)"
            return "checked \(count(documents, "document")) against \(count(sourceFiles, "source file")): "
                + "\(count(errors, "error")), \(count(warnings, "warning"))\(unseen), \(count(notes, "note"))"
        }
    }

    /// One line per finding, as Xcode and compilers write them; a line break a document put in a name shows as `\n`,
    /// so that no finding spans lines or passes for another.
    package static func xcode(_ findings: [CheckFinding]) -> String {
        findings.map { PrintableText.line($0.xcodeDescription) + "\n" }.joined()
    }

    /// `{"summary": {…}, "diagnostics": [{file, line, column, severity, message, rule}, …]}`.
    package struct JSON: Encodable, Sendable {
        var summary: Summary
        var diagnostics: [Diagnostic]

        package init(summary: Summary, findings: [CheckFinding]) {
            self.summary = summary
            diagnostics = findings.map {
                Diagnostic(
                    severity: $0.severity, file: $0.file, line: $0.line, column: $0.column, message: $0.message,
                    rule: $0.rule)
            }
        }
    }

    /// GitHub Actions' workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per finding, which
    /// annotate the pull request's files.
    package static func github(_ findings: [CheckFinding]) -> String {
        findings.map { finding in
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let properties = [
                "file=\(escapeProperty(finding.file))", "line=\(max(finding.line, 1))",
                "col=\(max(finding.column, 1))", "title=\(escapeProperty("nib check: \(finding.rule)"))",
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n"
        }.joined()
    }

    /// A workflow command's message: `%`, carriage return and line feed escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: besides the message's escapes, `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
