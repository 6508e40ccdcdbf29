import NibHeadless
import NibModel

/// `UICollectionView`: a headless ``CollectionView`` with the layout code gives it. The headless face sizes and
/// places the collection view itself; it does not place cells by the layout.
open class UICollectionView: CollectionView {
    /// `collectionViewLayout`: a flow layout unless code gives another.
    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewFlowLayout()

    /// `init(frame:collectionViewLayout:)`.
    public convenience init(frame: Rect, collectionViewLayout layout: UICollectionViewLayout) {
        self.init(frame: frame)
        collectionViewLayout = layout
    }
}

/// `UICollectionViewLayout`: what places a collection view's cells.
open class UICollectionViewLayout {
    /// A layout.
    public init() {}
}

/// `UICollectionViewFlowLayout`: cells in lines, with UIKit's defaults.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Sendable { case vertical, horizontal }

    /// `automaticSize`: cells size themselves.
    public static let automaticSize = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The direction lines run across.
    public var scrollDirection = ScrollDirection.vertical
    /// Each cell's size.
    public var itemSize = Size(width: 50, height: 50)
    /// A size cells start from before they size themselves; zero when they do not.
    public var estimatedItemSize = Size(width: 0, height: 0)
    /// The space between lines.
    public var minimumLineSpacing = 10.0
    /// The space between cells of a line.
    public var minimumInteritemSpacing = 10.0
    /// Each section's header's size.
    public var headerReferenceSize = Size(width: 0, height: 0)
    /// Each section's footer's size.
    public var footerReferenceSize = Size(width: 0, height: 0)
    /// Each section's inset.
    public var sectionInset = EdgeInsets.zero
}
