import NibModel

/// The bars Interface Builder infers for a storyboard's view controllers from their containers, as their simulated
/// metrics' default ("Inferred") shows them: the root of a navigation controller gets its navigation bar (unless the
/// controller hides it) and its toolbar (when the controller shows it); a controller pushed (a `show`, `push` or
/// `showDetail` segue, which pushes on a compact screen) from one in a navigation stack joins that stack and gets the
/// same bars, less a tab bar when it hides the bottom bar; the children of a tab bar controller get its tab bar; and a
/// container's bars pass on to the controllers it contains. A container's bar that is not translucent
/// (`translucent="NO"`) is opaque: the views under it start (or end) at its edge.
struct InferredBars {
    /// The bars above and below a view controller's view, named as simulated metrics name them
    /// (`simulatedNavigationBarMetrics`, `simulatedToolbarMetrics`, `simulatedTabBarMetrics`).
    struct Bars: Equatable {
        var top: String?
        var bottom: String?
        /// Whether the bar above is opaque.
        var isTopOpaque = false
        /// Whether the bar below is opaque.
        var isBottomOpaque = false
        /// The navigation controller whose stack holds the controller, if any (its bar may be hidden).
        var navigationController: String?
        /// Whether that navigation controller's bar prefers large titles (`largeTitles="YES"`).
        var prefersLargeTitles = false
        /// The tab bar controller whose tab bar is below, and the id of its child that holds the controller (its
        /// selected tab).
        var tabBar: (controller: String, selected: String)?

        static func == (lhs: Bars, rhs: Bars) -> Bool {
            lhs.top == rhs.top && lhs.bottom == rhs.bottom && lhs.isTopOpaque == rhs.isTopOpaque
                && lhs.isBottomOpaque == rhs.isBottomOpaque && lhs.navigationController == rhs.navigationController
                && lhs.prefersLargeTitles == rhs.prefersLargeTitles
                && lhs.tabBar?.controller == rhs.tabBar?.controller && lhs.tabBar?.selected == rhs.tabBar?.selected
        }
    }

    /// Each contained view controller's container and the relationship that holds it, by the controller's id.
    private var containers: [String: (container: IBObject, relationship: String)] = [:]
    /// Each pushed view controller and the controller that pushes it (by the first `show`, `push` or `showDetail`
    /// segue to it), by the pushed controller's id.
    private var pushes: [String: (pusher: IBObject, controller: IBObject)] = [:]
    /// The controllers a `popoverPresentation` segue presents, by id.
    private(set) var popovers: Set<String> = []

    /// Reads every scene once: the controllers, the relationships that hold them, and the segues that push them (a
    /// segue may start at the scene's controller or at any object of its scene, such as a button or a cell).
    init(document: IBDocument) {
        var controllers: [String: IBObject] = [:]
        var pushSegues: [(source: IBObject, destination: String)] = []
        for scene in document.scenes {
            let source = scene.viewController
            for object in scene.objects {
                object.forEachObject { member in
                    let isController = member.category == .viewController
                    if isController { controllers[member.id] = member }
                    for connection in member.connections {
                        guard let destination = connection.destination else { continue }
                        switch connection.segueKind {
                        case .relationship where isController:
                            if let relationship = connection.relationship {
                                containers[destination] = (member, relationship)
                            }
                        case .show, .push, .showDetail:
                            if let source { pushSegues.append((source, destination)) }
                        case .popoverPresentation:
                            popovers.insert(destination)
                        default:
                            break
                        }
                    }
                }
            }
        }
        for (source, destination) in pushSegues where pushes[destination] == nil {
            if let controller = controllers[destination] { pushes[destination] = (source, controller) }
        }
    }

    /// The bars inferred for the view controller `id` (its containers' chain is followed at most 16 deep, so that a
    /// cycle of relationships or pushes ends).
    func bars(of id: String, depth: Int = 0) -> Bars {
        guard depth < 16 else { return Bars() }
        if let (container, relationship) = containers[id] {
            var bars = self.bars(of: container.id, depth: depth + 1)
            switch (container.element, relationship) {
            case (.navigationController, "rootViewController"):
                Self.addBars(of: container, to: &bars)
            case (.tabBarController, "viewControllers"):
                bars.bottom = "simulatedTabBarMetrics"
                bars.isBottomOpaque = Self.isOpaque(container.child(forKey: "tabBar"))
                bars.tabBar = (container.id, id)
            default:
                break
            }
            return bars
        }
        guard let (pusher, controller) = pushes[id] else { return Bars() }
        var bars = self.bars(of: pusher.id, depth: depth + 1)
        if pusher.element == .navigationController {
            // Pushed onto the navigation controller itself: as its root is.
            Self.addBars(of: pusher, to: &bars)
        } else if bars.navigationController == nil {
            // Shown from outside a navigation stack: presented on its own, with no bars.
            return Bars()
        }
        if controller.uiKit?.hidesBottomBarWhenPushed == true,
            bars.bottom == "simulatedTabBarMetrics"
        {
            bars.bottom = nil
            bars.isBottomOpaque = false
            bars.tabBar = nil
        }
        return bars
    }

    /// The bars a navigation controller shows above and below the controllers of its stack.
    private static func addBars(of navigation: IBObject, to bars: inout Bars) {
        bars.navigationController = navigation.id
        if navigation.uiKit?.isNavigationBarHidden != true {
            bars.top = "simulatedNavigationBarMetrics"
            bars.isTopOpaque = isOpaque(navigation.child(forKey: "navigationBar"))
            bars.prefersLargeTitles = navigation.child(forKey: "navigationBar")?.untyped.flag("largeTitles") == true
        }
        if navigation.uiKit?.isToolbarHidden == false {
            bars.bottom = "simulatedToolbarMetrics"
            bars.isBottomOpaque = isOpaque(navigation.child(forKey: "toolbar"))
        } else if bars.bottom == nil, let simulated = navigation.untyped.element(forKey: "simulatedBottomBarMetrics"),
            simulated.name != "nil"
        {
            // A navigation controller designed above a bar it is not seen in (AltStore's settings, simulating the tab
            // bar of the tab bar controller that shows it in code) gives its stack that bar.
            bars.bottom = simulated.name
            bars.isBottomOpaque = simulated[attribute: "translucent"] == "NO"
        }
    }

    private static func isOpaque(_ bar: IBObject?) -> Bool {
        bar?.uiKit?.isTranslucent == false
    }
}
