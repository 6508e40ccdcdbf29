import SwiftSyntax

/// Finds the ``LibraryCall``s of a Swift file (calls of the libraries' loaders, registrations and dequeues by type,
/// and generated accessors such as SwiftGen's `StoryboardScene.Main.login` and R.swift's `R.nib.card`) and the
/// protocols it declares, with the protocols they inherit.
final class SwiftLibraryCalls: SwiftScopeVisitor {
    private(set) var calls: [LibraryCall] = []
    private(set) var protocols: [SourceProtocol] = []

    /// The words a file must hold for the walk to find anything: a protocol's declaration, a function recorded by
    /// type, an accessor's root. A file without them (most files, and a hostile chain of members) is not walked.
    private static let markers =
        ["protocol"] + LibraryCall.functionsByType.sorted() + LibraryCall.accessorRoots.sorted().map { $0 + "." }

    /// Whether `text` may hold a library call or a protocol.
    static func mayFind(in text: String) -> Bool { markers.contains { text.contains($0) } }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.flatMap { Self.names(in: $0.type) } ?? []
        protocols.append(SourceProtocol(name: node.name.text, inherited: inherited, location: location(node.name)))
        return .visitChildren
    }

    /// The protocols a written type names: `NibLoadable`, `Reusable & NibLoadable`.
    private static func names(in type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { names(in: $0.type) }
        }
        return [type.trimmedDescription]
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        guard
            let base = member?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            LibraryCall.functionsByType.contains(base)
        else { return .visitChildren }
        let labels = "(" + node.arguments.map { "\($0.label?.text ?? "_"):" }.joined() + ")"
        let type =
            member?.base.flatMap(typeName(of:))
            ?? node.arguments.lazy.compactMap { self.typeName(ofMetatype: $0.expression) }.first
            ?? resultType(of: node)
        if let type {
            calls.append(
                LibraryCall(
                    function: base + labels, type: type, location: location(node), enclosingClass: types.last?.name))
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // Only the longest chain: `StoryboardScene.Main.login`, not its `StoryboardScene.Main`.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id {
            return .visitChildren
        }
        var path: [String] = []
        var current: ExprSyntax? = ExprSyntax(node)
        while let next = current?.as(MemberAccessExprSyntax.self), path.count < 8 {
            path.insert(next.declName.baseName.text, at: 0)
            current = next.base
        }
        guard let root = current?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            LibraryCall.accessorRoots.contains(root), path.count >= 2
        else { return .visitChildren }
        calls.append(
            LibraryCall(
                function: "", path: [root] + path, location: location(node), enclosingClass: types.last?.name))
        return .visitChildren
    }

    /// The type an expression names as a receiver: `ProfileHeader`, `Self` (the enclosing type), `Module.Card`.
    private func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return types.last?.name }
            guard name.first?.isUppercase == true, !isGenericParameter(name, around: expression) else { return nil }
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true,
            member.declName.baseName.text.first?.isUppercase == true
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type of a `Type.self` argument.
    private func typeName(ofMetatype expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        else { return nil }
        return typeName(of: base)
    }

    /// The type a call's result is cast to (`… as TrackCell`, `… as! TrackCell`) or bound to
    /// (`let cell: TrackCell = …`).
    private func resultType(of node: FunctionCallExprSyntax) -> String? {
        var written: TypeSyntax?
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == node.id }), index + 2 < elements.count,
                elements[index + 1].is(UnresolvedAsExprSyntax.self)
            {
                written = elements[index + 2].as(TypeExprSyntax.self)?.type
            }
        } else if let clause = node.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self)
        {
            written = binding.typeAnnotation?.type
        }
        guard let written else { return nil }
        let plain =
            written.as(OptionalTypeSyntax.self)?.wrappedType
            ?? written.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? written
        guard let identifier = plain.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            !isGenericParameter(identifier.name.text, around: node)
        else { return nil }
        return identifier.name.text == "Self" ? types.last?.name : identifier.name.text
    }

    /// Whether `name` is a generic parameter of a declaration around `node`: each call names its own type then.
    private func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            let clause =
                next.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? next.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? next.as(StructDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = next.parent
        }
        return false
    }
}
