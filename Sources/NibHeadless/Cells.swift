import NibLayout
import NibModel
import NibRuntime

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
            // A table view cell's content view has the margins of the cell less its accessory, by generation.
            if sizing.applies, let content = coder.object.child(forKey: "contentView"),
                let margins = CellContentMargins.margins(
                    ofContentView: content, in: coder.object, build: sizing.build, scale: sizing.scale,
                    screenWidth: sizing.screenWidth)
            {
                archived.layoutMargins = margins
            }
        } else {
            contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        insertSubview(contentView, at: 0)
    }

    /// Moves what a nib attached to the cell itself into the content view: subviews placed beside the content
    /// view, and constraints the cell holds, retargeted from the cell to the content view. Cells designed that way
    /// (a plain view turned into a cell, old Xcode files) otherwise break in edit mode, when UIKit shrinks the
    /// content view but not the cell. Subclasses that override this must call `super`.
    open override func awakeFromNib() {
        super.awakeFromNib()
        ContentLoader(host: HeadlessHost()).moveStrayContent(of: self, into: contentView)
    }
}

/// A headless collection view cell (`UICollectionViewCell`) with its content view.
open class CollectionViewCell: TableViewCell {}
