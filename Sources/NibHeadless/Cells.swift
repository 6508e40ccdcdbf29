import NibLayout
import NibModel
import NibRuntime

/// A headless table view cell (`UITableViewCell`) with its content view, which holds the cell's subviews.
open class TableViewCell: View {
    /// The view that holds the cell's content (`contentView`): the one the nib archives under `key="contentView"`, or
    /// else a plain view made with the cell. It is the cell's first subview.
    public private(set) var contentView: View
    /// The identifier the cell is dequeued by (`reuseIdentifier`): the nib's `reuseIdentifier=`, or else the identifier
    /// it was first dequeued under.
    public var reuseIdentifier: String?
    /// Where the cell was dequeued from, which it is handed back to for reuse.
    var reuseSlot: ReuseSlot?

    /// Creates a cell from code, with an empty content view of zero size as its only subview.
    public required init() {
        contentView = View()
        super.init()
        addSubview(contentView)
    }

    /// Creates a cell from code at `frame`, its content view filling it. In an environment that sizes views made in
    /// code as a document's (``NibEnvironment/sizingViewsInCode(like:)``), a table view cell's content view gets the
    /// margins UIKit gives it on that document's device and generation, as a nib's cell does.
    public override init(frame: Rect) {
        contentView = View(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        super.init(frame: frame)
        addSubview(contentView)
        guard NibEnvironment.current.codeSizing != nil, sizing.applies, !(self is CollectionViewCell) else { return }
        let basis = CellContentMargins.basis(screenWidth: sizing.screenWidth, table: nil, cellWidth: frame.width)
        let own = CellContentMargins.cellMargins(generation: sizing.generation, basis: basis)
        contentView.layoutMargins = EdgeInsets(
            top: max(8, own.top), left: max(8, own.left), bottom: max(8, own.bottom), right: max(8, own.right))
    }

    /// Creates a cell from a nib: its reuse identifier and its archived content view, kept at the insets the nib gives
    /// it (``contentViewInsets``); a nib without one gets a new content view that fills the cell.
    public required init(coder: NibCoder) throws {
        contentView = View()
        try super.init(coder: coder)
        reuseIdentifier = coder.object.reuseIdentifier
        accessoryType = coder.object.uiKit?.accessoryType ?? .none
        if let archived = nibContentView, let content = coder.object.child(forKey: "contentView") {
            contentView = archived
            placeContentView(content, in: coder.object, margins: coder.cellMargins)
        } else {
            contentView.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
            insertSubview(contentView, at: 0)
        }
    }

    /// The standard view at the cell's trailing edge (`accessoryType`): a nib's, or the one code sets. Set from code
    /// where views are sized as a document's (``NibEnvironment/sizingViewsInCode(like:)``), a disclosure indicator
    /// narrows the content view as UIKit's cell does on that document's device and generation.
    public var accessoryType = TableViewCellAccessoryType.none {
        didSet { placeAccessory() }
    }

    private func placeAccessory() {
        guard NibEnvironment.current.codeSizing != nil, sizing.applies, !(self is CollectionViewCell) else { return }
        let basis = CellContentMargins.basis(screenWidth: sizing.screenWidth, table: nil, cellWidth: frame.width)
        if let insets = ContainerPlacement.tableCellContentInsets(
            accessory: accessoryType, generation: sizing.generation, scale: sizing.scale, margins: basis)
        {
            contentViewInsets = insets
        }
    }

    /// How far in from the cell's edges its content view lies: beside an accessory, above an old separator. The
    /// cell keeps it there whatever size it is given, as UIKit's cells do when they lay out.
    public internal(set) var contentViewInsets = EdgeInsets.zero

    override func placementInsets(of subview: View) -> EdgeInsets? {
        subview === contentView ? contentViewInsets : nil
    }

    /// Where a nib's cell puts its content view and the margins it gives it, by the generation that saved the nib (see
    /// ``ContainerPlacement`` and ``CellContentMargins``); where the accessory is not one known there, where the
    /// nib stored it.
    private func placeContentView(_ content: IBObject, in cell: IBObject, margins basis: CellContentMargins.Basis) {
        let stored = contentView.frame
        contentViewInsets = EdgeInsets(
            top: stored.y, left: stored.x, bottom: frame.height - stored.y - stored.height,
            right: frame.width - stored.x - stored.width)
        guard sizing.applies else { return }
        // Where ``ContainerPlacement`` puts it, as the view worked out when it took the archived content view.
        guard let insets = contentView.insetsInContainer else { return }
        contentViewInsets = insets
        if let margins = CellContentMargins.margins(
            of: content, in: cell, insets: insets, generation: sizing.generation, basis: basis)
        {
            contentView.layoutMargins = margins
        }
        if let margins = CellContentMargins.margins(ofCell: cell, generation: sizing.generation, basis: basis) {
            layoutMargins = margins
        }
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
