import Foundation
import NibModel
import NibSourceIndex

/// The names a project's documents provide to code: nib and storyboard names (their file names), storyboard IDs,
/// segue identifiers and reuse identifiers.
struct ResourceNames: Sendable {
    var nibs: Set<String> = []
    var storyboards: Set<String> = []
    var viewControllerIdentifiers: Set<String> = []
    var segueIdentifiers: Set<String> = []
    var reuseIdentifiers: Set<String> = []
    /// The custom classes of the documents' objects.
    var classes: Set<String> = []
    /// The storyboards each storyboard's references open (`viewControllerPlaceholder storyboardName=`), by name.
    var storyboardReferences: [String: Set<String>] = [:]
    /// What the code that loads a nib with an owner depends on, by nib name.
    var nibSummaries: [String: [NibSummary]] = [:]

    /// What a nib holds that the code loading it with `owner: self` depends on.
    struct NibSummary: Sendable {
        /// An object of the nib, as a finding names and locates it.
        struct Object: Sendable {
            var id: String
            var className: String
            var name: String
            var location: SourceLocation
            /// Whether the document names the class's module (or its own target's).
            var namesModule = true
        }
        var file: String
        /// Whether the document is AppKit's, whose loader logs a failed outlet rather than raising.
        var isAppKit = false
        /// File's Owner's class, and whether the document connects outlets or actions to it.
        var ownerClass: String
        var ownerHasConnections: Bool
        /// The keys of the outlets the nib sets on its owner.
        var ownerOutletKeys: [String]
        var ownerLocation: SourceLocation
        /// The top-level views, placeholders and non-views left out.
        var topLevelViews: [Object]
        /// How many top-level objects the nib has besides its placeholders: views, windows, panels, menus, objects.
        var topLevelObjectCount: Int
        /// Every object with a custom class.
        var customObjects: [Object]
    }

    /// `Preferences` for `Preferences.nib`: the bundle finds a nib or storyboard named with its extension too.
    static func withoutDocumentExtension(_ name: String, kind: ResourceUse.Kind) -> String {
        let extensions = kind == .nib ? [".nib", ".xib"] : kind == .storyboard ? [".storyboard", ".storyboardc"] : []
        guard let suffix = extensions.first(where: { name.lowercased().hasSuffix($0) }) else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// The name code loads the document by: its file name without extension or device suffix (`Card~ipad.xib` is
    /// loaded as `Card`).
    static func loadingName(of file: String) -> String {
        var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        for suffix in ["~ipad", "~iphone", "~mac"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    /// The names `document`, read from `file`, provides.
    init(document: IBDocument?, file: String) {
        let name = Self.loadingName(of: file)
        if file.hasSuffix(".storyboard") || file.hasSuffix(".storyboardc") {
            storyboards.insert(name)
        } else {
            nibs.insert(name)
        }
        if !file.hasSuffix(".storyboard"), let document {
            nibSummaries[name] = [Self.summary(of: document, file: file)]
        }
        document?.forEachObject { object in
            if file.hasSuffix(".storyboard"), let referenced = object.storyboardName {
                storyboardReferences[name, default: []].insert(referenced)
            }
            if let identifier = object.storyboardIdentifier { viewControllerIdentifiers.insert(identifier) }
            if let customClass = object.customClass { classes.insert(customClass) }
            if let identifier = object.reuseIdentifier { reuseIdentifiers.insert(identifier) }
            // AppKit table cell views are found by their `identifier=` (makeView(withIdentifier:owner:)).
            if let identifier = object.untyped[attribute: "identifier"] { reuseIdentifiers.insert(identifier) }
            for connection in object.connections where connection.kind == .segue {
                if let identifier = connection.identifier { segueIdentifiers.insert(identifier) }
            }
        }
    }

    init() {}

    private static func summary(of document: IBDocument, file: String) -> NibSummary {
        let runtime = document.header.targetRuntime
        func object(_ object: IBObject) -> NibSummary.Object {
            NibSummary.Object(
                id: object.id, className: object.className(for: runtime), name: object.readableName(runtime: runtime),
                location: object.location,
                namesModule: object.customModule != nil || object.customModuleProvider != nil)
        }
        let owner = document.filesOwner
        var ownerHasConnections = !(owner?.connections.isEmpty ?? true)
        var customObjects: [NibSummary.Object] = []
        document.forEachObject { candidate in
            if candidate.placeholder == nil, candidate.customClass != nil { customObjects.append(object(candidate)) }
            if let owner, candidate.connections.contains(where: { $0.destination == owner.id }) {
                ownerHasConnections = true
            }
        }
        var summary = NibSummary(
            file: file, ownerClass: owner?.className(for: runtime) ?? "NSObject",
            ownerHasConnections: ownerHasConnections,
            ownerOutletKeys: owner?.outlets.compactMap(\.property) ?? [],
            ownerLocation: owner?.location ?? document.header.location,
            topLevelViews: document.topLevelObjects.filter { $0.category == .view }.map(object),
            topLevelObjectCount: document.topLevelObjects.filter { $0.placeholder == nil }.count,
            customObjects: customObjects)
        summary.isAppKit = runtime == .macOS
        return summary
    }

    mutating func formUnion(_ other: ResourceNames) {
        nibs.formUnion(other.nibs)
        storyboards.formUnion(other.storyboards)
        viewControllerIdentifiers.formUnion(other.viewControllerIdentifiers)
        segueIdentifiers.formUnion(other.segueIdentifiers)
        reuseIdentifiers.formUnion(other.reuseIdentifiers)
        nibSummaries.merge(other.nibSummaries) { $0 + $1 }
        storyboardReferences.merge(other.storyboardReferences) { $0.union($1) }
        classes.formUnion(other.classes)
    }
}
