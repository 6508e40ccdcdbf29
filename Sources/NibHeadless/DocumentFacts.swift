import NibLayout
import NibModel

/// What instantiating a document needs to know about the whole of it, worked out once and shared by every
/// instantiation of its parts: each storyboard scene a ``Storyboard`` makes and each prototype cell a table
/// dequeues, which would otherwise walk the whole document again every time.
final class DocumentFacts {
    let document: IBDocument

    init(document: IBDocument) {
        self.document = document
    }

    /// The ids of the views some constraint of the document mentions (placeholder constraints, removed at build
    /// time, left out), and of the views stack views arrange: the views Interface Builder leaves to the constraints.
    private(set) lazy var constrainedViewIDs: Set<String> = {
        var ids = Set<String>()
        document.forEachObject { object in
            for constraint in object.constraints where !constraint.isPlaceholder {
                ids.insert(constraint.firstItem)
                if let second = constraint.secondItem { ids.insert(second) }
            }
            if object.stack != nil { ids.formUnion(object.subviewsIncludingGravityAreas.map(\.id)) }
        }
        return ids
    }()

    /// How the document's views size themselves like UIKit's (its generation and device).
    private(set) lazy var sizing = UIKitSizing(document: document, device: device)

    /// The device the document is designed on.
    private(set) lazy var device = DeviceMetrics.forDocument(document)

    /// The safe areas and margins of its view controllers' root views (the bars its containers give them).
    private(set) lazy var controllerMetrics = ControllerRootMetrics(document: document, device: device)
}
