#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import NibRuntime
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// Finds nibs for view classes and keeps them decoded: one shared, bounded cache (``NibCache``) keyed by the
    /// bundle folder and the nib name, emptied on memory warnings — so that a table of a thousand nib-backed cells
    /// reads each nib once (seed 001's `NSCache` of nibs). Where each nib was found is remembered too, so that a
    /// second load of a nib touches no file.
    @MainActor
    public final class NibStore {
        /// The store every load uses unless a view's `nibStore` names another.
        public static let shared = NibStore()

        /// The decoded nibs.
        public let cache: NibCache<PlatformNib>
        /// Where each nib was found, by the lookup (the explicit bundle and the class's module) and the name:
        /// consulted before any bundle is asked for its path or any folder is listed.
        private let paths: NibCache<String>
        /// The memory-warning observer, removed when the store goes away (by a deinit, which is nonisolated).
        nonisolated(unsafe) private var observer: NSObjectProtocol?

        /// A store whose cache keeps at most `countLimit` nibs (and as many found paths), the nibs emptied on
        /// UIKit's memory warnings.
        public init(countLimit: Int = 64) {
            let cache = NibCache<PlatformNib>(countLimit: countLimit)
            self.cache = cache
            self.paths = NibCache(countLimit: countLimit)
            #if canImport(UIKit) && !os(watchOS)
                observer = NotificationCenter.default.addObserver(
                    forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
                ) { _ in cache.removeAll() }
            #endif
        }

        deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }

        /// The nib named `name` for a class of `type`: in `bundle` when given, then in the Swift package resource
        /// bundle of `type`'s module (and the folders inside it), then in `type`'s own bundle and the main bundle,
        /// each unlocalized and then in its `.lproj` folders (see ``NibSearch``). Throws
        /// ``NibLoadingError/nibNotFound(name:searched:)`` listing every location searched, or
        /// ``NibLoadingError/uncompiledNib(name:document:)`` when only a `.xib` that was not compiled is there.
        public func nib(named name: String, for type: AnyClass, bundle: Bundle? = nil) throws -> PlatformNib {
            let path = try path(ofNib: name, for: type, bundle: bundle)
            let folder = (path as NSString).deletingLastPathComponent
            return try cache.value(for: .init(location: folder, name: name)) {
                guard let owningBundle = Bundle(path: NibSearch.bundlePath(containing: folder)) else {
                    throw NibLoadingError.nibNotFound(name: name, searched: [path])
                }
                #if canImport(UIKit)
                    return UINib(nibName: name, bundle: owningBundle)
                #else
                    guard let nib = NSNib(nibNamed: name, bundle: owningBundle) else {
                        throw NibLoadingError.nibNotFound(name: name, searched: [path])
                    }
                    return nib
                #endif
            }
        }

        /// The nib named after a cell or reusable view class, to register the class with, or nil for a class whose
        /// nib does not exist, which is registered alone (``CellRegistrations/source(afterLookingForNib:)``); any other
        /// failure (an uncompiled or broken nib) goes to ``NibFailure`` and gives nil too.
        func registrationNib(for type: AnyClass) -> PlatformNib? {
            var nib: PlatformNib?
            do {
                let source = try CellRegistrations.source {
                    nib = try self.nib(named: String(describing: type), for: type)
                }
                return source == .nib ? nib : nil
            } catch {
                NibFailure.report(error, view: type)
                return nil
            }
        }

        /// Where the nib named `name` for a class of `type` is (see ``nib(named:for:bundle:)``): found once, then
        /// remembered.
        public func path(ofNib name: String, for type: AnyClass, bundle: Bundle? = nil) throws -> String {
            let module = NibSearch.moduleName(of: type)
            // The class's bundle follows from its module; a class without one stands for itself.
            let lookup = "\(bundle?.bundlePath ?? "")\n\(module ?? String(reflecting: type))"
            return try paths.value(for: .init(location: lookup, name: name)) {
                try search(in: bundle, for: type).path(ofNib: name, module: module)
            }
        }

        /// Where the compiled storyboard (`NAME.storyboardc`) named `name` for a class of `type` is, searched as a
        /// nib is (see ``nib(named:for:bundle:)``): found once, then remembered. Found first because
        /// `UIStoryboard(name:bundle:)` raises an Objective-C exception for a storyboard that is not there. Throws
        /// ``NibLoadingError/nibNotFound(name:searched:)`` or ``NibLoadingError/uncompiledNib(name:document:)``.
        public func path(ofStoryboard name: String, for type: AnyClass, bundle: Bundle? = nil) throws -> String {
            let module = NibSearch.moduleName(of: type)
            let lookup = "storyboard\n\(bundle?.bundlePath ?? "")\n\(module ?? String(reflecting: type))"
            return try paths.value(for: .init(location: lookup, name: name)) {
                var search = search(in: bundle, for: type)
                search.extensions = StoryboardScene.compiledExtensions
                search.uncompiledExtensions = StoryboardScene.documentExtensions
                return try search.path(ofNib: name, module: module)
            }
        }

        private func search(in bundle: Bundle?, for type: AnyClass) -> NibSearch {
            func folders(of bundle: Bundle) -> [String] { [bundle.resourcePath, bundle.bundlePath].compactMap { $0 } }
            let classBundle = Bundle(for: type)
            let bundles = [bundle, classBundle, .main].compactMap { $0 }
            return NibSearch(
                preferredDirectories: bundle.map(folders) ?? [],
                roots: folders(of: classBundle) + folders(of: .main), extensions: NibSearch.compiledExtensions,
                localizations: NibSearch.localizations(preferring: bundles.flatMap(\.preferredLocalizations)),
                uncompiledExtensions: NibSearch.documentExtensions)
        }
    }
#endif
