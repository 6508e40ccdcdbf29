import Foundation
import NibLayout
import NibModel

/// The parts of a document that layout lays out as trees of their own but that Xcode's canvas shows in place: table
/// view cells (static and prototype), table header and footer views, collection view cells. Filled once per document
/// before its pictures are drawn.
final class InPlaceTrees: @unchecked Sendable {
    private var trees: [String: (drawing: ViewDrawing, root: LayoutItem)] = [:]
    private let lock = NSLock()

    /// Adds the laid-out tree whose root view is `id`.
    func add(_ id: String, drawing: ViewDrawing, root: LayoutItem) {
        lock.lock()
        defer { lock.unlock() }
        trees[id] = (drawing, root)
    }

    /// The laid-out tree whose root view is `id`.
    func tree(_ id: String) -> (drawing: ViewDrawing, root: LayoutItem)? {
        lock.lock()
        defer { lock.unlock() }
        return trees[id]
    }

    /// The root view of each view controller's tree, by the controller's id: what a container view embeds.
    private var controllerViews: [String: String] = [:]

    /// Records that the tree whose root view is `viewID` is the view of the controller `controllerID`.
    func add(controller controllerID: String, view viewID: String) {
        lock.lock()
        defer { lock.unlock() }
        controllerViews[controllerID] = viewID
    }

    /// A navigation controller's root controller, by the navigation controller's id.
    private var rootControllers: [String: String] = [:]

    /// Records that the navigation controller `navigationID` shows `rootID` first.
    func add(navigation navigationID: String, root rootID: String) {
        lock.lock()
        defer { lock.unlock() }
        rootControllers[navigationID] = rootID
    }

    /// The laid-out view of the view controller `id`, or of the root of the navigation controller `id` (followed at
    /// most 8 deep).
    func tree(ofController id: String) -> (drawing: ViewDrawing, root: LayoutItem)? {
        lock.lock()
        var current = id
        var view = controllerViews[current]
        for _ in 0..<8 where view == nil {
            guard let root = rootControllers[current] else { break }
            current = root
            view = controllerViews[current]
        }
        lock.unlock()
        return view.flatMap { tree($0) }
    }
}

extension ViewDrawing {
    /// A container view: the view of the controller its embed segue names, laid out as that scene, clipped to the
    /// container, as the screen shows it at run time (the canvas shows that scene beside it).
    func embeddedScene(of container: IBObject, size: Size, depth: Int, state: DrawingState) -> String {
        guard depth < 20,
            let segue = container.connections.first(where: { $0.segueKind == .embed }),
            let destination = segue.destination, let tree = inPlace.tree(ofController: destination)
        else { return "" }
        let clip = "embed-\(SVGText.escaped(container.id))"
        return
            ##"<clipPath id="\##(clip)"><rect width="\##(SVGText.number(size.width))" height="\##(SVGText.number(size.height))"/></clipPath>"##
            + "\n" + ##"<g class="embedded-scene" clip-path="url(#\##(clip))">"## + "\n"
            + tree.drawing.draw(tree.root, at: Point(x: 0, y: 0), depth: depth + 1, state: state) + "</g>\n"
    }
}

extension ViewDrawing {
    /// The rows a UIKit table view shows in the canvas, from its top: its header view, each section's header title,
    /// cells (a static table's) and footer title, or its prototype cells under "Prototype Cells", then its footer
    /// view. Grouped tables set their sections apart; inset grouped ones round them. Stops below the table's bottom.
    func tableRows(of table: IBObject, item: LayoutItem, size: Size, depth: Int, state: DrawingState) -> String {
        var stack = TableStack(drawing: self, table: table, size: size, depth: depth, state: state)
        if stack.grouped, table.view?.backgroundColor == nil {
            let paint =
                colors.paint(Color(kind: .system("systemGroupedBackgroundColor")))
                ?? .init(hex: "#F2F2F7", opacity: 1)
            stack.svg += rect(size, attributes: paint.attributes())
        }
        // Rows start below the bars and the status bar the table extends under, as UIKit adjusts its content inset.
        let adjustment = table.untyped.value("contentInsetAdjustmentBehavior", as: ContentInsetAdjustment.self)
        stack.y = adjustment == .never ? 0 : item.safeAreaInsets.top
        stack.place(table.child(forKey: "tableHeaderView"))
        var sections: [(header: String?, cells: [IBObject], footer: String?)] = []
        for section in table.children where section.element == .tableViewSection {
            sections.append(
                (
                    section.untyped[attribute: "headerTitle"],
                    section.children.filter { $0.element == .tableViewCell },
                    section.untyped[attribute: "footerTitle"]
                ))
        }
        let prototypes = table.children.filter { $0.container == "prototypes" && $0.element == .tableViewCell }
        if !prototypes.isEmpty { sections.append(("Prototype Cells", prototypes, nil)) }
        for (index, section) in sections.enumerated() where stack.y < size.height {
            stack.header(section.header, index: index)
            stack.rows(section.cells, index: index)
            stack.footer(section.footer)
        }
        stack.place(table.child(forKey: "tableFooterView"))
        return stack.svg
    }

    /// A cell's background where the cell sets none: the system's, on a grouped table the grouped cells'.
    fileprivate func cellBackground(grouped: Bool) -> String {
        let name = grouped ? "secondarySystemGroupedBackgroundColor" : "systemBackgroundColor"
        return (colors.paint(Color(kind: .system(name))) ?? .init(hex: "#FFFFFF", opacity: 1)).attributes()
    }

    /// A collection view's cells as its flow layout places them: rows from the section inset, each cell at its own
    /// size, spaced by the minimum spacings, wrapping at the view's width.
    func collectionCells(of collection: IBObject, size: Size, depth: Int, state: DrawingState) -> String {
        let layout = collection.child(forKey: "collectionViewLayout")?.untyped
        let lineSpacing = Double(layout?[attribute: "minimumLineSpacing"] ?? "") ?? 10
        let itemSpacing = Double(layout?[attribute: "minimumInteritemSpacing"] ?? "") ?? 10
        let horizontal = layout?[attribute: "scrollDirection"] == "horizontal"
        var svg = ""
        var (x, y, lineExtent) = (0.0, 0.0, 0.0)
        for cell in collection.children where cell.container == "cells" {
            guard let tree = inPlace.tree(cell.id) else { continue }
            let frame = tree.root.frame
            if horizontal {
                if y > 0, y + frame.height > size.height {
                    (x, y, lineExtent) = (x + lineExtent + lineSpacing, 0, 0)
                }
                guard x < size.width else { break }
            } else {
                if x > 0, x + frame.width > size.width {
                    (x, y, lineExtent) = (0, y + lineExtent + lineSpacing, 0)
                }
                guard y < size.height else { break }
            }
            svg += tree.drawing.draw(tree.root, at: Point(x: x, y: y), depth: depth + 1, state: state)
            if horizontal {
                y += frame.height + itemSpacing
                lineExtent = max(lineExtent, frame.width)
            } else {
                x += frame.width + itemSpacing
                lineExtent = max(lineExtent, frame.height)
            }
        }
        return svg
    }
}

extension ViewDrawing {
    /// The rows an AppKit view-based table shows in the canvas: each column's prototype cell views, one row each,
    /// at their stored frames, column after column; alternate rows shaded when the table says so.
    func appKitTableRows(of table: IBObject, size: Size, depth: Int, state: DrawingState) -> String {
        var svg = ""
        let rowHeight = Double(table.untyped[attribute: "rowHeight"] ?? "") ?? 17
        if table.untyped.flag("alternatingRowBackgroundColors") == true, rowHeight > 0 {
            var y = rowHeight
            while y < size.height {
                svg += rect(
                    Size(width: size.width, height: rowHeight), y: y,
                    attributes: ##"fill="#000000" fill-opacity="0.04""##)
                y += rowHeight * 2
            }
        }
        var x = 0.0
        for column in table.children where column.element == .tableColumn {
            let width = Double(column.untyped[attribute: "width"] ?? "") ?? 100
            var y = 0.0
            for cellView in column.children where cellView.container == "prototypeCellViews" {
                guard let tree = inPlace.tree(cellView.id), y < size.height else { continue }
                // A prototype cell view's stored x is its place in the row, past the columns before it.
                let frame = cellView.view?.frame ?? Rect(x: x, y: 0, width: 0, height: 0)
                svg += tree.drawing.draw(
                    tree.root, at: Point(x: frame.x, y: y + frame.y), depth: depth + 1, state: state)
                y += max(tree.root.frame.height, rowHeight) + 2
            }
            x += width + Self.intercellSpacing(of: table)
        }
        return svg
    }
}

/// A UIKit table's rows as the canvas stacks them down the table: where the next one goes and the SVG so far.
private struct TableStack {
    let drawing: ViewDrawing
    let table: IBObject
    let size: Size
    let depth: Int
    let state: DrawingState
    let grouped: Bool
    /// How far an inset grouped table's sections stand in from its sides.
    let inset: Double
    let headerHeight: Double
    let footerHeight: Double
    var y = 0.0
    var svg = ""
    private let gray = ColorResolver.Paint(hex: "#6D6D72", opacity: 1)

    init(drawing: ViewDrawing, table: IBObject, size: Size, depth: Int, state: DrawingState) {
        self.drawing = drawing
        self.table = table
        self.size = size
        self.depth = depth
        self.state = state
        let style = table.uiKit?.tableViewStyle ?? .plain
        grouped = style == .grouped || style == .insetGrouped
        inset = style == .insetGrouped ? (size.width >= 400 ? 20.0 : 16.0) : 0
        headerHeight = Double(table.untyped[attribute: "sectionHeaderHeight"] ?? "") ?? 18
        footerHeight = Double(table.untyped[attribute: "sectionFooterHeight"] ?? "") ?? 18
    }

    /// A view the table shows across its width (its header or footer view), laid out as a tree of its own.
    mutating func place(_ object: IBObject?) {
        guard let object, let tree = drawing.inPlace.tree(object.id) else { return }
        svg += tree.drawing.draw(tree.root, at: Point(x: 0, y: y), depth: depth + 1, state: state)
        y += tree.root.frame.height
    }

    /// A section's header: its title in grey above a grouped section, on a light band in a plain table; a grouped
    /// section without one is set apart by the header height.
    mutating func header(_ title: String?, index: Int) {
        if let title, !title.isEmpty {
            if grouped {
                y += index == 0 ? 18 : 6
                svg += drawing.label(
                    title, x: inset + 16, baseline: y + 22, fontSize: 13, weight: "400", anchor: "start",
                    paint: gray, width: size.width - 2 * inset - 32)
                y += 30
            } else {
                svg += drawing.rect(Size(width: size.width, height: 28), y: y, attributes: ##"fill="#F7F7F7""##)
                svg += drawing.label(
                    title, x: 16, baseline: y + 19, fontSize: 15, weight: "600", anchor: "start",
                    paint: drawing.labelPaint, width: size.width - 32)
                y += 28
            }
        } else if grouped {
            y += index == 0 ? 35 : headerHeight
        }
    }

    /// A section's cells, each at its laid-out height on the cell background, separated by hairlines; an inset
    /// grouped section's in one rounded card.
    mutating func rows(_ cells: [IBObject], index: Int) {
        let top = y
        var rows = ""
        for (row, cell) in cells.enumerated() where y < size.height {
            guard let tree = drawing.inPlace.tree(cell.id) else { continue }
            let (width, height) = (tree.root.frame.width, tree.root.frame.height)
            let x = width < size.width - 2 * inset ? (size.width - width) / 2 : inset
            let shown = min(width, size.width - 2 * inset)
            rows += drawing.rect(
                Size(width: shown, height: height), x: x, y: y, attributes: drawing.cellBackground(grouped: grouped))
            rows += tree.drawing.draw(tree.root, at: Point(x: x, y: y), depth: depth + 1, state: state)
            if row < cells.count - 1 {
                rows +=
                    ##"<path class="separator" d="M\##(SVGText.number(x + 16)) \##(SVGText.number(y + height - 0.25)) H\##(SVGText.number(x + shown))" stroke="#C6C6C8" stroke-width="0.5"/>"##
                    + "\n"
            }
            y += height
        }
        guard inset > 0, y > top else {
            svg += rows
            return
        }
        let clip = "section-\(SVGText.escaped(table.id))-\(index)"
        svg +=
            ##"<clipPath id="\##(clip)"><rect x="\##(SVGText.number(inset))" y="\##(SVGText.number(top))" width="\##(SVGText.number(size.width - 2 * inset))" height="\##(SVGText.number(y - top))" rx="10"/></clipPath>"##
            + "\n" + ##"<g clip-path="url(#\##(clip))">"## + "\n" + rows + "</g>\n"
    }

    /// A section's footer title, wrapped in grey; a grouped section without one ends with the footer height.
    mutating func footer(_ text: String?) {
        guard let text, !text.isEmpty else {
            if grouped { y += footerHeight }
            return
        }
        let width = size.width - 2 * inset - 32
        for line in ViewDrawing.wrap(text, fontSize: 13, width: width, limit: .max) {
            svg += drawing.label(
                line, x: inset + 16, baseline: y + 20, fontSize: 13, weight: "400", anchor: "start", paint: gray,
                width: width)
            y += 16
        }
        y += 10
    }
}
