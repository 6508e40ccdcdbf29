import NibDiff
import NibModel
import NibRender

/// A diff's before/after pictures: each view tree of the new document beside the same tree of the old one, the views
/// the diff added marked green, changed or moved orange (on the new side) and removed red (on the old side).
package enum DiffPicture {
    package static let added = "#34C759"
    package static let changed = "#FF9500"
    package static let removed = "#FF3B30"

    /// One SVG per view tree: "Before" and "After" side by side.
    package static func pictures(old: IBDocument, new: IBDocument, diff: DocumentDiff) -> [(name: String, svg: String)]
    {
        var newMarks: [String: String] = [:]
        var oldMarks: [String: String] = [:]
        for change in diff.changes {
            switch (change.kind, change.subject) {
            case ("added", "object"): newMarks[change.objectID] = added
            case ("removed", "object"): oldMarks[change.objectID] = removed
            default: if newMarks[change.objectID] == nil { newMarks[change.objectID] = changed }
            }
        }
        let before = DocumentRenderer(document: old, options: .init(marked: oldMarks)).render()
        let after = DocumentRenderer(document: new, options: .init(marked: newMarks)).render()
        return after.map { picture in
            let earlier = before.first { $0.rootID == picture.rootID }
            return (picture.name, sideBySide(earlier, picture))
        }
    }

    /// The two pictures in one SVG, with their titles; the old side empty when the tree is new.
    static func sideBySide(_ old: DocumentRenderer.Picture?, _ new: DocumentRenderer.Picture) -> String {
        func placed(_ svg: String, x: Double) -> String {
            svg.replacingOccurrences(
                of: "<svg ", with: "<svg x=\"\(SVGText.number(x))\" y=\"24\" ", options: [],
                range: svg.range(of: "<svg "))
        }
        let oldWidth = old?.width ?? new.width
        let width = oldWidth + new.width + 32
        let height = max(old?.height ?? 0, new.height) + 24
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGText.number(width))\" "
        svg +=
            "height=\"\(SVGText.number(height))\" viewBox=\"0 0 \(SVGText.number(width)) \(SVGText.number(height))\" "
        svg += "font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
        let titles =
            TextOutlines.line("Before", x: 0, baseline: 16, size: 13, paint: "fill=\"#3C3C43\"")
            + TextOutlines.line("After", x: oldWidth + 32, baseline: 16, size: 13, paint: "fill=\"#3C3C43\"")
        svg += titles + TextOutlines.definitions(usedIn: titles)
        if let old { svg += placed(old.svg, x: 0) }
        svg += placed(new.svg, x: oldWidth + 32)
        return svg + "</svg>\n"
    }
}
