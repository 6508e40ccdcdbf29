/// One archived object of a document: a placeholder, view, view controller, plain object, cell, item, ….
///
/// The element name is kept in ``element``; the typed groups of attributes are present when they apply to the
/// element (``view`` for views, ``text`` for text-bearing views, ``control`` for controls, ``button``,
/// ``stack``, ``image``). Whatever the model does not type is in ``untyped``, so nothing the file says is lost.
public struct IBObject: Sendable, Hashable, Codable {
    /// The XML element name: `view`, `label`, `tableViewCell`, `customObject`, `viewController`, …
    public var element: String
    public var category: ObjectCategory
    public var id: String
    /// The relationship to the parent object (`key="view"`, `key="contentView"`, `key="navigationItem"`).
    public var key: String?
    /// The name of the wrapper element this object was listed in (`prototypes`, `cells`, `items`,
    /// `gestureRecognizers`, …), when it is not a subview.
    public var container: String?
    public var customClass: String?
    public var customModule: String?
    /// `target` when the module is the app's own target.
    public var customModuleProvider: String?
    public var userLabel: String?
    /// `title=`: of a view controller, navigation item, bar item, menu item, window or AppKit cell.
    public var title: String?
    /// In storyboards: `viewController`, `firstResponder`, `exit`, …
    public var sceneMemberID: String?
    public var storyboardIdentifier: String?
    public var restorationIdentifier: String?
    /// Cells and reusable views: `reuseIdentifier=`.
    public var reuseIdentifier: String?
    /// Placeholders: the role, from `placeholderIdentifier=` (or the AppKit ids -1/-2/-3).
    public var placeholder: PlaceholderRole?
    /// Storyboard references (`viewControllerPlaceholder`): the referenced storyboard.
    public var storyboardName: String?
    public var referencedIdentifier: String?

    @OutOfLine public var view: ViewAttributes?
    @OutOfLine public var text: TextAttributes?
    @OutOfLine public var control: ControlAttributes?
    @OutOfLine public var button: ButtonAttributes?
    @OutOfLine public var stack: StackAttributes?
    @OutOfLine public var image: ImageAttributes?

    /// Subviews in order (`<subviews>`).
    public var subviews: [IBObject]
    /// Constraints this view holds (`<constraints>`).
    public var constraints: [Constraint]
    public var layoutGuides: [LayoutGuide]
    public var variations: [Variation]
    public var connections: [Connection]
    public var runtimeAttributes: [RuntimeAttribute]
    /// Other objects nested in this one: a view controller's `view` and `navigationItem`, a cell's content view,
    /// prototype cells, gesture recognizers, menu items, AppKit cells, …
    public var children: [IBObject]
    /// Typed values stored under keys the model has no dedicated field for.
    public var values: [KeyedValue]
    public var untyped: UntypedContent
    public var location: SourceLocation

    @inlinable
    public init(element: String, category: ObjectCategory, id: String, location: SourceLocation) {
        self.element = element
        self.category = category
        self.id = id
        self.location = location
        subviews = []
        constraints = []
        layoutGuides = []
        variations = []
        connections = []
        runtimeAttributes = []
        children = []
        values = []
        untyped = UntypedContent()
    }

    /// The class the object is created as: its custom class, or the UIKit/AppKit class of its element.
    public func className(for runtime: TargetRuntime) -> String {
        customClass ?? ElementClasses.className(forElement: element, runtime: runtime)
    }

    /// The typed value under a key, if any.
    public func value(forKey key: String) -> Value? {
        values.first(where: { $0.key == key })?.value
    }

    /// The nested object with a given relationship key (`"view"`, `"contentView"`).
    public func child(forKey key: String) -> IBObject? {
        children.first(where: { $0.key == key })
    }

    /// Outlets this object declares (its `<connections>` of kind outlet or outlet collection).
    public var outlets: [Connection] {
        connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }
    }
}
