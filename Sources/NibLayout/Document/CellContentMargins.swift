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
/// storyboard's cells 11 pt from the top and bottom), Artsy's settings (an Xcode 10 iPad cell 15 pt inside its
/// trailing margin), NetNewsWire's Settings and Inspector (Xcode 26 cells on a 414 pt iPhone: 20 pt sides, 15 pt top
/// and bottom, 8 pt beside a disclosure indicator). The sides of Xcode 11 to 16 are UIKit's system minimum margins;
/// a cell takes them from its table's width (see ``marginWidth(screenWidth:tableWidth:cellWidth:)``).
public enum CellContentMargins {
    /// The content view's margins, or nil when `contentView` is not a table view cell's content view or its document
    /// sets margins of its own: for the document engine, and for the headless runtime's cells to get the margins the
    /// document engine gives them.
    ///
    /// - Parameters:
    ///   - contentView: The cell's content view.
    ///   - cell: The cell.
    ///   - insets: Where the cell puts its content view (see ``ContainerPlacement``).
    ///   - build: The Interface Builder build that laid the document out.
    ///   - marginWidth: The width the cell's side margins follow (see
    ///     ``marginWidth(screenWidth:tableWidth:cellWidth:)``).
    public static func margins(
        of contentView: IBObject, in cell: IBObject, insets: EdgeInsets, build: Double, marginWidth: Double
    ) -> EdgeInsets? {
        guard cell.element == "tableViewCell", contentView.view?.layoutMargins == nil else { return nil }
        let own = cellMargins(build: build, marginWidth: marginWidth)
        func edge(_ margin: Double, _ inset: Double) -> Double { max(8, margin - inset) }
        return EdgeInsets(
            top: edge(own.top, insets.top), left: edge(own.left, insets.left),
            bottom: edge(own.bottom, insets.bottom), right: edge(own.right, insets.right))
    }

    /// The width a table view cell's side margins follow: its table's (`tableWidth`), or the cell's own
    /// (`cellWidth`) outside a table, and no more than the screen's. A nib's 320 pt cell keeps 16 pt margins on a
    /// 414 pt iPhone (Onion Browser's, Corona-Warn's, WordPress's) and on an iPad (Seafile's), a 380 pt one has 20
    /// (ChatSecure's), a 394 pt one on a 375 pt iPhone 16 (Pocket Casts'); a storyboard's inset grouped cells 374 pt
    /// wide follow their 414 pt table's 20 (NetNewsWire's, DuckDuckGo's, Siskin's), the cells of a 252 pt grouped
    /// table on a 414 pt iPhone have 16 (KeePassium's).
    public static func marginWidth(screenWidth: Double, tableWidth: Double?, cellWidth: Double?) -> Double {
        min(screenWidth, tableWidth ?? cellWidth ?? screenWidth)
    }

    /// The width of the table view that holds each table view cell of `document`, by the cell's id; a cell outside
    /// a table (a nib's) is not listed.
    public static func tableWidths(in document: IBDocument) -> [String: Double] {
        var widths: [String: Double] = [:]
        document.forEachObject { table in
            guard table.element == "tableView", let width = table.view?.frame?.width else { return }
            // An inner table comes later in document order and overwrites its own cells.
            table.forEachObject { object in
                if object.element == "tableViewCell" { widths[object.id] = width }
            }
        }
        return widths
    }

    /// The cell's own margins for a generation (see the table above), for cells whose margins follow
    /// `marginWidth` (see ``marginWidth(screenWidth:tableWidth:cellWidth:)``): a content view with margins of its
    /// own that preserves its superview's reaches at least these.
    public static func cellMargins(build: Double, marginWidth: Double) -> EdgeInsets {
        // 20 pt from 376 pt (KeePassium's Xcode 16 cells on a 393 pt iPhone 15 start 20 pt in, Pocket Casts' 380 pt
        // cell too), 16 up to 375.
        let systemSide = marginWidth > 375 ? 20.0 : 16.0
        switch build {
        case ..<13000: return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        case ..<15000: return EdgeInsets(top: 11, left: 15, bottom: 11, right: 15)
        case ..<24000: return EdgeInsets(top: 11, left: systemSide, bottom: 11, right: systemSide)
        default: return EdgeInsets(top: 15, left: systemSide, bottom: 15, right: systemSide)
        }
    }
}
