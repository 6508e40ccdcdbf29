import NibModel

/// Turns one view tree of a document into a ``LayoutSystem``: items for views and guides with their flags,
/// intrinsic sizes, margins and insets, and the document's constraints between them.
final class LayoutTreeBuilder {
    let document: IBDocument
    let sizes: any IntrinsicSizing
    let isMac: Bool
    /// The Interface Builder build whose metrics the document's frames show.
    let generation: Generation
    /// The Interface Builder build that saved the document, which places the views containers place.
    let savedGeneration: Generation

    /// The document's object for each item id.
    private(set) var objects: [String: IBObject] = [:]
    /// The items of the tree's views and guides, made and joined by constraints as the headless face's are.
    private var assembly = LayoutTreeAssembly<String>()
    var items: [String: LayoutItem] { assembly.items }
    /// Views placed by their container rather than by layout.
    private(set) var placedByContainer: Set<String> = []
    /// Views whose size comes from measured text.
    private(set) var measuredText: Set<String> = []
    /// Of those, the views whose font has no metrics of its own (measured with a stand-in's widths).
    private(set) var textInEstimatedFonts: Set<String> = []
    /// How the intrinsic width of views sized by one line of text follows from it, by id.
    private(set) var textWidthSources: [String: TextWidthSource] = [:]
    /// The evidence of the control metrics row that sized each view sized by one, by view id.
    private(set) var metricsRows: [String: String] = [:]
    /// Views not installed in the design device's size classes.
    private(set) var variationViews: Set<String> = []
    /// The grid views met while building, with their rows, columns and the ids of their cells' views.
    private var grids: [String: (arrangement: GridArrangement, views: [String: String])] = [:]
    /// Whether IB marks the root misplaced: its stored size is not the one its content gives, so no stored frame
    /// of the tree can be compared.
    private(set) var rootIsMisplaced = false
    /// Constraints whose items are not in this tree.
    private(set) var skippedConstraints = 0
    /// Ids of the document's constraints to leave out of the system (set before `build`).
    var omittedConstraints: Set<String> = []

    /// Whether the document designs for an iPhone or iPad held upright (as documents without a device do), whose safe
    /// areas reach from side to side.
    var isPortraitScreen: Bool { document.header.targetRuntime == .iOS && !controllerMetrics.isLandscape }

    /// What the screen and bars give the document's view controllers.
    let controllerMetrics: ControllerRootMetrics
    /// The table that holds each of the document's table view cells (its width and style), by the cell's id.
    let tables: [String: CellContentMargins.Table]
    /// The document's design device.
    var device: DeviceMetrics { controllerMetrics.device }
    /// What the document's stored frames show of how its controls were drawn.
    let evidence: StoredFrameEvidence
    /// The size classes of the document's design device, which decide the variations that apply.
    var sizeClasses: SizeClasses { controllerMetrics.sizeClasses }

    /// - Parameters:
    ///   - controllerMetrics: The document's controller metrics (with the bars its containers give them), worked out
    ///     once for all its trees.
    ///   - tables: The table that holds each of the document's table view cells (see
    ///     ``CellContentMargins/tables(in:)``), worked out once for all its trees.
    init(
        document: IBDocument, sizes: any IntrinsicSizing, evidence: StoredFrameEvidence,
        controllerMetrics: ControllerRootMetrics, tables: [String: CellContentMargins.Table]
    ) {
        self.document = document
        self.evidence = evidence
        self.controllerMetrics = controllerMetrics
        self.tables = tables
        self.sizes = sizes
        self.isMac = document.header.targetRuntime == .macOS
        self.generation = evidence.controlGeneration(of: document)
        self.savedGeneration = evidence.savedGeneration(of: document)
    }

    func build(_ rootObject: IBObject, controller: IBObject?) -> LayoutSystem {
        let root = makeItem(rootObject, parent: nil)
        rootIsMisplaced = rootObject.view?.isMisplaced == true
        if let controller {
            configureControllerRoot(root, controller: controller)
        } else {
            configureNibRoot(root, object: rootObject)
        }
        let system = LayoutSystem(root: root)
        addConstraints(of: rootObject, to: system)
        keepUnconstrainedFrames(in: system)
        return system
    }

    /// Gives every view sized by text the intrinsic size its stored frame shows (its alignment rectangle), as if
    /// the text had been measured exactly as Interface Builder measured it: the reference that tells which
    /// disagreements text measurement explains.
    func sizeTextAsStored() {
        for id in measuredText {
            guard let item = items[id] else { continue }
            let stored = item.designFrame
            let insets = item.alignmentInsets
            if item.intrinsicWidth != nil { item.intrinsicWidth = stored.width - insets.left - insets.right }
            if item.intrinsicHeight != nil || item.heightForWidth != nil {
                item.intrinsicHeight = stored.height - insets.top - insets.bottom
                item.heightForWidth = nil
            }
        }
    }

    /// Holds the views `ids` at their stored frames (their alignment rectangles) with required constraints: with the
    /// constraints their frames break omitted, the reference that tells which disagreements follow a stale frame.
    func pinToStoredFrames(_ ids: Set<String>, in system: LayoutSystem) {
        for id in ids.sorted() {
            guard let item = items[id], item.parent != nil else { continue }
            for attribute in [LayoutAttribute.left, .top, .width, .height] {
                system.add(
                    ItemConstraint(
                        item, attribute, .equal, nil, .notAnAttribute,
                        constant: StoredFrameConsistency.storedValue(of: item, attribute),
                        origin: .explicit("\(id).stored-\(attribute)")))
            }
        }
    }

    /// A view that no constraint mentions keeps the frame it was designed at: Interface Builder gives such a view
    /// constraints fixing its frame at build time (its "prototyping" constraints; `fixedFrame="YES"` in newer
    /// documents), whatever the file says about translating its autoresizing mask.
    private func keepUnconstrainedFrames(in system: LayoutSystem) {
        var mentioned = Set<ObjectIdentifier>()
        for constraint in system.constraints {
            mentioned.insert(ObjectIdentifier(constraint.first))
            if let second = constraint.second { mentioned.insert(ObjectIdentifier(second)) }
            for term in constraint.extraTerms { mentioned.insert(ObjectIdentifier(term.item)) }
        }
        for item in system.items
        where item.parent != nil && item.kind == .view && !item.translatesAutoresizingMask
            && item.containerInsets == nil && !mentioned.contains(ObjectIdentifier(item))
        {
            item.translatesAutoresizingMask = true
        }
    }

    /// The frame the document stored for an item, in top-left coordinates (AppKit's unflipped frames are
    /// converted).
    func storedFrame(of item: LayoutItem) -> Rect {
        item.designFrame
    }

    private func makeItem(_ object: IBObject, parent: LayoutItem?) -> LayoutItem {
        let attributes = object.view ?? ViewAttributes()
        // AppKit stores frames from the bottom-left of an unflipped superview.
        let unflippedHeight = isMac ? parent.flatMap { isFlipped($0) ? nil : $0.designFrame.height } : nil
        // An object without an id (Xcode 10's `<view key="contentView">` in a cell) is known by its place: `CELL.contentView`.
        let id = object.id.isEmpty ? "\(parent?.id ?? "").\(object.key ?? object.element.rawValue)" : object.id
        let item = assembly.addView(
            id, id: id, frame: attributes.frame ?? .zero, mask: attributes.autoresizingMask ?? [],
            unflippedParentHeight: unflippedHeight, parent: parent)
        objects[id] = object
        // `fixedFrame="YES"`: Interface Builder gives a view without constraints autoresizing at build time, whatever
        // the file says about translating its mask.
        item.translatesAutoresizingMask =
            parent != nil && attributes.translatesAutoresizingMask(useAutolayout: document.header.useAutolayout)
        // Where the file leaves a priority out, the item keeps UIKit's and AppKit's default for every view (Interface
        // Builder writes the 251 it gives labels, image views and buttons).
        if let priority = attributes.horizontalHuggingPriority { item.hugging.horizontal = priority }
        if let priority = attributes.verticalHuggingPriority { item.hugging.vertical = priority }
        if let priority = attributes.horizontalCompressionResistancePriority {
            item.compressionResistance.horizontal = priority
        }
        if let priority = attributes.verticalCompressionResistancePriority {
            item.compressionResistance.vertical = priority
        }
        if let margins = object.designLayoutMargins { item.layoutMargins = margins }
        item.insetsLayoutMarginsFromSafeArea = attributes.insetsLayoutMarginsFromSafeArea ?? true
        item.preservesSuperviewLayoutMargins = attributes.preservesSuperviewLayoutMargins ?? false
        item.passesSafeAreaToSubviews = !ScrollViews.isScrollView(object.element)
        item.isHidden = attributes.isHidden ?? false
        // A stopped activity indicator that hides when stopped is written hidden, yet Interface Builder arranges it
        // as shown (Pocket Casts' episode rows and Corona-Warn's loading item keep its place in their stack views).
        if object.element == .activityIndicatorView, object.uiKit?.hidesWhenStopped == true {
            item.isHidden = false
        }
        if parent != nil { setIntrinsicSize(of: object, attributes: attributes, on: item) }
        addGuides(of: object, to: item)
        // A content view (a cell's, a box's, a scroll view's clip view) is placed by its container.
        for child in object.children where child.key == "contentView" && child.view != nil {
            place(makeItem(child, parent: item), object: child, in: object)
        }
        if object.element == .gridView {
            // A grid's views are its cells' content views; the grid places them.
            var views: [String: String] = [:]
            for cell in object.children where cell.element == .gridCell {
                guard let content = cell.child(forKey: "contentView"), content.view != nil else { continue }
                views[content.id] = makeItem(content, parent: item).id
            }
            grids[id] = (GridArrangement(object: object), views)
        }
        let excluded = sizeClasses.uninstalled(in: object.variations)
        for subview in object.subviewsIncludingGravityAreas {
            let child = makeItem(subview, parent: item)
            if excluded.contains(subview.id) { variationViews.insert(subview.id) }
            if ScrollViews.placesSubviewsItself(object.element) {
                place(child, object: subview, in: object)
            }
        }
        return item
    }

    /// The intrinsic size of a view below the root, as its element's metrics give it, and the evidence for it.
    private func setIntrinsicSize(of object: IBObject, attributes: ViewAttributes, on item: LayoutItem) {
        var size = sizes.intrinsicSize(of: object, in: document, device: device, evidence: evidence)
        // Interface Builder's design-time intrinsic size (`placeholderIntrinsicWidth="74"`, or `infinite` for
        // none) replaces the control's own, as it does in the canvas.
        if let width = attributes.placeholderIntrinsicWidth {
            size.width = width.isFinite ? width : nil
            size.isText = false
            size.textWidth = nil
        }
        if let height = attributes.placeholderIntrinsicHeight {
            size.height = height.isFinite ? height : nil
            size.isText = false
        }
        item.intrinsicWidth = size.width
        item.intrinsicHeight = size.height
        item.firstBaselineFromTop = size.firstBaseline
        item.lastBaselineFromBottom = size.lastBaselineFromBottom
        item.heightForWidth = size.heightForWidth
        item.alignmentInsets = size.alignmentInsets
        if size.isText { measuredText.insert(object.id) }
        if size.isText, size.fontIsEstimated { textInEstimatedFonts.insert(object.id) }
        if let source = size.textWidth { textWidthSources[object.id] = source }
        if let row = size.metricsRow { metricsRows[object.id] = row }
    }

    /// The view's layout guides, and a scroll view's content area: the document's content layout guide when it has
    /// one (UIKit's are one rectangle), else one of its own.
    private func addGuides(of object: IBObject, to item: LayoutItem) {
        var contentGuide: LayoutItem?
        for guide in object.layoutGuides {
            let guideItem = assembly.addGuide(guide.id, id: guide.id, name: guide.key, to: item)
            if guide.key == "contentLayoutGuide" { contentGuide = guideItem }
        }
        if ScrollViews.isScrollView(object.element) {
            assembly.setContentArea(contentGuide, ofScrollView: item)
        }
    }

    /// A view its container places rather than constraints: where the container puts it when that is known (see
    /// ``ContainerPlacement``); otherwise it keeps its stored frame and is left out of the agreement.
    private func place(_ item: LayoutItem, object: IBObject, in container: IBObject) {
        // A table's header belongs to the clip view's scroll view.
        let scrollView = container.element == .clipView ? item.parent?.parent.flatMap { objects[$0.id] } : nil
        let cellMargins = CellContentMargins.basis(of: container, screenWidth: device.screen.width, tables: tables)
        if let insets = ContainerPlacement.insets(
            of: object, in: container, generation: savedGeneration, scale: device.scale, cellMargins: cellMargins,
            scrollView: scrollView)
        {
            item.containerInsets = insets
            item.translatesAutoresizingMask = false
            if let margins = CellContentMargins.margins(
                of: object, in: container, insets: insets, generation: generation, basis: cellMargins)
            {
                item.layoutMargins = margins
            }
            if let cell = item.parent,
                let margins = CellContentMargins.margins(ofCell: container, generation: generation, basis: cellMargins)
            {
                cell.layoutMargins = margins
            }
        } else {
            item.translatesAutoresizingMask = true
            placedByContainer.insert(object.id)
        }
    }

    private func isFlipped(_ item: LayoutItem) -> Bool {
        guard let object = objects[item.id] else { return false }
        return AppKitCoordinates.isFlipped(object)
    }

    /// A view controller's root view: the screen's margins and safe area, the bars it simulates, the legacy
    /// layout guides. Its margins (its own, or else the system's) lie inside its safe area, as UIKit's
    /// `insetsLayoutMarginsFromSafeArea` has them and Interface Builder draws them from Xcode 9 on (builds 13000 and
    /// later: Open Food Facts' scroll view stands on the top margin below a navigation bar, KeePassium's crash report
    /// 16 pt below the status bar), unless the view does not inset them (KeePassium's passcode view, at the top of
    /// the screen) or the document is older (Eidolon's Xcode 8 auction views: the top margin is the top of the view,
    /// under the status bar).
    private func configureControllerRoot(_ root: LayoutItem, controller: IBObject) {
        guard !isMac else { return }
        root.safeAreaInsets = controllerMetrics.safeAreaInsets(of: controller)
        if objects[root.id]?.view?.layoutMargins == nil {
            root.layoutMargins = ControllerRootMetrics.systemLayoutMargins(rootWidth: root.designFrame.width)
        }
        if savedGeneration < .xcode9 { root.insetsLayoutMarginsFromSafeArea = false }
        for guide in controller.layoutGuides where guide.isLegacy {
            assembly.addGuide(guide.id, id: guide.id, name: guide.key, to: root)
        }
    }

    /// A top-level view of an iOS nib on a device with a home indicator has the device's safe area, whatever its
    /// size: Interface Builder lays it out as if it filled the screen's top left (the sensor housing above it, the
    /// home indicator below); so does a collection view cell. Before Xcode 14.3 (builds below 21500) a view no wider
    /// than the screen stands at the screen's top left instead, and keeps only the part of the home indicator it
    /// reaches: none when it is shorter than the screen above the indicator (Simplenote's sort bar and tag header,
    /// Zotero's item detail sections of Xcode 13, VLC's network login, Corona-Warn's tooltip); a wider one
    /// (SwiftMessages', Zotero's 428 pt collection row) and any from Xcode 14.3 on (Zotero's 414 × 284 abstract
    /// editor, Pocket Casts' sleep timer) has all of it. A table view cell lays out its content with no inset
    /// (Pocket Casts' cells show one of each). On a device without a home indicator the nib's views show no status bar,
    /// unless a full-screen document's owner shows its view (see ``showsStatusBar(_:)``). The translucent bars the
    /// view is designed under cover it as they cover a controller's view (Onion Browser's bookmarks and Pocket Casts'
    /// playlist start their tables below a navigation bar); under an opaque bar it starts at the bar's edge.
    /// A top-level plain view has a controller's view's margins: the system's at the sides and its safe area's above
    /// and below (SwiftMessages' views: 20 pt sides on 434 to 600 pt wide views, 44 pt above on an iPhone 11); so
    /// has a top-level collection view cell (Rocket.Chat's and AltStore's message and app cells: views 16 pt inside
    /// the sides of 335 to 375 pt wide cells, 20 inside 402 to 600 pt ones; a prototype cell in a storyboard keeps
    /// UIKit's 8), and a top-level collection header or footer view (AltStore's, Delta's and Rocket.Chat's). One that
    /// does not inset its margins from the safe area (`insetsLayoutMarginsFromSafeArea="NO"`) has the system's alone.
    private func configureNibRoot(_ root: LayoutItem, object: IBObject) {
        guard !isMac, !document.isStoryboard, object.element != .tableViewCell else { return }
        if device.safeBottom > 0 || showsStatusBar(object) {
            root.safeAreaInsets = device.safeAreaInsets(landscape: controllerMetrics.isLandscape)
            let frame = root.designFrame
            if savedGeneration < ControllerRootMetrics.buildsWithoutStatusBar.upperBound, isPortraitScreen,
                frame.width <= device.screen.width
            {
                root.safeAreaInsets.bottom = max(0, device.safeBottom - (device.screen.height - frame.height))
            }
        }
        // The bars it is designed under, as over a controller's view (Pocket Casts' profile starts below an opaque
        // navigation bar, Onion Browser's bookmarks under a translucent one).
        root.safeAreaInsets = controllerMetrics.insets(root.safeAreaInsets, underBarsOf: object)
        if object.view?.layoutMargins == nil,
            [.view, .collectionViewCell, .collectionReusableView].contains(object.element)
        {
            root.layoutMargins = ControllerRootMetrics.systemLayoutMargins(rootWidth: root.designFrame.width)
        }
    }

    /// Whether a nib's top-level view shows the status bar on a device without a home indicator: any, in a document
    /// saved by Xcode 14.3 or later (Onion Browser's start-up controllers, Pocket Casts' later ones, DuckDuckGo's
    /// notification views 465 pt wide; Xcode 11 to 14.1 show none, as in their storyboards); in a document designed
    /// full screen (`<adaptation id="fullscreen"/>`, Xcode 8 to 10), the view of a File's Owner (its `view` outlet:
    /// Pocket Casts' controllers' nibs keep their tables 20 pt below the top) and a plain view no wider than the
    /// screen and at least half as high (Rocket.Chat's reaction and read-receipt lists, 496 to 667 pt high; its 44 to
    /// 55 pt bars and avatars, and views wider than the screen, show none: the corpora bracket the height between 55
    /// and 496 pt).
    private func showsStatusBar(_ object: IBObject) -> Bool {
        let fullscreen =
            document.header.device?.untyped.elements.contains {
                $0.name == "adaptation" && $0[attribute: "id"] == "fullscreen"
            } ?? false
        let laterGeneration = savedGeneration >= ControllerRootMetrics.buildsWithoutStatusBar.upperBound
        if laterGeneration { return true }
        guard fullscreen else { return false }
        if object.element == .view, let frame = object.view?.frame, frame.width <= device.screen.width,
            frame.height >= device.screen.height / 2
        {
            return true
        }
        guard let owner = document.filesOwner else { return false }
        return owner.connections.contains { $0.kind == .outlet && $0.property == "view" && $0.destination == object.id }
    }

    private func addConstraints(of object: IBObject, to system: LayoutSystem) {
        let excluded = sizeClasses.uninstalled(in: object.variations)
        // Placeholder constraints are removed at build time but hold in Interface Builder, whose frames these are
        // (WWDC's preferences hold a column's top by one).
        for constraint in object.constraints
        where !excluded.contains(constraint.id)
            && !omittedConstraints.contains(constraint.id)
        {
            // A constraint whose items are not in this tree is counted and left out.
            guard
                let made = assembly.constraint(
                    constraint.firstItem, constraint.firstAttribute, constraint.relation, constraint.secondItem,
                    constraint.secondAttribute ?? .notAnAttribute, multiplier: constraint.multiplier.value,
                    constant: sizeClasses.constant(of: constraint), priority: constraint.priority,
                    origin: .explicit(constraint.id))
            else {
                skippedConstraints += 1
                continue
            }
            system.add(made)
        }
        for subview in object.subviewsIncludingGravityAreas { addConstraints(of: subview, to: system) }
        for child in object.children where child.key == "contentView" { addConstraints(of: child, to: system) }
        if let grid = grids[object.id] {
            system.add(assembly.gridConstraints(of: object.id, arrangement: grid.arrangement, views: grid.views))
        }
        for cell in object.children where cell.element == .gridCell {
            if let content = cell.child(forKey: "contentView") { addConstraints(of: content, to: system) }
        }
        if let attributes = object.effectiveStack {
            // AppKit's stack views say how strongly they hug their views, horizontally and vertically.
            let hugging = (
                object.stackHuggingPriority(vertically: false), object.stackHuggingPriority(vertically: true)
            )
            var insets = EdgeInsets.zero
            if isMac, case .insets(let edgeInsets) = object.value(forKey: "edgeInsets") { insets = edgeInsets }
            let gravity = Dictionary(uniqueKeysWithValues: object.gravityAreaViews.map { ($0.view.id, $0.gravity) })
            system.add(
                assembly.stackConstraints(
                    of: object.id, attributes: attributes, hugging: hugging, edgeInsets: insets, gravity: gravity,
                    appKit: isMac))
        }
    }
}

extension LayoutItem {
    /// Whether `ancestor` is this item's superview, its superview's, and so on.
    func isDescendant(of ancestor: LayoutItem) -> Bool {
        var current = parent
        while let item = current {
            if item === ancestor { return true }
            current = item.parent
        }
        return false
    }
}

/// Which elements scroll, and which place their subviews themselves.
enum ScrollViews {
    static func isScrollView(_ element: ElementKind) -> Bool {
        [.scrollView, .tableView, .collectionView, .textView].contains(element)
    }

    /// Table and collection views place their cells and headers by their own layout.
    static func placesSubviewsItself(_ element: ElementKind) -> Bool {
        [.tableView, .collectionView, .tableViewCell, .collectionViewCell, .clipView, .outlineView].contains(
            element)
    }
}
