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

    /// The cell nib for a class, or nil for a class whose nib does not exist (``CellRegistrations/source(afterLookingForNib:)``);
    /// any other failure goes to ``NibFailure`` and registers the class.
    @MainActor
    private func cellNib(for type: AnyClass) -> UINib? {
        var nib: UINib?
        do {
            let source = try CellRegistrations.source {
                nib = try NibStore.shared.nib(named: String(describing: type), for: type)
            }
            return source == .nib ? nib : nil
        } catch {
            NibFailure.report(error, view: type)
            return nil
        }
    }

    /// Runs a dequeue, turning the nib loader's Objective-C exception (`NSUnknownKeyException` for an outlet the cell
    /// lacks) into a ``NibFailure`` report naming the cell's nib, class and key; nil when it raised.
    @MainActor
    private func dequeueing<Cell>(_ type: Cell.Type, _ dequeue: () -> Any) -> Cell? {
        var cell: Any?
        if let exception = catchObjectiveCException({ cell = dequeue() }) {
            NibFailure.report(
                NibInstantiation.error(for: exception, nib: String(describing: type), owner: nil), view: type)
            return nil
        }
        guard let typed = cell as? Cell else {
            NibFailure.report(
                NibLoadingError.topLevelObjectNotFound(
                    nib: String(describing: type), className: String(describing: type),
                    found: cell.map { [String(describing: Swift.type(of: $0))] } ?? []), view: type)
            return nil
        }
        return typed
    }

    /// Runs `body`, which needs the main actor, from a nonisolated method the main thread calls (`awakeFromNib`):
    /// `MainActor.assumeIsolated`, which the Concurrency library of SDKs before iOS 17 and macOS 14 lacks. A
    /// synchronous function's isolation does not change how it is called, so it is called as a nonisolated one.
    private func onMainActor(_ body: @MainActor () -> Void) {
        precondition(Thread.isMainThread, "NibKit: moveStrayContentIntoContentView() must run on the main thread")
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> Void).self)()
        }
    }

    extension UITableView {
        /// Registers a cell class under `reuseIdentifier` (its class name by default): from its nib, named after the
        /// class and found as views' nibs are (cached), when there is one; otherwise the class itself, built in code.
        /// A nib that exists but cannot be loaded is reported to ``NibFailure``.
        public func register<Cell: UITableViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) {
            let identifier = RegisteredCells.of(self).registrations.register(cellType, reuseIdentifier: reuseIdentifier)
            if let nib = cellNib(for: cellType) {
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

    extension UICollectionView {
        /// Registers a cell class under `reuseIdentifier` (its class name by default): from its nib when there is
        /// one, otherwise the class itself.
        public func register<Cell: UICollectionViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) {
            let identifier = RegisteredCells.of(self).registrations.register(cellType, reuseIdentifier: reuseIdentifier)
            if let nib = cellNib(for: cellType) {
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
