import NibHeadless

extension TableView {
    /// `register(_:forCellReuseIdentifier:)`: cells of `cellClass` are dequeued for `identifier`.
    public func register<Cell: TableViewCell>(_ cellClass: Cell.Type, forCellReuseIdentifier identifier: String) {
        register(cellType: cellClass, reuseIdentifier: identifier)
    }
}

extension CollectionView {
    /// `register(_:forCellWithReuseIdentifier:)`: cells of `cellClass` are dequeued for `identifier`.
    public func register<Cell: CollectionViewCell>(
        _ cellClass: Cell.Type, forCellWithReuseIdentifier identifier: String
    ) {
        register(cellType: cellClass, reuseIdentifier: identifier)
    }
}
