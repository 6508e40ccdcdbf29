#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import NibModel
    import NibRuntime

    /// AppKit's views as a ``ViewTreeHost``: what ``ContentLoader`` needs, and nothing it decides.
    @MainActor
    public struct AppKitViewTreeHost: @preconcurrency ViewTreeHost {
        /// Creates the host; it keeps no state.
        public init() {}

        public func subviews(of view: NSView) -> [NSView] { view.subviews }
        public func addSubview(_ subview: NSView, to view: NSView) { view.addSubview(subview) }
        public func removeFromSuperview(_ view: NSView) { view.removeFromSuperview() }
        public func frame(of view: NSView) -> Rect { Rect(view.frame) }
        public func setFrame(_ frame: Rect, of view: NSView) { view.frame = CGRect(frame) }
        public func translatesAutoresizingMaskIntoConstraints(of view: NSView) -> Bool {
            view.translatesAutoresizingMaskIntoConstraints
        }
        public func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool, of view: NSView) {
            view.translatesAutoresizingMaskIntoConstraints = value
        }
        /// AppKit's bits equal UIKit's, but in a view that is not flipped `minYMargin` is the *bottom* margin: the
        /// model's top/bottom bits are swapped for such a view's superview.
        public func autoresizingMask(of view: NSView) -> AutoresizingMask {
            let mask = AutoresizingMask(rawValue: Int(view.autoresizingMask.rawValue))
            guard let superview = view.superview, !superview.isFlipped else { return mask }
            return mask.flippedVertically
        }
        public func constraints(of view: NSView) -> [NSLayoutConstraint] { view.constraints }
        public func addConstraints(_ constraints: [NSLayoutConstraint], to view: NSView) {
            view.addConstraints(constraints)
        }
        public func removeConstraints(_ constraints: [NSLayoutConstraint], from view: NSView) {
            view.removeConstraints(constraints)
        }

        public func role(of item: AnyObject?, relativeTo view: NSView) -> ItemRole {
            if let item, item === view { return .view }
            if let guide = item as? NSLayoutGuide, guide.owningView === view {
                if guide === view.safeAreaLayoutGuide { return .guide("safeArea") }
                if guide === view.layoutMarginsGuide { return .guide("layoutMargins") }
            }
            return .other
        }

        public func items(of constraint: NSLayoutConstraint) -> (first: AnyObject, second: AnyObject?) {
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

        public func guide(_ identifier: String, of view: NSView) -> AnyObject {
            identifier == "safeArea" ? view.safeAreaLayoutGuide : view.layoutMarginsGuide
        }

        public func edgeConstraints(pinning content: NSView, to container: NSView) -> [NSLayoutConstraint] {
            [
                content.topAnchor.constraint(equalTo: container.topAnchor),
                content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ]
        }

        /// An `NSView` has no background of its own to copy; its alpha is copied when the receiver keeps the default.
        public func copyUnsetAppearance(from source: NSView, to target: NSView) {
            if target.alphaValue == 1 { target.alphaValue = source.alphaValue }
        }

        public func gestureRecognizers(of view: NSView) -> [AnyObject] { view.gestureRecognizers }

        public func moveGestureRecognizer(_ recognizer: AnyObject, from source: NSView, to target: NSView) {
            guard let recognizer = recognizer as? NSGestureRecognizer else { return }
            source.removeGestureRecognizer(recognizer)
            target.addGestureRecognizer(recognizer)
        }

        public func outlets(of holder: NSView, holding object: AnyObject) -> [String] {
            ConstraintOutlets.keys(of: holder, holding: object)
        }

        public func constraint(
            _ old: NSLayoutConstraint, wasReplacedBy replacement: NSLayoutConstraint, in holder: NSView
        ) {
            ConstraintOutlets.redirect(from: old, to: replacement, in: holder)
        }
    }
#endif
