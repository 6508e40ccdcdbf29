import NibModel

/// What one `nib render` run drew, for its closing line: pictures, documents with nothing to draw, views drawn as
/// placeholders, PNGs the converter refused.
struct RenderSummary {
    var documents = 0
    var pictures = 0
    /// Documents that gave no picture.
    var empty = 0
    /// Views drawn as placeholders, over all pictures.
    var placeholders = 0
    /// Pictures whose PNG the converter refused.
    var skippedPNGs = 0

    /// The closing line: `rendered 12 pictures of 3 documents; 2 views drawn as placeholders (--verbose lists them)`.
    func line(verbose: Bool) -> String {
        var parts = [
            "rendered \(pictures) picture\(pictures == 1 ? "" : "s") of \(documents) document\(documents == 1 ? "" : "s")"
        ]
        if empty > 0 { parts.append("\(empty) with nothing to draw") }
        if placeholders > 0 {
            parts.append(
                "\(placeholders) view\(placeholders == 1 ? "" : "s") drawn as placeholders"
                    + (verbose ? "" : " (--verbose lists them)"))
        }
        if skippedPNGs > 0 { parts.append("\(skippedPNGs) PNG\(skippedPNGs == 1 ? "" : "s") not written") }
        return parts.joined(separator: "; ")
    }

    /// Why a document gives no picture: what it holds instead of views.
    static func whyEmpty(_ document: IBDocument) -> String {
        var kinds: [String] = []
        document.forEachObject { object in
            let kind =
                switch object.element {
                case .menu: "menus"
                case .window: "windows without a content view"
                default: object.category == .viewController ? "view controllers without views" : nil
                }
            if let kind, !kinds.contains(kind) { kinds.append(kind) }
        }
        let holds = kinds.isEmpty ? "no views" : "no views, only " + kinds.joined(separator: " and ")
        return "the document has \(holds)"
    }
}
