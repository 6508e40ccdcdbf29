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
        public var xPlacement: GridCellPlacement
        /// `top`, `bottom`, `center` or `fill` (anything else: centred).
        public var yPlacement: GridCellPlacement
        /// The last row the cell covers: below ``row`` for a cell merged with those under it.
        public var lastRow: Int
        /// The last column the cell covers: after ``column`` for a cell merged with those beside it.
        public var lastColumn: Int
        /// `none`, `firstBaseline` or `lastBaseline`: whether the view sits on its row's baseline with the row's
        /// other views of the same alignment, or where ``yPlacement`` says.
        public var rowAlignment: GridRowAlignment

        /// A cell holding the view `viewID` at `row` and `column` (and, merged, through `lastRow` and `lastColumn`),
        /// placed as `xPlacement` and `yPlacement` say, or on its row's baseline as `rowAlignment` says.
        public init(
            viewID: String, row: Int, column: Int, xPlacement: GridCellPlacement, yPlacement: GridCellPlacement,
            lastRow: Int? = nil, lastColumn: Int? = nil, rowAlignment: GridRowAlignment = .none
        ) {
            self.viewID = viewID
            self.row = row
            self.column = column
            self.xPlacement = xPlacement
            self.yPlacement = yPlacement
            self.lastRow = max(row, lastRow ?? row)
            self.lastColumn = max(column, lastColumn ?? column)
            self.rowAlignment = rowAlignment
        }
    }

    /// A row or column (`<gridRow>`, `<gridColumn>`): its id, its own size (`height`/`width`; its content's size
    /// when nil) and the padding before and after its content (`topPadding`/`bottomPadding`,
    /// `leadingPadding`/`trailingPadding`), which adds to its size and may be negative.
    public struct Track: Sendable, Equatable {
        /// The row's or column's id in the document.
        public var id: String
        /// The fixed size of the content, or nil for as large as the largest view in it.
        public var size: Double?
        /// Padding before the content (above it, or before its leading edge).
        public var leadingPadding: Double
        /// Padding after the content (below it, or after its trailing edge).
        public var trailingPadding: Double

        /// The row or column `id` of fixed `size` (nil: sized by its content) with the given padding.
        public init(id: String, size: Double? = nil, leadingPadding: Double = 0, trailingPadding: Double = 0) {
            self.id = id
            self.size = size
            self.leadingPadding = leadingPadding
            self.trailingPadding = trailingPadding
        }
    }

    /// The rows, in document order.
    public var rows: [Track]
    /// The columns, in document order.
    public var columns: [Track]
    /// The cells that hold a view.
    public var cells: [Cell]
    /// Points between rows (`rowSpacing`; 6 when the document states none).
    public var rowSpacing: Double
    /// Points between columns (`columnSpacing`; 6 when the document states none).
    public var columnSpacing: Double
    /// `none`, `firstBaseline` or `lastBaseline`: the views of a row aligned on a baseline rather than placed,
    /// unless a row or cell says otherwise (``Cell/rowAlignment``).
    public var rowAlignment: GridRowAlignment

    /// Reads a `<gridView>`'s rows, columns and cells: each cell's placement is the cell's, its column's (x) or row's
    /// (y), or the grid's, and so is its row alignment (the cell's, its row's or the grid's: MacPass's one-time
    /// password sheet leaves a stepper out of its row's baselines); rows and columns with their fixed sizes and
    /// padding; a merged cell (`headOfMergedCell`) covers every row and column of the cells that name it as their head.
    public init(object: IBObject) {
        let rowObjects = object.children.filter { $0.element == .gridRow }
        let columnObjects = object.children.filter { $0.element == .gridColumn }
        rows = rowObjects.map {
            Track(
                id: $0.id, size: $0.grid?.height, leadingPadding: $0.grid?.topPadding ?? 0,
                trailingPadding: $0.grid?.bottomPadding ?? 0)
        }
        columns = columnObjects.map {
            Track(
                id: $0.id, size: $0.grid?.width, leadingPadding: $0.grid?.leadingPadding ?? 0,
                trailingPadding: $0.grid?.trailingPadding ?? 0)
        }
        let gridX = object.grid?.xPlacement ?? .leading
        let gridY = object.grid?.yPlacement ?? .center
        let gridAlignment = object.grid?.rowAlignment ?? .none
        let gridCells = object.children.filter { $0.element == .gridCell }
        func position(of cell: IBObject) -> (row: Int, column: Int)? {
            guard let row = rowObjects.firstIndex(where: { $0.id == cell.grid?.row }),
                let column = columnObjects.firstIndex(where: { $0.id == cell.grid?.column })
            else { return nil }
            return (row, column)
        }
        // The last row and column of each merged cell, by its head's id.
        var mergedEnds: [String: (row: Int, column: Int)] = [:]
        for cell in gridCells {
            guard let head = cell.grid?.headOfMergedCell, let at = position(of: cell) else { continue }
            let end = mergedEnds[head] ?? at
            mergedEnds[head] = (max(end.row, at.row), max(end.column, at.column))
        }
        var cells: [Cell] = []
        for cell in gridCells {
            guard let content = cell.child(forKey: "contentView"), content.view != nil, let at = position(of: cell)
            else { continue }
            let row = rowObjects[at.row].grid
            let column = columnObjects[at.column].grid
            let x = cell.grid?.xPlacement ?? column?.xPlacement ?? gridX
            let y = cell.grid?.yPlacement ?? row?.yPlacement ?? gridY
            let alignment = cell.grid?.rowAlignment ?? row?.rowAlignment ?? gridAlignment
            let end = mergedEnds[cell.id]
            cells.append(
                Cell(
                    viewID: content.id, row: at.row, column: at.column, xPlacement: x, yPlacement: y,
                    lastRow: end?.row, lastColumn: end?.column, rowAlignment: alignment))
        }
        self.cells = cells
        rowSpacing = object.grid?.rowSpacing ?? 6
        columnSpacing = object.grid?.columnSpacing ?? 6
        rowAlignment = gridAlignment
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
        rows = arrangement.rows.map { LayoutItem(id: $0.id, kind: .guide("gridRow")) }
        columns = arrangement.columns.map { LayoutItem(id: $0.id, kind: .guide("gridColumn")) }
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
        // A row or column of fixed size is that size plus its padding.
        func fix(_ guides: [LayoutItem], _ tracks: [GridArrangement.Track], _ dimension: LayoutAttribute) {
            for (guide, track) in zip(guides, tracks) {
                guard let size = track.size else { continue }
                let padded = size + track.leadingPadding + track.trailingPadding
                result.append(.constant(guide, dimension, max(0, padded), origin: origin))
            }
        }
        fix(columns, arrangement.columns, .width)
        fix(rows, arrangement.rows, .height)
        // The first view of each row's group of views on one baseline.
        var baselineOfRow: [BaselineGroup: LayoutItem] = [:]
        for (view, cell) in cells {
            view.translatesAutoresizingMask = false
            let horizontal = Span(
                first: columns[cell.column], last: columns[cell.lastColumn],
                lead: arrangement.columns[cell.column].leadingPadding,
                trail: arrangement.columns[cell.lastColumn].trailingPadding, start: .leading, end: .trailing,
                center: .centerX, size: .width)
            let vertical = Span(
                first: rows[cell.row], last: rows[cell.lastRow], lead: arrangement.rows[cell.row].leadingPadding,
                trail: arrangement.rows[cell.lastRow].trailingPadding, start: .top, end: .bottom, center: .centerY,
                size: .height)
            // Inside its cell (between the padding), which a view not merged with others sizes: as large as its
            // largest view.
            result += horizontal.containing(view, sizes: cell.column == cell.lastColumn, origin: origin)
            result += vertical.containing(view, sizes: cell.row == cell.lastRow, origin: origin)
            result += horizontal.placing(view, cell.xPlacement, otherwise: .leading, origin: origin)
            if cell.rowAlignment == .firstBaseline || cell.rowAlignment == .lastBaseline {
                let baseline: LayoutAttribute = cell.rowAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                let key = BaselineGroup(row: cell.row, alignment: cell.rowAlignment)
                if let first = baselineOfRow[key] {
                    result.append(ItemConstraint(view, baseline, .equal, first, baseline, origin: origin))
                } else {
                    baselineOfRow[key] = view
                }
                continue
            }
            result += vertical.placing(view, cell.yPlacement, otherwise: .center, origin: origin)
        }
        return result
    }
}

/// The views of one row that share a baseline: those of the same row alignment.
private struct BaselineGroup: Hashable {
    let row: Int
    let alignment: GridRowAlignment
}

/// The rows or columns a cell covers along one axis: from the start of the first to the end of the last, less the
/// padding at each end.
private struct Span {
    let first: LayoutItem
    let last: LayoutItem
    let lead: Double
    let trail: Double
    let start: LayoutAttribute
    let end: LayoutAttribute
    let center: LayoutAttribute
    let size: LayoutAttribute

    /// The view inside the span; when `sizes`, the span's row or column is at least as large as the view (and
    /// weakly no larger).
    func containing(_ view: LayoutItem, sizes: Bool, origin: ItemConstraint.Origin) -> [ItemConstraint] {
        var result = [
            ItemConstraint(view, start, .greaterThanOrEqual, first, start, constant: lead, origin: origin),
            ItemConstraint(last, end, .greaterThanOrEqual, view, end, constant: trail, origin: origin),
        ]
        if sizes {
            result.append(
                ItemConstraint(first, size, .equal, view, size, constant: lead + trail, priority: 49, origin: origin))
        }
        return result
    }

    /// The view at the span's start, end or centre, or filling it, as `placement` says (`leading`/`top`,
    /// `trailing`/`bottom`, `center`, `fill`; anything else as `otherwise`).
    func placing(
        _ view: LayoutItem, _ placement: GridCellPlacement, otherwise: GridCellPlacement, origin: ItemConstraint.Origin
    )
        -> [ItemConstraint]
    {
        let atStart = ItemConstraint(view, start, .equal, first, start, constant: lead, origin: origin)
        let atEnd = ItemConstraint(view, end, .equal, last, end, constant: -trail, origin: origin)
        switch placement {
        case .leading, .top: return [atStart]
        case .trailing, .bottom: return [atEnd]
        case .fill: return [atStart, atEnd]
        case .center:
            // centre = (first's start + lead + last's end − trail) / 2.
            guard first !== last else {
                return [
                    ItemConstraint(view, center, .equal, first, center, constant: (lead - trail) / 2, origin: origin)
                ]
            }
            var centred = ItemConstraint(
                view, center, .equal, first, start, constant: (lead - trail) / 2, origin: origin)
            centred.extraTerms = [(last, end, 0.5), (first, start, -0.5)]
            return [centred]
        default:
            return placing(view, otherwise, otherwise: .leading, origin: origin)
        }
    }
}
