import NibModel
import NibRuntime

/// The base class for a custom view whose content lives in a nib, created from code (`init(frame:)`) or from
/// another nib (`init(coder:)`) with the same result:
///
/// ```swift
/// final class ColorView: NibView {
///     @Outlet var swatchView: View?
///     @Outlet var hexLabel: Label?
///     override func contentDidLoad() { hexLabel?.text = "#FF8800" }
/// }
/// ```
///
/// The nib (named after the class unless ``nibName`` says otherwise) has this class as File's Owner and a plain
/// top-level view; its content is installed as ``nibContentMode`` says, and ``contentDidLoad()`` runs once,
/// whichever initializer ran.
///
/// The view loads in its ``environment``: the one passed to ``init(frame:environment:)``, else the one of the load
/// that creates it from another nib, else ``NibEnvironment/current``; a class that names its own ``library`` loads
/// from that one.
open class NibView: View {
    /// The nib this class loads: its own name by default. Override to pick another, or to reuse the parent
    /// class's nib (`override class var nibName: String { "ColorView" }`).
    open class var nibName: String { String(describing: self) }

    /// The nib an instance created from another nib loads: `nibName` unless overridden (a stand-in class can
    /// pick it from the archived object).
    open class func nibName(for coder: NibCoder) -> String { nibName }

    /// How the content is installed: reparented into the view (default) or embedded as a pinned subview.
    open class var nibContentMode: NibContentMode { .reparent }

    /// Where the class's nibs are found, whatever environment an instance is made in (as a framework's view finds its
    /// nib in its own bundle): nil, the default, for the library of the instance's ``environment``.
    open class var library: NibLibrary? { nil }

    /// The environment the view loaded its content in (its library is the class's ``library`` when it names one).
    public let environment: NibEnvironment

    /// The nib this instance loaded.
    public private(set) var loadedNibName: String?
    /// Whether the view is loading its own nib now. AppKit sends `awakeFromNib` to File's Owner too, so on macOS a
    /// nib-backed view receives it while its own nib loads, before its content is installed, and again from an outer
    /// nib that embeds it: an `awakeFromNib` override returns early while this is true. Setup that needs the
    /// content belongs in ``contentDidLoad()``, which runs once on every platform.
    public private(set) var isLoadingNibContent = false
    /// Top-level objects besides the content view (gesture recognizers, plain objects), kept alive with the view.
    public private(set) var nibObjects: [NibObject] = []

    /// Creates the view from code as ``init(frame:)`` does with a zero frame.
    public required init() {
        environment = Self.environment(from: .current)
        super.init()
        loadContentReportingFailure()
    }

    /// Creates the view from code in ``NibEnvironment/current``. A zero frame adopts the nib's design size. A nib
    /// that cannot be loaded is reported to `NibFailure/handler` (which stops the program unless set otherwise);
    /// create the view inside `NibFailure/throwing(_:)` to get the error thrown instead.
    public override init(frame: Rect) {
        environment = Self.environment(from: .current)
        super.init(frame: frame)
        loadContentReportingFailure()
    }

    /// Creates the view from code in `environment`, as ``init(frame:)`` does in the current one: its nib, and the
    /// nibs of the views inside, come from the environment's library and its text is measured by its measurer.
    public init(frame: Rect = .zero, environment: NibEnvironment) {
        self.environment = Self.environment(from: environment)
        super.init(frame: frame)
        sizing.text = environment.textMeasure
        loadContentReportingFailure()
    }

    /// Creates the view without loading content (for subclasses that load it later themselves).
    init(frameWithoutContent frame: Rect) {
        environment = Self.environment(from: .current)
        super.init(frame: frame)
    }

    /// Creates the view from another nib without loading content (for subclasses that decide for themselves).
    init(coderWithoutContent coder: NibCoder) throws {
        environment = Self.environment(from: coder.environment)
        try super.init(coder: coder)
    }

    /// Creates the view from code with the content of a chosen nib.
    public init(frame: Rect, nibName: String) throws {
        environment = Self.environment(from: .current)
        super.init(frame: frame)
        try loadNibContent(named: nibName)
    }

    /// Creates the view from another nib, in that load's environment: the outer nib's frame, appearance and
    /// constraints to this view stay. The warnings of its own nib join the outer nib's.
    public required init(coder: NibCoder) throws {
        environment = Self.environment(from: coder.environment)
        try super.init(coder: coder)
        let name = Self.nibName(for: coder)
        let className = coder.object.customClass ?? String(describing: Self.self)
        if !coder.isTopLevelObject, let path = try? environment.library.path(ofNib: name, for: Self.self),
            LoadingChain.innermostNib == path
        {
            throw NibLoadingError.embedsItself(
                nib: coder.instantiator.source, line: coder.object.location.line, object: coder.object.messageName,
                className: className, chain: LoadingChain.entries + ["\(name) (loaded by \(className))"])
        }
        coder.instantiator.adopt(try loadContent(named: name, loader: className))
    }

    /// `environment` with the class's own ``library`` in place of its library, when the class names one.
    static func environment(from environment: NibEnvironment) -> NibEnvironment {
        environment.loading(from: library)
    }

    /// Loads the content once, in the view's ``environment``; later calls do nothing (content is never added twice).
    /// Warnings (an unknown class, an action nothing handles) go to the library's ``NibLibrary/warningHandler``.
    public func loadNibContent(named name: String? = nil) throws {
        for warning in try loadContent(named: name, loader: String(describing: type(of: self))) {
            environment.library.warningHandler(warning)
        }
    }

    /// Loads the content once and returns the nib's warnings. What ``contentDidLoad()`` makes in code gets the view's
    /// environment too.
    private func loadContent(named name: String?, loader: String) throws -> [String] {
        guard loadedNibName == nil else { return [] }
        let name = name ?? Self.nibName
        isLoadingNibContent = true
        let loaded = Result {
            try environment.library.instantiate(name, owner: self, loader: loader, in: environment)
        }
        isLoadingNibContent = false
        let nib = try loaded.get()
        let loader = ContentLoader(host: HeadlessHost())
        let root = try loader.singleView(of: nib.topLevelObjects, nib: nib.path ?? name)
        loader.install(root, into: self, mode: nibContentMode(forRoot: root))
        nibObjects = nib.topLevelObjects.filter { !($0 is View) }
        loadedNibName = name
        NibEnvironment.with(environment) { contentDidLoad() }
        return nib.warnings
    }

    private func loadContentReportingFailure() {
        do {
            try loadNibContent()
        } catch {
            NibFailure.report(error, view: Self.self)
        }
    }

    /// How this instance installs `root`: ``nibContentMode`` unless overridden.
    open func nibContentMode(forRoot root: View) -> NibContentMode { Self.nibContentMode }

    /// Called once after the content is loaded, from either initializer (seed 001's `initialize`, seed 002's
    /// `setupUI`).
    open func contentDidLoad() {}
}
