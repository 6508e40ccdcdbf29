import Foundation
import NibModel
import NibTextMetrics

/// What a load works with: where nibs are found and which classes they may create (``library``: its search
/// directories, registry, limits and warning handler), and how text is measured (``textMeasure``).
///
/// Every load has one and hands it on: a view a nib creates (`init(coder:)`) gets the environment of that load from
/// its ``NibCoder``, and so does a nested nib-backed view's own content; a view made in code takes ``current`` — the
/// one a ``with(_:_:)`` scope on this thread (or task) set, else ``default``:
///
/// ```swift
/// NibEnvironment.default = NibEnvironment(library: NibLibrary(searchDirectories: [nibs]))  // once, at startup
/// let card = ProfileCard()                                   // the default environment
/// let other = ProfileCard(frame: .zero, environment: preview) // another, passed explicitly
/// let cell = NibEnvironment.with(preview) { NoteCell() }     // everything made inside uses `preview`
/// ```
public struct NibEnvironment: Sendable {
    /// Where nibs are found, which classes they may create, the bounds of a load and where warnings go.
    public var library: NibLibrary
    /// How labels, buttons and cells measure text, and how an AppKit document's stored frames are read.
    public var textMeasure: any TextMeasuring {
        didSet { textMeasureKey = Self.keys.next() }
    }
    /// Tells measurers apart in the library's cache of document facts, which are read with one: 0 for the standard
    /// measurer, a number of its own for each one set.
    private(set) var textMeasureKey: Int
    /// How views made in code size themselves: a document's generation and pixel grid (see
    /// ``sizingViewsInCode(like:)``), or nil for the newest generation's sizes in whole points.
    var codeSizing: UIKitSizing?
    /// The document whose controls views made in code by AppKit's names are sized like (see
    /// ``sizingViewsInCode(like:)``): its generation's cells, measured with its evidence.
    var codeFacts: DocumentFacts?

    /// An environment that loads from `library` and measures with `textMeasure` (the standard metrics tables when
    /// nil).
    public init(library: NibLibrary = NibLibrary(searchDirectories: ["."]), textMeasure: (any TextMeasuring)? = nil) {
        self.library = library
        self.textMeasure = textMeasure ?? TextMetrics()
        textMeasureKey = textMeasure == nil ? 0 : Self.keys.next()
    }

    /// This environment with views made in code sized as `document`'s views are when it is loaded: its Interface
    /// Builder generation's control sizes, and frames and text rounded to its design device's pixel grid, as code
    /// running on that device sees them. Ejected code (`nib eject --verify`) is laid out so beside its document.
    public func sizingViewsInCode(like document: IBDocument) -> NibEnvironment {
        var environment = self
        let facts = DocumentFacts(document: document, textMeasure: textMeasure)
        environment.codeSizing = facts.sizing
        environment.codeFacts = facts
        return environment
    }

    /// This environment with `library` in place of its own, when given.
    func loading(from library: NibLibrary?) -> NibEnvironment {
        guard let library else { return self }
        var environment = self
        environment.library = library
        return environment
    }

    /// Instantiates the nib named `name` from the library, in this environment: the objects it creates get it (see
    /// ``NibLibrary/instantiate(_:owner:externalObjects:loader:for:)``).
    public func instantiate(
        _ name: String, owner: NibObject?, externalObjects: [String: NibObject] = [:], for type: Any.Type? = nil
    ) throws -> InstantiatedNib {
        try library.instantiate(name, owner: owner, externalObjects: externalObjects, for: type, in: self)
    }

    // MARK: - The default and the current environment

    /// The environment of everything made outside a ``with(_:_:)`` scope: set it once, at startup. Thread-safe; a
    /// view keeps the environment it was made with, so setting it changes nothing already made.
    public static var `default`: NibEnvironment {
        get { defaultBox.lock.withLock { defaultBox.environment } }
        set { defaultBox.lock.withLock { defaultBox.environment = newValue } }
    }

    /// The environment views made in code now get: the innermost ``with(_:_:)`` scope's on this thread or task (a
    /// load's own, while it runs), else ``default``.
    public static var current: NibEnvironment { scoped ?? `default` }

    /// Runs `body` with `environment` as ``current`` on this thread (and the tasks it starts): the views, nibs,
    /// storyboards and cells it makes, including by their one-line calls (`GreetingView()`,
    /// `Cell.loadFromNib()`), use it. A test that runs beside others passes its own environment this way.
    public static func with<T>(_ environment: NibEnvironment, _ body: () throws -> T) rethrows -> T {
        try $scoped.withValue(environment, operation: body)
    }

    @TaskLocal private static var scoped: NibEnvironment?

    private static let defaultBox = DefaultBox()
    private static let keys = KeyCounter()

    /// The default environment, behind a lock.
    private final class DefaultBox: @unchecked Sendable {
        let lock = NSLock()
        var environment = NibEnvironment()
    }

    /// Hands out the keys of measurers, behind a lock.
    private final class KeyCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var last = 0

        func next() -> Int {
            lock.withLock {
                last += 1
                return last
            }
        }
    }
}
