import NibModel

/// Lays out every view tree of a document at its design size and compares each view's frame with the frame
/// Interface Builder stored — Apple's engine's answer.
public struct DocumentLayout {
    public let document: IBDocument
    public let device: DeviceMetrics
    public let sizes: any IntrinsicSizing

    public init(document: IBDocument, sizes: any IntrinsicSizing = StandardIntrinsicSizes()) {
        self.document = document
        self.device = DeviceMetrics.forDocument(document)
        self.sizes = sizes
    }

    /// The laid-out trees: one per top-level view of a nib, one per view controller's view of a storyboard.
    public func layOut() -> [LaidOutTree] {
        var trees: [LaidOutTree] = []
        for root in roots() {
            let builder = LayoutTreeBuilder(document: document, device: device, sizes: sizes)
            let system = builder.build(root.view, controller: root.controller)
            system.solve()
            trees.append(LaidOutTree(root: root, system: system, builder: builder))
        }
        return trees
    }

    /// The views to lay out and the view controller that owns each (for its bars and legacy guides).
    func roots() -> [(view: IBObject, controller: IBObject?)] {
        var result: [(IBObject, IBObject?)] = []
        func visit(_ object: IBObject) {
            if object.category == .viewController {
                if let view = object.child(forKey: "view") { result.append((view, object)) }
                return
            }
            if object.view != nil, object.view?.frame != nil {
                result.append((object, nil))
                return
            }
            object.children.forEach(visit)
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
    public let system: LayoutSystem
    let builder: LayoutTreeBuilder

    public var rootID: String { root.view.id }

    /// Per view below the root: the computed frame, the stored one, whether it counts, and what explains a
    /// disagreement. To tell text measurement from other causes, the tree is laid out once more with every text
    /// sized as Interface Builder's frames show: a view that agrees only then disagrees because of text, its own or
    /// another view's.
    public func comparisons(device: DeviceMetrics) -> [FrameComparison] {
        let exact = LayoutTreeBuilder(document: builder.document, device: builder.device, sizes: builder.sizes)
        let exactSystem = exact.build(root.view, controller: root.controller)
        exact.sizeTextAsStored()
        exactSystem.solve()
        let exactItems = Dictionary(exactSystem.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let contradictions = StoredFrameConsistency.contradictions(in: system, builder: builder)
        return system.items.dropFirst().compactMap { item in
            guard item.kind == .view, let object = builder.objects[item.id] else { return nil }
            let agreesWithExactText = exactItems[item.id].map {
                FrameComparison.difference(of: $0, builder: exact, device: device) <= 0.5
            }
            return FrameComparison(
                item: item, object: object, builder: builder, system: system, device: device,
                agreesWithExactText: agreesWithExactText ?? false,
                storedFrameBreaks: contradictions[ObjectIdentifier(item)])
        }
    }
}
