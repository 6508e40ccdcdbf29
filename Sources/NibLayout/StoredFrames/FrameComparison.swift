import NibModel
import NibTextMetrics

/// A view's computed frame beside Interface Builder's.
public struct FrameComparison: Sendable {
    /// Why a view is left out of the agreement figure.
    public enum Exclusion: String, Sendable, CaseIterable {
        /// `misplaced="YES"`: IB says its stored frame is not what the constraints give.
        case misplaced
        /// `ambiguous="YES"`: IB says the constraints do not determine it.
        case ambiguous
        /// Not installed in the design device's size classes, or changed there in ways not resolved here (a font, a
        /// frame): its stored frame belongs to a size-class variation.
        case variation
        /// Placed by its container in a way not known here (the content view of a box titled in another font or
        /// place, a cell's content view beside an accessory no document shows, a custom document view): it keeps
        /// its stored frame.
        case placedByContainer
    }

    /// What most likely explains a disagreement.
    public enum Cause: String, Sendable, CaseIterable {
        /// Its own text's size (the view agrees when every text has the size Interface Builder's frames show).
        case textMeasurement = "text measurement"
        /// Its own text, set in a font NibKit has no metrics for (Helvetica Neue, a font the app bundles) and measured
        /// with a stand-in's widths.
        case textInFontWithoutMetrics = "text in a font without metrics"
        /// Another view's text: the view is not sized by text, but agrees when every text has its stored size.
        case textElsewhere = "follows another view's text"
        /// Interface Builder's stored frame breaks one of the document's own required constraints (by more than
        /// half a point): a stale frame no engine can reproduce while keeping the constraint.
        case staleFrame = "stored frame breaks its constraints"
        /// Another view's stale frame: the view agrees when the constraints that stored frames break are left out and
        /// those views keep their stored frames.
        case staleElsewhere = "follows a stale frame"
        /// The constraints leave the view's frame undetermined in this engine (`LayoutSystem/ambiguousItems`).
        case ambiguousHere = "ambiguous in our engine"
        /// This engine broke a constraint of the view (see `LayoutSystem/brokenConstraints`).
        case brokenConstraint = "broken constraint"
        /// No cause found.
        case other
    }

    /// The view's id in the document.
    public let id: String
    /// The view's element name (`label`, `button`, `view`, …).
    public let element: ElementKind
    /// The frame the engine computed, in the superview's coordinates (top-down).
    public let computed: Rect
    /// The frame Interface Builder stored (`<rect key="frame">`), in the same coordinates.
    public let stored: Rect
    /// Why the view is left out of the agreement figure; nil when it counts.
    public let exclusion: Exclusion?
    /// What most likely explains a disagreement; nil when the view is excluded or agrees.
    public let cause: Cause?

    /// The largest difference of origin or size, in points, after rounding both to the pixel grid.
    public let difference: Double

    /// For a counted view in the system font whose solved width is its intrinsic width, one line of text plus fixed
    /// padding: the width of its text that the stored frame implies, beside the one measured here. Interface
    /// Builder's frames read this way are what the San Francisco tables are fitted to.
    public let textSample: TextWidthSample?

    /// Whether the view is within half a point of its stored frame when every view sized by text has the size its
    /// stored frame shows: what the agreement would be if text were measured exactly as Interface Builder measured it.
    public let agreesWithExactText: Bool

    /// Whether the view is within half a point of its stored frame when, besides text sized as stored, the views whose
    /// stored frames break a constraint keep those frames and the constraints they break are left out.
    public let agreesWithStaleFramesKept: Bool

    /// The id of a required constraint of the document that Interface Builder's stored frames break, if any (see
    /// `StoredFrameConsistency`).
    public let storedFrameBreaks: String?

    /// The evidence of the control metrics row that decided the view's height (the solved height is the row's), if
    /// one did: where that number comes from.
    package let heightFromMetricsRow: String?

    /// - Parameter agreesWithExactText: Whether the view is within half a point of its stored frame when every text
    ///   is sized as its stored frame shows.
    /// - Parameter agreesWithStaleFramesKept: Whether it is within half a point when, besides, stale frames are kept.
    /// - Parameter constraintID: A required constraint of the document that the stored frames break, if any.
    init(
        item: LayoutItem, object: IBObject, builder: LayoutTreeBuilder, system: LayoutSystem, device: DeviceMetrics,
        agreesWithExactText: Bool, agreesWithStaleFramesKept: Bool, storedFrameBreaks constraintID: String?
    ) {
        id = item.id
        element = object.element
        self.agreesWithExactText = agreesWithExactText
        self.agreesWithStaleFramesKept = agreesWithStaleFramesKept
        storedFrameBreaks = constraintID
        heightFromMetricsRow = Self.heightFromMetricsRow(of: item, builder: builder)
        computed = item.frame
        stored = builder.storedFrame(of: item)
        difference = Self.difference(of: item, builder: builder, device: device)
        let view = object.view
        if view?.isMisplaced == true || builder.rootIsMisplaced {
            exclusion = .misplaced
        } else if view?.isAmbiguous == true {
            exclusion = .ambiguous
        } else if builder.variationViews.contains(item.id)
            || builder.sizeClasses.overridesAttributes(in: object.variations)
        {
            exclusion = .variation
        } else if builder.placedByContainer.contains(item.id) {
            exclusion = .placedByContainer
        } else {
            exclusion = nil
        }
        textSample = exclusion == nil ? Self.textSample(of: item, stored: stored, builder: builder) : nil
        guard exclusion == nil, difference > 0.5 else {
            cause = nil
            return
        }
        if agreesWithExactText {
            if builder.textInEstimatedFonts.contains(item.id) {
                cause = .textInFontWithoutMetrics
            } else {
                cause = builder.measuredText.contains(item.id) ? .textMeasurement : .textElsewhere
            }
        } else if constraintID != nil {
            cause = .staleFrame
        } else if agreesWithStaleFramesKept {
            cause = .staleElsewhere
        } else if system.ambiguousItems.contains(where: { $0.item === item }) {
            cause = .ambiguousHere
        } else if system.brokenConstraints.contains(where: { $0.first === item || $0.second === item }) {
            cause = .brokenConstraint
        } else {
            cause = .other
        }
    }

    private static func heightFromMetricsRow(of item: LayoutItem, builder: LayoutTreeBuilder) -> String? {
        guard let row = builder.metricsRows[item.id], let intrinsic = item.intrinsicHeight else { return nil }
        let solved = item.frame.height - item.alignmentInsets.top - item.alignmentInsets.bottom
        return abs(solved - intrinsic) < 0.01 ? row : nil
    }

    private static func textSample(of item: LayoutItem, stored: Rect, builder: LayoutTreeBuilder) -> TextWidthSample? {
        guard let source = builder.textWidthSources[item.id], let intrinsic = item.intrinsicWidth,
            !source.text.isEmpty, !source.text.contains(where: \.isNewline)
        else { return nil }
        let insets = item.alignmentInsets
        let solvedWidth = item.frame.width - insets.left - insets.right
        // The constraints left the width to the text, and the stored height is today's (not a stale frame).
        guard abs(solvedWidth - intrinsic) < 0.01, abs(item.frame.height - stored.height) <= 0.5 else { return nil }
        let resolved = FontResolver(defaultPointSize: source.kind == .macLabel ? 13 : 17).resolve(source.font)
        guard case .system(let weight) = resolved.source else { return nil }
        let storedWidth = stored.width - insets.left - insets.right
        return TextWidthSample(
            kind: source.kind.rawValue, text: source.text, pointSize: resolved.pointSize, weight: weight.rawValue,
            scale: source.scale, width: storedWidth - source.padding, measured: intrinsic - source.padding)
    }

    /// The largest difference of origin or size between `item`'s solved frame and its stored one, in points.
    ///
    /// UIKit and AppKit round a view's edges in the window's coordinates, so a view inside a superview at a
    /// half-pixel position rounds with it: both frames are rounded at their absolute edges, then measured from the
    /// rounded superview.
    static func difference(of item: LayoutItem, builder: LayoutTreeBuilder, device: DeviceMetrics) -> Double {
        func grid(_ rect: Rect, frame: (LayoutItem) -> Rect) -> Rect {
            let origin = superviewOrigin(of: item, frame: frame)
            let left = device.rounded(origin.x + rect.x)
            let top = device.roundedVertically(origin.y + rect.y)
            let parentLeft = device.rounded(origin.x)
            let parentTop = device.roundedVertically(origin.y)
            return Rect(
                x: left - parentLeft, y: top - parentTop,
                width: device.rounded(origin.x + rect.x + rect.width) - left,
                height: device.roundedVertically(origin.y + rect.y + rect.height) - top)
        }
        let a = grid(item.frame) { $0.frame }
        let b = grid(builder.storedFrame(of: item)) { builder.storedFrame(of: $0) }
        let differences = [abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height)]
        // A frame a hostile document drove out of range (∞ − ∞) differs without measure; `max` would skip a NaN.
        return differences.contains(where: \.isNaN) ? .infinity : differences.max() ?? 0
    }

    /// Where `item`'s superview lies in root coordinates, adding up `frame` of every ancestor.
    static func superviewOrigin(of item: LayoutItem, frame: (LayoutItem) -> Rect) -> Point {
        var origin = Point(x: 0, y: 0)
        var ancestor = item.parent
        while let current = ancestor {
            let frame = frame(current)
            origin.x += frame.x
            origin.y += frame.y
            ancestor = current.parent
        }
        return origin
    }

    /// Whether the view counts and agrees within half a point.
    public var agrees: Bool { exclusion == nil && difference <= 0.5 }
}
