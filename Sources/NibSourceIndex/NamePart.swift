/// One piece of a name code computes rather than writes as one literal: `"\(Self.self)Cell"` is the class's own name
/// then the text `Cell`; `Identifier.image.rawValue` is the constant `Identifier.image`. The checker joins the pieces'
/// values (``ConstantValues``) to the names the code may pass.
public enum NamePart: Sendable, Hashable, Codable {
    /// Text as written (a literal, a type named by `String(describing: Cell.self)`).
    case text(String)
    /// A constant or enum case as code names it, reduced to its innermost type and member: `kCell` (a file's),
    /// `Cells.image` (for `Constants.Cells.image`), `.image` (a case of an enum the code does not name, as in
    /// `.image.rawValue`), `String.image` (an implicit member where a `String` is expected).
    case constant(String)
    /// Any raw value of a string enum, for a value of the enum the code does not name (`identifier.rawValue` of a
    /// parameter `identifier: CellIdentifier`).
    case rawValues(ofEnum: String)
    /// The name of the class of the object (or class) that runs the code: each class that runs it gives its own.
    case ownName
}

extension [NamePart] {
    /// Whether the parts name the class that runs the code, so that the name is each class's own.
    public var namesOwnClass: Bool { contains(.ownName) }
}
