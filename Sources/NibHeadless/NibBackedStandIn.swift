import NibModel
import NibRuntime

/// A nib-backed view for a class that is not compiled in: tools (`nib instantiate`) register it under the name of
/// every class whose same-named nib uses the File's Owner pattern, so that embedding such a class in another nib
/// loads its content exactly as ``NibView`` would, outlets accepted as the nib declares them.
///
/// It loads from the library of the load that creates it (``NibCoder/environment``): a tool instantiates the outer
/// nib with the environment whose library finds the inner ones.
package final class NibBackedStandIn: NibView, OutletReceiving {
    /// The class this object stands in for.
    package private(set) var standInClassName: String?
    /// Outlets the content nib connected, by key.
    package private(set) var outlets: [String: [AnyObject]] = [:]

    package override class func nibName(for coder: NibCoder) -> String { coder.object.customClass ?? nibName }

    /// A stand-in made from code has no class to stand in for, so it loads nothing.
    package required init() { super.init(frameWithoutContent: .zero) }

    /// Creates the stand-in from the outer nib: loads the nib named after the archived custom class, and records that
    /// class as ``standInClassName``.
    ///
    /// A stand-in that is itself a top-level object of the nib it would load leaves it unloaded: the class of a
    /// working app cannot load its nib there (that recurses forever), so it is a cell or view the app instantiates
    /// with its nib (`register(_:forCellReuseIdentifier:)`), its File's Owner class merely set as well, or one that
    /// guards the load (VLC's `PlayingExternallyView` loads only when an outer nib sets its `nibName`). Which it is,
    /// only the class's sources tell, so a warning names the view and the trap.
    package required init(coder: NibCoder) throws {
        let nib = Self.nibName(for: coder)
        if coder.isTopLevelObject,
            let path = try? Self.environment(from: coder.environment).library.path(ofNib: nib, for: Self.self),
            LoadingChain.innermostNib == path
        {
            try super.init(coderWithoutContent: coder)
            let outlets = coder.filesOwner.map { !$0.outlets.isEmpty } ?? false
            coder.warn(
                "File's Owner and the top-level \(coder.object.messageName) are both \(nib): if \(nib) loads "
                    + "this nib as File's Owner from init(coder:), creating this view loads the nib again, forever "
                    + "(the class's sources decide; the view is left unloaded here). Keep the class on File's Owner and "
                    + "make the top-level view a plain view"
                    + (outlets ? ", with the outlets connected from File's Owner only" : ""))
        } else {
            try super.init(coder: coder)
        }
        standInClassName = coder.object.customClass
    }

    /// User-defined runtime attributes the outer nib set, by key path.
    package private(set) var runtimeValues: [String: Value] = [:]

    package override func setRuntimeValue(_ value: Value, forKeyPath keyPath: String) throws {
        runtimeValues[keyPath] = value
    }

    package func connectOutlet(_ key: String, to object: AnyObject) {
        outlets[key, default: []].append(object)
    }

    package override func perform(action selector: String, sender: AnyObject?) -> Bool { true }

    package override func canPerform(action selector: String) -> Bool { true }
}
