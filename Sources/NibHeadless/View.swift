import NibLayout
import NibModel

/// A headless view: the stand-in for `UIView`/`NSView` with the state nib loading and layout act on — frame and
/// bounds, the view tree, constraints, autoresizing, layout guides and common appearance.
open class View: NibObject {
    /// The frame in the superview's coordinates. Setting it keeps ``bounds`` the same size and, when the size
    /// changes, moves and resizes the subviews by their autoresizing masks (``autoresizesSubviews``), as UIKit does.
    public var frame: Rect {
        didSet {
            let old = bounds.size
            bounds.size = Size(width: frame.width, height: frame.height)
            guard autoresizesSubviews, !isTakingSolvedFrame, old != bounds.size else { return }
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.frame = Autoresizing.resize(
                    subview.frame, mask: subview.autoresizingMask, from: old, to: bounds.size)
            }
        }
    }
    /// Whether a change of size moves and resizes the subviews by their autoresizing masks (`autoresizesSubviews`).
    public var autoresizesSubviews = true
    /// Set while layout gives the view its solved frame: its subviews get theirs from the same solution, so
    /// autoresizing them in between would be work thrown away (and, down a deep tree, repeated at every level).
    private var isTakingSolvedFrame = false

    /// Gives the view the frame layout solved, without autoresizing its subviews.
    func takeSolvedFrame(_ solved: Rect) {
        isTakingSolvedFrame = true
        frame = solved
        isTakingSolvedFrame = false
    }
    /// The view's own coordinate space: origin (scroll offset) and size.
    public var bounds: Rect
    /// The views it holds, back to front (`subviews`).
    public private(set) var subviews: [View] = []
    /// The view that holds it (`superview`), held weakly; nil for a view in no other.
    public private(set) weak var superview: View?
    /// The constraints this view holds.
    public private(set) var constraints: [LayoutConstraint] = []
    /// Layout guides this view owns (`safeArea`, `layoutMargins`, …), by key.
    public private(set) var layoutGuides: [LayoutGuide] = []
    /// Whether layout turns the ``frame`` and ``autoresizingMask`` into constraints
    /// (`translatesAutoresizingMaskIntoConstraints`): `true` in code; from a nib, as the compiled nib has it
    /// (``NibCoder/translatesAutoresizingMaskWhenCompiled``).
    public var translatesAutoresizingMaskIntoConstraints = true
    /// Whether the subviews' frames are measured down from this view's top-left corner (`isFlipped`), as in every
    /// UIKit view, rather than up from its bottom-left corner, AppKit's default. A view made in code is flipped; one
    /// loaded from an AppKit nib is flipped when the nib marks it so or AppKit flips its kind (clip, table, outline
    /// and text views), as `AppKitCoordinates` tells.
    public var isFlipped = true
    /// For a control loaded from an AppKit nib, the archived cell that sizes it.
    var appKitCell: AppKitCell?
    /// Where the superview keeps this view when it places it itself rather than by constraints or autoresizing (a
    /// box's or a visual effect view's content view, a scroll view's clip view, a clip view's table): the insets
    /// from the superview's bounds; nil otherwise.
    var insetsInContainer: EdgeInsets?
    /// The view a nib archives as this view's content view (`contentView`: a box's, a visual effect view's, a scroll
    /// view's clip view, a cell's), made its first subview.
    private(set) var nibContentView: View?
    /// How it sizes itself like UIKit's views: its nib's generation and pixel grid, or the defaults in code.
    var sizing = UIKitSizing()
    /// How the view moves and resizes when its superview's size changes (`autoresizingMask`): the nib's
    /// `<autoresizingMask>`, empty when it has none.
    public var autoresizingMask: AutoresizingMask = []
    /// The background color (`backgroundColor`): the nib's `<color key="backgroundColor">`.
    public var backgroundColor: Color?
    /// The tint color (`tintColor`): the nib's `<color key="tintColor">`; nil when it sets none.
    public var tintColor: Color?
    /// The opacity, from 0 to 1 (`alpha`; AppKit's `alphaValue`): the nib's `alpha=` or `alphaValue=`.
    public var alpha: Double = 1
    /// Whether the view is hidden (`isHidden`): the nib's `hidden=`. A stack view leaves hidden views out of its
    /// chain of arranged views (a UIKit one keeps them beside it; an AppKit one leaves them where they are).
    public var isHidden = false
    /// A number that identifies the view (`tag`): the nib's `tag=`.
    public var tag = 0
    /// How the content fills the bounds (`contentMode`: `scaleToFill`, `scaleAspectFit`, `center`, …): the nib's
    /// `contentMode=`.
    public var contentMode: ContentMode = .scaleToFill
    /// Whether the subviews are clipped to the bounds (`clipsToBounds`): the nib's `clipsSubviews=`.
    public var clipsToBounds = false
    /// The view's layer: what user-defined runtime attributes set on it (`layer.cornerRadius`, …).
    public let layer = Layer()
    /// Whether the view takes touches (`isUserInteractionEnabled`): the nib's `userInteractionEnabled=`.
    public var isUserInteractionEnabled = true
    /// Whether the view draws opaquely (`isOpaque`): the nib's `opaque=`.
    public var isOpaque = true
    /// The insets from the edges that ``layoutMarginsGuide`` and margin-relative constraints keep (`layoutMargins`):
    /// the nib's `<edgeInsets key="layoutMargins">`, or else 8 pt on each side; a UIKit view controller's root view
    /// without them gets its design device's system margins.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// How far in from each edge the screen and the bars cover the view, which its ``safeAreaLayoutGuide`` keeps
    /// clear of. UIKit works them out from the window; here they are set: a view controller's root view loaded
    /// from a storyboard or nib gets those of the device and bars it was designed under.
    public var safeAreaInsets = EdgeInsets.zero
    /// Whether the margins lie inside the safe area (`insetsLayoutMarginsFromSafeArea`): the nib's
    /// `insetsLayoutMarginsFromSafeArea=`, or else `true`. Layout hands a subview the part of its superview's safe
    /// area it covers (into ``safeAreaInsets``) and keeps its margins that much further in.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether the margins reach at least as far in as the superview's where the view lies within them
    /// (`preservesSuperviewLayoutMargins`): the nib's `preservesSuperviewLayoutMargins=`, or else `false`.
    public var preservesSuperviewLayoutMargins = false
    /// How strongly the view resists growing beyond its intrinsic size on each axis (`contentHuggingPriority(for:)`):
    /// 250, or the nib's `horizontalHuggingPriority=` and `verticalHuggingPriority=`.
    public var contentHuggingPriority: (horizontal: LayoutPriority, vertical: LayoutPriority) = (250, 250)
    /// How strongly the view resists shrinking below its intrinsic size on each axis
    /// (`contentCompressionResistancePriority(for:)`): 750, or the nib's `horizontalCompressionResistancePriority=` and
    /// `verticalCompressionResistancePriority=`.
    public var compressionResistancePriority: (horizontal: LayoutPriority, vertical: LayoutPriority) = (750, 750)
    /// The gesture recognizers attached to the view (`gestureRecognizers`), in the order the nib attaches them.
    public var gestureRecognizers: [GestureRecognizer] = []

    /// Whether ``updateConstraints()`` runs before the next layout.
    public private(set) var needsUpdateConstraints = false

    /// Asks for ``updateConstraints()`` before the next layout (seed 002's pattern: call it at the end of setup).
    public func setNeedsUpdateConstraints() { needsUpdateConstraints = true }

    /// Adds or updates this view's constraints; runs before layout when ``needsUpdateConstraints``, subviews
    /// first, as UIKit does. Overrides call `super` last.
    open func updateConstraints() { needsUpdateConstraints = false }

    /// Runs ``updateConstraints()`` where asked in this subtree, deepest views first.
    func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if needsUpdateConstraints { updateConstraints() }
        needsUpdateConstraints = false
    }

    /// The natural size of the content on each axis (`intrinsicContentSize`); nil on an axis without one. A control
    /// loaded from an AppKit nib has the size of its archived cell.
    open var intrinsicContentSize: (width: Double?, height: Double?) {
        guard let size = appKitCell?.size else { return (nil, nil) }
        return (size.width, size.height)
    }

    /// Where its first baseline lies below its top and its last baseline above its bottom (a label's text), for
    /// constraints to its baselines; nil for a view without text, whose baselines are its bottom edge.
    var baselineOffsets: (firstFromTop: Double, lastFromBottom: Double)? {
        guard let size = appKitCell?.size, let first = size.firstBaseline, let last = size.lastBaselineFromBottom
        else { return nil }
        return (first, last)
    }

    /// Where this view keeps a subview it places itself rather than by constraints or autoresizing (a cell's content
    /// view; see ``insetsInContainer``): the insets from its bounds, whatever size it is given; nil for the others.
    func placementInsets(of subview: View) -> EdgeInsets? { subview.insetsInContainer }

    /// The height of its content at a width, for content that wraps (a label of several lines, a text view that does
    /// not scroll): the engine solves, measures at the width found and solves again, as UIKit's two passes do.
    var heightForWidth: ((Double) -> Double)? { appKitCell?.size.heightForWidth }

    /// How far the frame reaches beyond the rectangle constraints align (`alignmentRectInsets`): a switch's or a
    /// slider's shadow, an AppKit push button's bezel.
    open var alignmentRectInsets: EdgeInsets {
        appKitCell?.size.alignmentInsets ?? .zero
    }

    /// Creates a view with a zero frame, measuring text as ``NibEnvironment/current`` does.
    public required init() {
        frame = Rect(x: 0, y: 0, width: 0, height: 0)
        bounds = frame
        super.init()
        sizing = NibEnvironment.current.codeSizing ?? sizing
        sizing.text = NibEnvironment.current.textMeasure
    }

    /// Creates a view from code with a frame (`init(frame:)`), measuring text as ``NibEnvironment/current`` does.
    public init(frame: Rect) {
        self.frame = frame
        bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        super.init()
        sizing = NibEnvironment.current.codeSizing ?? sizing
        sizing.text = NibEnvironment.current.textMeasure
    }

    /// Creates a view from a nib: reads the archived frame, flags and appearance, then the subviews.
    public required init(coder: NibCoder) throws {
        let archived = coder.object.view ?? ViewAttributes()
        let frame = archived.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        self.frame = frame
        bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        try super.init(coder: coder)
        apply(archived)
        autoresizesSubviews = coder.object.untyped[attribute: "autoresizesSubviews"] != "NO"
        translatesAutoresizingMaskIntoConstraints = coder.translatesAutoresizingMaskWhenCompiled
        sizing = coder.instantiator.sizing
        if coder.runtime == .macOS {
            isFlipped = AppKitCoordinates.isFlipped(coder.object)
            appKitCell = AppKitCell(archived: coder.object, facts: coder.instantiator.facts)
        }
        for subview in try coder.decodeSubviews() { addSubview(subview) }
        try placeArchivedChildren(coder)
        for archived in coder.object.layoutGuides { _ = guide(archived.key) }
    }

    /// Adds the archived content view as the first subview, and gives it (and a scroll view's clip view's document
    /// views) the insets its container keeps it at, where ``ContainerPlacement`` knows them for the nib's generation.
    private func placeArchivedChildren(_ coder: NibCoder) throws {
        guard let content = coder.object.child(forKey: "contentView"), content.view != nil,
            let view = try coder.decodeObject(forKey: "contentView") as? View
        else { return }
        insertSubview(view, at: 0)
        nibContentView = view
        var placed = [(archived: content, view: view, container: coder.object)]
        if content.element == .clipView {
            // The clip view's document views: a table below the header its scroll view holds.
            for archived in content.subviews {
                guard let document = view.subviews.first(where: { $0.nibObjectID == archived.id }) else { continue }
                placed.append((archived, document, content))
            }
        }
        for (archived, view, container) in placed {
            view.insetsInContainer = ContainerPlacement.insets(
                of: archived, in: container, generation: sizing.savedGeneration, scale: sizing.scale,
                cellMargins: coder.cellMargins, scrollView: coder.object)
        }
    }

    private func apply(_ archived: ViewAttributes) {
        autoresizingMask = archived.autoresizingMask ?? []
        backgroundColor = archived.backgroundColor
        tintColor = archived.tintColor
        alpha = archived.alpha ?? 1
        isHidden = archived.isHidden ?? false
        tag = archived.tag ?? 0
        contentMode = archived.contentMode ?? contentMode
        clipsToBounds = archived.clipsSubviews ?? false
        isUserInteractionEnabled = archived.isUserInteractionEnabled ?? true
        isOpaque = archived.isOpaque ?? true
        if let archived = archived.accessibility { accessibility = archived }
        if let margins = archived.layoutMargins { layoutMargins = margins }
        insetsLayoutMarginsFromSafeArea = archived.insetsLayoutMarginsFromSafeArea ?? true
        preservesSuperviewLayoutMargins = archived.preservesSuperviewLayoutMargins ?? false
        contentHuggingPriority = (
            archived.horizontalHuggingPriority ?? contentHuggingPriority.horizontal,
            archived.verticalHuggingPriority ?? contentHuggingPriority.vertical
        )
        compressionResistancePriority = (
            archived.horizontalCompressionResistancePriority ?? compressionResistancePriority.horizontal,
            archived.verticalCompressionResistancePriority ?? compressionResistancePriority.vertical
        )
    }

    // MARK: - The view tree

    /// Adds a view on top of the subviews, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview, and with it the constraints of ancestors that refer to it or its
    /// subtree (as UIKit does).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        insetsInContainer = nil
        var ancestor: View? = parent
        while let current = ancestor {
            current.dropConstraints { $0.refers(toViewIn: self) }
            ancestor = current.superview
        }
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: - Constraints and guides

    /// Adds a constraint to those the view holds (`addConstraint(_:)`).
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        constraint.holder = self
        constraints.append(constraint)
    }

    /// Adds constraints to those the view holds (`addConstraints(_:)`).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint from those the view holds (`removeConstraint(_:)`), which makes it inactive.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        dropConstraints { $0 === constraint }
    }

    /// Removes constraints from those the view holds (`removeConstraints(_:)`).
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        let removed = Set(constraints.map(ObjectIdentifier.init))
        dropConstraints { removed.contains(ObjectIdentifier($0)) }
    }

    /// Removes, in one pass, the constraints the view holds that match, which makes them inactive.
    private func dropConstraints(where matches: (LayoutConstraint) -> Bool) {
        constraints.removeAll { constraint in
            guard matches(constraint) else { return false }
            constraint.holder = nil
            return true
        }
    }

    /// Adds a guide to those the view owns, and makes the view its ``LayoutGuide/owningView`` (`addLayoutGuide(_:)`);
    /// a guide another view owned moves here, and one the view owns already stays once.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a guide the view owns (`removeLayoutGuide(_:)`); it then has no ``LayoutGuide/owningView``.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guide with an identifier (`safeArea`), if the view owns one.
    public func layoutGuide(_ identifier: String) -> LayoutGuide? {
        layoutGuides.first { $0.identifier == identifier }
    }

    /// The guide with an identifier, created (and owned by this view) on first use.
    public func guide(_ identifier: String) -> LayoutGuide {
        if let guide = layoutGuide(identifier) { return guide }
        let guide = LayoutGuide(identifier: identifier)
        addLayoutGuide(guide)
        return guide
    }

    /// The view's safe area guide, created on first use.
    public var safeAreaLayoutGuide: LayoutGuide { guide("safeArea") }

    /// The guide for the view's layout margins, created on first use.
    public var layoutMarginsGuide: LayoutGuide { guide("layoutMargins") }

    // MARK: - Runtime attributes

    open override func setRuntimeValue(_ value: Value, forKeyPath keyPath: String) throws {
        switch (keyPath, value) {
        case ("backgroundColor", .color(let color)): backgroundColor = color
        case ("tintColor", .color(let color)): tintColor = color
        case ("alpha", .number(let number)): alpha = number
        case ("alpha", .integer(let number)): alpha = Double(number)
        case ("hidden", .bool(let flag)), ("isHidden", .bool(let flag)): isHidden = flag
        case ("tag", .integer(let number)): tag = number
        case ("clipsToBounds", .bool(let flag)), ("layer.masksToBounds", .bool(let flag)): clipsToBounds = flag
        case _ where keyPath.hasPrefix("layer."): try layer.setValue(value, forKeyPath: String(keyPath.dropFirst(6)))
        default: try super.setRuntimeValue(value, forKeyPath: keyPath)
        }
    }
}
