/// A class declared in the sources, with the members of its body and of all its extensions, class extensions and
/// categories, wherever they are declared.
public struct SourceClass: Sendable, Hashable, Codable {
    /// The name as declared; nested types are qualified (`Outer.Inner`).
    public var name: String
    /// The name the Objective-C runtime uses when the source sets one (`@objc(MYBadgeView)`); Objective-C classes
    /// are their own runtime name.
    public var objCName: String?
    /// The first inherited type of a Swift class as written, or an Objective-C class's superclass.
    public var superclass: String?
    /// The superclasses other declarations of the same name give (a multiplatform app's `NotesTableView`, an
    /// `NSTableView` in the macOS target and a `UITableView` in the iOS one), in the order they were read.
    public var otherSuperclasses: [String] = []
    /// Other inherited types and adopted protocols.
    public var conformances: [String]
    /// The language of the file the class was first read from.
    public var language: SourceLanguage
    /// `@objcMembers`: every member is visible to the Objective-C runtime.
    public var hasObjCMembers: Bool
    /// Where the class is declared; nil for a class only extended here (`extension UIView`).
    public var location: SourceFileLocation?
    /// The properties, instance variables and `setKey:` keys of all its declarations.
    public var properties: [SourceProperty]
    /// The methods of all its declarations.
    public var methods: [SourceMethod]

    /// A class named `name`, written in `language`; the rest defaults to none.
    init(
        name: String, objCName: String? = nil, superclass: String? = nil, conformances: [String] = [],
        language: SourceLanguage, hasObjCMembers: Bool = false, location: SourceFileLocation? = nil,
        properties: [SourceProperty] = [], methods: [SourceMethod] = []
    ) {
        self.name = name
        self.objCName = objCName
        self.superclass = superclass
        self.conformances = conformances
        self.language = language
        self.hasObjCMembers = hasObjCMembers
        self.location = location
        self.properties = properties
        self.methods = methods
    }

    /// Whether the class is declared here, not only extended.
    public var isDeclared: Bool { location != nil }

    /// The outlets (and outlet collections).
    public var outlets: [SourceProperty] { properties.filter(\.isOutlet) }

    /// The action methods.
    public var actions: [SourceMethod] { methods.filter(\.isAction) }

    /// The declarations through which key-value coding can set `key`: exposed properties named `key`, instance
    /// variables `key` or `_key`, and `setKey:` methods.
    public func declarations(settingKey key: String) -> [SourceProperty] {
        properties.filter { $0.key == key && $0.isObjCExposed && !$0.isStatic }
    }
}
