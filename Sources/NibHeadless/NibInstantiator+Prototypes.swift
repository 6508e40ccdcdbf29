import NibModel
import NibRuntime

/// Storyboard prototypes: a table or collection view's prototype cells (and a collection view's section headers and
/// footers) are not made with the storyboard but registered with their view, which makes a fresh copy of the
/// prototype's part of the document for every dequeue, as UIKit instantiates the nib a storyboard compiles for each.
extension NibInstantiator {
    /// Registers each table view's prototype cells, and each collection view's prototype cells and section headers
    /// and footers, under their reuse identifiers: every dequeue instantiates a fresh copy of the prototype (see
    /// ``instantiate(subtree:scope:outside:)``), as UIKit does; loading the storyboard creates none. A static table gets
    /// the cells of its sections, created with the rest.
    func registerReusableViews() {
        var found: [(queue: ReusableCellQueue, prototype: Prototype)] = []
        var tables: [(TableView, IBObject)] = []
        for (archived, prototypes) in scope.reusableViewOwners {
            switch created[archived.id] {
            case let table as TableView:
                tables.append((table, archived))
                found += prototypes.map { (table.reusableCells, $0) }
            case let collection as CollectionView:
                found += prototypes.map {
                    ($0.kind == nil ? collection.reusableCells : collection.supplementaryViews, $0)
                }
            default:
                break
            }
        }
        for (table, archived) in tables {
            table.staticSections = archived.children.filter { $0.element == .tableViewSection }.map { section in
                section.children.filter { $0.container == "cells" }.compactMap { created[$0.id] as? TableViewCell }
            }
        }
        for (queue, prototype) in found {
            let maker = PrototypeInstantiation(
                facts: facts, name: "\(name) (prototype '\(prototype.reuseIdentifier)')", registry: registry,
                environment: environment, sizeClasses: sizeClasses, prototype: prototype.object,
                scope: ArchivedScope(roots: [prototype.object]),
                outside: outsideReferences(of: prototype.object))
            queue.registerPrototype(prototype.queueKey) { try maker.instantiate() }
        }
    }

    /// A reusable view a table or collection view declares in a storyboard, which it instantiates on dequeue.
    struct Prototype {
        var object: IBObject
        var reuseIdentifier: String
        /// A collection view's supplementary kind (`UICollectionElementKindSectionHeader`); nil for a cell.
        var kind: String?

        /// The key it is registered under in its view's queue.
        var queueKey: String { kind.map { CollectionView.key($0, reuseIdentifier) } ?? reuseIdentifier }
    }

    /// The prototypes a table view (`<prototypes>`) or collection view (`<cells>`, `sectionHeaderView`,
    /// `sectionFooterView`) declares with a reuse identifier; none for other objects.
    static func prototypes(in archived: IBObject) -> [Prototype] {
        switch archived.element {
        case .tableView:
            return archived.children.compactMap { child in
                guard child.container == "prototypes", let identifier = child.reuseIdentifier else { return nil }
                return Prototype(object: child, reuseIdentifier: identifier)
            }
        case .collectionView:
            return archived.children.compactMap { child in
                guard let identifier = child.reuseIdentifier else { return nil }
                if child.container == "cells" { return Prototype(object: child, reuseIdentifier: identifier) }
                guard let kind = supplementaryKinds[child.key ?? ""] else { return nil }
                return Prototype(object: child, reuseIdentifier: identifier, kind: kind)
            }
        default:
            return []
        }
    }

    /// A collection view's supplementary views by the key their prototypes have in the document.
    private static let supplementaryKinds = [
        "sectionHeaderView": CollectionView.elementKindSectionHeader,
        "sectionFooterView": CollectionView.elementKindSectionFooter,
    ]

    /// The created objects outside `prototype` that its connections reach (an action's target, usually the view
    /// controller), held weakly so that the cells a table makes do not keep the scene alive.
    private func outsideReferences(of prototype: IBObject) -> [String: WeakReference] {
        var inside = Set<String>()
        var destinations = Set<String>()
        prototype.forEachObject { object in
            inside.insert(object.id)
            for connection in object.connections {
                if let destination = connection.destination { destinations.insert(destination) }
            }
        }
        var outside: [String: WeakReference] = [:]
        for id in destinations.subtracting(inside) {
            if let object = created[id] { outside[id] = WeakReference(object) }
        }
        return outside
    }
}

/// How a table or collection view makes a fresh copy of a storyboard prototype: a new instantiation of the prototype's
/// subtree of the document, with the size classes the storyboard was loaded in.
struct PrototypeInstantiation {
    let facts: DocumentFacts
    let name: String
    let registry: ClassRegistry
    let environment: NibEnvironment
    let sizeClasses: SizeClasses
    let prototype: IBObject
    /// The prototype's objects, sorted once for every copy.
    let scope: ArchivedScope
    let outside: [String: WeakReference]

    func instantiate() throws -> TableViewCell {
        let instantiator = NibInstantiator(facts: facts, name: name, registry: registry, environment: environment)
        instantiator.sizeClasses = sizeClasses
        let objects = outside.compactMapValues { $0.object as? NibObject }
        guard
            let cell = try instantiator.instantiate(subtree: prototype, scope: scope, outside: objects)
                as? TableViewCell
        else {
            throw NibLoadingError.undecodable(
                nib: name,
                diagnostics: [
                    "line \(prototype.location.line): the prototype '\(prototype.reuseIdentifier ?? "")' is not a cell (its class is not a TableViewCell or CollectionViewCell)"
                ])
        }
        return cell
    }
}
