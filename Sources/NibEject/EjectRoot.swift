import NibModel

/// A view `nib eject` writes a class for, with the object whose outlets and actions reach into it: File's Owner for
/// a nib's top-level view, the view controller for a storyboard scene's view, none for a prototype cell (whose own
/// connections are its class's).
struct EjectRoot {
    /// The view.
    var object: IBObject
    /// File's Owner or the scene's view controller.
    var owner: IBObject?
    /// Whether the view is a scene's view controller's root view.
    var isSceneView: Bool

    /// The roots of a nib: its top-level views, cells and reusable views, with File's Owner.
    static func roots(ofNib document: IBDocument) -> [EjectRoot] {
        document.topLevelObjects.filter { $0.view != nil && UIKitClasses.row(for: $0.element) != nil }.map {
            EjectRoot(object: $0, owner: document.filesOwner, isSceneView: false)
        }
    }

    /// The roots of a storyboard, scene by scene: each view controller's root view (scenes without one, such as
    /// navigation and tab bar controllers, have none), then the prototype cells of the scene's table and collection
    /// views, which UIKit makes apart from the scene, by reuse identifier.
    static func roots(ofStoryboard document: IBDocument) -> [EjectRoot] {
        document.scenes.flatMap { scene -> [EjectRoot] in
            guard let controller = scene.viewController, let view = controller.child(forKey: "view"),
                UIKitClasses.row(for: view.element) != nil
            else { return [] }
            let cells = prototypeCells(in: view).map { EjectRoot(object: $0, owner: nil, isSceneView: false) }
            return [EjectRoot(object: view, owner: controller, isSceneView: true)] + cells
        }
    }

    /// The prototype cells under `object`, in document order.
    static func prototypeCells(in object: IBObject) -> [IBObject] {
        object.children.flatMap { child -> [IBObject] in
            let isPrototype =
                (child.container == "prototypes" && child.element == .tableViewCell)
                || (child.container == "cells" && child.element == .collectionViewCell)
            return isPrototype ? [child] : prototypeCells(in: child)
        }
    }
}
