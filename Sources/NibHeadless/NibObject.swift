import NibModel

/// The root of the headless object world: the stand-in for `NSObject` that nib loading creates, configures and
/// wakes. Subclasses mirror UIKit's two ways in: ``init()`` (from code) and ``init(coder:)`` (from a nib).
open class NibObject {
    /// Outlets of the UIKit/AppKit class this object stands in for (`delegate`, `dataSource`, `nextKeyView`, …),
    /// connected by a nib, by key. Only set on objects created as framework classes.
    /// Held weakly, as UIKit holds `delegate` and `dataSource`: a cell's delegate outlet to the controller that
    /// owns the table would otherwise keep the whole scene alive.
    public var frameworkOutlets: [String: [AnyObject]] {
        frameworkOutletReferences.compactMapValues { references in
            let objects = references.compactMap(\.object)
            return objects.isEmpty ? nil : objects
        }
    }
    var frameworkOutletReferences: [String: [WeakReference]] = [:]

    /// The other top-level objects of the nib this object was loaded from as the top-level object, kept alive as
    /// long as it is.
    public internal(set) var nibSiblings: [NibObject] = []

    /// The accessibility the nib gave the object (the identity inspector's identifier, label, hint, traits) or
    /// user-defined runtime attributes set (`accessibilityIdentifier`, …), as UIKit's informal accessibility protocol
    /// on `NSObject` holds it.
    public var accessibility = AccessibilityAttributes()
    /// `accessibilityValue`, set only by runtime attributes (Interface Builder has no field for it).
    public var accessibilityValue: String?

    /// The object's id in the document it was loaded from (Interface Builder's `id="…"`), for finding an object
    /// and telling where it came from; nil for an object made in code or passed in as a placeholder.
    public internal(set) var nibObjectID: String?

    /// Creates an object from code.
    public required init() {}

    /// Creates an object from a nib: the archived state is read from `coder`, as UIKit's `init(coder:)` does.
    public required init(coder: NibCoder) throws {}

    /// Sent once to every object a nib created, after all of the nib's outlets and actions are connected.
    open func awakeFromNib() {}

    /// Sets a user-defined runtime attribute. The default sets the accessibility keys (`accessibilityIdentifier`,
    /// `accessibilityLabel`, `accessibilityHint`, `accessibilityValue`, `isAccessibilityElement`), and otherwise
    /// finds the ``Inspectable`` property whose name is the whole
    /// key path (a dotted path such as `layer.cornerRadius` is not followed into another object); override to accept
    /// others. Throws, naming the properties there are, when the key is unknown.
    open func setRuntimeValue(_ value: Value, forKeyPath keyPath: String) throws {
        if setAccessibilityValue(value, forKey: keyPath) { return }
        try PropertyReflection.setInspectable(value, forKeyPath: keyPath, on: self)
    }

    /// Override to register the actions instances handle (see ``ActionTable``); call `super` to keep inherited
    /// ones.
    open class func registerActions(_ actions: inout ActionTable.Entries) {}

    /// Handles an action sent to this object (`@IBAction` on Apple platforms). Return `true` when handled; the
    /// default handles the actions registered with ``ActionTable``. Override ``canPerform(action:)`` with it.
    open func perform(action selector: String, sender: AnyObject?) -> Bool {
        ActionTable.perform(selector, on: self, sender: sender)
    }

    /// Whether this object handles the action `selector` (`responds(to:)`): a nib that connects an action it does
    /// not handle loads with a warning. The default answers for the actions registered with ``ActionTable``.
    open func canPerform(action selector: String) -> Bool {
        ActionTable.handlers(for: type(of: self))[selector] != nil
    }
}
