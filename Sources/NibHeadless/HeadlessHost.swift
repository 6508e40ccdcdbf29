import NibModel
import NibRuntime

/// The headless views as a `ViewTreeHost`, so that `ContentLoader` can load content into them.
struct HeadlessHost: ViewTreeHost {
    /// Creates the host; it holds no state of its own.
    init() {}

    /// The view's ``View/subviews``, back to front.
    func subviews(of view: View) -> [View] { view.subviews }
    /// Adds `subview` on top of `view`'s subviews (``View/addSubview(_:)``).
    func addSubview(_ subview: View, to view: View) { view.addSubview(subview) }
    /// Removes `view` from its superview, with the constraints that refer to it (``View/removeFromSuperview()``).
    func removeFromSuperview(_ view: View) { view.removeFromSuperview() }
    /// The view's ``View/frame``.
    func frame(of view: View) -> Rect { view.frame }
    /// Sets the view's ``View/frame``, which autoresizes its subviews when the size changes.
    func setFrame(_ frame: Rect, of view: View) { view.frame = frame }
    /// The view's ``View/translatesAutoresizingMaskIntoConstraints``.
    func translatesAutoresizingMaskIntoConstraints(of view: View) -> Bool {
        view.translatesAutoresizingMaskIntoConstraints
    }
    /// Sets the view's ``View/translatesAutoresizingMaskIntoConstraints``.
    func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool, of view: View) {
        view.translatesAutoresizingMaskIntoConstraints = value
    }
    /// The view's ``View/autoresizingMask``.
    func autoresizingMask(of view: View) -> AutoresizingMask { view.autoresizingMask }
    /// The constraints the view holds (``View/constraints``).
    func constraints(of view: View) -> [LayoutConstraint] { view.constraints }
    /// Adds constraints to those `view` holds (``View/addConstraints(_:)``).
    func addConstraints(_ constraints: [LayoutConstraint], to view: View) { view.addConstraints(constraints) }
    /// Removes constraints from those `view` holds (``View/removeConstraints(_:)``).
    func removeConstraints(_ constraints: [LayoutConstraint], from view: View) {
        view.removeConstraints(constraints)
    }

    func role(of item: AnyObject?, relativeTo view: View) -> ItemRole {
        if let item, item === view { return .view }
        if let guide = item as? LayoutGuide, guide.owningView === view { return .guide(guide.identifier) }
        return .other
    }

    /// The items of a constraint; one whose first item is gone stands for itself, as on Apple platforms, and is
    /// left as it is.
    func items(of constraint: LayoutConstraint) -> (first: AnyObject, second: AnyObject?) {
        (constraint.firstItem ?? constraint, constraint.secondItem)
    }

    /// Headless constraints are mutable, so retargeting keeps the same object: outlets to it stay valid.
    func retarget(_ constraint: LayoutConstraint, first: AnyObject, second: AnyObject?) -> LayoutConstraint {
        constraint.firstItem = first
        constraint.secondItem = second
        return constraint
    }

    func guide(_ identifier: String, of view: View) -> AnyObject { view.guide(identifier) }

    func edgeConstraints(pinning content: View, to container: View) -> [LayoutConstraint] {
        [LayoutAttribute.top, .leading, .bottom, .trailing].map {
            LayoutConstraint(item: content, attribute: $0, toItem: container, attribute: $0)
        }
    }

    func copyUnsetAppearance(from source: View, to target: View) {
        if target.backgroundColor == nil { target.backgroundColor = source.backgroundColor }
        if target.tintColor == nil { target.tintColor = source.tintColor }
        if !target.clipsToBounds { target.clipsToBounds = source.clipsToBounds }
        if target.alpha == 1 { target.alpha = source.alpha }
        if target.layoutMargins == View().layoutMargins { target.layoutMargins = source.layoutMargins }
    }

    func gestureRecognizers(of view: View) -> [AnyObject] { view.gestureRecognizers }

    func moveGestureRecognizer(_ recognizer: AnyObject, from source: View, to target: View) {
        guard let recognizer = recognizer as? GestureRecognizer else { return }
        source.gestureRecognizers.removeAll { $0 === recognizer }
        target.gestureRecognizers.append(recognizer)
        recognizer.view = target
    }

    /// The outlets of `holder` (declared, framework and stand-in ones) that hold `object`.
    func outlets(of holder: View, holding object: AnyObject) -> [String] {
        holder.connectedOutlets.filter { $0.value.contains { $0 === object } }.keys.sorted()
    }
}
