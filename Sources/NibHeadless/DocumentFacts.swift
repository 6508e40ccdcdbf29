import NibLayout
import NibModel
import NibTextMetrics

/// A decoded document with what instantiating it needs to know about the whole of it, worked out once and shared by
/// every instantiation of its parts: each load of a cached nib, each storyboard scene a ``Storyboard`` makes and each
/// prototype cell a table dequeues, which would otherwise walk the whole document again every time. Immutable, so
/// one instance serves every thread that loads the nib.
public final class DocumentFacts: Sendable {
    /// The decoded document.
    public let document: IBDocument
    /// The file it was decoded from, as messages name it (`Sources/App/Nibs/TypoView.xib`), when known.
    public let path: String?

    /// The ids of the views some constraint of the document mentions (placeholder constraints, removed at build
    /// time, left out), and of the views stack views arrange: the views Interface Builder leaves to the constraints.
    let constrainedViewIDs: Set<String>

    /// The device the document is designed on.
    let device: DeviceMetrics
    /// What the document's stored frames show of how its controls were drawn (AppKit's control generation), read
    /// with the facts' text measurer.
    let evidence: StoredFrameEvidence

    /// How the document's views size themselves like UIKit's (its generation and device), measuring text with the
    /// measurer the facts were worked out with.
    let sizing: UIKitSizing

    /// The safe areas and margins of its view controllers' root views (the bars its containers give them).
    let controllerMetrics: ControllerRootMetrics

    /// The table that holds each of the document's table view cells, by the cell's id (see
    /// ``CellContentMargins/tables(in:)``), which its content view's margins follow.
    let tables: [String: CellContentMargins.Table]

    /// The archived objects an instantiation of the whole document makes, sorted by what each step needs of them.
    let wholeDocument: ArchivedScope

    /// Works out the facts of `document`, decoded from the file at `path` when given, for views that measure text
    /// with `textMeasure`.
    init(
        document: IBDocument, path: String? = nil, textMeasure: any TextMeasuring = NibEnvironment.current.textMeasure
    ) {
        self.document = document
        self.path = path
        var ids = Set<String>()
        document.forEachObject { object in
            for constraint in object.constraints where !constraint.isPlaceholder {
                ids.insert(constraint.firstItem)
                if let second = constraint.secondItem { ids.insert(second) }
            }
            if object.stack != nil { ids.formUnion(object.subviewsIncludingGravityAreas.map(\.id)) }
        }
        constrainedViewIDs = ids
        device = DeviceMetrics.forDocument(document.header)
        evidence = StoredFrameEvidence(reading: document, text: textMeasure)
        sizing = UIKitSizing(document: document, device: device, evidence: evidence, text: textMeasure)
        controllerMetrics = ControllerRootMetrics(document: document, device: device)
        tables = CellContentMargins.tables(in: document)
        wholeDocument = ArchivedScope(document: document)
    }
}
