#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import NibRuntime
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// A view whose content is designed in a nib that has the view's class as File's Owner (seeds 000 and 003;
    /// Reusable's `NibOwnerLoadable`; named apart from it so that a file can import both). Adopt it on any view —
    /// controls included — and call ``loadNibContent(named:)`` from both initializers, or subclass ``NibView``, which
    /// does.
    @MainActor
    public protocol NibContentLoading: PlatformView {
        /// The nib's name: the class name unless overridden.
        static var nibName: String { get }
        /// The bundle searched first; nil searches the class's package resources, its bundle and the main bundle.
        static var nibBundle: Bundle? { get }
        /// The store that finds and keeps the nib: ``NibStore/shared`` unless overridden.
        static var nibStore: NibStore { get }
        /// How the nib's single top-level view becomes content: reparented (default) or embedded.
        static var nibContentMode: NibContentMode { get }
        /// Called once after the content is loaded, whichever initializer ran. Declare it in the class that adopts
        /// the protocol (``NibView`` does), so that subclasses override it: a protocol extension's method would not
        /// reach theirs.
        func contentDidLoad()
    }

    extension NibContentLoading {
        public static var nibName: String { String(describing: self) }
        public static var nibBundle: Bundle? { nil }
        public static var nibStore: NibStore { .shared }
        public static var nibContentMode: NibContentMode { .reparent }

        /// Loads the nib with this view as its owner and installs its single top-level view as ``nibContentMode``
        /// says (``ContentLoader``); a second call does nothing. Throws ``NibLoadingError``: the nib is missing (with
        /// the locations searched), has not exactly one top-level view, connects an outlet this class does not have
        /// (the `NSUnknownKeyException`, caught), or loads itself (recursion, with the chain).
        /// `bundle`, when given, is searched first instead of ``nibBundle``.
        public func loadNibContent(named name: String? = nil, bundle: Bundle? = nil) throws {
            guard LoadedContent.of(self) == nil else { return }
            // The instance's class, not the one this method is called through: a subclass's nib and settings.
            let type = type(of: self)
            let name = name ?? type.nibName
            let store = type.nibStore
            let bundle = bundle ?? type.nibBundle
            let nib = try store.nib(named: name, for: type, bundle: bundle)
            // Known by bundle and name, so that two nibs of one name in different bundles are no recursion.
            let path = try store.path(ofNib: name, for: type, bundle: bundle)
            let objects = try LoadingChain.loading(path, entry: "\(name) (loaded by \(type))") {
                try LoadedContent.loading(self) { try NibInstantiation.instantiate(nib, named: name, owner: self) }
            }
            let loader = ContentLoader(host: PlatformViewTreeHost())
            let root = try loader.singleView(of: objects, nib: name)
            loader.install(root, into: self, mode: type.nibContentMode)
            LoadedContent.attach(
                LoadedContent(nibName: name, objects: objects.filter { !($0 is PlatformView) }), to: self)
            contentDidLoad()
        }

        /// The nib this view's content came from, once loaded.
        public var loadedNibName: String? { LoadedContent.of(self)?.nibName }

        /// Whether the view is loading its own nib now. AppKit sends `awakeFromNib` to File's Owner too, so on macOS
        /// the view receives it while its own nib loads, before its content is installed, and again from an outer
        /// nib that embeds it: an `awakeFromNib` override returns early while this is true. Setup that needs the
        /// content belongs in ``contentDidLoad()``, which runs once on every platform.
        /// Readable from `awakeFromNib`, which SDKs before iOS 18 and macOS 15 declare nonisolated.
        public nonisolated var isLoadingNibContent: Bool { LoadedContent.isLoading(self) }
    }
#endif
