#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import NibAppleExceptions
    import NibRuntime
    import ObjectiveC
    import UIKit

    /// The identifiers a table or collection view registered cell classes under (``CellRegistrations``), kept with
    /// the view.
    private final class RegisteredCells: NSObject {
        var registrations = CellRegistrations()

        private nonisolated(unsafe) static var key: UInt8 = 0

        static func of(_ view: AnyObject) -> RegisteredCells {
            if let existing = objc_getAssociatedObject(view, &key) as? RegisteredCells { return existing }
            let created = RegisteredCells()
            objc_setAssociatedObject(view, &key, created, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return created
        }
    }

    /// Runs a dequeue, turning the nib loader's Objective-C exception (`NSUnknownKeyException` for an outlet the cell
    /// lacks) into a ``NibFailure`` report naming the cell's nib, class and key, as a view of another class is; nil
    /// when it raised, was of another class, or `dequeue` found nothing (a header nobody registered).
    @MainActor
    private func dequeueing<Cell>(_ type: Cell.Type, _ dequeue: () -> AnyObject?) -> Cell? {
        var cell: AnyObject?
        if let exception = catchObjectiveCException({ cell = dequeue() }) {
            NibFailure.report(
                NibInstantiation.error(for: exception, nib: String(describing: type), owner: nil), view: type)
            return nil
        }
        guard let cell else { return nil }
        guard let typed = cell as? Cell else {
            NibFailure.report(
                NibLoadingError.topLevelObjectNotFound(
                    nib: String(describing: type), className: String(describing: type),
                    found: [String(describing: Swift.type(of: cell))]), view: type)
            return nil
        }
        return typed
    }

    extension UITableView {
        /// Registers a cell class under `reuseIdentifier` (its class name by default): from its nib, named after the
        /// class and found as views' nibs are (cached), when there is one; otherwise the class itself, built in code.
        /// A nib that exists but cannot be loaded is reported to ``NibFailure``.
        public func register<Cell: UITableViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) {
            let identifier = RegisteredCells.of(self).registrations.register(cellType, reuseIdentifier: reuseIdentifier)
            if let nib = NibStore.shared.registrationNib(for: cellType) {
                register(nib, forCellReuseIdentifier: identifier)
            } else {
                register(cellType, forCellReuseIdentifier: identifier)
            }
        }

        /// A cell of the registered type, typed, under the identifier it was registered with (or `reuseIdentifier`).
        /// A cell whose nib connects an outlet the class lacks is reported to ``NibFailure`` with the nib, class and
        /// key instead of an uncaught `NSUnknownKeyException`; when the handler returns, a plain cell stands in.
        public func dequeueReusableCell<Cell: UITableViewCell>(
            for indexPath: IndexPath, cellType: Cell.Type = Cell.self, reuseIdentifier: String? = nil
        ) -> Cell {
            let identifier = RegisteredCells.of(self).registrations.identifier(
                for: cellType, reuseIdentifier: reuseIdentifier)
            return dequeueing(cellType) { dequeueReusableCell(withIdentifier: identifier, for: indexPath) }
                ?? Cell(style: .default, reuseIdentifier: identifier)
        }
    }

    extension UITableView {
        /// Registers a header or footer view class under `reuseIdentifier` (its class name by default): from its
        /// nib when there is one, otherwise the class itself.
        public func register<View: UITableViewHeaderFooterView>(
            headerFooterViewType: View.Type, reuseIdentifier: String? = nil
        ) {
            let identifier = RegisteredCells.of(self).registrations.register(
                headerFooterViewType, kind: CellRegistrations.headerFooterKind, reuseIdentifier: reuseIdentifier)
            if let nib = NibStore.shared.registrationNib(for: headerFooterViewType) {
                register(nib, forHeaderFooterViewReuseIdentifier: identifier)
            } else {
                register(headerFooterViewType, forHeaderFooterViewReuseIdentifier: identifier)
            }
        }

        /// A header or footer view of the registered type, typed, under the identifier it was registered with (or
        /// `reuseIdentifier`); nil when none is registered, as UIKit answers.
        public func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView>(
            _ viewType: View.Type = View.self, reuseIdentifier: String? = nil
        ) -> View? {
            let identifier = RegisteredCells.of(self).registrations.identifier(
                for: viewType, kind: CellRegistrations.headerFooterKind, reuseIdentifier: reuseIdentifier)
            return dequeueing(viewType) { dequeueReusableHeaderFooterView(withIdentifier: identifier) }
        }
    }

    extension UICollectionView {
        /// Registers a cell class under `reuseIdentifier` (its class name by default): from its nib when there is
        /// one, otherwise the class itself.
        public func register<Cell: UICollectionViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) {
            let identifier = RegisteredCells.of(self).registrations.register(cellType, reuseIdentifier: reuseIdentifier)
            if let nib = NibStore.shared.registrationNib(for: cellType) {
                register(nib, forCellWithReuseIdentifier: identifier)
            } else {
                register(cellType, forCellWithReuseIdentifier: identifier)
            }
        }

        /// A cell of the registered type, typed, under the identifier it was registered with (or `reuseIdentifier`).
        public func dequeueReusableCell<Cell: UICollectionViewCell>(
            for indexPath: IndexPath, cellType: Cell.Type = Cell.self, reuseIdentifier: String? = nil
        ) -> Cell {
            let identifier = RegisteredCells.of(self).registrations.identifier(
                for: cellType, reuseIdentifier: reuseIdentifier)
            return dequeueing(cellType) { dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }
                ?? Cell(frame: .zero)
        }
    }

    extension UICollectionView {
        /// Registers a header, footer or other supplementary view class for views of `kind`
        /// (`UICollectionView.elementKindSectionHeader`, …) under `reuseIdentifier` (its class name by default):
        /// from its nib when there is one, otherwise the class itself.
        public func register<View: UICollectionReusableView>(
            supplementaryViewType: View.Type, ofKind kind: String, reuseIdentifier: String? = nil
        ) {
            let identifier = RegisteredCells.of(self).registrations.register(
                supplementaryViewType, kind: kind, reuseIdentifier: reuseIdentifier)
            if let nib = NibStore.shared.registrationNib(for: supplementaryViewType) {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                register(supplementaryViewType, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }

        /// A supplementary view of the registered type and kind, typed, under the identifier it was registered with
        /// (or `reuseIdentifier`).
        public func dequeueReusableSupplementaryView<View: UICollectionReusableView>(
            ofKind kind: String, for indexPath: IndexPath, viewType: View.Type = View.self,
            reuseIdentifier: String? = nil
        ) -> View {
            let identifier = RegisteredCells.of(self).registrations.identifier(
                for: viewType, kind: kind, reuseIdentifier: reuseIdentifier)
            return dequeueing(viewType) {
                dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
            } ?? View(frame: .zero)
        }
    }

    extension UITableViewCell {
        /// Moves subviews and constraints that the cell's nib attached to the cell itself into ``contentView``
        /// (call from `awakeFromNib`, which the SDK declares nonisolated; nib loading runs on the main thread);
        /// otherwise they ignore edit mode and accessories. The decision is
        /// ``ContentLoader/moveStrayContent(of:into:)``'s.
        public nonisolated func moveStrayContentIntoContentView() {
            onMainActor {
                ContentLoader(host: UIKitViewTreeHost()).moveStrayContent(of: self, into: contentView)
            }
        }
    }

    extension UICollectionViewCell {
        /// Moves subviews and constraints that the cell's nib attached to the cell itself into ``contentView``
        /// (call from `awakeFromNib`).
        public nonisolated func moveStrayContentIntoContentView() {
            onMainActor {
                ContentLoader(host: UIKitViewTreeHost()).moveStrayContent(of: self, into: contentView)
            }
        }
    }
#endif
