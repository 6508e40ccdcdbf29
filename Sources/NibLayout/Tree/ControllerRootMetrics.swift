import NibModel

/// What a view controller's root view gets from the screen and the bars it is designed under, as Interface Builder
/// lays it out on the document's device: the safe area (status bar or sensor housing, the bars the controller
/// simulates or inherits from its containers, the home indicator) and the system layout margins of a root view.
/// The document engine and the headless runtime both place a controller's root view with it.
public struct ControllerRootMetrics: Sendable {
    /// The device the document designs for.
    public let device: DeviceMetrics
    let sizeClasses: SizeClasses
    let inferredBars: InferredBars
    private let isIOS: Bool
    private let generation: Generation
    /// Whether the design device is turned sideways.
    let isLandscape: Bool

    /// The metrics of a document's controllers on `device` (as ``DeviceMetrics`` gives it for the document), with
    /// the bars its containers give them worked out once.
    public init(document: IBDocument, device: DeviceMetrics) {
        self.device = device
        sizeClasses = SizeClasses.forDocument(document.header)
        inferredBars = InferredBars(document: document)
        isIOS = document.header.targetRuntime != .macOS
        generation = Generation(savedBy: document.header)
        isLandscape = document.header.device?.orientation == .landscape
    }

    /// The safe area insets of the controller's root view; none on the Mac. A view that does not extend under a
    /// bar (an opaque one, or an edge left out of `edgesForExtendedLayout`) starts or ends at the bar's edge, where
    /// nothing of the bar or the screen covers it; a controller without simulated metrics of its own shows the bars
    /// of its containers.
    public func safeAreaInsets(of controller: IBObject) -> EdgeInsets {
        guard isIOS else { return .zero }
        var screen = device.safeAreaInsets(landscape: isLandscape)
        if !showsStatusBar(over: controller), device.isPhone, device.safeBottom == 0 { screen.top = 0 }
        return insets(screen, underBarsOf: controller, inferred: inferredBars.bars(of: controller.id))
    }

    /// The bars Interface Builder draws over the controller's view `size` big, as it simulates them (its own
    /// simulated metrics, or its containers' bars): a navigation bar or toolbar below the status bar, a tab bar or
    /// toolbar above the home indicator. None on the Mac.
    public func simulatedBars(of controller: IBObject, viewSize size: Size) -> [SimulatedBar] {
        guard isIOS else { return [] }
        var screen = device.safeAreaInsets(landscape: isLandscape)
        if !showsStatusBar(over: controller), device.isPhone, device.safeBottom == 0 { screen.top = 0 }
        let inferred = inferredBars.bars(of: controller.id)
        var bars: [SimulatedBar] = []
        if screen.top > 0, !(isLandscape && device.isPhone) {
            // The status bar, in the top of the safe area the screen gives (at most 54 pt: a sensor housing's
            // height; Xcode 16.3's doubled insets leave the rest empty).
            bars.append(
                SimulatedBar(kind: .statusBar, frame: Rect(x: 0, y: 0, width: size.width, height: min(screen.top, 54))))
        }
        for key in ["simulatedTopBarMetrics", "simulatedBottomBarMetrics"] {
            let bar = simulatedBar(of: controller, key: key, inferred: inferred)
            guard bar.height > 0 else { continue }
            let top = key == "simulatedTopBarMetrics"
            let name =
                controller.untyped.element(forKey: key)?.name ?? (top ? inferred.top : inferred.bottom)
                ?? "simulatedNavigationBarMetrics"
            let kind: SimulatedBar.Kind =
                switch name {
                case "simulatedTabBarMetrics": .tabBar
                case "simulatedToolbarMetrics": .toolbar
                default: top ? .navigationBar : .toolbar
                }
            let y = top ? screen.top : size.height - screen.bottom - bar.height
            bars.append(
                SimulatedBar(
                    kind: kind, frame: Rect(x: 0, y: y, width: size.width, height: bar.height),
                    navigationController: inferred.navigationController.flatMap { kind == .tabBar ? nil : $0 },
                    tabBarController: kind == .tabBar ? inferred.tabBar?.controller : nil,
                    selectedTab: kind == .tabBar ? inferred.tabBar?.selected : nil))
        }
        return bars
    }

    /// `screen`, the insets the screen gives a view, with the bars the view is designed under (`object`'s simulated
    /// metrics, or else those `inferred` from its containers) over it: a translucent bar it extends under adds its
    /// height; one it does not extend under (an opaque one, or an edge left out of `edgesForExtendedLayout`) leaves
    /// nothing, the view starting or ending at the bar's edge. A controller's view takes them so; a nib's top-level
    /// view takes the bars it simulates itself (`inferred` empty).
    func insets(_ screen: EdgeInsets, underBarsOf object: IBObject, inferred: InferredBars.Bars = .init())
        -> EdgeInsets
    {
        let extendedEdges = Self.extendedEdges(of: object)
        let underOpaqueBars = object.uiKit?.extendedLayoutIncludesOpaqueBars == true
        func inset(_ key: String, edge: String, screen: Double) -> Double {
            let bar = simulatedBar(of: object, key: key, inferred: inferred)
            let stopsAtBar = bar.height > 0 && ((bar.isOpaque && !underOpaqueBars) || !extendedEdges.contains(edge))
            return stopsAtBar ? 0 : screen + bar.height
        }
        var insets = screen
        insets.top = inset("simulatedTopBarMetrics", edge: "top", screen: screen.top)
        insets.bottom = inset("simulatedBottomBarMetrics", edge: "bottom", screen: screen.bottom)
        return insets
    }

    /// A root view's system layout margins, for one whose document sets none: 16 on each side in a compact width,
    /// 20 in a wider one (Plus and Max phones, iPads), none above and below.
    public static func systemLayoutMargins(rootWidth: Double) -> EdgeInsets {
        let margin = rootWidth >= 400 ? 20.0 : 16.0
        return EdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
    }

    /// The bar a scene simulates under `key` (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"
    /// prompted="NO"/>`), or else the one `inferred` from its containers, and whether it is opaque
    /// (`translucent="NO"`): a navigation bar 44 pt high (74 with a prompt), a toolbar 44, a tab bar 49, any of them
    /// 32 on a phone turned sideways; 0 for none (`<nil key="simulatedTopBarMetrics"/>`).
    private func simulatedBar(of controller: IBObject, key: String, inferred: InferredBars.Bars) -> (
        height: Double, isOpaque: Bool
    ) {
        if let value = controller.value(forKey: key) { return (value == .nil ? 0 : 44, false) }
        let explicit = controller.untyped.element(forKey: key)
        let top = key == "simulatedTopBarMetrics"
        guard let name = explicit?.name ?? (top ? inferred.top : inferred.bottom), name != "nil" else {
            return (0, false)
        }
        let isOpaque =
            explicit.map { $0[attribute: "translucent"] == "NO" }
            ?? (top ? inferred.isTopOpaque : inferred.isBottomOpaque)
        if sizeClasses.height == .compact { return (32, isOpaque) }
        switch name {
        case "simulatedTabBarMetrics": return (49, isOpaque)
        case "simulatedNavigationBarMetrics" where explicit == nil && Self.showsLargeTitle(controller, inferred):
            return (96, isOpaque)
        case "simulatedNavigationBarMetrics": return (explicit?[attribute: "prompted"] == "YES" ? 74 : 44, isOpaque)
        default: return (44, isOpaque)
        }
    }

    /// Whether a controller under its navigation controller's bar shows a large title there: the bar prefers large
    /// titles and the controller's navigation item does not turn them off (`largeTitleDisplayMode="never"`). The bar
    /// is then 96 high, its large title below the 44 pt row of buttons.
    static func showsLargeTitle(_ controller: IBObject, _ inferred: InferredBars.Bars) -> Bool {
        inferred.prefersLargeTitles
            && controller.child(forKey: "navigationItem")?.untyped.value("largeTitleDisplayMode")
                != LargeTitleDisplayMode.never
    }

    /// Whether Interface Builder draws the status bar over the controller's view on an iPhone without a sensor
    /// housing. It does not for a controller designed without one (`<nil key="simulatedStatusBarMetrics"/>`, as
    /// Loop's today extension), nor for one a popover segue presents (Rocket.Chat's drawing options, AltStore's), nor
    /// for any in a storyboard of Xcode 11 to 14.1 (builds 15000 to 21225: ChatSecure's, WordPress's, KeePassium's and
    /// AltStore's controllers start their safe area at the top of the screen, or below the navigation bar alone),
    /// while Xcode 10 and earlier and Xcode 14.3 and later (KeePassium's, WordPress's and OnionBrowser's) draw it.
    /// Builds between 21225 and 21701 are not seen in the corpora and taken as the later ones.
    private func showsStatusBar(over controller: IBObject) -> Bool {
        if controller.value(forKey: "simulatedStatusBarMetrics") == .nil { return false }
        if inferredBars.popovers.contains(controller.id) { return false }
        return !Self.buildsWithoutStatusBar.contains(generation)
    }

    /// The Interface Builder builds, Xcode 11 to 14.1, that draw no status bar over a controller's view on an iPhone
    /// without a sensor housing (see ``showsStatusBar(over:)``; a nib's views follow the same generations).
    static let buildsWithoutStatusBar = Generation.xcode11..<Generation.xcode14_3

    /// The edges along which a controller's view extends under bars (`<extendedEdge key="edgesForExtendedLayout"
    /// top="YES"/>`): all four unless the controller lists them.
    private static func extendedEdges(of controller: IBObject) -> Set<String> {
        guard let element = controller.untyped.element(forKey: "edgesForExtendedLayout") else {
            return ["top", "left", "bottom", "right"]
        }
        return Set(element.attributes.filter { $0.value == "YES" }.map(\.name))
    }
}

/// A bar Interface Builder draws over a view controller's view: the status bar, a navigation bar, toolbar or tab bar,
/// from the controller's simulated metrics or its containers.
public struct SimulatedBar: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case statusBar, navigationBar, toolbar, tabBar
    }

    public var kind: Kind
    /// Where the bar is, in the controller's view.
    public var frame: Rect
    /// The id of the navigation controller whose bar or toolbar it is, when one holds the controller.
    public var navigationController: String?
    /// The id of the tab bar controller whose tab bar it is.
    public var tabBarController: String?
    /// The id of the tab bar controller's child whose tab is selected: the controller, or the container holding it.
    public var selectedTab: String?
}
