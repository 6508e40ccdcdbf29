import NibModel

/// The bars Interface Builder infers for a storyboard's view controllers from their containers, as their simulated
/// metrics' default ("Inferred") shows them: the root of a navigation controller gets its navigation bar (unless
/// the controller hides it) and its toolbar (when the controller shows it); the children of a tab bar controller get
/// its tab bar; and a container's bars pass on to the controllers it contains.
struct InferredBars {
    /// The bars above and below a view controller's view, named as simulated metrics name them
    /// (`simulatedNavigationBarMetrics`, `simulatedToolbarMetrics`, `simulatedTabBarMetrics`).
    struct Bars: Equatable {
        var top: String?
        var bottom: String?
    }

    /// Each contained view controller's container and the relationship that holds it, by the controller's id.
    private var containers: [String: (container: IBObject, relationship: String)] = [:]

    init(document: IBDocument) {
        document.forEachObject { object in
            guard object.category == .viewController else { return }
            for connection in object.connections where connection.segueKind == "relationship" {
                if let destination = connection.destination, let relationship = connection.relationship {
                    containers[destination] = (object, relationship)
                }
            }
        }
    }

    /// The bars inferred for the view controller `id` (its containers' chain is followed at most 16 deep, so that a
    /// cycle of relationships ends).
    func bars(of id: String, depth: Int = 0) -> Bars {
        guard depth < 16, let (container, relationship) = containers[id] else { return Bars() }
        var bars = self.bars(of: container.id, depth: depth + 1)
        switch (container.element, relationship) {
        case ("navigationController", "rootViewController"):
            if container.untyped[attribute: "navigationBarHidden"] != "YES" {
                bars.top = "simulatedNavigationBarMetrics"
            }
            if container.untyped[attribute: "toolbarHidden"] == "NO" { bars.bottom = "simulatedToolbarMetrics" }
        case ("tabBarController", "viewControllers"):
            bars.bottom = "simulatedTabBarMetrics"
        default:
            break
        }
        return bars
    }
}
