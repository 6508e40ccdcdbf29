/// The values of the sources' string constants, looked up as code names them (``NamePart/constant(_:)``): a file's
/// by its name, a type's by `Type.name` (the innermost type, however code qualifies it), an enum case also by
/// `.name`; a constant made of others (`static let header = Cells.base + "Header"`) is evaluated through them.
///
/// Where code leaves a choice open (`.image.rawValue` with two enums that have a case `image`, a parameter of an enum
/// type), every value it may be is given: the caller judges whether one of them is enough.
public struct ConstantValues: Sendable {
    private var byKey: [String: [SourceConstant]] = [:]
    private var casesByEnum: [String: [SourceConstant]] = [:]
    private var enumMembers: [String: [SourceConstant]] = [:]
    /// The most values one name may have; beyond it the name is not known.
    static let maximumValues = 64
    /// The deepest chain of constants made of constants followed.
    static let maximumDepth = 8

    public init(_ constants: [SourceConstant]) {
        for constant in constants {
            let type = constant.type.map(Self.innermost)
            byKey[type.map { "\($0).\(constant.name)" } ?? constant.name, default: []].append(constant)
            if constant.isEnumMember { enumMembers[constant.name, default: []].append(constant) }
            if constant.isEnumCase, let type {
                byKey["." + constant.name, default: []].append(constant)
                casesByEnum[type, default: []].append(constant)
            }
        }
    }

    /// The last component of a qualified type name: `Cells` for `Constants.Cells`.
    private static func innermost(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }

    /// The values of the constant code names (`kCardNib`, `Card.nibName`, `.image`), in code of `type` when it is
    /// said: an unqualified name is the file's constant, else the type's own.
    public func values(ofConstant name: String, within type: String? = nil) -> [String] {
        values(ofConstant: name, within: type, depth: 0) ?? []
    }

    /// The names `parts` join to, with `ownName` for the class's own name; nil when a part is not known here.
    public func values(of parts: [NamePart], ownName: String? = nil, within type: String? = nil) -> [String]? {
        values(of: parts, ownName: ownName, within: type, depth: 0)
    }

    private func values(ofConstant name: String, within type: String?, depth: Int) -> [String]? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let key = parts.count > 2 ? parts.suffix(2).joined(separator: ".") : name
        var found = byKey[key] ?? []
        if found.isEmpty, !key.contains("."), let type { found = byKey["\(Self.innermost(type)).\(key)"] ?? [] }
        guard !found.isEmpty else { return nil }
        return evaluate(found, depth: depth)
    }

    /// The values of the constants `found`, each a literal or evaluated from its parts in its own type.
    private func evaluate(_ found: [SourceConstant], depth: Int) -> [String]? {
        var values: [String] = []
        for constant in found {
            if let parts = constant.parts {
                guard depth < Self.maximumDepth,
                    let computed = self.values(of: parts, ownName: nil, within: constant.type, depth: depth + 1)
                else { continue }
                values += computed.filter { !values.contains($0) }
            } else if !values.contains(constant.value) {
                values.append(constant.value)
            }
        }
        return values.isEmpty ? nil : values
    }

    private func values(of parts: [NamePart], ownName: String?, within type: String?, depth: Int) -> [String]? {
        var joined = [""]
        for part in parts {
            let alternatives: [String]?
            switch part {
            case .text(let text): alternatives = [text]
            case .ownName: alternatives = ownName.map { [$0] }
            case .constant(let name): alternatives = values(ofConstant: name, within: type, depth: depth)
            case .rawValues(let enumType):
                alternatives = casesByEnum[Self.innermost(enumType)].flatMap { evaluate($0, depth: depth) }
            case .enumMember(let name): alternatives = enumMembers[name].flatMap { evaluate($0, depth: depth) }
            // Known only where a call is bound to the function (``SourceIndex/bindArguments(members:isKind:)``).
            case .argument, .typeArgument: alternatives = nil
            }
            guard let alternatives, joined.count * alternatives.count <= Self.maximumValues else { return nil }
            joined = joined.flatMap { head in alternatives.map { head + $0 } }
        }
        return joined
    }
}
