import NibLayout
import NibModel
import NibTextMetrics

/// Draws a document's views as SVG, one picture per top-level view and per storyboard scene, at its design size and
/// with the frames NibKit's layout computes: backgrounds, borders, corner radii, labels, buttons, fields and the
/// common controls in their system look, images as labelled placeholders.
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

        public init(appearance: Appearance = .light, outline: Bool = false, stored: Bool = false) {
            self.appearance = appearance
            self.outline = outline
            self.stored = stored
        }
    }

    /// One picture: a name for its file and the SVG.
    public struct Picture: Sendable {
        /// The view's or scene's name: its label, its view controller's, or its class, and its id.
        public var name: String
        /// The document id of the view drawn.
        public var rootID: String
        public var svg: String
    }

    public let document: IBDocument
    public let options: Options

    public init(document: IBDocument, options: Options = Options()) {
        self.document = document
        self.options = options
    }

    /// Every picture of the document.
    public func render() -> [Picture] {
        var objects: [String: IBObject] = [:]
        var controllers: [String: IBObject] = [:]
        document.forEachObject { object in
            if !object.id.isEmpty, objects[object.id] == nil { objects[object.id] = object }
            if object.category == .viewController, let view = object.child(forKey: "view") {
                controllers[view.id] = object
            }
        }
        var namedColors: [String: Color] = [:]
        for named in document.resources.namedColors { namedColors[named.name] = named.color }
        let drawing = ViewDrawing(
            objects: objects, colors: ColorResolver(appearance: options.appearance, namedColors: namedColors),
            options: options, isMac: document.header.targetRuntime == .macOS)
        var pictures: [Picture] = []
        for tree in DocumentLayout(document: document).layOut() {
            let root = tree.system.root
            guard let object = objects[root.id] else { continue }
            let controller = controllers[root.id]
            let label =
                controller?.userLabel ?? controller?.title ?? controller?.storyboardIdentifier
                ?? controller?.customClass ?? object.userLabel ?? object.customClass
                ?? object.className(for: document.header.targetRuntime)
            pictures.append(
                Picture(name: "\(label) \(root.id)", rootID: root.id, svg: drawing.picture(of: root)))
        }
        return pictures
    }
}
