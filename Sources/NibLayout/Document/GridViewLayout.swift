import NibModel

/// AppKit's `NSGridView` (`<gridView>`): rows and columns as wide and high as their largest cell, separated by
/// the grid's spacing, each cell's view placed in its cell by the cell's, its column's or row's, or the grid's
/// `xPlacement` / `yPlacement`, or on the row's first baseline (`rowAlignment="firstBaseline"`). Documents store
/// no constraints for it: these are the ones the grid makes. Merged cells and padding are not modelled.
struct GridViewLayout {
    /// One cell: the view in it and where it sits.
    struct Cell {
        let view: LayoutItem
        let row: Int
        let column: Int
        let xPlacement: String
        let yPlacement: String
    }

    let grid: LayoutItem
    let rows: [LayoutItem]
    let columns: [LayoutItem]
    let cells: [Cell]
    let rowSpacing: Double
    let columnSpacing: Double
    let rowAlignment: String

    /// Reads `object`'s rows, columns and cells; `views` maps each cell's content view id to its item. Adds a guide
    /// per row and column to `grid`.
    init(object: IBObject, grid: LayoutItem, views: [String: LayoutItem]) {
        func attribute(_ name: String, of target: IBObject) -> String? { target.untyped[attribute: name] }
        self.grid = grid
        let rowObjects = object.children.filter { $0.element == "gridRow" }
        let columnObjects = object.children.filter { $0.element == "gridColumn" }
        rows = rowObjects.map { LayoutItem(id: $0.id, kind: .guide("gridRow")) }
        columns = columnObjects.map { LayoutItem(id: $0.id, kind: .guide("gridColumn")) }
        for guide in rows + columns { grid.add(guide) }
        let gridX = attribute("xPlacement", of: object) ?? "leading"
        let gridY = attribute("yPlacement", of: object) ?? "center"
        var cells: [Cell] = []
        for cell in object.children where cell.element == "gridCell" {
            guard let content = cell.child(forKey: "contentView"), let view = views[content.id],
                let row = rowObjects.firstIndex(where: { $0.id == attribute("row", of: cell) }),
                let column = columnObjects.firstIndex(where: { $0.id == attribute("column", of: cell) })
            else { continue }
            let x =
                attribute("xPlacement", of: cell) ?? attribute("xPlacement", of: columnObjects[column]) ?? gridX
            let y = attribute("yPlacement", of: cell) ?? attribute("yPlacement", of: rowObjects[row]) ?? gridY
            cells.append(Cell(view: view, row: row, column: column, xPlacement: x, yPlacement: y))
        }
        self.cells = cells
        rowSpacing = attribute("rowSpacing", of: object).flatMap(Double.init) ?? 6
        columnSpacing = attribute("columnSpacing", of: object).flatMap(Double.init) ?? 6
        rowAlignment = attribute("rowAlignment", of: object) ?? "none"
    }

    /// The grid's constraints.
    func constraints() -> [ItemConstraint] {
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
        chain(columns, lead: .leading, trail: .trailing, spacing: columnSpacing)
        chain(rows, lead: .top, trail: .bottom, spacing: rowSpacing)
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
        for cell in cells {
            let view = cell.view
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
