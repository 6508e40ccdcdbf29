/// An unknown of the system: a coordinate or a length. Identity is the object: two variables with the same name
/// are different unknowns.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for messages.
    public let name: String
    /// The value after ``Solver/updateVariables()``.
    public internal(set) var value: Double = 0

    /// A new unknown named `name` (for messages); its ``value`` is 0 until a solve.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
