import NibModel
import NibRuntime

/// The headless views as a ``ViewTreeHost``, so that ``ContentLoader`` can load content into them.
public struct HeadlessHost: ViewTreeHost {
    public init() {}

    public func subviews(of view: View) -> [View] { view.subviews }
    public func addSubview(_ subview: View, to view: View) { view.addSubview(subview) }
    public func removeFromSuperview(_ view: View) { view.removeFromSuperview() }
    public func frame(of view: View) -> Rect { view.frame }
    public func setFrame(_ frame: Rect, of view: View) { view.frame = frame }
    public func translatesAutoresizingMaskIntoConstraints(of view: View) -> Bool {
        view.translatesAutoresizingMaskIntoConstraints
    }
    public func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool, of view: View) {
        view.translatesAutoresizingMaskIntoConstraints = value
    }
    public func autoresizingMask(of view: View) -> AutoresizingMask { view.autoresizingMask }
    public func constraints(of view: View) -> [LayoutConstraint] { view.constraints }
    public func addConstraints(_ constraints: [LayoutConstraint], to view: View) { view.addConstraints(constraints) }
    public func removeConstraints(_ constraints: [LayoutConstraint], from view: View) {
        view.removeConstraints(constraints)
    }

    public func role(of item: AnyObject?, relativeTo view: View) -> ItemRole {
        if let item, item === view { return .view }
        if let guide = item as? LayoutGuide, guide.owningView === view { return .guide(guide.identifier) }
        return .other
    }

    /// The items of a constraint; one whose first item is gone stands for itself, as on Apple platforms, and is
    /// left as it is.
    public func items(of constraint: LayoutConstraint) -> (first: AnyObject, second: AnyObject?) {
        (constraint.firstItem ?? constraint, constraint.secondItem)
    }

    /// Headless constraints are mutable, so retargeting keeps the same object: outlets to it stay valid.
    public func retarget(_ constraint: LayoutConstraint, first: AnyObject, second: AnyObject?) -> LayoutConstraint {
        constraint.firstItem = first
        constraint.secondItem = second
        return constraint
    }

    public func guide(_ identifier: String, of view: View) -> AnyObject { view.guide(identifier) }

    public func edgeConstraints(pinning content: View, to container: View) -> [LayoutConstraint] {
        [LayoutAttribute.top, .leading, .bottom, .trailing].map {
            LayoutConstraint(item: content, attribute: $0, toItem: container, attribute: $0)
        }
    }

    public func copyUnsetAppearance(from source: View, to target: View) {
        if target.backgroundColor == nil { target.backgroundColor = source.backgroundColor }
        if target.tintColor == nil { target.tintColor = source.tintColor }
        if !target.clipsToBounds { target.clipsToBounds = source.clipsToBounds }
        if target.alpha == 1 { target.alpha = source.alpha }
    }
}
