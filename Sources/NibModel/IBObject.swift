/// One archived object of a document: a placeholder, view, view controller, plain object, cell, item, ….
///
/// The element name is kept in ``element``; the typed groups of attributes are present when they apply to the
/// element (``view`` for views, ``text`` for text-bearing views, ``control`` for controls, ``button``,
/// ``stack``, ``image``, in UIKit documents ``uiKit``, and in AppKit documents ``appKitView``, ``appKitCell`` and
/// ``grid``). Whatever the model does not type is in ``untyped``, so nothing the file says is lost.
public struct IBObject: Sendable, Hashable, Codable {
    /// The XML element name: `view`, `label`, `tableViewCell`, `customObject`, `viewController`, …
    public var element: ElementKind
    /// The role the object plays: from the element table (`ElementClasses`); for an unknown element, `view`
    /// when it has a `<rect key="frame">` and `other` if not; `placeholder` for an object with a ``placeholder`` role.
    public var category: ObjectCategory
    /// The object's `id=`, which connections and constraints refer to; empty for the few objects older files
    /// write without one (such as a cell's `<view key="contentView">`).
    public var id: String
    /// The relationship to the parent object (`key="view"`, `key="contentView"`, `key="navigationItem"`).
    public var key: String?
    /// The name of the wrapper element this object was listed in (`prototypes`, `cells`, `items`,
    /// `gestureRecognizers`, …), when it is not a subview.
    public var container: String?
    /// `customClass=`: the class set in the Identity inspector; nil for the element's own class.
    public var customClass: String?
    /// `customModule=`: the module of ``customClass``.
    public var customModule: String?
    /// `target` when the module is the app's own target.
    public var customModuleProvider: String?
    /// `userLabel=`: the name shown in Interface Builder's document outline.
    public var userLabel: String?
    /// `title=`: of a view controller, navigation item, bar item, menu item, window or AppKit cell.
    public var title: String?
    /// In storyboards: `viewController`, `firstResponder`, `exit`, …
    public var sceneMemberID: String?
    /// `storyboardIdentifier=`: the Storyboard ID, by which `instantiateViewController(withIdentifier:)` finds a
    /// view controller.
    public var storyboardIdentifier: String?
    /// `restorationIdentifier=`, for state restoration.
    public var restorationIdentifier: String?
    /// Cells and reusable views: `reuseIdentifier=`.
    public var reuseIdentifier: String?
    /// Placeholders: the role, from `placeholderIdentifier=` (or the AppKit ids -1/-2/-3).
    public var placeholder: PlaceholderRole?
    /// Storyboard references (`viewControllerPlaceholder`): the referenced storyboard.
    public var storyboardName: String?
    /// Storyboard references: `referencedIdentifier=`, the Storyboard ID of the referenced view controller;
    /// nil for the storyboard's initial one.
    public var referencedIdentifier: String?

    /// Geometry, layout flags and appearance; present on every view (``category`` `view`).
    public var view: ViewAttributes? {
        get { viewStorage.wrappedValue }
        set { viewStorage.wrappedValue = newValue }
    }
    /// Text and its presentation for labels, text fields, text views and search bars; nil when the file
    /// sets none of it.
    public var text: TextAttributes? {
        get { textStorage.wrappedValue }
        set { textStorage.wrappedValue = newValue }
    }
    /// State and value of UIKit controls; nil when the file sets none of it, and for AppKit documents.
    public var control: ControlAttributes? {
        get { controlStorage.wrappedValue }
        set { controlStorage.wrappedValue = newValue }
    }
    /// A UIKit button's type, states and configuration; nil when the file sets none of them, and for
    /// AppKit documents.
    public var button: ButtonAttributes? {
        get { buttonStorage.wrappedValue }
        set { buttonStorage.wrappedValue = newValue }
    }
    /// A stack view's arrangement; present on every `stackView`, UIKit or AppKit.
    public var stack: StackAttributes? {
        get { stackStorage.wrappedValue }
        set { stackStorage.wrappedValue = newValue }
    }
    /// A UIKit image view's image names and catalog, or an AppKit view's or cell's `image=`; nil when the file sets
    /// none of them.
    public var image: ImageAttributes? {
        get { imageStorage.wrappedValue }
        set { imageStorage.wrappedValue = newValue }
    }
    /// An AppKit cell's kind, bezel, control size and text and image layout; nil when the file sets none of it, and
    /// for objects that are not AppKit cells.
    public var appKitCell: AppKitCellAttributes? {
        get { appKitCellStorage.wrappedValue }
        set { appKitCellStorage.wrappedValue = newValue }
    }
    /// An AppKit view's control size, flipping and the attributes of its kind that decide its layout; nil when the
    /// file sets none of them, and for UIKit documents.
    public var appKitView: AppKitViewAttributes? {
        get { appKitViewStorage.wrappedValue }
        set { appKitViewStorage.wrappedValue = newValue }
    }
    /// An `NSGridView`'s, grid row's, column's or cell's placement, spacing, sizes and cell position; nil when the file
    /// sets none of them, and for other objects.
    public var grid: GridAttributes? {
        get { gridStorage.wrappedValue }
        set { gridStorage.wrappedValue = newValue }
    }
    /// A UIKit view's or view controller's bar, style and scrolling flags that decide its layout; nil when the file
    /// sets none of them, and for AppKit documents.
    public var uiKit: UIKitAttributes? {
        get { uiKitStorage.wrappedValue }
        set { uiKitStorage.wrappedValue = newValue }
    }

    /// The attribute groups' storage, each out of line (see ``OutOfLine``) and stored under its group's name: the
    /// decoder builds a group in its box through these.
    @usableFromInline package var viewStorage: OutOfLine<ViewAttributes>
    @usableFromInline package var textStorage: OutOfLine<TextAttributes>
    @usableFromInline package var controlStorage: OutOfLine<ControlAttributes>
    @usableFromInline package var buttonStorage: OutOfLine<ButtonAttributes>
    @usableFromInline package var stackStorage: OutOfLine<StackAttributes>
    @usableFromInline package var imageStorage: OutOfLine<ImageAttributes>
    @usableFromInline package var appKitCellStorage: OutOfLine<AppKitCellAttributes>
    @usableFromInline package var appKitViewStorage: OutOfLine<AppKitViewAttributes>
    @usableFromInline package var gridStorage: OutOfLine<GridAttributes>
    @usableFromInline package var uiKitStorage: OutOfLine<UIKitAttributes>

    /// Subviews in order (`<subviews>`).
    public var subviews: [IBObject]
    /// Constraints this view holds (`<constraints>`).
    public var constraints: [Constraint]
    /// Layout guides this view or view controller declares (`<viewLayoutGuide>`,
    /// `<viewControllerLayoutGuide>`), directly or in `<layoutGuides>`.
    public var layoutGuides: [LayoutGuide]
    /// Size-class variations (`<variation key=…>`): which of this view's constraints and subviews each
    /// trait installs.
    public var variations: [Variation]
    /// This object's `<connections>`, in file order: it is the source of each.
    public var connections: [Connection]
    /// `<userDefinedRuntimeAttributes>`, in file order.
    public var runtimeAttributes: [RuntimeAttribute]
    /// Other objects nested in this one: a view controller's `view` and `navigationItem`, a cell's content view,
    /// prototype cells, gesture recognizers, menu items, AppKit cells, …
    public var children: [IBObject]
    /// Typed values stored under keys the model has no dedicated field for.
    public var values: [KeyedValue]
    /// Attributes and elements the model does not type.
    public var untyped: UntypedContent
    /// Where the object's element starts in the file.
    public var location: SourceLocation

    /// Creates an object with only its element name, category, id and location; everything else is empty or nil.
    @inlinable
    package init(element: ElementKind, category: ObjectCategory, id: String, location: SourceLocation) {
        self.element = element
        self.category = category
        self.id = id
        self.location = location
        viewStorage = OutOfLine()
        textStorage = OutOfLine()
        controlStorage = OutOfLine()
        buttonStorage = OutOfLine()
        stackStorage = OutOfLine()
        imageStorage = OutOfLine()
        appKitCellStorage = OutOfLine()
        appKitViewStorage = OutOfLine()
        gridStorage = OutOfLine()
        uiKitStorage = OutOfLine()
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

    /// The keys of the encoding: each property's name, the groups' storage under its group's name.
    private enum CodingKeys: String, CodingKey {
        case element, category, id, key, container, customClass, customModule, customModuleProvider, userLabel, title
        case sceneMemberID, storyboardIdentifier, restorationIdentifier, reuseIdentifier, placeholder, storyboardName
        case referencedIdentifier, viewStorage = "view", textStorage = "text", controlStorage = "control"
        case buttonStorage = "button", stackStorage = "stack", imageStorage = "image"
        case appKitCellStorage = "appKitCell", appKitViewStorage = "appKitView", gridStorage = "grid"
        case uiKitStorage = "uiKit", subviews, constraints, layoutGuides, variations, connections, runtimeAttributes
        case children, values, untyped, location
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

extension IBObject {
    /// How messages name the object so that a user finds it in Interface Builder: its label in the document outline
    /// when it has one, its element and its id (`'Avatar' (imageView 7fG-2k-Lq1)`, or `imageView 7fG-2k-Lq1`); the
    /// label and the id each cut to 80 characters, as ``readableName(runtime:showingID:showingText:)`` cuts them.
    public var messageName: String {
        let id = id.shortened()
        return userLabel.map { "'\($0.shortened())' (\(element) \(id))" } ?? "\(element) \(id)"
    }
}
