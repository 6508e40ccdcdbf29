/// A method, initializer or computed property of the sources as nib loading needs to follow it: the type that
/// declares it and what it calls on its own instance or type, so that `nib check` can tell which code runs while an
/// object is made (`init(coder:)` → `commonInit()` → `loadNib()`) and which nib that code loads.
public struct SourceFunction: Sendable, Hashable, Codable {
    /// The class, extended type or protocol (for a protocol extension's default) that declares it.
    public var type: String
    /// Its name with its argument labels: `init(coder:)`, `load()`, `nibName` (a computed property), or an
    /// Objective-C selector: `initWithCoder:`, `commonInit`.
    public var name: String
    /// A class or static member.
    public var isStatic: Bool
    /// What it calls or reads on its own instance or type (`self.load()`, `load()`, `Self.nib`, `[self commonInit]`),
    /// by name; a call on `super` is written `super.init(coder:)`.
    public var calls: [String]
    /// Where it is declared.
    public var location: SourceFileLocation

    package init(
        type: String, name: String, isStatic: Bool = false, calls: [String] = [], location: SourceFileLocation
    ) {
        self.type = type
        self.name = name
        self.isStatic = isStatic
        self.calls = calls
        self.location = location
    }

    /// The name without its labels: `load` for `load(from:)`, `initWithCoder` for `initWithCoder:`.
    public var baseName: String { Self.baseName(of: name) }

    /// `load` for `load(from:)`, `super.init` for `super.init(coder:)`.
    public static func baseName(of name: String) -> String {
        String(name.prefix { $0 != "(" && $0 != ":" })
    }
}

/// A string constant of the sources (`static let nibName = "Card"`, `let kCardNib = "Card"`,
/// `static NSString *const kCardNib = @"Card";`): code that names a nib by a constant names its value.
public struct SourceConstant: Sendable, Hashable, Codable {
    /// The type that declares it; nil for a constant of the file.
    public var type: String?
    public var name: String
    /// Its value when it is one literal; empty when ``parts`` compute it.
    public var value: String
    public var location: SourceFileLocation
    /// The pieces its value is made of when it is not one literal (`static let image = Cells.base + "Image"`); nil
    /// for a literal.
    public var parts: [NamePart]?
    /// Whether it is a case of a string enum (`case image = "Image"`, `case text`, whose raw value is `text`).
    public var isEnumCase = false
    /// Whether it is one value of a computed property of an enum, which returns one literal per case
    /// (`var nibName: String { switch self { case .header: return "HeaderCell" … } }`): one row per value.
    public var isEnumMember = false

    package init(
        type: String?, name: String, value: String, location: SourceFileLocation, parts: [NamePart]? = nil,
        isEnumCase: Bool = false
    ) {
        self.type = type
        self.name = name
        self.value = value
        self.location = location
        self.parts = parts
        self.isEnumCase = isEnumCase
    }
}
