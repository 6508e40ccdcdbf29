import NibModel

/// How a view takes the content of its nib.
public enum NibContentMode: Sendable, Equatable {
    /// The nib's single top-level view becomes a subview pinned to all four edges (seed 000, Reusable's
    /// `NibOwnerLoadable`). The receiver keeps one extra view.
    case embed
    /// The subviews and gesture recognizers of the nib's single top-level view move into the receiver, every
    /// constraint that referred to the top-level view (or its safe area or margins) is retargeted to the receiver
    /// (or its guides), and the top-level view's appearance is copied where the receiver set none (seeds 001 and
    /// 003). No extra view, and the outer nib's constraints to the receiver stay intact. The default, except for a
    /// receiver with an outlet to the top-level view (seed 000's `contentView`): that one is embedded, so that the
    /// outlet holds the view on screen.
    case reparent
}

/// The platform-neutral algorithm that puts a loaded nib's content into a view, for any ``ViewTreeHost``.
public struct ContentLoader<Host: ViewTreeHost> {
    /// The platform's view operations the loader works through.
    public let host: Host

    /// A loader working through `host`.
    public init(host: Host) {
        self.host = host
    }

    /// The one top-level view among a nib's top-level objects, or an error naming how many there were.
    public func singleView(of topLevelObjects: [AnyObject], nib: String) throws -> Host.View {
        let views = topLevelObjects.compactMap { $0 as? Host.View }
        guard views.count == 1 else { throw NibLoadingError.wrongTopLevelViewCount(nib: nib, count: views.count) }
        return views[0]
    }

    /// Puts `root`'s content into `receiver` as `mode` says, or embedded when `receiver` holds `root` in an outlet
    /// (reparenting would leave that outlet pointing at an empty view outside the hierarchy); returns the mode used.
    ///
    /// Sizing: a receiver whose frame has zero size adopts the root's size (it was created from code with no
    /// frame); otherwise the content is resized to the receiver by its autoresizing masks and constraints.
    @discardableResult
    public func install(_ root: Host.View, into receiver: Host.View, mode: NibContentMode) -> NibContentMode {
        let mode = mode == .reparent && !host.outlets(of: receiver, holding: root).isEmpty ? .embed : mode
        let receiverFrame = host.frame(of: receiver)
        let rootFrame = host.frame(of: root)
        if receiverFrame.width == 0 && receiverFrame.height == 0 {
            host.setFrame(
                Rect(x: receiverFrame.x, y: receiverFrame.y, width: rootFrame.width, height: rootFrame.height),
                of: receiver)
        }
        let size = host.frame(of: receiver).size
        switch mode {
        case .embed:
            host.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height), of: root)
            host.setTranslatesAutoresizingMaskIntoConstraints(false, of: root)
            host.addSubview(root, to: receiver)
            host.addConstraints(host.edgeConstraints(pinning: root, to: receiver), to: receiver)
        case .reparent:
            reparent(root, into: receiver, rootSize: rootFrame.size, size: size)
        }
        return mode
    }

    private func reparent(_ root: Host.View, into receiver: Host.View, rootSize: Size, size: Size) {
        let constraints = host.constraints(of: root)
        host.removeConstraints(constraints, from: root)
        for subview in host.subviews(of: root) {
            // The receiver may differ in size from the nib's root: views placed by their frames follow their
            // autoresizing masks, as they would in the root; constrained views are left to layout.
            if size != rootSize, host.translatesAutoresizingMaskIntoConstraints(of: subview) {
                let frame = Autoresizing.resize(
                    host.frame(of: subview), mask: host.autoresizingMask(of: subview), from: rootSize, to: size)
                host.setFrame(frame, of: subview)
            }
            host.removeFromSuperview(subview)
            host.addSubview(subview, to: receiver)
        }
        host.addConstraints(retargeted(constraints, from: root, to: receiver, holder: receiver), to: receiver)
        for recognizer in host.gestureRecognizers(of: root) {
            host.moveGestureRecognizer(recognizer, from: root, to: receiver)
        }
        host.copyUnsetAppearance(from: root, to: receiver)
    }

    /// Moves what a nib attached to a cell itself into its content view: subviews placed beside the content view,
    /// and the constraints the cell holds, retargeted from the cell to the content view (outlets to them follow).
    /// Cells designed that way (a plain view turned into a cell, old Xcode files) otherwise break in edit mode,
    /// when UIKit shrinks the content view but not the cell.
    public func moveStrayContent(of cell: Host.View, into contentView: Host.View) {
        // Take the constraints first: moving a subview drops the constraints that refer to it.
        let stray = host.constraints(of: cell)
        host.removeConstraints(stray, from: cell)
        for subview in host.subviews(of: cell) where subview !== contentView {
            host.removeFromSuperview(subview)
            host.addSubview(subview, to: contentView)
        }
        host.addConstraints(retargeted(stray, from: cell, to: contentView, holder: cell), to: contentView)
    }

    private func retargeted(
        _ constraints: [Host.Constraint], from old: Host.View, to new: Host.View, holder: Host.View
    ) -> [Host.Constraint] {
        constraints.map { constraint in
            let (first, second) = host.items(of: constraint)
            let replacement = host.retarget(
                constraint, first: retarget(first, from: old, to: new),
                second: second.map { retarget($0, from: old, to: new) })
            if replacement !== constraint {
                host.constraint(constraint, wasReplacedBy: replacement, in: holder)
            }
            return replacement
        }
    }

    private func retarget(_ item: AnyObject, from root: Host.View, to receiver: Host.View) -> AnyObject {
        switch host.role(of: item, relativeTo: root) {
        case .view: return receiver
        case .guide(let identifier): return host.guide(identifier, of: receiver)
        case .other: return item
        }
    }
}
