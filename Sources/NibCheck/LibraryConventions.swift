/// How the ecosystem's libraries load nibs and storyboards and name reuse identifiers, as data: a class that inherits
/// from or adopts a row's type loads the document the row names (the class's own name unless the class declares the
/// row's member). The libraries' sources are usually not in the project (a pod, a package), so their behaviour is
/// written here once; a project whose own code declares a type of the same name is read from its sources instead.
/// A project adds rows for loaders of its own in `.nibcheck.yml` (`loaders:`).
struct LibraryConvention: Sendable, Equatable {
    /// What the row loads.
    enum Resource: Sendable, Equatable {
        /// A nib named after the class (or its ``LibraryConvention/member``).
        case nib
        /// A storyboard named after the class, its initial view controller, or the scene whose Storyboard ID
        /// ``LibraryConvention/sceneMember`` gives.
        case storyboard
    }

    /// Which object the loaded nib's File's Owner is.
    enum Owner: Sendable, Equatable {
        /// The object of the class that loads it (`owner: self`).
        case object
        /// None: the object is the nib's top-level view (`loadNibNamed(_:owner: nil)`).
        case topLevel
    }

    /// The library, as a message names it (`Reusable`).
    var library: String
    /// The class to inherit from or the protocol to adopt (several when the library gives one behaviour several
    /// names: `NibLoadable` and `NibReusable`).
    var types: [String]
    var resource: Resource
    /// The member of the class that names the document; the class's own name when the class does not declare it.
    var member: String
    var owner: Owner
    /// The functions that load, for an object of the class: those that run while it is made (`init(coder:)`,
    /// `init(frame:)`) or that its code calls on itself (`loadNibContent()`), followed by ``NibLoadingFlow``.
    var runs: [String] = []
    /// The function code calls on the class to load (`loadFromNib()`, `instantiate()`), for naming the place.
    var call: String?
    /// The member that gives a storyboard scene's Storyboard ID (its default: the class's name); nil for the
    /// storyboard's initial view controller.
    var sceneMember: String?
    /// Where the row comes from, for a message: empty for a library's, the configuration file for a project's.
    var source = ""

    /// What the row does, for a message: `loadFromNib() loads the nib named after the class`.
    var summary: String {
        let what = resource == .nib ? "the nib" : "the storyboard"
        let how = call.map { "\($0) loads" } ?? runs.first.map { "\($0) loads" } ?? "loads"
        let scene = resource == .storyboard ? (sceneMember == nil ? ", its initial view controller" : ", a scene") : ""
        return "\(how) \(what) named after the class\(scene)"
    }

    static let all: [LibraryConvention] = [
        // NibKit: a NibView subclass loads `nibName` (default: the class's name) from both initializers with the view
        // as owner; NibContentLoading's `loadNibContent(named:bundle:)` does the same for any view that calls it.
        LibraryConvention(
            library: "NibKit", types: ["NibView"], resource: .nib, member: "nibName", owner: .object,
            runs: ["init(coder:)", "init(frame:)"]),
        LibraryConvention(
            library: "NibKit", types: ["NibContentLoading"], resource: .nib, member: "nibName", owner: .object,
            runs: ["loadNibContent(named:bundle:)"]),
        LibraryConvention(
            library: "NibKit", types: ["NibInstantiable"], resource: .nib, member: "nibName", owner: .topLevel,
            call: "loadFromNib()"),
        LibraryConvention(
            library: "NibKit", types: ["StoryboardInstantiable"], resource: .storyboard, member: "storyboardName",
            owner: .topLevel, call: "instantiate()"),
        // Reusable: NibOwnerLoadable's `loadNibContent()` instantiates `nib` with the view as owner; NibLoadable's
        // `loadFromNib()` takes the nib's first top-level object as the view; StoryboardBased's `instantiate()` makes
        // the initial controller of the storyboard named after the class, StoryboardSceneBased's the scene whose ID
        // is `sceneIdentifier` (default: the class's name) in `sceneStoryboard`, which the class declares.
        LibraryConvention(
            library: "Reusable", types: ["NibOwnerLoadable"], resource: .nib, member: "nib", owner: .object,
            runs: ["loadNibContent()"]),
        LibraryConvention(
            library: "Reusable", types: ["NibLoadable", "NibReusable"], resource: .nib, member: "nib",
            owner: .topLevel, call: "loadFromNib()"),
        LibraryConvention(
            library: "Reusable", types: ["StoryboardBased"], resource: .storyboard, member: "sceneStoryboard",
            owner: .topLevel, call: "instantiate()"),
        LibraryConvention(
            library: "Reusable", types: ["StoryboardSceneBased"], resource: .storyboard, member: "sceneStoryboard",
            owner: .topLevel, call: "instantiate()", sceneMember: "sceneIdentifier"),
        // Instantiate (tarunon), with InstantiateStandard's defaults: a StoryboardInstantiatable controller is the
        // initial one of the storyboard `storyboardName` names (the class's name), a NibInstantiatable view the first
        // top-level object of the nib `nibName` names; `init(with:)` and `instantiate(with:)` make them.
        LibraryConvention(
            library: "Instantiate", types: ["StoryboardInstantiatable"], resource: .storyboard,
            member: "storyboardName", owner: .topLevel, call: "init(with:)"),
        LibraryConvention(
            library: "Instantiate", types: ["NibInstantiatable"], resource: .nib, member: "nibName", owner: .topLevel,
            call: "init(with:)"),
        // LoadableViews (MLSDev): a LoadableView (or any NibLoadableProtocol view calling `setupNib()`) loads
        // `nibName` (default: the class's name) with the view as owner from both initializers.
        LibraryConvention(
            library: "LoadableViews", types: ["LoadableView", "LoadableControl"], resource: .nib, member: "nibName",
            owner: .object, runs: ["init(coder:)", "init(frame:)"]),
        LibraryConvention(
            library: "LoadableViews", types: ["NibLoadableProtocol"], resource: .nib, member: "nibName",
            owner: .object, runs: ["setupNib()"]),
        // NibDesignable (mbogh): a NibDesignable loads `nibName()` (default: the class's name) with the view as owner
        // from both initializers; NibDesignableProtocol's `setupNib()` does it for a view that calls it.
        LibraryConvention(
            library: "NibDesignable", types: ["NibDesignable", "NibDesignableControl"], resource: .nib,
            member: "nibName()", owner: .object, runs: ["init(coder:)", "init(frame:)"]),
        LibraryConvention(
            library: "NibDesignable", types: ["NibDesignableProtocol"], resource: .nib, member: "nibName()",
            owner: .object, runs: ["setupNib()"]),
        // UIView+NibLoading (n-b): NibLoadedView's initializers call `loadContentsFromNib`, which loads the nib named
        // after the class with the view as owner; any view may call it itself.
        LibraryConvention(
            library: "UIView+NibLoading", types: ["NibLoadedView"], resource: .nib, member: "", owner: .object,
            runs: ["initWithCoder:", "initWithFrame:", "init(coder:)", "init(frame:)"]),
        LibraryConvention(
            library: "UIView+NibLoading", types: ["UIView"], resource: .nib, member: "", owner: .object,
            runs: ["loadContentsFromNib", "loadContentsFromNib()"]),
    ]
}

extension LibraryConvention {
    /// The convention of a loader the project configures: one that loads its nib with the object as owner does it
    /// from its initializers; any other loads when code calls it on the class, which the check does not know.
    init(configured loader: CheckConfiguration.Loader) {
        let ownsNib = loader.resource == .nib && loader.owner == .self
        self.init(
            library: loader.source, types: [loader.type], resource: loader.resource == .nib ? .nib : .storyboard,
            member: loader.member ?? "", owner: ownsNib ? .object : .topLevel,
            runs: ownsNib ? ["init(coder:)", "init(frame:)", "initWithCoder:", "initWithFrame:"] : [],
            source: loader.source)
    }
}
