import NibModel

/// The operations on a platform's views that loading nib content needs. The headless face implements it with its
/// own views and constraints; the UIKit/AppKit face with `UIView`/`NSView` and `NSLayoutConstraint`. Every decision
/// about *what* to do lives in ``ContentLoader``, once, over this protocol.
public protocol ViewTreeHost {
    /// The platform's view (`UIView`, `NSView`, or the headless face's view).
    associatedtype View: AnyObject
    /// The platform's constraint (`NSLayoutConstraint`, or the headless face's).
    associatedtype Constraint: AnyObject

    /// The subviews of `view`, in order.
    func subviews(of view: View) -> [View]
    /// Adds `subview` to the subviews of `view`.
    func addSubview(_ subview: View, to view: View)
    /// Removes `view` from its superview.
    func removeFromSuperview(_ view: View)
    /// The frame of `view`, in its superview's coordinates.
    func frame(of view: View) -> Rect
    /// Sets the frame of `view`, in its superview's coordinates.
    func setFrame(_ frame: Rect, of view: View)
    /// Whether the autoresizing mask of `view` is translated into constraints.
    func translatesAutoresizingMaskIntoConstraints(of view: View) -> Bool
    /// Sets whether the autoresizing mask of `view` is translated into constraints.
    func setTranslatesAutoresizingMaskIntoConstraints(_ value: Bool, of view: View)
    /// The autoresizing mask of `view`, in the model's bits.
    func autoresizingMask(of view: View) -> AutoresizingMask
    /// The constraints installed on `view`.
    func constraints(of view: View) -> [Constraint]
    /// Installs `constraints` on `view`.
    func addConstraints(_ constraints: [Constraint], to view: View)
    /// Removes `constraints` from `view`.
    func removeConstraints(_ constraints: [Constraint], from view: View)
    /// Whether `item` is `view` itself or one of its layout guides (safe area, margins), and which guide.
    func role(of item: AnyObject?, relativeTo view: View) -> ItemRole
    /// The items of a constraint.
    func items(of constraint: Constraint) -> (first: AnyObject, second: AnyObject?)
    /// A copy of `constraint` with its items replaced (priority, identifier and attributes kept); the original is
    /// returned when nothing changes.
    func retarget(_ constraint: Constraint, first: AnyObject, second: AnyObject?) -> Constraint
    /// The guide of `view` with the given role (`safeArea`, `layoutMargins`).
    func guide(_ identifier: String, of view: View) -> AnyObject
    /// Constraints pinning `content`'s four edges to `container`'s.
    func edgeConstraints(pinning content: View, to container: View) -> [Constraint]
    /// Copies the appearance `source` sets and `target` leaves at its default (background, tint, clipping, alpha,
    /// layout margins, where the platform has them).
    func copyUnsetAppearance(from source: View, to target: View)
    /// The gesture recognizers attached to `view`, in order.
    func gestureRecognizers(of view: View) -> [AnyObject]
    /// Detaches `recognizer` from `source` and attaches it to `target`; its targets and actions stay.
    func moveGestureRecognizer(_ recognizer: AnyObject, from source: View, to target: View)
    /// The keys of the outlets of `holder` that hold `object` (seed 000's `contentView` outlet to the nib's root).
    func outlets(of holder: View, holding object: AnyObject) -> [String]
    /// Called when ``retarget(_:first:second:)`` returned a new constraint for `old`, so that the outlets of
    /// `holder` (the view whose content is loading) that pointed at `old` can point at `replacement`.
    /// The default does nothing (hosts whose constraints are mutable return the same object).
    func constraint(_ old: Constraint, wasReplacedBy replacement: Constraint, in holder: View)
}

extension ViewTreeHost {
    public func constraint(_ old: Constraint, wasReplacedBy replacement: Constraint, in holder: View) {}
}

/// What a constraint item is relative to a view.
public enum ItemRole: Equatable, Sendable {
    /// The item is the view itself.
    case view
    /// One of the view's layout guides, by role (`safeArea`, `layoutMargins`, `readableContent`).
    case guide(String)
    /// Anything else: another view, or another view's guide.
    case other
}
