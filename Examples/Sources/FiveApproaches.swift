import NibHeadless
import NibModel

// Seed 004: five ways to load a view from a nib.

/// The controller of approaches 2 and 3: File's Owner of `ReferencedView.xib` and `ConnectedActionsView.xib`.
final class DemoController: ViewController {
    @Outlet var referencedView: View?
    var touches = 0

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions["connectedActionsViewTouchedUp:"] = { target, _ in (target as! DemoController).touches += 1 }
    }

    /// 1. The plain way: load with no owner and take the one view (by class, not by position).
    func showPlainView() throws -> View {
        let plain = try View.loadFromNib(named: "PlainView")
        plain.frame.origin = Point(x: 22, y: 22)
        view?.addSubview(plain)
        return plain
    }

    /// 2. The referenced way: this controller is File's Owner; the nib sets `referencedView`.
    func showReferencedView() throws -> View? {
        _ = try NibEnvironment.current.instantiate("ReferencedView", owner: self)
        if let referencedView { view?.addSubview(referencedView) }
        return referencedView
    }

    /// 3. Connected actions: as 2, and the nib's button sends its action to this controller.
    func showConnectedActionsView() throws -> View? {
        _ = try NibEnvironment.current.instantiate("ConnectedActionsView", owner: self)
        if let referencedView { view?.addSubview(referencedView) }
        return referencedView
    }
}

/// 4. Encapsulated: a tiny owner class keeps the nib's outlets out of the controller.
final class EncapsulatedViewOwner: NibObject {
    @Outlet var view: View?
    @Outlet var titleLabel: Label?

    /// Loads the nib and adds its view to a controller's view.
    static func present(in controller: ViewController, title: String) throws -> EncapsulatedViewOwner {
        let owner = EncapsulatedViewOwner()
        _ = try NibEnvironment.current.instantiate("EncapsulatedView", owner: owner)
        owner.titleLabel?.text = title
        if let view = owner.view { controller.view?.addSubview(view) }
        return owner
    }
}

/// 5. Decoupled: the view handles its own button and tells a delegate, knowing nothing of the controller.
protocol DecoupledViewDelegate: AnyObject {
    func decoupledViewDidFinish(_ view: DecoupledView)
}

final class DecoupledView: View {
    weak var delegate: DecoupledViewDelegate?

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions["doneTouchedUp:"] = { target, _ in
            let view = target as! DecoupledView
            view.delegate?.decoupledViewDidFinish(view)
        }
    }
}

final class DecoupledListener: DecoupledViewDelegate {
    var finished = 0
    func decoupledViewDidFinish(_ view: DecoupledView) { finished += 1 }
}
