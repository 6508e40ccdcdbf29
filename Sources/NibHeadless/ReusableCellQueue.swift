import NibRuntime

/// The reuse queue of a table or collection view: how to make a cell for each reuse identifier (a class registered
/// in code, or a storyboard's prototype cell) and the cells handed back for reuse.
final class ReusableCellQueue {
    private var makers: [String: () throws -> TableViewCell] = [:]
    private var pool: [String: [TableViewCell]] = [:]

    /// Makes cells (or reusable views) of `type` in the current environment (with `library` when given): from its nib
    /// when the library has one (``CellRegistrations/source(afterLookingForNib:)``), otherwise from code.
    static func maker<Cell: TableViewCell>(of type: Cell.Type, library: NibLibrary?) -> () throws -> TableViewCell {
        let environment = NibEnvironment.current.loading(from: library)
        let source = try? CellRegistrations.source {
            _ = try environment.library.path(ofNib: String(describing: type), for: type)
        }
        return { try NibEnvironment.with(environment) { source == .code ? Cell() : try Cell.loadFromNib() } }
    }

    /// The reuse identifiers a cell can be made for, sorted.
    var identifiers: [String] { makers.keys.sorted() }

    /// Makes cells for `identifier` with `make`, replacing what was registered under it.
    func register(_ identifier: String, make: @escaping () throws -> TableViewCell) {
        makers[identifier] = make
    }

    /// Makes cells for `identifier` with `make` unless something is registered under it already: a registration
    /// in code made before the storyboard loaded wins over its prototype, as UIKit lets it.
    func registerPrototype(_ identifier: String, make: @escaping () throws -> TableViewCell) {
        if makers[identifier] == nil { makers[identifier] = make }
    }

    /// A cell handed back for reuse under `identifier`, or else a new one; `kind` names the view in the error
    /// thrown when nothing is registered under it.
    func dequeue(_ identifier: String, kind: String) throws -> TableViewCell {
        if let cell = pool[identifier]?.popLast() { return cell }
        guard let make = makers[identifier] else {
            throw NibLoadingError.unregisteredReuseIdentifier(identifier, kind: kind, registered: identifiers)
        }
        let cell = try make()
        if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
        cell.reuseSlot = ReuseSlot(queue: self, key: identifier)
        return cell
    }

    /// Hands a cell back for reuse: to the queue and under the identifier it was dequeued from (a collection view's
    /// header goes back among its supplementary views, not its cells), or else under its reuse identifier here.
    func enqueue(_ cell: TableViewCell) {
        if let slot = cell.reuseSlot, let queue = slot.queue {
            queue.pool[slot.key, default: []].append(cell)
        } else if let identifier = cell.reuseIdentifier {
            pool[identifier, default: []].append(cell)
        }
    }
}

/// Where a cell was dequeued from, to be handed back there: its queue (held weakly, as the queue's pool holds the
/// cell) and the identifier it was dequeued under.
struct ReuseSlot {
    weak var queue: ReusableCellQueue?
    let key: String
}

/// A table or collection view seen as what it shares with the other: the cells it can dequeue, by reuse identifier
/// (for code that treats both alike, such as a report of every prototype).
package protocol CellDequeuing: AnyObject {
    /// The reuse identifiers it can dequeue cells for, sorted.
    var reuseIdentifiers: [String] { get }
    /// A cell for a reuse identifier: a table's `dequeueReusableCell(withIdentifier:)`, a collection view's
    /// `dequeueReusableCell(withReuseIdentifier:)`.
    func dequeueCell(withReuseIdentifier identifier: String) throws -> TableViewCell
}
