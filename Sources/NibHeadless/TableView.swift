import NibModel
import NibRuntime

/// A headless table view (`UITableView`): cells registered by type (in the shape of Reusable's API: a cell class
/// whose nib exists is created from it, any other from code) or by a storyboard's prototype cells, dequeued by reuse
/// identifier, and the cells of a storyboard's static sections.
open class TableView: ScrollView, CellDequeuing {
    let reusableCells = ReusableCellQueue()
    /// The identifiers cell classes were registered under.
    private var registrations = CellRegistrations()

    /// The cells of a static table (`dataMode="static"`), section by section, as the storyboard designs them;
    /// empty for a table whose cells come from a data source.
    public internal(set) var staticSections: [[TableViewCell]] = []

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// The reuse identifiers this table can dequeue cells for (classes registered and prototypes), sorted.
    package var reuseIdentifiers: [String] { reusableCells.identifiers }

    /// Registers a cell class under its reuse identifier (the class name by default): from its nib (named after
    /// the class) when `library` (else the library of ``NibEnvironment/current``) has one, otherwise created from
    /// code. Cells are made in the environment current now, whenever they are dequeued.
    public func register<Cell: TableViewCell>(
        cellType: Cell.Type, reuseIdentifier: String? = nil, library: NibLibrary? = nil
    ) {
        reusableCells.register(
            registrations.register(cellType, reuseIdentifier: reuseIdentifier),
            make: ReusableCellQueue.maker(of: cellType, library: library))
    }

    /// A cell of the registered type, under the identifier it was registered with unless `reuseIdentifier` says
    /// otherwise: a reused one when available, otherwise a new one. Throws when the type was not registered or its
    /// nib is broken.
    public func dequeueReusableCell<Cell: TableViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) throws
        -> Cell
    {
        let identifier = registrations.identifier(for: cellType, reuseIdentifier: reuseIdentifier)
        let cell = try reusableCells.dequeue(identifier, kind: "cell")
        guard let typed = cell as? Cell else {
            throw NibLoadingError.topLevelObjectNotFound(
                nib: identifier, className: String(describing: cellType), found: [String(describing: type(of: cell))])
        }
        return typed
    }

    /// A cell for a reuse identifier (`dequeueReusableCell(withIdentifier:)`): a reused one when available, otherwise
    /// a new one — from the class registered under it, or a fresh copy of the storyboard's prototype cell with that
    /// identifier, its subviews, constraints and outlets. Throws, listing the identifiers it knows, when none is.
    public func dequeueReusableCell(withIdentifier identifier: String) throws -> TableViewCell {
        try reusableCells.dequeue(identifier, kind: "cell")
    }

    package func dequeueCell(withReuseIdentifier identifier: String) throws -> TableViewCell {
        try dequeueReusableCell(withIdentifier: identifier)
    }

    /// Returns a cell to the reuse pool.
    public func enqueueForReuse(_ cell: TableViewCell) {
        reusableCells.enqueue(cell)
    }
}
