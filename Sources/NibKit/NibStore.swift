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
    /// reads each nib once (seed 001's `NSCache` of nibs).
    @MainActor
    public final class NibStore {
        /// The store every load uses.
        public static let shared = NibStore()

        /// The decoded nibs.
        public let cache: NibCache<PlatformNib>
        private var observer: NSObjectProtocol?

        /// A store whose cache keeps at most `countLimit` nibs, emptied on UIKit's memory warnings.
        public init(countLimit: Int = 64) {
            let cache = NibCache<PlatformNib>(countLimit: countLimit)
            self.cache = cache
            #if canImport(UIKit) && !os(watchOS)
                observer = NotificationCenter.default.addObserver(
                    forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
                ) { _ in cache.removeAll() }
            #endif
        }

        /// The nib named `name` for a class of `type`: in `bundle` when given, then in the Swift package resource
        /// bundle of `type`'s module, then in `type`'s own bundle and the main bundle (see ``NibSearch``). Throws
        /// ``NibLoadingError/nibNotFound(name:searched:)`` listing every location searched.
        public func nib(named name: String, for type: AnyClass, bundle: Bundle? = nil) throws -> PlatformNib {
            let path = try search(in: bundle, for: type).path(ofNib: name, module: NibSearch.moduleName(of: type))
            let folder = (path as NSString).deletingLastPathComponent
            return try cache.value(for: .init(location: folder, name: name)) {
                guard let owningBundle = Bundle(path: Self.bundlePath(containing: folder)) else {
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

        private func search(in bundle: Bundle?, for type: AnyClass) -> NibSearch {
            func folders(of bundle: Bundle) -> [String] { [bundle.resourcePath, bundle.bundlePath].compactMap { $0 } }
            let classBundle = Bundle(for: type)
            return NibSearch(
                preferredDirectories: bundle.map(folders) ?? [],
                roots: folders(of: classBundle) + folders(of: .main), extensions: ["nib"])
        }

        /// The bundle a folder of resources belongs to (`X.bundle/Contents/Resources` → `X.bundle`).
        private static func bundlePath(containing folder: String) -> String {
            folder.hasSuffix("/Contents/Resources")
                ? ((folder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent : folder
        }
    }
#endif
