import NibModel

/// A collection view's layout in code: its flow layout's values where they differ from UIKit's defaults, or the
/// project's layout class, given to the view in a `do` block of the set-up.
enum CollectionLayoutLines {
    /// The flow layout's values as statements on `layout`, with the value type the model gives each: rows.
    private static let sizes: [(key: String, uikitDefault: Size)] = [
        ("itemSize", Size(width: 50, height: 50)), ("estimatedItemSize", Size(width: 0, height: 0)),
        ("headerReferenceSize", Size(width: 0, height: 0)), ("footerReferenceSize", Size(width: 0, height: 0)),
    ]
    private static let spacings: [(attribute: String, uikitDefault: Double)] = [
        ("minimumLineSpacing", 10), ("minimumInteritemSpacing", 10),
    ]

    /// The statements for `collection`'s layout, and the project's layout class it uses (name and UIKit base), if any.
    static func lines(for collection: IBObject, receiver: String) -> (lines: [String], uses: (String, String)?) {
        guard let layout = collection.child(forKey: "collectionViewLayout") else { return ([], nil) }
        let isFlow = layout.element == .collectionViewFlowLayout
        let base = isFlow ? "UICollectionViewFlowLayout" : "UICollectionViewLayout"
        let custom = layout.customClass.flatMap(SwiftNames.projectType(from:))
        var settings: [String] = []
        if isFlow {
            if layout.untyped[attribute: "scrollDirection"] == "horizontal" {
                settings.append("layout.scrollDirection = .horizontal")
            }
            for row in sizes {
                guard case .size(let size)? = layout.value(forKey: row.key), size != row.uikitDefault else { continue }
                settings.append(
                    "layout.\(row.key) = \(SwiftLiterals.size(size))")
            }
            if layout.untyped.flag("automaticEstimatedItemSize") == true {
                settings.append("layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
            }
            for row in spacings {
                guard let value = layout.untyped[attribute: row.attribute].flatMap(Double.init),
                    value != row.uikitDefault
                else { continue }
                settings.append("layout.\(row.attribute) = \(number(value))")
            }
            if case .insets(let insets)? = layout.value(forKey: "sectionInset"), insets != .zero {
                settings.append("layout.sectionInset = \(SwiftLiterals.insets(insets))")
            }
        }
        guard custom != nil || !settings.isEmpty else { return ([], nil) }
        let prefix = receiver.isEmpty ? "" : receiver + "."
        let lines =
            ["do {", "    let layout = \(custom ?? base)()"] + settings.map { "    " + $0 }
            + ["    \(prefix)collectionViewLayout = layout", "}"]
        return (lines, custom.map { ($0, base) })
    }

    private static func number(_ value: Double) -> String { SwiftLiterals.number(value) }
}
