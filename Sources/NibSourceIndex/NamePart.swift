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
    /// Any value of an enum's computed property of this name (``SourceConstant/isEnumMember``), read on a value whose
    /// type the code does not say (`blockType.nibName` for a loop's `blockType`).
    case enumMember(String)
    /// The name of the class of the object (or class) that runs the code: each class that runs it gives its own.
    case ownName
    /// What a caller passes for a parameter of the enclosing function (`storyboardName` in
    /// `func instantiate(identifier: String, storyboardName: String = "Main")`), by its position among the
    /// parameters; `defaultValue` when a call leaves it out. Each call gives its own (``SourceIndex/bindArguments(members:isKind:)``).
    case argument(position: Int, defaultValue: [NamePart]?)
    /// The type a caller passes for a generic parameter through a `T.Type` parameter at `position`
    /// (`func registerNib<T: UITableViewCell>(_: T.Type)`): its name for `String(describing: T.self)`, or the value of
    /// its `member` for `T.nibName`.
    case typeArgument(position: Int, member: String?)
}

extension [NamePart] {
    /// Whether the parts name the class that runs the code, so that the name is each class's own.
    public var namesOwnClass: Bool { contains(.ownName) }

    /// Whether each call of the enclosing function gives some of the parts.
    public var dependsOnArguments: Bool {
        contains { part in
            switch part {
            case .argument, .typeArgument: true
            default: false
            }
        }
    }
}

extension NamePart {
    /// `parts` with neighbouring texts joined and empty ones left out.
    static func joined(_ parts: [NamePart]) -> [NamePart] {
        var result: [NamePart] = []
        for part in parts {
            if case .text(let text) = part {
                if text.isEmpty { continue }
                if case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + text)
                    continue
                }
            }
            result.append(part)
        }
        return result.isEmpty ? [.text("")] : result
    }
}
