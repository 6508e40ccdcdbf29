/// A property (or Objective-C instance variable, or a key made settable by a `setKey:` method) of a class.
public struct SourceProperty: Sendable, Hashable, Codable {
    /// How the key came to exist.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A Swift `var`/`let` or an Objective-C `@property`.
        case property
        /// An Objective-C instance variable (`IBOutlet UIView *_icon;`); key-value coding finds `_icon` for `icon`.
        case instanceVariable
        /// An Objective-C `- (void)setIcon:(UIView *)icon` method: key-value coding can set `icon`.
        case setter
    }

    /// The name as declared: an instance variable's with its underscore, a setter's key.
    public var name: String
    /// The type as written (`UILabel!`, `NSArray *`, `[UIView]`), when the declaration states one.
    public var type: String?
    /// Whether it is a property, an instance variable or a setter.
    public var kind: Kind
    /// `@IBOutlet` / `IBOutlet`.
    public var isOutlet: Bool
    /// `@IBOutlet var views: [UIView]!` / `IBOutletCollection(UIView) NSArray *views`.
    public var isOutletCollection: Bool
    /// `@IBInspectable` / `IBInspectable`.
    public var isInspectable: Bool
    /// Visible to the Objective-C runtime, so key-value coding can set it: Objective-C always; Swift with
    /// `@IBOutlet`, `@IBInspectable`, `@objc`, `dynamic`, `@NSManaged`, or in an `@objcMembers` class or `@objc`
    /// extension.
    public var isObjCExposed: Bool
    /// A class property (`static`/`class`, or `@property (class)`).
    public var isStatic: Bool
    /// Declared `weak` (or `@property (weak)`).
    public var isWeak: Bool
    /// `private` or `fileprivate` (still settable by key-value coding when exposed).
    public var isPrivate: Bool
    /// Where it is declared.
    public var location: SourceFileLocation

    /// A property; by default an instance property, visible to the Objective-C runtime, that is not an outlet.
    init(
        name: String, type: String? = nil, kind: Kind = .property, isOutlet: Bool = false,
        isOutletCollection: Bool = false, isInspectable: Bool = false, isObjCExposed: Bool = true,
        isStatic: Bool = false, isWeak: Bool = false, isPrivate: Bool = false, location: SourceFileLocation
    ) {
        self.name = name
        self.type = type
        self.kind = kind
        self.isOutlet = isOutlet
        self.isOutletCollection = isOutletCollection
        self.isInspectable = isInspectable
        self.isObjCExposed = isObjCExposed
        self.isStatic = isStatic
        self.isWeak = isWeak
        self.isPrivate = isPrivate
        self.location = location
    }

    /// The key key-value coding sets through this declaration (`_icon` answers for `icon`).
    public var key: String {
        kind == .instanceVariable && name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
