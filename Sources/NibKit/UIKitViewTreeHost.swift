#if canImport(UIKit)
    import NibModel
    import NibRuntime
    import UIKit

    /// UIKit's views as a ``ViewTreeHost``: what ``ContentLoader`` needs, and nothing it decides.
    @MainActor
    public struct UIKitViewTreeHost: @preconcurrency ViewTreeHost {
        /// Creates the host; it keeps no state.
        public init() {}

        public func subviews(of view: UIView) -> [UIView] { view.subviews }
        public func addSubview(_ subview: UIView, to view: UIView) { view.addSubview(subview) }
        public func removeFromSuperview(_ view: UIView) { view.removeFromSuperview() }
        public func frame(of view: UIView) -> Rect { Rect(view.frame) }
        public func setFrame(_ frame: Rect, of view: UIView) { view.frame = CGRect(frame) }
        public func translatesAutoresizingMaskIntoConstraints(of view: UIView) -> Bool {
            view.translatesAutoresizingMaskIntoConstraints
        }
        public func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool, of view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = value
        }
        /// UIKit's mask has the same bits as the model's (flexible left margin = 1 … bottom margin = 32).
        public func autoresizingMask(of view: UIView) -> AutoresizingMask {
            AutoresizingMask(rawValue: Int(view.autoresizingMask.rawValue))
        }
        public func constraints(of view: UIView) -> [NSLayoutConstraint] { view.constraints }
        public func addConstraints(_ constraints: [NSLayoutConstraint], to view: UIView) {
            view.addConstraints(constraints)
        }
        public func removeConstraints(_ constraints: [NSLayoutConstraint], from view: UIView) {
            view.removeConstraints(constraints)
        }

        public func role(of item: AnyObject?, relativeTo view: UIView) -> ItemRole {
            if let item, item === view { return .view }
            if let guide = item as? UILayoutGuide, guide.owningView === view {
                if guide === view.safeAreaLayoutGuide { return .guide("safeArea") }
                if guide === view.layoutMarginsGuide { return .guide("layoutMargins") }
                if guide === view.readableContentGuide { return .guide("readableContent") }
            }
            return .other
        }

        public func items(of constraint: NSLayoutConstraint) -> (first: AnyObject, second: AnyObject?) {
            // A constraint loaded from a nib always has a first item.
            (constraint.firstItem ?? constraint, constraint.secondItem)
        }

        /// `NSLayoutConstraint`'s items cannot change: a new constraint with the same attributes, relation,
        /// multiplier, constant, priority, identifier and archiving flag replaces it.
        public func retarget(_ constraint: NSLayoutConstraint, first: AnyObject, second: AnyObject?)
            -> NSLayoutConstraint
        {
            guard first !== constraint.firstItem || second !== constraint.secondItem else { return constraint }
            let replacement = NSLayoutConstraint(
                item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation, toItem: second,
                attribute: constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant)
            replacement.priority = constraint.priority
            replacement.identifier = constraint.identifier
            replacement.shouldBeArchived = constraint.shouldBeArchived
            return replacement
        }

        public func guide(_ identifier: String, of view: UIView) -> AnyObject {
            switch identifier {
            case "safeArea": return view.safeAreaLayoutGuide
            case "readableContent": return view.readableContentGuide
            default: return view.layoutMarginsGuide
            }
        }

        public func edgeConstraints(pinning content: UIView, to container: UIView) -> [NSLayoutConstraint] {
            [
                content.topAnchor.constraint(equalTo: container.topAnchor),
                content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ]
        }

        /// A tint or margins equal to a new view's count as unset: UIKit reports an inherited tint, never nil.
        public func copyUnsetAppearance(from source: UIView, to target: UIView) {
            if target.backgroundColor == nil { target.backgroundColor = source.backgroundColor }
            if !target.clipsToBounds { target.clipsToBounds = source.clipsToBounds }
            if target.alpha == 1 { target.alpha = source.alpha }
            let fresh = UIView()
            if target.tintColor == fresh.tintColor { target.tintColor = source.tintColor }
            if target.directionalLayoutMargins == fresh.directionalLayoutMargins {
                target.directionalLayoutMargins = source.directionalLayoutMargins
            }
        }

        public func gestureRecognizers(of view: UIView) -> [AnyObject] { view.gestureRecognizers ?? [] }

        public func moveGestureRecognizer(_ recognizer: AnyObject, from source: UIView, to target: UIView) {
            guard let recognizer = recognizer as? UIGestureRecognizer else { return }
            source.removeGestureRecognizer(recognizer)
            target.addGestureRecognizer(recognizer)
        }

        public func outlets(of holder: UIView, holding object: AnyObject) -> [String] {
            ConstraintOutlets.keys(of: holder, holding: object)
        }

        public func constraint(
            _ old: NSLayoutConstraint, wasReplacedBy replacement: NSLayoutConstraint, in holder: UIView
        ) {
            ConstraintOutlets.redirect(from: old, to: replacement, in: holder)
        }
    }
#endif
