import NibModel

/// The layout margins of a `UITableViewCell`'s content view at design time, by the Xcode generation that laid the
/// document out, as Interface Builder's stored frames show them.
///
/// The cell has margins of its own; its content view takes each one less the distance by which the cell insets it
/// (an accessory beside it, the separator below it in old documents), and never less than a plain view's 8 pt. The
/// cell's margins by generation:
///
/// | Xcode (builds)       | top, bottom | sides                                      |
/// |----------------------|-------------|--------------------------------------------|
/// | 8 and older (< 13000)| 8           | 8                                          |
/// | 9, 10 (13000–14999)  | 11          | 15                                         |
/// | 11 to 16 (15000–23999)| 11         | 16 up to 375 pt wide, 20 wider (see below) |
/// | 26 (24000 and later) | 15          | 16 up to 375 pt wide, 20 wider (see below) |
///
/// The evidence: AliSoftware's Reusable demo (an Xcode 8 cell pinned to 8 pt margins on three sides; an Xcode 12
/// storyboard's cells 11 pt from the top and bottom), Artsy's settings (Xcode 10 iPad cells of plain tables 15 pt
/// inside their trailing margins; Rocket.Chat's and ChatSecure's plain tables of Xcode 9 and 10 the same, their
/// grouped tables and nib cells 16, as Pocket Casts', GitHawk's and Delta's), NetNewsWire's Settings and Inspector
/// (Xcode 26 cells on a 414 pt iPhone: 20 pt sides, 15 pt top and bottom, 8 pt beside a disclosure indicator). The
/// sides from Xcode 10 are UIKit's system minimum margins; a cell takes them from its table's width (see
/// ``basis(screenWidth:table:cellWidth:)``).
public enum CellContentMargins {
    /// What a table view cell's side margins follow: the width UIKit's system margins are chosen by, and whether the
    /// cell is in a plain-style table (whose cells had 15 pt sides before Xcode 11).
    public struct Basis: Sendable, Equatable {
        /// The table's width, or the cell's own outside a table, no more than the screen's.
        public var width: Double
        /// Whether the cell is in a table of the plain style.
        public var isInPlainTable: Bool

        /// A basis of `width`, in a plain table or not.
        public init(width: Double, isInPlainTable: Bool = false) {
            self.width = width
            self.isInPlainTable = isInPlainTable
        }
    }

    /// The table view a cell is in: its width and whether its style is plain.
    public struct Table: Sendable, Equatable {
        /// The table's width (its stored frame's).
        public var width: Double
        /// Whether its style is plain (`style="plain"`, UIKit's default).
        public var isPlain: Bool
    }

    /// The content view's margins, or nil when `contentView` is not a table view cell's content view or its document
    /// sets margins of its own: for the document engine, and for the headless runtime's cells to get the margins the
    /// document engine gives them.
    ///
    /// - Parameters:
    ///   - contentView: The cell's content view.
    ///   - cell: The cell.
    ///   - insets: Where the cell puts its content view (see ``ContainerPlacement``).
    ///   - generation: The generation that laid the document out.
    ///   - basis: What the cell's side margins follow (see ``basis(screenWidth:table:cellWidth:)``).
    public static func margins(
        of contentView: IBObject, in cell: IBObject, insets: EdgeInsets, generation: Generation, basis: Basis
    ) -> EdgeInsets? {
        guard cell.element == .tableViewCell, contentView.view?.layoutMargins == nil else { return nil }
        let own = cellMargins(generation: generation, basis: basis)
        func edge(_ margin: Double, _ inset: Double) -> Double { max(8, margin - inset) }
        return EdgeInsets(
            top: edge(own.top, insets.top), left: edge(own.left, insets.left),
            bottom: edge(own.bottom, insets.bottom), right: edge(own.right, insets.right))
    }

    /// What a table view cell's side margins follow: its table (`table`), or the cell's own width (`cellWidth`)
    /// outside a table, and no more than the screen's width. A nib's 320 pt cell keeps 16 pt margins on a 414 pt
    /// iPhone (Onion Browser's, Corona-Warn's, WordPress's) and on an iPad (Seafile's), a 380 pt one has 20
    /// (ChatSecure's), a 394 pt one on a 375 pt iPhone 16 (Pocket Casts'); a storyboard's inset grouped cells 374 pt
    /// wide follow their 414 pt table's 20 (NetNewsWire's, DuckDuckGo's, Siskin's), the cells of a 252 pt grouped
    /// table on a 414 pt iPhone have 16 (KeePassium's).
    public static func basis(screenWidth: Double, table: Table?, cellWidth: Double?) -> Basis {
        Basis(
            width: min(screenWidth, table?.width ?? cellWidth ?? screenWidth), isInPlainTable: table?.isPlain ?? false)
    }

    /// What `cell`'s side margins follow: its table among `tables` (see ``tables(in:)``), or its own stored width,
    /// on a screen `screenWidth` points wide (see ``basis(screenWidth:table:cellWidth:)``).
    public static func basis(of cell: IBObject, screenWidth: Double, tables: [String: Table]) -> Basis {
        basis(screenWidth: screenWidth, table: tables[cell.id], cellWidth: cell.view?.frame?.width)
    }

    /// The table view that holds each table view cell of `document`, by the cell's id; a cell outside a table (a
    /// nib's) is not listed.
    public static func tables(in document: IBDocument) -> [String: Table] {
        var tables: [String: Table] = [:]
        document.forEachObject { table in
            guard table.element == .tableView, let width = table.view?.frame?.width else { return }
            let entry = Table(width: width, isPlain: (table.uiKit?.tableViewStyle ?? .plain) == .plain)
            // An inner table comes later in document order and overwrites its own cells.
            table.forEachObject { object in
                if object.element == .tableViewCell { tables[object.id] = entry }
            }
        }
        return tables
    }

    /// The margins of `cell` itself, or nil when it is not a table view cell or its document sets them: its
    /// generation's (see ``cellMargins(generation:basis:)``), which a content view of margins of its own that preserves its
    /// superview's reaches at least (Corona-Warn's cards: 8 and 16 pt margins, 11 and 20 in the cell).
    public static func margins(ofCell cell: IBObject, generation: Generation, basis: Basis) -> EdgeInsets? {
        guard cell.element == .tableViewCell, cell.view?.layoutMargins == nil else { return nil }
        return cellMargins(generation: generation, basis: basis)
    }

    /// The cell's own margins for a generation (see the table above), for a cell whose margins follow `basis` (see
    /// ``basis(screenWidth:table:cellWidth:)``): a content view with margins of its own that preserves its
    /// superview's reaches at least these.
    public static func cellMargins(generation: Generation, basis: Basis) -> EdgeInsets {
        // 20 pt from 376 pt (KeePassium's Xcode 16 cells on a 393 pt iPhone 15 start 20 pt in, Pocket Casts' 380 pt
        // cell too), 16 up to 375.
        let systemSide = basis.width > 375 ? 20.0 : 16.0
        switch generation {
        case ..<Generation.xcode9: return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        case ..<Generation.xcode11:
            let side = basis.isInPlainTable ? 15 : systemSide
            return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        case ..<Generation.xcode26: return EdgeInsets(top: 11, left: systemSide, bottom: 11, right: systemSide)
        default: return EdgeInsets(top: 15, left: systemSide, bottom: 15, right: systemSide)
        }
    }
}
