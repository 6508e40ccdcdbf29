import NibModel
import NibRuntime

/// A headless table view (`UITableView`) with cell registration and dequeueing by type, in the shape of
/// Reusable's API: a cell class whose nib exists is created from it, any other from code.
open class TableView: ScrollView {
    private var registrations: [String: () throws -> TableViewCell] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// Registers a cell class under its reuse identifier (the class name by default): from its nib (named after
    /// the class) when `library` has one, otherwise created from code.
    public func register<Cell: TableViewCell>(
        cellType: Cell.Type, reuseIdentifier: String? = nil, library: NibLibrary = .shared
    ) {
        let identifier = reuseIdentifier ?? String(describing: cellType)
        let hasNib = (try? library.path(ofNib: String(describing: cellType), for: cellType)) != nil
        registrations[identifier] = {
            let cell: Cell = hasNib ? try Cell.loadFromNib(library: library) : Cell()
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
            return cell
        }
    }

    /// A cell of the registered type: a reused one when available, otherwise a new one. Throws when the type was
    /// not registered or its nib is broken.
    public func dequeueReusableCell<Cell: TableViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) throws
        -> Cell
    {
        let identifier = reuseIdentifier ?? String(describing: cellType)
        if let cell = reusePool[identifier]?.popLast() as? Cell { return cell }
        guard let make = registrations[identifier] else {
            throw NibLoadingError.nibNotFound(
                name: identifier, searched: ["no cell registered for reuse identifier '\(identifier)'"])
        }
        guard let cell = try make() as? Cell else {
            throw NibLoadingError.topLevelObjectNotFound(
                nib: identifier, className: String(describing: cellType), found: [])
        }
        return cell
    }

    /// Returns a cell to the reuse pool.
    public func enqueueForReuse(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
