#if canImport(AppKit) && !canImport(UIKit)
    import AppKit
    import Foundation
    import NibAppleExceptions
    import NibRuntime
    import ObjectiveC

    /// What a table or collection view registered through these helpers, kept with the view: the identifier each
    /// class is registered under (``CellRegistrations``), and the classes registered without a nib, which
    /// `NSTableView` cannot register and `makeView(ofType:owner:identifier:)` therefore creates itself.
    private final class RegisteredViews: NSObject {
        var registrations = CellRegistrations()
        /// Every identifier registered here, nib or class.
        var identifiers: Set<String> = []
        /// The class of each identifier registered without a nib.
        var classes: [String: AnyClass] = [:]

        private nonisolated(unsafe) static var key: UInt8 = 0

        static func of(_ view: AnyObject) -> RegisteredViews {
            if let existing = objc_getAssociatedObject(view, &key) as? RegisteredViews { return existing }
            let created = RegisteredViews()
            objc_setAssociatedObject(view, &key, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return created
        }

        /// Records `type` under `identifier` (its name by default), from a nib or not; returns the identifier.
        func register(_ type: AnyClass, identifier: String?, hasNib: Bool) -> String {
            let identifier = registrations.register(type, reuseIdentifier: identifier)
            identifiers.insert(identifier)
            classes[identifier] = hasNib ? nil : type
            return identifier
        }
    }

    /// `made` as `T`, or nil after reporting to ``NibFailure`` that the view made under `identifier` has another
    /// class (or that nothing was made: `missing`).
    @MainActor
    private func typed<T>(_ made: Any?, as type: T.Type, identifier: String, missing: () -> NibLoadingError) -> T? {
        guard let made else {
            NibFailure.report(missing(), view: type)
            return nil
        }
        guard let typed = made as? T else {
            NibFailure.report(
                NibLoadingError.topLevelObjectNotFound(
                    nib: identifier, className: String(describing: type),
                    found: [String(describing: Swift.type(of: made))]), view: type)
            return nil
        }
        return typed
    }

    extension NSTableView {
        /// Registers a cell view class under `identifier` (its class name by default): its nib, named after the class
        /// and found as views' nibs are (cached), when there is one (`register(_:forIdentifier:)`); otherwise the
        /// class itself, which ``makeView(ofType:owner:identifier:)`` creates in code. A nib that exists but cannot be
        /// loaded is reported to ``NibFailure``.
        public func register<CellView: NSView>(cellViewType: CellView.Type, identifier: String? = nil) {
            let nib = NibStore.shared.registrationNib(for: cellViewType)
            let registered = RegisteredViews.of(self).register(cellViewType, identifier: identifier, hasNib: nib != nil)
            // Without a nib, any nib registered before under the identifier is forgotten.
            register(nib, forIdentifier: NSUserInterfaceItemIdentifier(registered))
        }

        /// A cell view of the registered type, typed, under the identifier it was registered with (or `identifier`):
        /// reused, made from its nib with `owner` as File's Owner (`makeView(withIdentifier:owner:)`), or created in
        /// code for a class registered without a nib. A nib that connects an outlet the class lacks, a view of
        /// another class, or an identifier nothing is registered for is reported to ``NibFailure`` (instead of an
        /// uncaught `NSUnknownKeyException` or a nil to force-unwrap); when the handler returns, a plain view of the
        /// type stands in.
        public func makeView<CellView: NSView>(
            ofType type: CellView.Type = CellView.self, owner: Any?, identifier: String? = nil
        ) -> CellView {
            let registered = RegisteredViews.of(self)
            let identifier = registered.registrations.identifier(for: type, reuseIdentifier: identifier)
            let itemIdentifier = NSUserInterfaceItemIdentifier(identifier)
            var made: NSView?
            if let exception = catchObjectiveCException({
                made = makeView(withIdentifier: itemIdentifier, owner: owner)
            }) {
                NibFailure.report(
                    NibInstantiation.error(for: exception, nib: identifier, owner: owner as AnyObject?), view: type)
                return CellView(frame: .zero)
            }
            if made == nil, let viewClass = registered.classes[identifier] as? NSView.Type {
                let view = viewClass.init(frame: .zero)
                view.identifier = itemIdentifier
                made = view
            }
            let nibIdentifiers = (registeredNibsByIdentifier ?? [:]).keys.map(\.rawValue)
            return typed(made, as: type, identifier: identifier) {
                .unregisteredReuseIdentifier(
                    identifier, kind: "table cell view",
                    registered: Set(nibIdentifiers).union(registered.identifiers).sorted())
            } ?? CellView(frame: .zero)
        }
    }

    extension NSCollectionView {
        /// Registers an item class under `identifier` (its class name by default): its nib, named after the class,
        /// when there is one; otherwise the class itself.
        public func register<Item: NSCollectionViewItem>(itemType: Item.Type, identifier: String? = nil) {
            let nib = NibStore.shared.registrationNib(for: itemType)
            let registered = RegisteredViews.of(self).register(itemType, identifier: identifier, hasNib: nib != nil)
            if let nib {
                register(nib, forItemWithIdentifier: NSUserInterfaceItemIdentifier(registered))
            } else {
                register(itemType, forItemWithIdentifier: NSUserInterfaceItemIdentifier(registered))
            }
        }

        /// An item of the registered type, typed, under the identifier it was registered with (or `identifier`)
        /// (`makeItem(withIdentifier:for:)`). An identifier nothing is registered for, a nib that connects an outlet
        /// the class lacks, or an item of another class is reported to ``NibFailure`` instead of an uncaught
        /// exception; when the handler returns, a plain item of the type with an empty view stands in.
        public func makeItem<Item: NSCollectionViewItem>(
            ofType type: Item.Type = Item.self, for indexPath: IndexPath, identifier: String? = nil
        ) -> Item {
            let registered = RegisteredViews.of(self)
            let identifier = registered.registrations.identifier(for: type, reuseIdentifier: identifier)
            let itemIdentifier = NSUserInterfaceItemIdentifier(identifier)
            var made: NSCollectionViewItem?
            if let exception = catchObjectiveCException({
                made = makeItem(withIdentifier: itemIdentifier, for: indexPath)
            }) {
                // Items can be registered without these helpers, so an identifier they do not know is only likely
                // the cause: the exception's own words are kept for one they do.
                let error =
                    exception.name != NSExceptionName("NSUnknownKeyException")
                        && !registered.identifiers.contains(identifier)
                    ? NibLoadingError.unregisteredReuseIdentifier(
                        identifier, kind: "collection view item", registered: registered.identifiers.sorted())
                    : NibInstantiation.error(for: exception, nib: identifier, owner: nil)
                NibFailure.report(error, view: type)
                return standIn(type)
            }
            return typed(made, as: type, identifier: identifier) {
                .unregisteredReuseIdentifier(
                    identifier, kind: "collection view item", registered: registered.identifiers.sorted())
            } ?? standIn(type)
        }

        /// A plain item with an empty view: without one, its `view` would load a nib that is not there.
        private func standIn<Item: NSCollectionViewItem>(_ type: Item.Type) -> Item {
            let item = Item(nibName: nil, bundle: nil)
            item.view = NSView(frame: .zero)
            return item
        }
    }
#endif
