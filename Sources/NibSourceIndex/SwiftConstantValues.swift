import SwiftSyntax

/// Finds what a Swift file gives names with, beyond the literal constants ``SwiftResourceUses`` reads: the cases of
/// string enums with their raw values (`case image = "Image"`, and `case text`, whose raw value is `text`), constants
/// made of other constants, interpolations or `+` (`static let header = Cells.base + "Header"`), and the types code
/// names in expressions (`CardView()`, `CardView.self`): the classes whose objects the app may make.
final class SwiftConstantValues: SwiftScopeVisitor {
    private(set) var constants: [SourceConstant] = []
    private(set) var namedTypes: Set<String> = []

    /// The raw-value types whose enums' cases name strings.
    private static let stringTypes: Set<String> = ["String", "NSString", "Swift.String"]

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // EnumCaseDecl → MemberBlockItem → MemberBlockItemList → MemberBlock → EnumDecl.
        guard let enumDecl = node.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
            let rawType = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
            Self.stringTypes.contains(rawType)
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

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name.first?.isUppercase == true, name != "Self" { namedTypes.insert(name) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `Views.CardView()`: the last type of a qualified name.
        let name = node.declName.baseName.text
        if name.first?.isUppercase == true, node.base?.is(DeclReferenceExprSyntax.self) == true {
            namedTypes.insert(name)
        }
        return .visitChildren
    }
}
