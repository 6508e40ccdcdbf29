#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import NibRuntime
    import UIKit

    extension UITableView {
        /// Registers a cell class under its class name: from its nib (same name, found as views' nibs are, cached)
        /// when there is one, otherwise the class itself.
        public func register<Cell: UITableViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) {
            let identifier = reuseIdentifier ?? String(describing: cellType)
            if let nib = try? NibStore.shared.nib(named: String(describing: cellType), for: cellType) {
                register(nib, forCellReuseIdentifier: identifier)
            } else {
                register(cellType, forCellReuseIdentifier: identifier)
            }
        }

        /// A cell of the registered type, typed: no force cast at the call site.
        public func dequeueReusableCell<Cell: UITableViewCell>(
            for indexPath: IndexPath, cellType: Cell.Type = Cell.self
        ) -> Cell {
            let identifier = String(describing: cellType)
            guard let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
                fatalError(
                    "the cell registered as '\(identifier)' is not a \(cellType); register it with register(cellType:)")
            }
            return cell
        }
    }

    extension UICollectionView {
        /// Registers a cell class under its class name: from its nib when there is one, otherwise the class itself.
        public func register<Cell: UICollectionViewCell>(cellType: Cell.Type, reuseIdentifier: String? = nil) {
            let identifier = reuseIdentifier ?? String(describing: cellType)
            if let nib = try? NibStore.shared.nib(named: String(describing: cellType), for: cellType) {
                register(nib, forCellWithReuseIdentifier: identifier)
            } else {
                register(cellType, forCellWithReuseIdentifier: identifier)
            }
        }

        /// A cell of the registered type, typed.
        public func dequeueReusableCell<Cell: UICollectionViewCell>(
            for indexPath: IndexPath, cellType: Cell.Type = Cell.self
        ) -> Cell {
            let identifier = String(describing: cellType)
            guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
                fatalError(
                    "the cell registered as '\(identifier)' is not a \(cellType); register it with register(cellType:)")
            }
            return cell
        }
    }

    extension UITableViewCell {
        /// Moves subviews and constraints that the cell's nib attached to the cell itself into ``contentView``
        /// (call from `awakeFromNib`); otherwise they ignore edit mode and accessories. The decision is
        /// ``ContentLoader/moveStrayContent(of:into:)``'s.
        public func moveStrayContentIntoContentView() {
            ContentLoader(host: UIKitViewTreeHost()).moveStrayContent(of: self, into: contentView)
        }
    }

    extension UICollectionViewCell {
        /// Moves subviews and constraints that the cell's nib attached to the cell itself into ``contentView``.
        public func moveStrayContentIntoContentView() {
            ContentLoader(host: UIKitViewTreeHost()).moveStrayContent(of: self, into: contentView)
        }
    }
#endif
