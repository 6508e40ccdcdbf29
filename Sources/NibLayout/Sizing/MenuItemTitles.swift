import NibModel

extension IBObject {
    /// The titles of a pop-up cell's menu items (`<menu key="menu"><items><menuItem title="…">`), the empty ones left
    /// out: what the pop-up can show and is sized for.
    package var menuItemTitles: [String] {
        var titles: [String] = []
        func collect(_ object: IBObject) {
            if object.element == .menuItem, let title = object.title, !title.isEmpty { titles.append(title) }
            object.children.forEach(collect)
        }
        child(forKey: "menu").map(collect)
        return titles
    }
}
