import Foundation
import NibCheck
import NibModel
import NibRender

/// `nib preview`'s static gallery: one HTML page that holds every document's pictures inline (so it opens from
/// disk, with no server and no network), each with its classes, outlets and actions, and `nib check`'s findings
/// listed below it and marked on the picture.
package struct PreviewSite {
    /// One document of the gallery.
    package struct Entry {
        package var file: String
        /// How the page names the document: its path from the project's folder.
        package var name: String
        package var document: IBDocument
        package var pictures: [DocumentRenderer.Picture]
        package var findings: [CheckFinding]

        /// A document at `file`, named `name` on the page (the path itself when not given).
        package init(
            file: String, name: String? = nil, document: IBDocument, pictures: [DocumentRenderer.Picture],
            findings: [CheckFinding]
        ) {
            self.file = file
            self.name = name ?? file
            self.document = document
            self.pictures = pictures
            self.findings = findings
        }
    }

    package var title: String
    package var entries: [Entry]

    package init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    private static func html(_ text: String) -> String { SVGText.escaped(text) }

    /// A finding as the page's script marks it on its picture.
    private struct Mark: Encodable {
        var id: String
        var severity: String
        var message: String
    }

    /// The findings that name a view, as JSON for a `data-findings="…"` attribute: encoded, then escaped, so that the
    /// browser's attribute value is the JSON whatever quotes the messages hold.
    private static func marks(_ findings: [CheckFinding]) -> String {
        let marks = findings.filter { !$0.objectID.isEmpty }.map {
            Mark(id: $0.objectID, severity: $0.severity.rawValue, message: $0.message)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(marks)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return html(json)
    }

    /// The page.
    package func page() -> String {
        var body = ""
        var index = ""
        for (number, entry) in entries.enumerated() {
            let anchor = "d\(number)"
            let errors = entry.findings.filter { $0.severity == .error }.count
            let warnings = entry.findings.filter { $0.severity == .warning }.count
            let badge = errors + warnings > 0 ? ##" <span class="badge">\##(errors) ⛔ \##(warnings) ⚠️</span>"## : ""
            index += ##"<li><a href="#\##(anchor)">\##(Self.html(entry.name))</a>\##(badge)</li>"## + "\n"
            body += Self.section(entry, anchor: anchor)
        }
        return Self.frame(index: index, body: body, title: title)
    }

    /// One document's section: its pictures, the classes, outlets and actions it connects, and its findings, as many
    /// as `nib check` reports (`CheckReport.limited(_:perRuleAndDocument:)`), marked once for all the pictures.
    private static func section(_ entry: Entry, anchor: String) -> String {
        let findings = CheckReport.limited(entry.findings, perRuleAndDocument: CheckReport.findingsPerRuleAndDocument)
        var body = ##"<section class="document" id="\##(anchor)" data-findings="\##(marks(findings))">"##
        body += ##"<h2>\##(html(entry.name))</h2>"## + "\n"
        for picture in entry.pictures {
            body += "<figure>\n"
            body += ##"<figcaption>\##(html(picture.name))</figcaption>"## + "\n"
            body += ##"<div class="picture">"## + picture.svg + "</div>\n</figure>\n"
        }
        let rows = connectionRows(of: entry.document)
        if !rows.isEmpty {
            body += "<table><tr><th>object</th><th>outlets</th><th>actions</th></tr>\n\(rows)</table>\n"
        }
        if !findings.isEmpty {
            body += ##"<ul class="findings">"## + "\n"
            for finding in findings {
                body +=
                    ##"<li class="\##(finding.severity.rawValue)">line \##(finding.line): \##(html(finding.message)) <code>\##(finding.rule)</code></li>"##
                    + "\n"
            }
            body += "</ul>\n"
        }
        return body + "</section>\n"
    }

    /// A table row for each object with a custom class, outlets or actions.
    private static func connectionRows(of document: IBDocument) -> String {
        let runtime = document.header.targetRuntime
        var rows = ""
        document.forEachObject { object in
            let outlets = object.outlets.compactMap(\.property)
            let actions = object.connections.filter { $0.kind == .action }.compactMap(\.selector)
            guard object.customClass != nil || !outlets.isEmpty || !actions.isEmpty else { return }
            rows +=
                "<tr><td>\(html(object.readableName(runtime: runtime)))</td>"
                + "<td>\(html(outlets.joined(separator: ", ")))</td>"
                + "<td>\(html(actions.joined(separator: ", ")))</td></tr>\n"
        }
        return rows
    }

    /// The page around the sections: the style, the index of documents and the script that marks findings.
    private static func frame(index: String, body: String, title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(html(title))</title>
        <style>
        body { font-family: -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif; margin: 0; display: flex; }
        nav { flex: 0 0 18rem; box-sizing: border-box; padding: 1rem; background: #f2f2f7; height: 100vh; overflow: auto; position: sticky; top: 0; font-size: 0.85rem; overflow-wrap: anywhere; }
        main { padding: 1rem 2rem; flex: 1 1 auto; min-width: 0; }
        figure { display: inline-block; margin: 0 1.5rem 1.5rem 0; vertical-align: top; }
        figcaption { font-size: 0.8rem; color: #3c3c43; margin-bottom: 0.3rem; }
        .picture { position: relative; border: 1px solid #d1d1d6; display: inline-block; }
        .mark { position: absolute; border: 2px solid #ff3b30; background: rgba(255, 59, 48, 0.12); pointer-events: auto; }
        .mark.warning { border-color: #ff9500; background: rgba(255, 149, 0, 0.12); }
        .findings li.error { color: #d70015; } .findings li.warning { color: #a05a00; }
        table { border-collapse: collapse; font-size: 0.85rem; margin: 0.5rem 0; }
        td, th { border: 1px solid #d1d1d6; padding: 0.2rem 0.5rem; text-align: left; }
        .badge { font-size: 0.75rem; }
        </style></head>
        <body><nav><h1>\(html(title))</h1><ul>
        \(index)</ul></nav>
        <main>
        \(body)</main>
        <script>
        // Marks each finding's view on its picture, with the message on hover.
        for (const figure of document.querySelectorAll('figure')) {
          const holder = figure.querySelector('.picture');
          const svg = holder.querySelector('svg');
          for (const finding of JSON.parse(figure.closest('section').dataset.findings)) {
            const group = svg.querySelector('[id="' + CSS.escape(finding.id) + '"]');
            if (!group) continue;
            const box = group.getBoundingClientRect(), frame = holder.getBoundingClientRect();
            const mark = document.createElement('div');
            mark.className = 'mark ' + finding.severity;
            mark.title = finding.message;
            mark.style.left = (box.left - frame.left) + 'px'; mark.style.top = (box.top - frame.top) + 'px';
            mark.style.width = Math.max(box.width, 4) + 'px'; mark.style.height = Math.max(box.height, 4) + 'px';
            holder.appendChild(mark);
          }
        }
        </script>
        </body></html>

        """
    }
}
