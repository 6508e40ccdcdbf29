import NibLayout
import NibModel

/// What a bar shows: a navigation bar's title and its buttons, a toolbar's items, a tab bar's tabs.
struct BarContent {
    /// One button or tab: its title, or its system item or image named instead.
    struct Item {
        var title: String
        /// Whether the item is drawn in its bold, "done" style.
        var isProminent = false
        /// A flexible or fixed space of a toolbar.
        var isSpace = false
        /// An image the item shows, when it shows one (its name).
        var image: String?
    }

    var title: String?
    var leading: [Item] = []
    var trailing: [Item] = []
    /// A toolbar's or tab bar's items, left to right.
    var items: [Item] = []
    /// The index of the selected tab.
    var selected: Int?

    /// The titles UIKit's system bar button and tab bar items show (`systemItem="done"`); the others show an icon,
    /// drawn as an outline named after the item.
    static let systemItems: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "+", "undo": "Undo",
        "redo": "Redo", "more": "More", "favorites": "Favorites", "featured": "Featured", "topRated": "Top Rated",
        "recents": "Recents", "contacts": "Contacts", "history": "History", "downloads": "Downloads",
        "mostRecent": "Most Recent", "mostViewed": "Most Viewed", "search": "Search", "bookmarks": "Bookmarks",
    ]

    /// A bar button item or tab bar item as the bar shows it.
    static func item(_ object: IBObject) -> Item {
        let system = object.untyped.value("systemItem", as: BarButtonItemKind.self)
        if system == .flexibleSpace || system == .fixedSpace { return Item(title: "", isSpace: true) }
        let image = object.untyped[attribute: "image"] ?? system?.rawValue
        let title = object.title ?? system.flatMap { systemItems[$0.rawValue] } ?? ""
        return Item(
            title: title, isProminent: object.untyped.value("style") == BarButtonItemKind.done || system == .done,
            image: title.isEmpty ? image : nil)
    }

    /// A navigation item's title and buttons (`leftBarButtonItem`, `rightBarButtonItems`, …); `fallback` titles an
    /// item without one (its view controller's title).
    init(navigationItem: IBObject?, fallback: String? = nil) {
        title = navigationItem?.title ?? fallback
        for child in navigationItem?.children ?? [] where child.element == .barButtonItem {
            let side = child.key ?? child.container ?? ""
            if side.hasPrefix("left") { leading.append(Self.item(child)) }
            if side.hasPrefix("right") { trailing.append(Self.item(child)) }
        }
    }

    /// A toolbar's or tab bar's items.
    init(items: [IBObject], selected: Int? = nil) {
        self.items = items.map(Self.item)
        self.selected = selected
    }
}

extension ViewDrawing {
    /// The background and hairline of a bar along `edge` (its top edge for a bar at the bottom).
    private func barBackground(_ size: Size, hairlineAtTop: Bool) -> String {
        let y = hairlineAtTop ? 0 : size.height
        var svg = rect(size, attributes: ##"class="bar" fill="#F9F9F9" fill-opacity="0.94""##)
        svg +=
            ##"<path d="M0 \##(SVGText.number(y)) H\##(SVGText.number(size.width))" stroke="#000000" stroke-opacity="0.3" stroke-width="0.33"/>"##
            + "\n"
        return svg
    }

    /// The status bar as Interface Builder simulates it: 9:41 at the left, the battery at the right.
    func statusBar(size: Size) -> String {
        let middle = size.height / 2 + (size.height > 30 ? 4 : 0)
        var svg = label(
            "9:41", x: 28, baseline: middle + 5, fontSize: 15, weight: "600", anchor: "start", paint: labelPaint,
            width: 60)
        let x = size.width - 40
        svg +=
            ##"<rect class="battery" x="\##(SVGText.number(x))" y="\##(SVGText.number(middle - 6))" width="24" height="12" rx="3" fill="none" \##(labelPaint.attributes("stroke")) stroke-opacity="0.4"/>"##
            + "\n"
            + ##"<rect x="\##(SVGText.number(x + 2))" y="\##(SVGText.number(middle - 4))" width="20" height="8" rx="1.5" \##(labelPaint.attributes())/>"##
            + "\n"
        return svg
    }

    /// A navigation bar `size` big: its title centred, its leading and trailing buttons in the tint colour.
    func navigationBar(_ content: BarContent, size: Size) -> String {
        var svg = barBackground(size, hairlineAtTop: false)
        // A bar with a large title (96 high) has its buttons in its top 44 pt and its title below, large, at the left.
        let large = size.height >= 90
        let middle = large ? 22.0 : size.height - 22
        if large, let title = content.title, !title.isEmpty {
            svg += label(
                title, x: 16, baseline: 85, fontSize: 34, weight: "700", anchor: "start", paint: labelPaint,
                width: size.width - 32)
        } else if let title = content.title, !title.isEmpty {
            // Centred between the buttons: as wide as the bar leaves it beside the wider side's buttons.
            func extent(_ items: [BarContent.Item]) -> Double {
                items.isEmpty ? 16 : 16 + items.map { itemWidth($0) + 16 }.reduce(0, +)
            }
            // Centred when it fits between the wider side's buttons; otherwise, as UIKit does, moved off centre
            // into the space the buttons leave, and cut only when that is too narrow.
            let (leading, trailing) = (extent(content.leading), extent(content.trailing))
            let width = ViewDrawing.textWidth(title, fontSize: 17, bold: true)
            let centred = size.width - 2 * max(leading, trailing)
            let room = size.width - leading - trailing
            let x = width <= centred ? size.width / 2 : leading + min(width, room) / 2
            svg += label(
                title, x: x, baseline: middle + 6, fontSize: 17, weight: "600", anchor: "middle",
                paint: labelPaint, width: max(room, 40))
        }
        var x = 16.0
        for item in content.leading {
            svg += barButton(item, x: &x, baseline: middle + 6, anchor: "start")
        }
        x = size.width - 16
        for item in content.trailing {
            svg += barButton(item, x: &x, baseline: middle + 6, anchor: "end")
        }
        return svg
    }

    /// A toolbar `size` big: its items left to right, spaces sharing what the buttons leave.
    func toolbar(_ content: BarContent, size: Size) -> String {
        var svg = barBackground(size, hairlineAtTop: true)
        let widths = content.items.map { $0.isSpace ? 0 : itemWidth($0) }
        let spaces = content.items.filter(\.isSpace).count
        let free = max(size.width - 32 - widths.reduce(0, +) - Double(max(content.items.count - 1, 0)) * 8, 0)
        var x = 16.0
        for (item, width) in zip(content.items, widths) {
            if item.isSpace {
                x += spaces > 0 ? free / Double(spaces) : 0
                continue
            }
            var start = x
            svg += barButton(item, x: &start, baseline: size.height / 2 + 6, anchor: "start")
            x += width + 8
        }
        return svg
    }

    /// A tab bar `size` big: its tabs side by side, each an icon above its title, the selected one tinted.
    func tabBar(_ content: BarContent, size: Size) -> String {
        var svg = barBackground(size, hairlineAtTop: true)
        guard !content.items.isEmpty else { return svg }
        let width = size.width / Double(content.items.count)
        let gray = ColorResolver.Paint(hex: "#999999", opacity: 1)
        for (index, item) in content.items.enumerated() {
            let paint = index == (content.selected ?? 0) ? tint : gray
            let centre = width * (Double(index) + 0.5)
            svg +=
                ##"<rect class="tab-icon" x="\##(SVGText.number(centre - 12))" y="5" width="24" height="24" rx="6" fill="none" \##(paint.attributes("stroke")) stroke-width="1.5"/>"##
                + "\n"
            svg += label(
                item.title, x: centre, baseline: 42, fontSize: 10, weight: "500", anchor: "middle", paint: paint,
                width: width - 4)
        }
        return svg
    }

    private func itemWidth(_ item: BarContent.Item) -> Double {
        item.title.isEmpty ? 24 : ViewDrawing.textWidth(item.title, fontSize: 17, bold: item.isProminent)
    }

    /// One bar button at `x`, which moves past it (rightwards from the start, leftwards from the end).
    private func barButton(_ item: BarContent.Item, x: inout Double, baseline: Double, anchor: String) -> String {
        let width = itemWidth(item)
        let start = anchor == "end" ? x - width : x
        defer { x = anchor == "end" ? x - width - 16 : x + width + 16 }
        guard !item.title.isEmpty else {
            return
                ##"<rect class="bar-icon" x="\##(SVGText.number(start + 2))" y="\##(SVGText.number(baseline - 17))" width="20" height="20" rx="4" fill="none" \##(tint.attributes("stroke")) stroke-width="1.5"/>"##
                + "\n"
        }
        return label(
            item.title, x: start, baseline: baseline, fontSize: 17, weight: item.isProminent ? "600" : "400",
            anchor: "start", paint: tint, width: width)
    }
}

/// The bars Interface Builder draws over a storyboard scene, with what they show: the controller's navigation item,
/// its toolbar items, the tabs of the tab bar controller that holds it.
struct SceneBars {
    let document: IBDocument

    /// The SVG group of `bar` over the view of `controller`.
    func draw(_ bar: SimulatedBar, of controller: IBObject?, with drawing: ViewDrawing) -> String {
        let size = bar.frame.size
        let body: String
        switch bar.kind {
        case .statusBar:
            body = drawing.statusBar(size: size)
        case .navigationBar:
            let content = BarContent(
                navigationItem: controller?.child(forKey: "navigationItem"), fallback: controller?.title)
            body = drawing.navigationBar(content, size: size)
        case .toolbar:
            let items = controller?.children.filter { $0.container == "toolbarItems" } ?? []
            body = drawing.toolbar(BarContent(items: items), size: size)
        case .tabBar:
            body = drawing.tabBar(tabs(of: bar), size: size)
        }
        let kind =
            switch bar.kind {
            case .statusBar: "statusBar"
            case .navigationBar: "navigationBar"
            case .toolbar: "toolbar"
            case .tabBar: "tabBar"
            }
        return
            ##"<g class="simulated-bar" data-element="\##(kind)" transform="translate(\##(SVGText.number(bar.frame.x)) \##(SVGText.number(bar.frame.y)))">"##
            + "\n" + body + "</g>\n"
    }

    /// The tab bar controller's tabs: the tab bar items of its children, in order, the selected one marked.
    private func tabs(of bar: SimulatedBar) -> BarContent {
        guard let id = bar.tabBarController, let controller = document.object(withID: id) else {
            return BarContent(items: [])
        }
        let children = controller.connections.filter { $0.relationshipKind == .viewControllers }.compactMap(
            \.destination)
        let items = children.compactMap { document.object(withID: $0)?.child(forKey: "tabBarItem") }
        return BarContent(items: items, selected: children.firstIndex { $0 == bar.selectedTab })
    }
}
