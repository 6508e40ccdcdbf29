/// A place in the sources that calls a library's API by a type or a generated accessor rather than by a string:
/// `ProfileHeader.loadFromNib()`, `tableView.register(cellType: TrackCell.self)`,
/// `let cell: TrackCell = tableView.dequeueReusableCell(for: indexPath)`,
/// `StoryboardScene.Main.login.instantiate()`, `R.storyboard.main.login()`. What each call loads, dequeues or
/// performs is the libraries' convention, which `nib check` holds as data; the sources only say who calls what.
public struct LibraryCall: Sendable, Hashable, Codable {
    /// The function called, with its argument labels (`loadFromNib()`, `register(cellType:)`,
    /// `dequeueReusableCell(for:)`); empty for an accessor chain.
    public var function: String
    /// The type the call names: its receiver (`ProfileHeader` in `ProfileHeader.loadFromNib()`), its `Type.self`
    /// argument, or the type its result is cast or bound to (`as TrackCell`, `let cell: TrackCell`).
    public var type: String?
    /// A generated accessor's names from its root (`["StoryboardScene", "Main", "login", "instantiate"]`,
    /// `["R", "storyboard", "main", "login"]`); empty for a call by type.
    public var path: [String]
    /// Where the call is.
    public var location: SourceFileLocation
    /// The class whose code holds it, if any.
    public var enclosingClass: String?

    package init(
        function: String, type: String? = nil, path: [String] = [], location: SourceFileLocation,
        enclosingClass: String? = nil
    ) {
        self.function = function
        self.type = type
        self.path = path
        self.location = location
        self.enclosingClass = enclosingClass
    }

    /// The base names of the functions recorded when they name a type: the libraries' loaders, registrations and
    /// dequeues by type (Reusable's, NibKit's, LoadableViews'), so that other calls on types are not kept.
    package static let functionsByType: Set<String> = [
        "loadFromNib", "instantiate", "register", "dequeueReusableCell", "dequeueReusableSupplementaryView",
        "dequeueReusableHeaderFooterView", "makeView", "makeItem", "loadNibContent", "instantiateFromNib",
    ]

    /// The roots of the generated accessors recorded: SwiftGen's `StoryboardScene` and `StoryboardSegue`, R.swift's
    /// `R`.
    package static let accessorRoots: Set<String> = ["StoryboardScene", "StoryboardSegue", "R"]
}
