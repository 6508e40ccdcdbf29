import NibModel

/// A view's computed frame beside Interface Builder's.
public struct FrameComparison: Sendable {
    /// Why a view is left out of the agreement figure.
    public enum Exclusion: String, Sendable, CaseIterable {
        /// `misplaced="YES"`: IB says its stored frame is not what the constraints give.
        case misplaced
        /// `ambiguous="YES"`: IB says the constraints do not determine it.
        case ambiguous
        /// The stored frame belongs to a size-class variation.
        case variation
        /// Placed by its container (a cell's content view, a table's header), not by layout.
        case placedByContainer
    }

    /// What most likely explains a disagreement.
    public enum Cause: String, Sendable, CaseIterable {
        case textMeasurement = "text measurement"
        case ambiguousHere = "ambiguous in our engine"
        case brokenConstraint = "broken constraint"
        case inheritedFromSuperview = "superview disagrees"
        case other
    }

    public let id: String
    public let element: String
    public let computed: Rect
    public let stored: Rect
    public let exclusion: Exclusion?
    public let cause: Cause?

    /// The largest difference of origin or size, in points, after rounding both to the pixel grid.
    public let difference: Double

    init(item: LayoutItem, object: IBObject, builder: LayoutTreeBuilder, system: LayoutSystem, device: DeviceMetrics) {
        id = item.id
        element = object.element
        computed = item.frame
        stored = builder.storedFrame(of: item)
        func grid(_ rect: Rect) -> Rect {
            let x = device.rounded(rect.x)
            let y = device.roundedVertically(rect.y)
            return Rect(
                x: x, y: y, width: device.rounded(rect.x + rect.width) - x,
                height: device.roundedVertically(rect.y + rect.height) - y)
        }
        let a = grid(computed)
        let b = grid(stored)
        difference = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
        let view = object.view
        if view?.isMisplaced == true || builder.rootIsMisplaced {
            exclusion = .misplaced
        } else if view?.isAmbiguous == true {
            exclusion = .ambiguous
        } else if !object.variations.isEmpty || builder.variationViews.contains(item.id) {
            exclusion = .variation
        } else if builder.placedByContainer.contains(item.id) {
            exclusion = .placedByContainer
        } else {
            exclusion = nil
        }
        guard exclusion == nil, difference > 0.5 else {
            cause = nil
            return
        }
        if system.ambiguousItems.contains(where: { $0.item === item }) {
            cause = .ambiguousHere
        } else if builder.measuredText.contains(item.id) {
            cause = .textMeasurement
        } else if system.brokenConstraints.contains(where: { $0.first === item || $0.second === item }) {
            cause = .brokenConstraint
        } else {
            cause = .other
        }
    }

    /// Whether the view counts and agrees within half a point.
    public var agrees: Bool { exclusion == nil && difference <= 0.5 }
}
