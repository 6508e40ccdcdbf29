/// A place in the sources that names an Interface Builder resource by a literal string: a nib or storyboard to load,
/// a view controller's storyboard identifier, a segue to perform, a cell's reuse identifier to dequeue or register.
/// `nib check` checks each against the documents the project has.
public struct ResourceUse: Sendable, Hashable, Codable {
    /// What the string names.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A nib to load: `UINib(nibName:)`, `loadNibNamed(_:owner:)`, `init(nibName:bundle:)`, `NSNib(nibNamed:)`,
        /// `init(windowNibName:)`, and NibKit's `class var nibName: String { "Card" }`.
        case nib
        /// A storyboard to open: `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)`.
        case storyboard
        /// A storyboard ID: `instantiateViewController(withIdentifier:)`, `instantiateController(withIdentifier:)`.
        case viewControllerIdentifier
        /// A segue to perform: `performSegue(withIdentifier:sender:)`.
        case segueIdentifier
        /// A reuse identifier to dequeue where a missing one stops the app: `dequeueReusableCell(withIdentifier:for:)`,
        /// `dequeueReusableCell(withReuseIdentifier:for:)`, `dequeueReusableSupplementaryView(…)` (not the older
        /// dequeues without an index path, which return nil).
        case reuseIdentifier
        /// A reuse identifier the code registers a class or nib for: `register(_:forCellReuseIdentifier:)` and its
        /// twins.
        case registeredReuseIdentifier
    }

    public var kind: Kind
    /// The string.
    public var name: String
    /// Where the string is.
    public var location: SourceFileLocation
    /// The class whose code holds it, if any.
    public var enclosingClass: String?
    /// The method or initializer whose body holds it (`init(coder:)`, `awakeFromNib()`, `initWithCoder:`), if any.
    public var enclosingFunction: String?
    /// Whether a nib is loaded with `owner: self`.
    public var ownerIsSelf: Bool
    /// Whether the name is the enclosing class's own (`String(describing: type(of: self))`): an instance of a
    /// subclass names its own class instead, so the name is known only for the class itself.
    public var nameIsClassName: Bool
    /// The member of the object or its class that gives the name, when the code names none itself (`Self.nibName`,
    /// `type(of: self).nib`, `[[self class] nibName]`): each class that runs the code gives its own.
    public var member: String?
    /// The constant that holds the name (`kCellID`, `Cell.reuseIdentifier`), for the checker to look up among
    /// ``SourceIndex/constants``.
    public var constant: String?
    /// The pieces the code computes the name from, when it is neither one literal nor one constant
    /// (`"\(Self.self)Cell"`, `String(describing: Card.self) + "View"`): ``ConstantValues`` joins them.
    public var parts: [NamePart]?
    /// Whether the code computes the name in a way that is not read (`"\(prefix)Cell"`, `[Cell identifier]`): kept
    /// for registrations only, so that a dequeue is not judged against registrations that cannot be known.
    public var isComputed = false
    /// Whether the call returns `NO` or nil when the nib is missing rather than raising: AppKit's
    /// `loadNibNamed(_:owner:topLevelObjects:)` and `loadNibNamed(_:owner:)`, `NSNib(nibNamed:bundle:)`, a window
    /// controller's `init(windowNibName:)` (its window stays nil). The feature fails quietly; the app goes on.
    public var failsQuietly = false
    /// The class whose initializer takes the name (`SettingsController(nibName:bundle:)`,
    /// `[[Prefs alloc] initWithWindowNibName:…]`, the enclosing class for `super.init`), when the code says it.
    public var receiverClass: String?
    /// The initializer the code calls on ``receiverClass`` (`initWithWindowNibName:owner:`,
    /// `init(windowNibName:owner:)`): a class that overrides it decides what it passes on as the nib's owner.
    public var initializer: String?
    /// The class whose bundle the code looks the name up in (`Bundle(for: Logger.self)`,
    /// `[NSBundle bundleForClass:[Logger class]]`), when it names another class than its own: the name is that class's
    /// module's to provide.
    public var bundleClass: String?
    /// Whether the code looks the name up in a bundle it finds by identifier, path or URL, whose documents are not
    /// known here.
    public var looksElsewhere = false
    /// The project's function a call passes the name to, which loads by it (`ControllerHelper.instantiate(identifier:
    /// storyboardName:)`), when the use is that call's (``SourceIndex/bindArguments(members:isKind:)``).
    public var passedTo: String?
    /// The conditions of the preprocessor branches around it, each one macro's definition (Objective-C):
    /// `#ifdef SP_CODA`, and `#if 0` for code under a constant-false `if (NO)`; code whose branch the project never
    /// compiles or runs is not judged.
    public var guards: [PreprocessorGuard] = []

    package init(
        kind: Kind, name: String, location: SourceFileLocation, enclosingClass: String? = nil,
        enclosingFunction: String? = nil, ownerIsSelf: Bool = false, nameIsClassName: Bool = false,
        member: String? = nil, receiverClass: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.location = location
        self.enclosingClass = enclosingClass
        self.enclosingFunction = enclosingFunction
        self.ownerIsSelf = ownerIsSelf
        self.nameIsClassName = nameIsClassName
        self.member = member
        self.receiverClass = receiverClass
    }

    /// Whether the name is not the literal ``name``: the class's own, a member's, a constant's, or computed.
    public var isNamedByClass: Bool { nameIsClassName || member != nil || parts?.namesOwnClass == true }

    /// Whether ``name`` is the name as written.
    public var isLiteral: Bool { !nameIsClassName && member == nil && constant == nil && parts == nil && !isComputed }
}
