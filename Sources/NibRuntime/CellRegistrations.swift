/// The reuse identifiers one table or collection view registered cell classes under, so that dequeuing by class
/// finds the identifier its class was registered with, a custom one included; and how a registration treats a cell
/// class whose nib is missing.
public struct CellRegistrations: Sendable {
    private var identifiers: [ObjectIdentifier: String] = [:]

    /// No registrations.
    public init() {}

    /// The identifier a class is registered and dequeued under when none is given: its name.
    public static func defaultIdentifier(for type: Any.Type) -> String { String(describing: type) }

    /// Records that `type` is registered under `reuseIdentifier` (its name by default) and returns that identifier.
    /// A later registration of the same class is the one dequeuing by class uses.
    public mutating func register(_ type: Any.Type, reuseIdentifier: String? = nil) -> String {
        let identifier = reuseIdentifier ?? Self.defaultIdentifier(for: type)
        identifiers[ObjectIdentifier(type)] = identifier
        return identifier
    }

    /// The identifier to dequeue a cell of `type` with: `reuseIdentifier` when given, else the one `type` was
    /// registered under, else its name.
    public func identifier(for type: Any.Type, reuseIdentifier: String? = nil) -> String {
        reuseIdentifier ?? identifiers[ObjectIdentifier(type)] ?? Self.defaultIdentifier(for: type)
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
