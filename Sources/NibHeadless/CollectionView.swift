import NibModel
import NibRuntime

/// A headless collection view (`UICollectionView`): the prototype cells and section headers and footers of a
/// storyboard, dequeued by reuse identifier, each a fresh copy of its prototype.
open class CollectionView: ScrollView, CellDequeuing {
    let reusableCells = ReusableCellQueue()
    /// Supplementary views by kind, then reuse identifier.
    let supplementaryViews = ReusableCellQueue()

    /// The kind of a section's header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    public required init() { super.init() }

    public override init(frame: Rect) { super.init(frame: frame) }

    public required init(coder: NibCoder) throws { try super.init(coder: coder) }

    /// The reuse identifiers this collection view can dequeue cells for, sorted.
    public var reuseIdentifiers: [String] { reusableCells.identifiers }

    /// A cell for a reuse identifier (`dequeueReusableCell(withReuseIdentifier:for:)`): a reused one when available,
    /// otherwise a fresh copy of the prototype cell with that identifier. Throws, listing the identifiers it knows,
    /// when there is none.
    public func dequeueReusableCell(withReuseIdentifier identifier: String) throws -> CollectionViewCell {
        try typed(reusableCells.dequeue(identifier, kind: "cell"), identifier)
    }

    public func dequeueCell(withReuseIdentifier identifier: String) throws -> TableViewCell {
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
