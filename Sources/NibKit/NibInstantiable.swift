#if canImport(UIKit) || canImport(AppKit)
    import Foundation
    import NibRuntime
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    /// A view whose nib's top-level view has the view's own class, loaded with no owner (seed 000's alternative, seed
    /// 004's "plain" approach; Reusable's `NibLoadable`, named apart from it so that a file can import both). Such a
    /// view cannot load its nib from `init(coder:)`: that is the recursion ``NibLoadingError/recursion(chain:)``
    /// reports.
    @MainActor
    public protocol NibInstantiable: PlatformView {
        /// The nib's name: the class name unless overridden.
        static var nibName: String { get }
        /// The bundle searched first; nil searches the class's package resources, its bundle and the main bundle.
        static var nibBundle: Bundle? { get }
        /// The store that finds and keeps the nib: ``NibStore/shared`` unless overridden.
        static var nibStore: NibStore { get }
    }

    extension NibInstantiable {
        public static var nibName: String { String(describing: self) }
        public static var nibBundle: Bundle? { nil }
        public static var nibStore: NibStore { .shared }

        /// The nib's top-level view of this class — chosen by class, never by position, and by identifier
        /// (`restorationIdentifier` on UIKit, `identifier` on AppKit) when the nib holds several. `owner` stands for
        /// File's Owner (its outlets and actions connect to it, as `loadNibNamed(_:owner:)` does). The nib's other
        /// top-level objects stay alive as long as the view.
        public static func loadFromNib(
            named name: String? = nil, identifier: String? = nil, owner: AnyObject? = nil
        ) throws -> Self {
            let name = name ?? nibName
            let nib = try nibStore.nib(named: name, for: self, bundle: nibBundle)
            let path = try nibStore.path(ofNib: name, for: self, bundle: nibBundle)
            let objects = try LoadingChain.loading(path, entry: "\(name) (\(self).loadFromNib)") {
                try NibInstantiation.instantiate(nib, named: name, owner: owner)
            }
            var matches = objects.compactMap { $0 as? Self }
            if let identifier { matches = matches.filter { $0.nibIdentifier == identifier } }
            guard let match = matches.first else {
                throw NibLoadingError.topLevelObjectNotFound(
                    nib: name, className: String(describing: self),
                    found: objects.map { String(describing: type(of: $0)) })
            }
            guard matches.count == 1 else {
                throw NibLoadingError.ambiguousTopLevelObject(
                    nib: name, className: String(describing: self), count: matches.count)
            }
            LoadedContent.attach(LoadedContent(nibName: name, objects: objects.filter { $0 !== match }), to: match)
            return match
        }
    }

    extension PlatformView {
        /// The identifier Interface Builder sets on a view, used to pick one of several top-level views.
        fileprivate var nibIdentifier: String? {
            #if canImport(UIKit)
                restorationIdentifier
            #else
                identifier?.rawValue
            #endif
        }
    }
#endif
