import NibModel
import NibRuntime

/// A headless collection view (`UICollectionView`): the prototype cells and section headers and footers of a
/// storyboard, dequeued by reuse identifier, each a fresh copy of its prototype.
open class CollectionView: ScrollView, CellDequeuing {
    let reusableCells = ReusableCellQueue()
    /// Supplementary views by kind, then reuse identifier.
    let supplementaryViews = ReusableCellQueue()
    /// The identifiers cell and supplementary view classes were registered under.
    private var registrations = CellRegistrations()

    /// The kind of a section's header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// The reuse identifiers this collection view can dequeue cells for, sorted.
    package var reuseIdentifiers: [String] { reusableCells.identifiers }

    /// A cell for a reuse identifier (`dequeueReusableCell(withReuseIdentifier:for:)`): a reused one when available,
    /// otherwise a fresh copy of the prototype cell with that identifier. Throws, listing the identifiers it knows,
    /// when there is none.
    public func dequeueReusableCell(withReuseIdentifier identifier: String) throws -> CollectionViewCell {
        try typed(reusableCells.dequeue(identifier, kind: "cell"), identifier)
    }

    package func dequeueCell(withReuseIdentifier identifier: String) throws -> TableViewCell {
        try dequeueReusableCell(withReuseIdentifier: identifier)
    }

    /// A section header or footer (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`): a fresh copy
    /// of the storyboard's reusable view of that kind and identifier, or one handed back for reuse.
    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String) throws
        -> CollectionViewCell
    {
        try typed(
            supplementaryViews.dequeue(Self.key(kind, identifier), kind: "supplementary view of kind \(kind)"),
            identifier)
    }

    /// Registers a cell class under its reuse identifier (the class name by default): from its nib (named after
    /// the class) when `library` (else the library of ``NibEnvironment/current``) has one, otherwise created from
    /// code. Cells are made in the environment current now, whenever they are dequeued.
    public func register<Cell: CollectionViewCell>(
        cellType: Cell.Type, reuseIdentifier: String? = nil, library: NibLibrary? = nil
    ) {
        let make = ReusableCellQueue.maker(of: cellType, library: library)
        reusableCells.register(registrations.register(cellType, reuseIdentifier: reuseIdentifier), make: make)
    }

    /// A cell of the registered type, under the identifier it was registered with unless `reuseIdentifier` says
    /// otherwise. Throws when the type was not registered or its nib is broken.
    public func dequeueReusableCell<Cell: CollectionViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil)
        throws -> Cell
    {
        let identifier = registrations.identifier(for: cellType, reuseIdentifier: reuseIdentifier)
        return try Self.typed(dequeueReusableCell(withReuseIdentifier: identifier), as: cellType, identifier)
    }

    /// Registers a header, footer or other supplementary view class for views of `kind`
    /// (``elementKindSectionHeader``, …) under its reuse identifier (the class name by default): from its nib when
    /// `library` (else the library of ``NibEnvironment/current``) has one, otherwise created from code, in the
    /// environment current now.
    public func register<View: CollectionViewCell>(
        supplementaryViewType: View.Type, ofKind kind: String, reuseIdentifier: String? = nil,
        library: NibLibrary? = nil
    ) {
        let identifier = registrations.register(supplementaryViewType, kind: kind, reuseIdentifier: reuseIdentifier)
        let make = ReusableCellQueue.maker(of: supplementaryViewType, library: library)
        supplementaryViews.register(Self.key(kind, identifier)) {
            let view = try make()
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// A supplementary view of the registered type and kind, under the identifier it was registered with unless
    /// `reuseIdentifier` says otherwise.
    public func dequeueReusableSupplementaryView<View: CollectionViewCell>(
        ofKind kind: String, viewType: View.Type, reuseIdentifier: String? = nil
    ) throws -> View {
        let identifier = registrations.identifier(for: viewType, kind: kind, reuseIdentifier: reuseIdentifier)
        let view = try dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier)
        return try Self.typed(view, as: viewType, identifier)
    }

    private static func typed<View: CollectionViewCell>(_ view: CollectionViewCell, as type: View.Type, _ id: String)
        throws -> View
    {
        guard let typed = view as? View else {
            throw NibLoadingError.topLevelObjectNotFound(
                nib: id, className: String(describing: type), found: [String(describing: Swift.type(of: view))])
        }
        return typed
    }

    /// Returns a cell or supplementary view to its reuse pool.
    public func enqueueForReuse(_ cell: CollectionViewCell) {
        reusableCells.enqueue(cell)
    }

    static func key(_ kind: String, _ identifier: String) -> String { "\(kind)/\(identifier)" }

    private func typed(_ cell: TableViewCell, _ identifier: String) throws -> CollectionViewCell {
        guard let cell = cell as? CollectionViewCell else {
            throw NibLoadingError.topLevelObjectNotFound(
                nib: identifier, className: "CollectionViewCell", found: [String(describing: type(of: cell))])
        }
        return cell
    }
}
