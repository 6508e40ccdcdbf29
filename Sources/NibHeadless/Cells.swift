import NibModel

/// A headless table view cell (`UITableViewCell`) with its content view, which holds the cell's subviews.
open class TableViewCell: View {
    public private(set) var contentView: View
    public var reuseIdentifier: String?

    public required init() {
        contentView = View()
        super.init()
        addSubview(contentView)
    }

    public override init(frame: Rect) {
        contentView = View(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init(coder: NibCoder) throws {
        contentView = View()
        try super.init(coder: coder)
        reuseIdentifier = coder.object.reuseIdentifier
        if let archived = try coder.decodeObject(forKey: "contentView") as? View {
            contentView = archived
        } else {
            contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        insertSubview(contentView, at: 0)
    }
}

/// A headless collection view cell (`UICollectionViewCell`) with its content view.
open class CollectionViewCell: TableViewCell {}
