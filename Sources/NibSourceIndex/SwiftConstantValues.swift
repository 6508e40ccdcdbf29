import SwiftSyntax

/// Finds what a Swift file gives names with, beyond the literal constants ``SwiftResourceUses`` reads: the cases of
/// string enums with their raw values (`case image = "Image"`, and `case text`, whose raw value is `text`), constants
/// made of other constants, interpolations or `+` (`static let header = Cells.base + "Header"`), and the types whose
/// objects code may make (`CardView()`, `CardView.make()`, `register(CardView.self, …)`).
final class SwiftConstantValues: SwiftScopeVisitor {
    private(set) var constants: [SourceConstant] = []
    private(set) var namedTypes: Set<String> = []

    /// The raw-value types whose enums' cases name strings.
    private static let stringTypes: Set<String> = ["String", "NSString", "Swift.String"]

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // EnumCaseDecl → MemberBlockItem → MemberBlockItemList → MemberBlock → EnumDecl.
        guard let enumDecl = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
            let rawType = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            Self.stringTypes.contains(rawType), !Self.declaresRawValue(enumDecl)
        else { return .skipChildren }
        for element in node.elements {
            let name = element.name.text.filter { $0 != "`" }
            var value = name
            var place = location(element.name)
            if let raw = element.rawValue {
                guard let literal = raw.value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                    let text = literal.segments.first?.as(StringSegmentSyntax.self)
                else { continue }
                value = text.content.text
                place = location(literal)
            }
            constants.append(
                SourceConstant(type: enumDecl.name.text, name: name, value: value, location: place, isEnumCase: true))
        }
        return .skipChildren
    }

    /// Whether an enum declares its own `rawValue` (`var rawValue: String { switch self { … } }`): its cases' raw
    /// values are then not what `rawValue` returns.
    private static func declaresRawValue(_ enumDecl: EnumDeclSyntax) -> Bool {
        enumDecl.memberBlock.members.contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "rawValue"
            } == true
        }
    }

    /// `static let header = Cells.base + "Header"`, `let kHeader = "\(kPrefix)Header"`: a constant of a type or file
    /// whose value is not one literal but is made of known parts.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = super.visit(node)
        guard node.bindingSpecifier.text == "let", node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            functions.count <= 1, functions.first.map({ $0.name == name }) ?? true,
            let value = binding.initializer?.value,
            let parts = SwiftNameParts().parts(of: value), !parts.namesOwnClass
        else { return next }
        // One text is a literal, which ``SwiftResourceUses`` records.
        if parts.count == 1, case .text = parts[0] { return next }
        constants.append(
            SourceConstant(type: types.last?.name, name: name, value: "", location: location(value), parts: parts))
        return next
    }

    /// `CardView()`, `Views.CardView(frame: …)`, `CardView.make()`, `CardView.init(…)`: a call that makes an object of
    /// the type (or may, through a class method).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = Self.typeName(node.calledExpression) {
            namedTypes.insert(type)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let type = Self.typeName(base)
        {
            namedTypes.insert(type)
        }
        return .visitChildren
    }

    /// `register(CardView.self, …)`, `instantiate(CardView.self)`: a class handed to code that makes its objects;
    /// not one whose name or bundle is read (`Bundle(for: BaseView.self)`, `String(describing: BaseView.self)`).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "self", let base = node.base, let type = Self.typeName(base) else {
            return .visitChildren
        }
        // An interpolation (`"\(CardView.self)"`) reads the name too.
        if node.parent?.parent?.parent?.is(ExpressionSegmentSyntax.self) == true { return .visitChildren }
        let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        let label = node.parent?.as(LabeledExprSyntax.self)?.label?.text
        let function = call?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if !Self.readsOnlyTheName.contains("\(function ?? "")(\(label ?? "_"):)") { namedTypes.insert(type) }
        return .visitChildren
    }

    /// The calls that read a class's name or bundle, not make its objects.
    private static let readsOnlyTheName: Set<String> = [
        "Bundle(for:)", "String(describing:)", "String(reflecting:)", "NSStringFromClass(_:)", "type(of:)",
    ]

    /// The type an expression names (`CardView`, `Views.CardView`): its last component, in upper case.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base.flatMap { typeName($0) }.map { _ in member.declName.baseName.text }
            }
        guard let name, name.first?.isUppercase == true, name != "Self" else { return nil }
        return name
    }
}
