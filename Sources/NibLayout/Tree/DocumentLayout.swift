import NibModel

/// Lays out every view tree of a document at its design size and compares each view's frame with the frame
/// Interface Builder stored — Apple's engine's answer.
public struct DocumentLayout {
    /// The document laid out.
    public let document: IBDocument
    /// The document's design device.
    public let device: DeviceMetrics
    /// What the document's stored frames show of how Interface Builder drew it (AppKit's control generation).
    public let evidence: StoredFrameEvidence
    /// How the views' intrinsic content sizes are computed.
    public let sizes: any IntrinsicSizing
    /// The bound on each tree's layout work (`LayoutSystem/stepLimit`); nil for the default, which no real document
    /// reaches.
    public var stepLimit: Int?

    /// Prepares to lay out `document` on its design device, with `sizes` for intrinsic content sizes (and its text
    /// measurer for the text in the stored frames, which show an AppKit document's control generation).
    public init(document: IBDocument, sizes: any IntrinsicSizing = StandardIntrinsicSizes()) {
        self.document = document
        self.device = DeviceMetrics.forDocument(document.header)
        self.evidence = StoredFrameEvidence(reading: document, text: sizes.text)
        self.sizes = sizes
    }

    /// The laid-out trees: one per top-level view of a nib, one per view controller's view of a storyboard, and one per
    /// prototype or static cell of the tables and collection views in them (and per cell view of an AppKit table's
    /// columns), at the cell's stored size: a table places its cells, their content is laid out like any view's.
    /// `extraRoots` are laid out too, after them, each as a tree of its own (a tab view item's view, which a drawing
    /// shows in its tab view).
    public func layOut(extraRoots: [IBObject] = []) -> [LaidOutTree] {
        var trees: [LaidOutTree] = []
        let controllerMetrics = ControllerRootMetrics(document: document, device: device)
        let tables = CellContentMargins.tables(in: document)
        for root in roots() + extraRoots.map({ ($0, nil) }) {
            let builder = LayoutTreeBuilder(
                document: document, sizes: sizes, evidence: evidence, controllerMetrics: controllerMetrics,
                tables: tables)
            let system = builder.build(root.view, controller: root.controller)
            system.stepLimit = stepLimit
            system.solve()
            trees.append(LaidOutTree(root: root, system: system, builder: builder))
        }
        return trees
    }

    /// Every laid-out view's comparison with its stored frame, tree after tree (``layOut(extraRoots:)``, then
    /// ``LaidOutTree/comparisons(device:)`` on the document's device).
    public func comparisons() -> [FrameComparison] {
        layOut().flatMap { $0.comparisons(device: device) }
    }

    /// The keys of the views a table or collection view places above and below its rows or sections.
    static let supplementaryViewKeys: Set<String> = [
        "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView",
    ]

    /// The views to lay out and the view controller that owns each (for its bars and legacy guides).
    func roots() -> [(view: IBObject, controller: IBObject?)] {
        var result: [(IBObject, IBObject?)] = []
        func visit(_ object: IBObject) {
            if object.category == .viewController {
                if let view = object.child(forKey: "view") {
                    result.append((view, object))
                    visitCells(in: view)
                }
                return
            }
            if object.view != nil, object.view?.frame != nil {
                result.append((object, nil))
                visitCells(in: object)
                return
            }
            object.children.forEach(visit)
        }
        // A table's prototype cells (`<prototypes>`), a static table's (`<cells>` of its sections), a collection
        // view's (`<cells>`) and an AppKit table column's cell views (`<prototypeCellViews>`), at any depth; and the
        // views a table or collection view shows above and below its rows or sections (`tableHeaderView`,
        // `sectionFooterView`, …), which it sizes by their stored frames.
        func visitCells(in object: IBObject) {
            for child in object.subviews + object.children {
                if ["prototypes", "cells", "prototypeCellViews"].contains(child.container)
                    || child.key.map(Self.supplementaryViewKeys.contains) == true,
                    child.view?.frame != nil
                {
                    result.append((child, nil))
                }
                visitCells(in: child)
            }
        }
        document.topLevelObjects.forEach(visit)
        for scene in document.scenes { scene.objects.forEach(visit) }
        return result
    }
}

/// One laid-out view tree with the document's frames beside the computed ones.
public struct LaidOutTree {
    /// The tree's root view and the view controller that owns it.
    let root: (view: IBObject, controller: IBObject?)
    /// The solved system: the tree's items and frames, the constraints it broke and the items it left ambiguous.
    public let system: LayoutSystem
    let builder: LayoutTreeBuilder

    /// The document id of the tree's root view.
    public var rootID: String { root.view.id }
    /// The tree's root view.
    public var rootView: IBObject { root.view }
    /// The view controller whose view the root is, if any.
    public var controller: IBObject? { root.controller }
    /// The objects of the tree's items, by item id (an object without an id by its place: `CELL-ID.contentView`).
    public var objects: [String: IBObject] { builder.objects }
    /// The bars Interface Builder draws over the root, when it is a view controller's view.
    public var simulatedBars: [SimulatedBar] {
        guard let controller = root.controller else { return [] }
        return builder.controllerMetrics.simulatedBars(of: controller, viewSize: system.root.frame.size)
    }
    /// Where the tree's root view is in the document.
    public var rootLocation: SourceLocation { root.view.location }

    /// Per view below the root: the computed frame, the stored one, whether it counts, and what explains a
    /// disagreement. To tell text measurement from other causes, the tree is laid out once more with every text
    /// sized as Interface Builder's frames show: a view that agrees only then disagrees because of text, its own or
    /// another view's. When stored frames break the document's own constraints, it is laid out a third time with
    /// those constraints left out and their views held at their stored frames (text sized as stored too): a view
    /// that agrees only then follows a stale frame.
    public func comparisons(device: DeviceMetrics) -> [FrameComparison] {
        let exact = referenceLayout()
        let contradictions = StoredFrameConsistency.contradictions(in: system, builder: builder)
        var staleKept: ReferenceLayout?
        if !contradictions.constraints.isEmpty {
            let staleViews = Set(system.items.filter { contradictions.views[ObjectIdentifier($0)] != nil }.map(\.id))
            staleKept = referenceLayout(omitting: contradictions.constraints, pinning: staleViews)
        }
        func agrees(_ id: String, in reference: ReferenceLayout?) -> Bool {
            guard let reference, let item = reference.items[id] else { return false }
            return FrameComparison.difference(of: item, builder: reference.builder, device: device) <= 0.5
        }
        return system.items.dropFirst().compactMap { item in
            guard item.kind == .view, let object = builder.objects[item.id] else { return nil }
            return FrameComparison(
                item: item, object: object, builder: builder, system: system, device: device,
                agreesWithExactText: agrees(item.id, in: exact),
                agreesWithStaleFramesKept: agrees(item.id, in: staleKept),
                storedFrameBreaks: contradictions.views[ObjectIdentifier(item)])
        }
    }

    /// A second layout of the tree that a disagreement is checked against.
    private struct ReferenceLayout {
        let builder: LayoutTreeBuilder
        /// The laid-out items by id.
        let items: [String: LayoutItem]
    }

    /// The tree laid out again with every text at the size its stored frame shows, without the constraints
    /// `omitted` and with the views `pinned` held at their stored frames.
    private func referenceLayout(omitting omitted: Set<String> = [], pinning pinned: Set<String> = [])
        -> ReferenceLayout
    {
        let reference = LayoutTreeBuilder(
            document: builder.document, sizes: builder.sizes, evidence: builder.evidence,
            controllerMetrics: builder.controllerMetrics, tables: builder.tables)
        reference.omittedConstraints = omitted
        let referenceSystem = reference.build(root.view, controller: root.controller)
        referenceSystem.stepLimit = system.stepLimit
        reference.sizeTextAsStored()
        reference.pinToStoredFrames(pinned, in: referenceSystem)
        referenceSystem.solve()
        let items = Dictionary(referenceSystem.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ReferenceLayout(builder: reference, items: items)
    }
}
