import NibModel

/// The archived objects one instantiation makes — the whole document's, or a part's (a storyboard scene, a prototype
/// cell) — found in one walk and sorted by what each step after creating the roots needs of them, so that the steps
/// do not walk the document again each. Worked out once per document (``DocumentFacts``) and per registered prototype,
/// and shared by every instantiation of it.
struct ArchivedScope: Sendable {
    /// The objects that are not placeholders, in document order, less those of the prototypes (made when dequeued):
    /// those `init(coder:)` does not reach are created after the roots.
    private(set) var objects: [IBObject] = []
    /// The objects of the prototypes in scope, which are created when dequeued rather than with the nib.
    private(set) var prototypeIDs: Set<String> = []
    /// The table and collection views with the prototypes each declares.
    private(set) var reusableViewOwners: [(archived: IBObject, prototypes: [NibInstantiator.Prototype])] = []
    /// The objects that own layout guides (a view's safe area, a controller's legacy top and bottom guides).
    private(set) var guideOwners: [IBObject] = []
    /// The view controllers.
    private(set) var controllers: [IBObject] = []
    /// The objects that hold constraints.
    private(set) var constraintHolders: [IBObject] = []
    /// The objects with user-defined runtime attributes.
    private(set) var attributeHolders: [IBObject] = []
    /// The objects with connections (outlets, actions), less the prototypes'.
    private(set) var connectionSources: [IBObject] = []
    /// The embed segues of container views (a storyboard scene's embedded controllers): the container's id, the
    /// destination controller's and the segue's line.
    private(set) var embeds: [(container: String, destination: String, line: Int)] = []

    /// The scope of the whole document: its objects and every scene's.
    init(document: IBDocument) {
        document.forEachObject { add($0) }
        finish()
    }

    /// The scope of the archived objects `roots` and everything nested in them.
    init(roots: [IBObject]) {
        for root in roots { root.forEachObject { add($0) } }
        finish()
    }

    private mutating func add(_ archived: IBObject) {
        if archived.element == .tableView || archived.element == .collectionView {
            let prototypes = NibInstantiator.prototypes(in: archived)
            for prototype in prototypes {
                prototype.object.forEachObject { prototypeIDs.insert($0.id) }
            }
            reusableViewOwners.append((archived, prototypes))
        }
        if archived.placeholder == nil { objects.append(archived) }
        if !archived.layoutGuides.isEmpty { guideOwners.append(archived) }
        if archived.category == .viewController { controllers.append(archived) }
        if !archived.constraints.isEmpty { constraintHolders.append(archived) }
        if !archived.runtimeAttributes.isEmpty { attributeHolders.append(archived) }
        if !archived.connections.isEmpty { connectionSources.append(archived) }
        for connection in archived.connections where connection.segueKind == .embed {
            if let destination = connection.destination {
                embeds.append((archived.id, destination, connection.location.line))
            }
        }
    }

    /// Leaves the prototypes' objects out of those created with the nib and of the connection sources, once the walk
    /// has found every prototype.
    private mutating func finish() {
        guard !prototypeIDs.isEmpty else { return }
        objects.removeAll { prototypeIDs.contains($0.id) }
        connectionSources.removeAll { prototypeIDs.contains($0.id) }
    }
}
