import NibModel

/// The bars Interface Builder infers for a storyboard's view controllers from their containers, as their simulated
/// metrics' default ("Inferred") shows them: the root of a navigation controller gets its navigation bar (unless
/// the controller hides it) and its toolbar (when the controller shows it); the children of a tab bar controller get
/// its tab bar; and a container's bars pass on to the controllers it contains.
struct InferredBars {
    /// The bar above and below a view controller's view (`simulatedNavigationBarMetrics`,
    /// `simulatedToolbarMetrics`, `simulatedTabBarMetrics`).
    struct Bars: Equatable {
        var top: String?
        var bottom: String?
    }

    private(set) var bars: [String: Bars] = [:]

    init(document: IBDocument) {
        var controllers: [String: IBObject] = [:]
        var parents: [String: (parent: IBObject, relationship: String)] = [:]
        document.forEachObject { object in
            guard object.category == .viewController else { return }
            controllers[object.id] = object
            for connection in object.connections where connection.segueKind == "relationship" {
                guard let destination = connection.destination, let relationship = connection.relationship else {
                    continue
                }
                parents[destination] = (object, relationship)
            }
        }
        func bars(of id: String, depth: Int) -> Bars {
            if let known = self.bars[id] { return known }
            guard depth < 16, let (parent, relationship) = parents[id] else { return Bars() }
            var result = bars(of: parent.id, depth: depth + 1)
            let attributes = parent.untyped
            switch (parent.element, relationship) {
            case ("navigationController", "rootViewController"):
                if attributes[attribute: "navigationBarHidden"] != "YES" {
                    result.top = "simulatedNavigationBarMetrics"
                }
                if attributes[attribute: "toolbarHidden"] == "NO" { result.bottom = "simulatedToolbarMetrics" }
            case ("tabBarController", "viewControllers"):
                result.bottom = "simulatedTabBarMetrics"
            default:
                break
            }
            self.bars[id] = result
            return result
        }
        for id in controllers.keys.sorted() { _ = bars(of: id, depth: 0) }
    }

    /// The bars inferred for the view controller `id`.
    func bars(of id: String) -> Bars { bars[id] ?? Bars() }
}
