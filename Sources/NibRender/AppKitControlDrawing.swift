import NibLayout
import NibModel

/// AppKit's controls in their system look: buttons of every bezel style (image buttons, help buttons, disclosure
/// triangles), steppers, colour wells, boxes and separators, spinning indicators, tab views and table headers.
extension ViewDrawing {
    /// The outline of AppKit's standard template images that buttons show (`NSAddTemplate`, …), as a path in a
    /// 16 × 16 box; others are drawn as the project's image or a placeholder.
    static let templateImagePaths: [String: String] = [
        "NSAddTemplate": "M8 3 V13 M3 8 H13",
        "NSRemoveTemplate": "M3 8 H13",
        "NSGoBackTemplate": "M10 3 L5 8 L10 13",
        "NSGoLeftTemplate": "M10 3 L5 8 L10 13",
        "NSGoForwardTemplate": "M6 3 L11 8 L6 13",
        "NSGoRightTemplate": "M6 3 L11 8 L6 13",
        "NSStopProgressTemplate": "M4 4 L12 12 M12 4 L4 12",
        "NSStopProgressFreestandingTemplate": "M4 4 L12 12 M12 4 L4 12",
        "NSRefreshTemplate": "M12.5 8 A4.5 4.5 0 1 1 11 4.6 M11 2 V5 H8",
        "NSRefreshFreestandingTemplate": "M12.5 8 A4.5 4.5 0 1 1 11 4.6 M11 2 V5 H8",
        "NSMenuOnStateTemplate": "M3 8.5 L6.5 12 L13 4",
        "NSFollowLinkFreestandingTemplate": "M3 8 H12 M8.5 4.5 L12 8 L8.5 11.5",
        "NSShareTemplate": "M8 2 V10 M5 5 L8 2 L11 5 M4 8 V14 H12 V8",
        "NSActionTemplate": "M8 5 A3 3 0 1 1 7.99 5 M8 1 V3 M8 13 V15 M1 8 H3 M13 8 H15",
        "NSSmartBadgeTemplate": "M4 8 H12 M8 4 V12",
        "NSListViewTemplate": "M3 4 H13 M3 8 H13 M3 12 H13",
        "NSIconViewTemplate": "M3 3 H7 V7 H3 Z M9 3 H13 V7 H9 Z M3 9 H7 V13 H3 Z M9 9 H13 V13 H9 Z",
        "NSLockLockedTemplate": "M4 7 H12 V14 H4 Z M5.5 7 V5 A2.5 2.5 0 0 1 10.5 5 V7",
        "NSLockUnlockedTemplate": "M4 7 H12 V14 H4 Z M5.5 7 V5 A2.5 2.5 0 0 1 10.5 4",
        "NSTouchBarAddTemplate": "M8 3 V13 M3 8 H13",
    ]

    /// An image a control shows, centred in a `box` wide square at (`x`, `y`): a template image's outline, the
    /// project's image, or a placeholder outline.
    func controlImage(_ name: String, x: Double, y: Double, box: Double) -> String {
        if let path = Self.templateImagePaths[name] {
            let scale = box / 16
            return
                ##"<path class="template-image" d="\##(path)" fill="none" stroke="#000000" stroke-opacity="0.75" stroke-width="\##(SVGText.number(1.5 / scale))" stroke-linecap="round" stroke-linejoin="round" transform="translate(\##(SVGText.number(x)) \##(SVGText.number(y))) scale(\##(SVGText.number(scale)))"/>"##
                + "\n"
        }
        if let url = images.dataURL(for: name) {
            return
                ##"<image x="\##(SVGText.number(x))" y="\##(SVGText.number(y))" width="\##(SVGText.number(box))" height="\##(SVGText.number(box))" preserveAspectRatio="xMidYMid meet" href="\##(url)"/>"##
                + "\n"
        }
        return
            ##"<rect class="image-placeholder" x="\##(SVGText.number(x + 1))" y="\##(SVGText.number(y + 1))" width="\##(SVGText.number(box - 2))" height="\##(SVGText.number(box - 2))" rx="3" fill="#000000" fill-opacity="0.08" stroke="#000000" stroke-opacity="0.4" stroke-width="1"/>"##
            + "\n"
    }

    /// An AppKit button whose bezel style is not a push button, checkbox or radio button: its bezel (square, textured,
    /// recessed, help, disclosure…), then its image and title.
    func appKitStyledButton(
        _ object: IBObject, cell: IBObject?, title: String, size: Size, state: DrawingState
    ) -> String {
        let appKit = cell?.appKitCell
        let image = cell?.untyped[attribute: "image"] ?? cell?.image?.image
        let center = Point(x: size.width / 2, y: size.height / 2)
        switch (appKit?.type, appKit?.bezelStyle) {
        case (.help?, _), (_, .helpButton?):
            let radius = max(min(size.width, size.height) / 2 - 1.5, 1)
            return
                ##"<circle cx="\##(SVGText.number(center.x))" cy="\##(SVGText.number(center.y))" r="\##(SVGText.number(radius))" fill="#FFFFFF" stroke="#000000" stroke-opacity="0.25"/>"##
                + "\n"
                + label(
                    "?", x: center.x, baseline: center.y + radius * 0.5, fontSize: radius * 1.4, weight: "600",
                    anchor: "middle", paint: labelPaint, width: radius * 2)
        case (.disclosureTriangle?, _), (_, .disclosure?):
            let open = cell?.untyped.value("state") == CellState.on
            let path = open ? "M-4 -2 L4 -2 L0 3 Z" : "M-2 -4 L3 0 L-2 4 Z"
            return
                ##"<path class="disclosure" d="\##(path)" fill="#000000" fill-opacity="0.55" transform="translate(\##(SVGText.number(min(center.x, 7))) \##(SVGText.number(center.y)))"/>"##
                + "\n"
                + (title.isEmpty
                    ? ""
                    : label(
                        title, x: 16, baseline: center.y + 4.5, fontSize: 13, weight: "400", anchor: "start",
                        paint: labelPaint, width: size.width - 16))
        default:
            break
        }
        var svg = ""
        let bordered =
            cell?.untyped.flag("bordered") != false && appKit?.borderStyle != nil
            || [.smallSquare, .roundedRect, .texturedRounded, .texturedSquare, .circular, .roundedDisclosure, .inline]
                .contains(appKit?.bezelStyle)
        if bordered {
            let radius: Double =
                switch appKit?.bezelStyle {
                case .circular?: min(size.width, size.height) / 2
                case .inline?, .roundedRect?: size.height / 2
                case .texturedRounded?, .roundedDisclosure?: 5
                default: 0
                }
            svg += rect(
                size, radius: radius,
                attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2" stroke-width="1""##)
        } else if appKit?.bezelStyle == .recessed, cell?.untyped.value("state") == CellState.on {
            svg += rect(size, radius: 4, attributes: ##"fill="#000000" fill-opacity="0.1""##)
        }
        if appKit?.bezelStyle == .roundedDisclosure {
            return svg
                + ##"<path d="M\##(SVGText.number(center.x - 4)) \##(SVGText.number(center.y - 2)) l4 4 l4 -4" fill="none" stroke="#000000" stroke-opacity="0.7" stroke-width="1.5"/>"##
                + "\n"
        }
        if let image, !image.isEmpty, title.isEmpty || appKit?.imagePosition == .only {
            let box = min(size.width, size.height, 18)
            if Self.templateImagePaths[image] == nil, images.dataURL(for: image) == nil {
                state.placeholder(object, Self.missingImage(image))
            }
            return svg + controlImage(image, x: center.x - box / 2, y: center.y - box / 2, box: box)
        }
        return svg + text(title, of: object, in: size, alignment: "center")
    }

    /// An AppKit stepper (two arrows in a rounded column) or a UIKit one (− and + in a rounded bar).
    func stepper(size: Size) -> String {
        if isMac {
            let width = min(size.width, 13)
            let x = (size.width - width) / 2
            var svg = rect(
                Size(width: width, height: size.height), x: x, radius: 4,
                attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2""##)
            let middle = size.height / 2
            svg +=
                ##"<path d="M\##(SVGText.number(x + 3.5)) \##(SVGText.number(middle - 3)) l3 -3 l3 3 M\##(SVGText.number(x + 3.5)) \##(SVGText.number(middle + 3)) l3 3 l3 -3" fill="none" stroke="#000000" stroke-opacity="0.7" stroke-width="1.2"/>"##
            return svg + "\n"
        }
        var svg = rect(size, radius: 8, attributes: ##"fill="#767680" fill-opacity="0.12""##)
        let half = size.width / 2
        let y = size.height / 2
        svg +=
            ##"<path d="M\##(SVGText.number(half)) 6 V\##(SVGText.number(size.height - 6)) M\##(SVGText.number(half / 2 - 7)) \##(SVGText.number(y)) h14 M\##(SVGText.number(half * 1.5 - 7)) \##(SVGText.number(y)) h14 M\##(SVGText.number(half * 1.5)) \##(SVGText.number(y - 7)) v14" fill="none" stroke="#000000" stroke-width="1.5"/>"##
        return svg + "\n"
    }

    /// A colour well: a bezel around a swatch of its colour.
    func colorWell(_ object: IBObject, size: Size) -> String {
        var swatch = ColorResolver.Paint(hex: "#000000", opacity: 1)
        if case .color(let color)? = object.value(forKey: "color"), let paint = colors.paint(color) { swatch = paint }
        var svg = rect(
            size, radius: 5, attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.25" stroke-width="1""##)
        svg += rect(
            Size(width: max(size.width - 10, 0), height: max(size.height - 10, 0)), x: 5, y: 5, radius: 2,
            attributes: swatch.attributes())
        return svg
    }

    /// An AppKit box: a separator as a hairline, a custom box with its fill and border, a titled box with its title
    /// above its rounded border.
    func appKitBox(_ object: IBObject, size: Size) -> String {
        let appKit = object.appKitView
        if appKit?.boxType == .separator {
            let horizontal = size.width >= size.height
            let path =
                horizontal
                ? "M0 \(SVGText.number(size.height / 2)) H\(SVGText.number(size.width))"
                : "M\(SVGText.number(size.width / 2)) 0 V\(SVGText.number(size.height))"
            return ##"<path class="separator" d="\##(path)" stroke="#000000" stroke-opacity="0.1" stroke-width="1"/>"##
                + "\n"
        }
        if appKit?.boxType == .custom {
            var fill = ##"fill="none""##
            if case .color(let color)? = object.value(forKey: "fillColor"), let paint = colors.paint(color) {
                fill = paint.attributes()
            }
            let width = appKit?.borderWidth ?? 1
            return rect(
                size, radius: Double(object.untyped[attribute: "cornerRadius"] ?? "") ?? 0,
                attributes: fill
                    + ##" stroke="#000000" stroke-opacity="0.2" stroke-width="\##(SVGText.number(width))""##)
        }
        let title = object.title ?? ""
        let titled = !title.isEmpty && appKit?.titlePosition != .noTitle
        let top = titled ? 16.0 : 0
        var svg = rect(
            Size(width: size.width, height: max(size.height - top, 0)), y: top, radius: 5,
            attributes: ##"fill="#000000" fill-opacity="0.03" stroke="#000000" stroke-opacity="0.12" stroke-width="1""##
        )
        if titled {
            svg += label(
                title, x: 6, baseline: 11, fontSize: 11, weight: "400", anchor: "start", paint: labelPaint,
                width: size.width - 12)
        }
        return svg
    }

    /// An AppKit tab view: its tabs' labels above a bordered box, the selected one highlighted (none for a tabless
    /// one). The selected item's view is drawn by ``tabViewContent(of:size:depth:state:)``.
    func tabView(_ object: IBObject, size: Size) -> String {
        let type = object.untyped.value("type") ?? TabViewType.topTabsBezelBorder
        let items = object.children.filter { $0.element == .tabViewItem }
        var svg = ""
        let tabs = type.showsTabs
        let top = tabs ? 12.0 : 0
        if type.hasBorder {
            svg += rect(
                Size(width: size.width, height: max(size.height - top, 0)), y: top, radius: 5,
                attributes:
                    ##"fill="#000000" fill-opacity="0.03" stroke="#000000" stroke-opacity="0.12" stroke-width="1""##)
        }
        guard tabs, !items.isEmpty else { return svg }
        let labels = items.map { $0.untyped[attribute: "label"] ?? $0.title ?? "" }
        let widths = labels.map { Self.textWidth($0, fontSize: 13) + 20 }
        var x = (size.width - widths.reduce(0, +)) / 2
        let selected = selectedTabIndex(of: object)
        svg += rect(
            Size(width: widths.reduce(0, +), height: 22), x: x, y: 1, radius: 6,
            attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2" stroke-width="0.5""##)
        for (index, (title, width)) in zip(labels, widths).enumerated() {
            if index == selected {
                svg += rect(Size(width: width, height: 22), x: x, y: 1, radius: 6, attributes: tint.attributes())
            }
            let paint = index == selected ? ColorResolver.Paint(hex: "#FFFFFF", opacity: 1) : labelPaint
            svg += label(
                title, x: x + width / 2, baseline: 16.5, fontSize: 13, weight: "400", anchor: "middle", paint: paint,
                width: width)
            x += width
        }
        return svg
    }

    /// The index of a tab view's selected item: the one marked `selected="YES"`, else the first.
    func selectedTabIndex(of tabView: IBObject) -> Int {
        let items = tabView.children.filter { $0.element == .tabViewItem }
        return items.firstIndex { $0.untyped.flag("selected") == true } ?? 0
    }

    /// The selected tab's view, laid out as a tree of its own, at its place in the tab view.
    func tabViewContent(of tabView: IBObject, size: Size, depth: Int, state: DrawingState) -> String {
        let items = tabView.children.filter { $0.element == .tabViewItem }
        guard items.indices.contains(selectedTabIndex(of: tabView)),
            let view = items[selectedTabIndex(of: tabView)].child(forKey: "view"),
            let tree = inPlace.tree(view.id)
        else { return "" }
        // A tab view is flipped: its item's frame is stored from its top left.
        let frame = view.view?.frame ?? .zero
        return tree.drawing.draw(tree.root, at: Point(x: frame.x, y: frame.y), depth: depth + 1, state: state)
    }

    /// The header of the table a scroll view holds (`<tableHeaderView key="headerView">`, or one in a clip view of
    /// that key), across the scroll view's top: the document keeps it outside the scroll view's subviews.
    func scrollViewHeader(of scrollView: IBObject, item: LayoutItem, width: Double) -> String {
        guard let header = scrollView.child(forKey: "headerView") else { return "" }
        let view = header.element == .clipView ? header.children.first { $0.element == .tableHeaderView } : header
        guard let height = view?.view?.frame?.height ?? header.view?.frame?.height, height > 0 else { return "" }
        return ##"<g class="table-header">"## + "\n"
            + tableHeader(of: item, size: Size(width: width, height: height), searchingFrom: item) + "</g>\n"
    }

    /// An AppKit table's header view: its columns' titles with dividers, from the table in the same scroll view.
    func tableHeader(of item: LayoutItem, size: Size, searchingFrom start: LayoutItem? = nil) -> String {
        var svg = rect(size, attributes: ##"fill="#FFFFFF""##)
        svg +=
            ##"<path d="M0 \##(SVGText.number(size.height - 0.5)) H\##(SVGText.number(size.width))" stroke="#000000" stroke-opacity="0.1"/>"##
            + "\n"
        guard let table = tableInScrollView(of: item, from: start) else { return svg }
        var x = 0.0
        let spacing = Self.intercellSpacing(of: table)
        for column in table.children where column.element == .tableColumn {
            let width = Double(column.untyped[attribute: "width"] ?? "") ?? 100
            let title = column.child(forKey: "headerCell")?.title ?? ""
            // Where the column's cells start (an inset table's first column is inset), else after the one before.
            let cellView = column.children.first { $0.container == "prototypeCellViews" }
            if let start = cellView?.view?.frame?.x { x = max(x, start - spacing / 2) }
            svg += label(
                title, x: x + 5, baseline: size.height / 2 + 4, fontSize: 11, weight: "400", anchor: "start",
                paint: labelPaint, width: width - 10)
            x += width + spacing
            svg +=
                ##"<path d="M\##(SVGText.number(x - spacing / 2)) 4 V\##(SVGText.number(size.height - 4))" stroke="#000000" stroke-opacity="0.1"/>"##
                + "\n"
        }
        return svg
    }

    /// The horizontal space between a table's columns (`<size key="intercellSpacing" width="3">`; AppKit's default 3).
    static func intercellSpacing(of table: IBObject) -> Double {
        if case .size(let spacing)? = table.value(forKey: "intercellSpacing") { return spacing.width }
        return Double(table.untyped.element(forKey: "intercellSpacing")?[attribute: "width"] ?? "") ?? 3
    }

    /// The table or outline view in the scroll view holding the header view `item`.
    private func tableInScrollView(of item: LayoutItem, from start: LayoutItem? = nil) -> IBObject? {
        var queue = (start ?? item.parent).map { [$0] } ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let object = objects[next.id], object.element == .tableView || object.element == .outlineView {
                return object
            }
            queue += next.subviews
        }
        return nil
    }
}

extension ViewDrawing {
    /// An AppKit date picker: a bordered field with a sample date (the canvas shows the date it was designed on; a
    /// fixed one keeps pictures the same from day to day) and its stepper; a graphical one as a calendar panel.
    func appKitDatePicker(_ object: IBObject, size: Size) -> String {
        let cell = object.child(forKey: "cell")
        if cell?.untyped.value("datePickerStyle") == AppKitDatePickerStyle.clockAndCalendar {
            return rect(size, radius: 4, attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2""##)
                + label(
                    "January 2001", x: 8, baseline: 16, fontSize: 13, weight: "600", anchor: "start",
                    paint: labelPaint, width: size.width - 16)
        }
        let field = Size(width: max(size.width - 18, 0), height: size.height)
        var svg = rect(field, radius: 3, attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.2""##)
        svg += label(
            "1/1/2001", x: 4, baseline: size.height / 2 + 4.5, fontSize: 13, weight: "400", anchor: "start",
            paint: labelPaint, width: field.width - 8)
        svg += "<g transform=\"translate(\(SVGText.number(size.width - 15)) 0)\">\n"
        svg += stepper(size: Size(width: 15, height: size.height)) + "</g>\n"
        return svg
    }

    /// An AppKit level indicator: a capacity bar filled to its value (green, or orange and red past its warning and
    /// critical values), discrete segments, or rating stars.
    func levelIndicator(_ object: IBObject, size: Size) -> String {
        let cell = object.child(forKey: "cell")?.untyped
        func number(_ name: String, _ fallback: Double) -> Double { Double(cell?[attribute: name] ?? "") ?? fallback }
        let maximum = max(number("maxValue", 2), 0.000_1)
        let value = min(max(number("doubleValue", 0), 0), maximum)
        let fraction = value / maximum
        let style = cell?.value("levelIndicatorStyle") ?? LevelIndicatorStyle.discreteCapacity
        if style == .rating {
            var svg = ""
            for index in 0..<Int(maximum.rounded()) {
                let filled = Double(index) < value
                svg +=
                    ##"<path class="star" d="M6 0 L7.8 4 L12 4.4 L8.8 7.2 L9.7 11.5 L6 9.3 L2.3 11.5 L3.2 7.2 L0 4.4 L4.2 4 Z" fill="\##(filled ? "#000000" : "#C7C7CC")" transform="translate(\##(SVGText.number(Double(index) * 13)) \##(SVGText.number(size.height / 2 - 6)))"/>"##
                    + "\n"
            }
            return svg
        }
        let critical = number("criticalValue", .infinity)
        let warning = number("warningValue", .infinity)
        let color = value >= critical && critical.isFinite ? "#FF3B30" : value >= warning ? "#FF9500" : "#34C759"
        var svg = rect(size, radius: 3, attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.25""##)
        svg += rect(
            Size(width: size.width * fraction, height: size.height), radius: 3, attributes: ##"fill="\##(color)""##)
        if style == .discreteCapacity {
            let segments = max(Int(maximum.rounded()), 1)
            for index in 1..<segments {
                let x = size.width * Double(index) / Double(segments)
                svg +=
                    ##"<path d="M\##(SVGText.number(x)) 0 V\##(SVGText.number(size.height))" stroke="#FFFFFF" stroke-width="1"/>"##
                    + "\n"
            }
        }
        return svg
    }

    /// An AppKit path control: a field with a sample path's components and separators (a pop-up one, its last
    /// component with the pop-up's arrows).
    func pathControl(_ object: IBObject, size: Size) -> String {
        let popUp = object.child(forKey: "cell")?.untyped.value("pathStyle") == PathStyle.popUp
        var svg = rect(size, radius: 4, attributes: ##"fill="#FFFFFF" stroke="#000000" stroke-opacity="0.15""##)
        let components = popUp ? ["Documents"] : ["Macintosh HD", "Users", "Documents"]
        let fontSize = min(11, max(size.height - 6, 1))
        var x = 6.0
        for (index, component) in components.enumerated() {
            let text = index == components.count - 1 ? component : component + "  ›"
            svg += label(
                text, x: x, baseline: size.height / 2 + fontSize * 0.35, fontSize: fontSize, weight: "400",
                anchor: "start", paint: labelPaint, width: max(size.width - x - 4, 1))
            x += Self.textWidth(text + " ", fontSize: fontSize)
        }
        return svg
    }
}
