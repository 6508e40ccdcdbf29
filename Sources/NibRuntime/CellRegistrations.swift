/// The reuse identifiers one table or collection view registered cell classes under (and header, footer and
/// supplementary view classes, by kind), so that dequeuing by class finds the identifier its class was registered
/// with, a custom one included; and how a registration treats a class whose nib is missing.
public struct CellRegistrations: Sendable {
    private struct Key: Hashable {
        var type: ObjectIdentifier
        var kind: String
    }
    private var identifiers: [Key: String] = [:]

    /// The kind of registrations for cells; other kinds are a collection view's supplementary view kinds or a table
    /// view's ``headerFooterKind``.
    public static let cellKind = "cell"
    /// The kind of a table view's header and footer views.
    public static let headerFooterKind = "headerFooter"

    /// No registrations.
    public init() {}

    /// The identifier a class is registered and dequeued under when none is given: its name.
    static func defaultIdentifier(for type: Any.Type) -> String { String(describing: type) }

    /// Records that `type` is registered for views of `kind` under `reuseIdentifier` (its name by default) and
    /// returns that identifier. A later registration of the same class and kind is the one dequeuing by class uses.
    public mutating func register(_ type: Any.Type, kind: String = cellKind, reuseIdentifier: String? = nil) -> String {
        let identifier = reuseIdentifier ?? Self.defaultIdentifier(for: type)
        identifiers[Key(type: ObjectIdentifier(type), kind: kind)] = identifier
        return identifier
    }

    /// The identifier to dequeue a view of `type` and `kind` with: `reuseIdentifier` when given, else the one `type`
    /// was registered under for that kind, else its name.
    public func identifier(for type: Any.Type, kind: String = cellKind, reuseIdentifier: String? = nil) -> String {
        reuseIdentifier ?? identifiers[Key(type: ObjectIdentifier(type), kind: kind)]
            ?? Self.defaultIdentifier(for: type)
    }

    /// Where a registered cell class's cells come from.
    public enum Source: Equatable, Sendable {
        /// Its nib, named after the class.
        case nib
        /// The class alone, built in code.
        case code
    }

    /// The source of a cell class given how looking for its nib went: the nib when it was found, the class when
    /// there is no nib of its name (a cell built in code), and any other failure (an uncompiled or broken nib)
    /// rethrown, never hidden behind a cell whose outlets stay nil.
    public static func source(afterLookingForNib lookup: () throws -> Void) throws -> Source {
        do {
            try lookup()
            return .nib
        } catch NibLoadingError.nibNotFound {
            return .code
        }
    }
}
