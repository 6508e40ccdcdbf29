/// A reference that does not keep its object alive: for what UIKit holds weakly (framework outlets such as
/// `delegate`), and for the objects outside a prototype that its copies connect to.
struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject?) { self.object = object }
}
