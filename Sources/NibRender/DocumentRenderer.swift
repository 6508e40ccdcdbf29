import Foundation
import NibLayout
import NibModel
import NibTextMetrics

/// Draws a document's views as SVG, one picture per top-level view and per storyboard scene, at its design size and
/// with the frames NibKit's layout computes: backgrounds, borders, corner radii, labels, buttons, fields and the
/// common controls in their system look, images as labelled placeholders.
///
/// Text is drawn as glyph outlines (Liberation Sans, bold for bold text), each line stretched to the width NibKit's
/// text metrics measure for it, so a picture's pixels are the same on every machine that rasterises it, whatever
/// fonts it has; an invisible `<text>` keeps each line's string searchable. Characters the outlines lack (CJK,
/// emoji) are empty boxes, with a ``Picture/Warning``.
public struct DocumentRenderer: Sendable {
    /// The appearance whose system colors are drawn.
    public enum Appearance: String, Sendable, CaseIterable {
        case light, dark
    }

    /// What to draw besides the views.
    public struct Options: Sendable {
        public var appearance: Appearance
        /// Each view's frame outlined and its id written.
        public var outline: Bool
        /// Interface Builder's stored frames drawn, dashed, beside the computed ones.
        public var stored: Bool
        /// Views to mark, by id, each with the color of its mark (`#FF3B30`): what a diff changed.
        public var marked: [String: String]

        public init(
            appearance: Appearance = .light, outline: Bool = false, stored: Bool = false, marked: [String: String] = [:]
        ) {
            self.appearance = appearance
            self.outline = outline
            self.stored = stored
            self.marked = marked
        }
    }

    /// One picture: a name for its file and the SVG.
    public struct Picture: Sendable {
        /// The view's or scene's name: its label, its view controller's, or its class, and its id.
        public var name: String
        /// The document id of the view drawn.
        public var rootID: String
        public var svg: String
        /// The picture's size in points: the view's laid-out size.
        public var width: Double
        public var height: Double
        /// What the picture leaves out and why, at the views of the document drawn.
        public var warnings: [Warning] = []
        /// The views the picture shows only as placeholders (a named box), and why.
        public var placeholders: [Warning] = []

        /// Something a picture could not draw, located at a view of the document drawn.
        public struct Warning: Sendable, Hashable {
            /// The document id of the view.
            public var objectID: String
            /// Where the view is in the document.
            public var location: SourceLocation
            /// What was left out, why, and how to fix it.
            public var message: String
        }
    }

    public let document: IBDocument
    public let options: Options
    /// The nibs of nib-backed views, by the class whose content they hold: a view of such a class is drawn with its
    /// nib's content.
    public let nibs: [String: IBDocument]
    /// The project's asset-catalog images: an image view whose image is among them shows it.
    public let images: ProjectImages

    /// A renderer of `document`; `nibs` are the nib-backed views' nibs by class (see ``nibsByClass(_:)``), `images`
    /// the project's images.
    public init(
        document: IBDocument, options: Options = Options(), nibs: [String: IBDocument] = [:],
        images: ProjectImages = ProjectImages()
    ) {
        self.document = document
        self.options = options
        self.nibs = nibs
        self.images = images
    }

    /// The nibs among `documents` (path → document) by the class of view whose content each holds: its File's Owner's
    /// custom class, else its one top-level view's, else its file name (NibKit's convention).
    public static func nibsByClass(_ documents: [(path: String, document: IBDocument)]) -> [String: IBDocument] {
        var result: [String: IBDocument] = [:]
        for (path, document) in documents where !document.isStoryboard {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let views = document.topLevelObjects.filter { $0.category == .view }
            let owner = document.filesOwner?.customClass
            let top = views.count == 1 ? views[0].customClass : nil
            for key in [owner, top, name].compactMap({ $0 }) where result[key] == nil { result[key] = document }
        }
        return result
    }

    /// The views of the selected items of the document's AppKit tab views, drawn in their tab views.
    static func selectedTabViews(in document: IBDocument) -> [IBObject] {
        var views: [IBObject] = []
        document.forEachObject { object in
            guard object.element == .tabView else { return }
            let items = object.children.filter { $0.element == .tabViewItem }
            let selected = items.first { $0.untyped.flag("selected") == true } ?? items.first
            if let view = selected?.child(forKey: "view"), view.view?.frame != nil { views.append(view) }
        }
        return views
    }

    /// Every picture of the document.
    public func render() -> [Picture] {
        let colors = ColorResolver(appearance: options.appearance, resources: document.resources)
        let embedded = EmbeddedNibs(nibs: nibs, options: options, images: images)
        var pictures: [Picture] = []
        let inPlace = InPlaceTrees()
        let tabViews = Self.selectedTabViews(in: document)
        let laidOut = DocumentLayout(document: document).layOut(extraRoots: tabViews)
        let extra = Set(tabViews.map(\.id))
        document.forEachObject { object in
            guard object.element == .navigationController else { return }
            if let root = object.connections.first(where: { $0.relationshipKind == .rootViewController })?.destination {
                inPlace.add(navigation: object.id, root: root)
            }
        }
        let drawings = laidOut.map { tree in
            let drawing = ViewDrawing(
                objects: tree.objects, colors: colors, options: options,
                isMac: document.header.targetRuntime == .macOS, embedded: embedded, images: images, inPlace: inPlace)
            inPlace.add(tree.rootID, drawing: drawing, root: tree.system.root)
            if let controller = tree.controller { inPlace.add(controller: controller.id, view: tree.rootID) }
            return drawing
        }
        for (tree, drawing) in zip(laidOut, drawings) where !extra.contains(tree.rootID) {
            let root = tree.system.root
            let (object, controller) = (tree.rootView, tree.controller)
            let label =
                controller?.userLabel ?? controller?.title ?? controller?.storyboardIdentifier
                ?? controller?.customClass ?? object.userLabel ?? object.customClass
                ?? object.className(for: document.header.targetRuntime)
            let state = DrawingState()
            let bars = tree.simulatedBars.map { bar in
                SceneBars(document: document).draw(bar, of: controller, with: drawing)
            }
            let svg = drawing.picture(of: root, state: state, overlay: bars.joined())
            pictures.append(
                Picture(
                    name: "\(label) \(root.id)", rootID: root.id, svg: svg, width: root.frame.width,
                    height: root.frame.height, warnings: state.warnings, placeholders: state.placeholders))
        }
        return pictures
    }
}
