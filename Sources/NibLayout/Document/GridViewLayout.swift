import NibModel

/// How an `NSGridView` (`<gridView>`) arranges its views: its rows and columns, the cell each view is in and where
/// it sits there, the spacing and the row alignment. Documents store no constraints for a grid: ``GridViewLayout``
/// makes them from this.
public struct GridArrangement: Sendable, Equatable {
    /// One cell: the id of the view in it (its content view's), its row and column, and where the view sits.
    public struct Cell: Sendable, Equatable {
        /// The id of the view in the cell (the `<gridCell>`'s `contentView`).
        public var viewID: String
        /// The row, counted from 0 in document order.
        public var row: Int
        /// The column, counted from 0 in document order.
        public var column: Int
        /// `leading`, `trailing`, `center` or `fill` (anything else: leading).
        public var xPlacement: String
        /// `top`, `bottom`, `center` or `fill` (anything else: centred).
        public var yPlacement: String

        /// A cell holding the view `viewID` at `row` and `column`, placed as `xPlacement` and `yPlacement` say.
        public init(viewID: String, row: Int, column: Int, xPlacement: String, yPlacement: String) {
            self.viewID = viewID
            self.row = row
            self.column = column
            self.xPlacement = xPlacement
            self.yPlacement = yPlacement
        }
    }

    /// The ids of the rows (`<gridRow>` elements), in document order.
    public var rowIDs: [String]
    /// The ids of the columns (`<gridColumn>` elements), in document order.
    public var columnIDs: [String]
    /// The cells that hold a view.
    public var cells: [Cell]
    /// Points between rows (`rowSpacing`; 6 when the document states none).
    public var rowSpacing: Double
    /// Points between columns (`columnSpacing`; 6 when the document states none).
    public var columnSpacing: Double
    /// `none`, `firstBaseline` or `lastBaseline`: the views of a row aligned on a baseline rather than placed.
    public var rowAlignment: String

    /// Reads a `<gridView>`'s rows, columns and cells: each cell's placement is the cell's, its column's (x) or
    /// row's (y), or the grid's. Merged cells and padding are not modelled.
    public init(object: IBObject) {
        func attribute(_ name: String, of target: IBObject) -> String? { target.untyped[attribute: name] }
        let rowObjects = object.children.filter { $0.element == "gridRow" }
        let columnObjects = object.children.filter { $0.element == "gridColumn" }
        rowIDs = rowObjects.map(\.id)
        columnIDs = columnObjects.map(\.id)
        let gridX = attribute("xPlacement", of: object) ?? "leading"
        let gridY = attribute("yPlacement", of: object) ?? "center"
        var cells: [Cell] = []
        for cell in object.children where cell.element == "gridCell" {
            guard let content = cell.child(forKey: "contentView"), content.view != nil,
                let row = rowObjects.firstIndex(where: { $0.id == attribute("row", of: cell) }),
                let column = columnObjects.firstIndex(where: { $0.id == attribute("column", of: cell) })
            else { continue }
            let x =
                attribute("xPlacement", of: cell) ?? attribute("xPlacement", of: columnObjects[column]) ?? gridX
            let y = attribute("yPlacement", of: cell) ?? attribute("yPlacement", of: rowObjects[row]) ?? gridY
            cells.append(Cell(viewID: content.id, row: row, column: column, xPlacement: x, yPlacement: y))
        }
        self.cells = cells
        rowSpacing = attribute("rowSpacing", of: object).flatMap(Double.init) ?? 6
        columnSpacing = attribute("columnSpacing", of: object).flatMap(Double.init) ?? 6
        rowAlignment = attribute("rowAlignment", of: object) ?? "none"
    }
}

/// The constraints an `NSGridView` makes for its ``GridArrangement``: rows and columns as wide and high as their
/// largest cell, separated by the grid's spacing, each view placed in its cell or on its row's baseline.
public struct GridViewLayout {
    let arrangement: GridArrangement
    let grid: LayoutItem
    let rows: [LayoutItem]
    let columns: [LayoutItem]
    /// The cells whose views are in the tree, with their items.
    let cells: [(view: LayoutItem, cell: GridArrangement.Cell)]

    /// The layout of `arrangement` in `grid`; `views` maps each cell's view id to its item. Adds a guide per row
    /// and column to `grid`, named by the row's or column's id.
    public init(arrangement: GridArrangement, grid: LayoutItem, views: [String: LayoutItem]) {
        self.arrangement = arrangement
        self.grid = grid
        rows = arrangement.rowIDs.map { LayoutItem(id: $0, kind: .guide("gridRow")) }
        columns = arrangement.columnIDs.map { LayoutItem(id: $0, kind: .guide("gridColumn")) }
        for guide in rows + columns { grid.add(guide) }
        cells = arrangement.cells.compactMap { cell in views[cell.viewID].map { ($0, cell) } }
    }

    /// The grid's constraints.
    public func constraints() -> [ItemConstraint] {
        let origin = ItemConstraint.Origin.stackView(grid.id)
        var result: [ItemConstraint] = []
        // Columns side by side across the grid, rows one below the other down it.
        func chain(_ guides: [LayoutItem], lead: LayoutAttribute, trail: LayoutAttribute, spacing: Double) {
            guard let first = guides.first, let last = guides.last else { return }
            result.append(ItemConstraint(first, lead, .equal, grid, lead, origin: origin))
            for (previous, next) in zip(guides, guides.dropFirst()) {
                result.append(ItemConstraint(next, lead, .equal, previous, trail, constant: spacing, origin: origin))
            }
            result.append(ItemConstraint(grid, trail, .equal, last, trail, origin: origin))
        }
        chain(columns, lead: .leading, trail: .trailing, spacing: arrangement.columnSpacing)
        chain(rows, lead: .top, trail: .bottom, spacing: arrangement.rowSpacing)
        for column in columns {
            result.append(ItemConstraint(column, .top, .equal, grid, .top, origin: origin))
            result.append(ItemConstraint(column, .height, .equal, grid, .height, origin: origin))
        }
        for row in rows {
            result.append(ItemConstraint(row, .leading, .equal, grid, .leading, origin: origin))
            result.append(ItemConstraint(row, .width, .equal, grid, .width, origin: origin))
        }
        // A view placed in its column or row: at its start, end or centre, or filling it.
        func place(
            _ view: LayoutItem, in guide: LayoutItem, _ placement: String, start: LayoutAttribute,
            end: LayoutAttribute, center: LayoutAttribute, otherwise: LayoutAttribute
        ) {
            let edges: [LayoutAttribute] =
                switch placement {
                case "leading", "top": [start]
                case "trailing", "bottom": [end]
                case "center": [center]
                case "fill": [start, end]
                default: [otherwise]
                }
            for edge in edges { result.append(ItemConstraint(view, edge, .equal, guide, edge, origin: origin)) }
        }
        var baselineOfRow: [Int: LayoutItem] = [:]
        let rowAlignment = arrangement.rowAlignment
        for (view, cell) in cells {
            let column = columns[cell.column]
            let row = rows[cell.row]
            view.translatesAutoresizingMask = false
            // Inside its cell, which is as large as its largest view.
            result.append(ItemConstraint(view, .leading, .greaterThanOrEqual, column, .leading, origin: origin))
            result.append(ItemConstraint(column, .trailing, .greaterThanOrEqual, view, .trailing, origin: origin))
            result.append(ItemConstraint(view, .top, .greaterThanOrEqual, row, .top, origin: origin))
            result.append(ItemConstraint(row, .bottom, .greaterThanOrEqual, view, .bottom, origin: origin))
            result.append(ItemConstraint(column, .width, .equal, view, .width, priority: 49, origin: origin))
            result.append(ItemConstraint(row, .height, .equal, view, .height, priority: 49, origin: origin))
            place(
                view, in: column, cell.xPlacement, start: .leading, end: .trailing, center: .centerX,
                otherwise: .leading)
            if rowAlignment == "firstBaseline" || rowAlignment == "lastBaseline" {
                let baseline: LayoutAttribute = rowAlignment == "firstBaseline" ? .firstBaseline : .lastBaseline
                if let first = baselineOfRow[cell.row] {
                    result.append(ItemConstraint(view, baseline, .equal, first, baseline, origin: origin))
                } else {
                    baselineOfRow[cell.row] = view
                }
                continue
            }
            place(view, in: row, cell.yPlacement, start: .top, end: .bottom, center: .centerY, otherwise: .centerY)
        }
        return result
    }
}
