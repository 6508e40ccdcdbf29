import SwiftSyntax

/// Reads how a Swift expression computes a name, as ``NamePart``s: string literals with interpolations
/// (`"\(Self.self)Cell"`), concatenation with `+`, `String(describing:)` and `NSStringFromClass` of a type, constants
/// and enum cases however deeply qualified (`ResultRow.CellIdentifier.image.rawValue`, `Constants.Cells.image`,
/// `.image.rawValue`), a parameter of a string enum's type (`identifier.rawValue`), what a caller passes for a
/// parameter (`storyboardName`) or a generic type (`T.nibName`, `String(describing: T.self)`). Nil for anything else:
/// a call, a property of an object.
struct SwiftNameParts {
    /// The initial value of a `let` of the enclosing function.
    var localValue: (String) -> ExprSyntax? = { _ in nil }
    /// Whether the enclosing function declares the name itself (a parameter, a local): not a constant.
    var declaresLocally: (String) -> Bool = { _ in false }
    /// The type of a parameter of the enclosing function, as written.
    var parameterType: (String) -> String? = { _ in nil }
    /// Whether a type name is a generic parameter around the expression (`T` in `func make<T>()`): each call names
    /// its own type.
    var isGenericParameter: (String) -> Bool = { _ in false }
    /// The position of a parameter of the enclosing function (a declaration, not a closure's), and its default value.
    var parameter: (String) -> (position: Int, defaultValue: ExprSyntax?)? = { _ in nil }
    /// The position of the enclosing function's parameter that passes a type: the one of type `T.Type` for a generic
    /// parameter `T`, or the parameter itself when its type is a metatype (`cellClass: AnyClass`,
    /// `type: UITableViewCell.Type`). The type a call passes there is the one the code names.
    var typeParameterPosition: (String) -> Int? = { _ in nil }
    /// Whether `self` may be an object of a class here, whose name `Self.self` gives.
    var selfMayBeClass = false
    /// The enum whose declaration holds the expression, if any: its `rawValue` (`self.rawValue`) is any of its raw
    /// values (`UIStoryboard(name: rawValue, bundle: nil)` in `enum AppStoryboard: String`).
    var enclosingEnum: String?

    /// The deepest expression followed (a local's value, nested concatenations).
    static let maximumDepth = 8

    func parts(of expression: ExprSyntax, depth: Int = 0) -> [NamePart]? {
        guard depth < Self.maximumDepth else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var parts: [NamePart] = []
            for segment in literal.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    parts.append(.text(text.content.text))
                    continue
                }
                guard let interpolation = segment.as(ExpressionSegmentSyntax.self),
                    interpolation.expressions.count == 1, let inner = interpolation.expressions.first,
                    inner.label == nil,
                    let innerParts = described(inner.expression) ?? self.parts(of: inner.expression, depth: depth + 1)
                else { return nil }
                parts += innerParts
            }
            return NamePart.joined(parts)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var parts: [NamePart] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                guard let operand = self.parts(of: element, depth: depth + 1) else { return nil }
                parts += operand
            }
            return NamePart.joined(parts)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
            let left = parts(of: infix.leftOperand, depth: depth + 1),
            let right = parts(of: infix.rightOperand, depth: depth + 1)
        {
            return NamePart.joined(left + right)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return parts(of: only.expression, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let argument = call.arguments.first,
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            switch (function, argument.label?.text ?? "_") {
            case ("String", "describing"), ("NSStringFromClass", "_"): return described(argument.expression)
            // `String(self)`, Swift 2's `String(describing: self)`.
            case ("String", "_"):
                return SwiftScopeVisitor.isSelfOrItsType(argument.expression)
                    ? described(argument.expression) : parts(of: argument.expression, depth: depth + 1)
            default: return nil
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return [.constant("String." + name)] }
            if name == "rawValue" { return enumValue(base, depth: depth + 1) }
            // `T.nibName` for a generic `T`, `cellClass.reuseIdentifier` for a parameter `cellClass: AnyClass`.
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
                if let position = typeParameterPosition(type) {
                    return [.typeArgument(position: position, member: name)]
                }
                if isGenericParameter(type) { return nil }
            }
            // `self.nibName` in an enum, `blockType.nibName` of a local or parameter: an enum's value's member.
            if let value = base.as(DeclReferenceExprSyntax.self)?.baseName.text, value.first?.isLowercase == true,
                value == "self" ? enclosingEnum != nil : declaresLocally(value)
            {
                return [.enumMember(name)]
            }
            return Self.typePath(base).map { [.constant("\($0.last ?? "").\(name)")] }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = localValue(name) { return parts(of: value, depth: depth + 1) }
            if name == "rawValue", !declaresLocally(name), let enclosingEnum {
                return [.rawValues(ofEnum: enclosingEnum)]
            }
            if let parameter = parameter(name) {
                let defaultValue = parameter.defaultValue.flatMap { parts(of: $0, depth: depth + 1) }
                return [.argument(position: parameter.position, defaultValue: defaultValue)]
            }
            return declaresLocally(name) || name == "self" || name == "Self" ? nil : [.constant(name)]
        }
        return nil
    }

    /// The raw value of an enum case `base` names: `Identifier.image`, `.image`, a local holding one, or a parameter
    /// of an enum type (any of its raw values).
    private func enumValue(_ base: ExprSyntax, depth: Int) -> [NamePart]? {
        guard depth < Self.maximumDepth else { return nil }
        if let member = base.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let type = member.base else { return [.constant("." + name)] }
            return Self.typePath(type).map { [.constant("\($0.last ?? "").\(name)")] }
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let value = localValue(name) { return enumValue(value, depth: depth + 1) }
            if name == "self", let enclosingEnum { return [.rawValues(ofEnum: enclosingEnum)] }
            if let type = parameterType(name) {
                let plain = type.filter { $0 != "?" && $0 != "!" }
                return [.rawValues(ofEnum: String(plain.split(separator: ".").last ?? Substring(plain)))]
            }
        }
        return nil
    }

    /// The name `String(describing:)` or an interpolation gives a type: the class's own for `Self.self`,
    /// `type(of: self)` or `self`; the last component of another type's (`Cell` for `Views.Cell.self`).
    private func described(_ expression: ExprSyntax) -> [NamePart]? {
        if SwiftScopeVisitor.isSelfOrItsType(expression) { return selfMayBeClass ? [.ownName] : nil }
        // `String(describing: cellClass)` of a parameter `cellClass: AnyClass`.
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return typeParameterPosition(name).map { [.typeArgument(position: $0, member: nil)] }
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        else { return nil }
        // `T.self` (however `T` is spelt: `cell.self` in `func registerCell<cell: UICollectionViewCell>`).
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if let position = typeParameterPosition(name) { return [.typeArgument(position: position, member: nil)] }
            if isGenericParameter(name) { return nil }
        }
        return Self.typePath(base)?.last.map { [.text($0)] }
    }

    /// The most components of a chain of types read (`Constants.Cells.Image`): a longer chain is not a type's name.
    static let maximumTypePath = 16

    /// The names of a chain of types (`Constants.Cells`): each a name that starts in upper case.
    private static func typePath(_ expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current = expression
        while names.count < maximumTypePath {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard name.first?.isUppercase == true, name != "Self" else { return nil }
                return [name] + names.reversed()
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                member.declName.baseName.text.first?.isUppercase == true
            else { return nil }
            names.append(member.declName.baseName.text)
            current = base
        }
        return nil
    }
}
