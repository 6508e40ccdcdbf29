import SwiftSyntax

/// A syntax visitor that knows where it is: the enclosing type declarations and the function, initializer or
/// computed property whose body it is in, named as ``SourceFunction`` names them. Subclasses that override a
/// `visit`/`visitPost` of a declaration call `super`'s.
class SwiftScopeVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter

    /// An enclosing type declaration.
    struct TypeScope {
        var name: String
        /// A class's own declaration, in which `self`'s class is known up to subclasses.
        var isClass: Bool
        /// A class's declaration or an extension (of a class or a protocol): where `self` may be a view.
        var mayBeClass: Bool
        /// An enum's own declaration, whose `rawValue` is one of its cases' raw values.
        var isEnum = false
    }

    /// An enclosing function, initializer or computed property.
    struct FunctionScope {
        var name: String
        var isStatic: Bool
        /// The type that declares it.
        var type: String?
        var location: SourceFileLocation
        /// Its declaration.
        var node: Syntax
    }

    /// The enclosing types, innermost last.
    private(set) var types: [TypeScope] = []
    /// The enclosing functions, innermost last.
    private(set) var functions: [FunctionScope] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> SourceFileLocation {
        let position = node.startLocation(converter: converter)
        return SourceFileLocation(file: file, line: position.line, column: position.column)
    }

    /// Called when the body of a function scope begins and ends.
    func enterFunction() {}
    func leaveFunction() {}

    private func pushFunction(_ name: String, isStatic: Bool, at node: some SyntaxProtocol, declaration: Syntax) {
        functions.append(
            FunctionScope(
                name: name, isStatic: isStatic, type: types.last?.name, location: location(node), node: declaration))
        enterFunction()
    }

    private func popFunction() {
        leaveFunction()
        functions.removeLast()
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeScope(name: node.name.text, isClass: true, mayBeClass: true))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeScope(name: node.extendedType.trimmedDescription, isClass: false, mayBeClass: true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeScope(name: node.name.text, isClass: false, mayBeClass: false))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(TypeScope(name: node.name.text, isClass: false, mayBeClass: false, isEnum: true))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        pushFunction(
            "\(node.name.text.filter { $0 != "`" })(\(labels))", isStatic: Self.isStatic(node.modifiers),
            at: node.name, declaration: Syntax(node))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { popFunction() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        pushFunction("init(\(labels))", isStatic: false, at: node.initKeyword, declaration: Syntax(node))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { popFunction() }

    /// A computed property (`var nibName: String { … }`) or a property whose initial value runs code (`lazy var
    /// content = { … }()`): a function named after the property.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            binding.accessorBlock != nil || (binding.initializer != nil && !types.isEmpty && functions.isEmpty)
        else { return .visitChildren }
        pushFunction(
            name.text.filter { $0 != "`" }, isStatic: Self.isStatic(node.modifiers), at: name, declaration: Syntax(node)
        )
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        guard let binding = node.bindings.first, node.bindings.count == 1,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.filter({ $0 != "`" }),
            functions.last?.name == name, functions.last?.location == location(name: binding.pattern)
        else { return }
        popFunction()
    }

    private func location(name pattern: PatternSyntax) -> SourceFileLocation {
        location(pattern.as(IdentifierPatternSyntax.self)?.identifier ?? pattern.firstToken(viewMode: .sourceAccurate)!)
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// Whether the innermost function declares `name` itself: a parameter, a closure's parameter, a local constant
    /// or variable, a binding of `if let`, `guard let` or `for`. Such a name is not a constant of the type or file.
    func declaresLocally(_ name: String) -> Bool {
        guard let function = functions.last?.node else { return false }
        let finder = LocalNameFinder(name)
        finder.walk(function)
        return finder.found
    }

    /// Whether `expression` is the object itself or its class: `self`, `Self`, `type(of: self)`, `Self.self`. Read
    /// from the tree's shape, never from its text, which costs the length of the expression at each of its nodes.
    static func isSelfOrItsType(_ expression: ExprSyntax) -> Bool {
        if isSelf(expression) { return true }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Self" }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text == "Self"
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "of"
        {
            return isSelf(argument.expression)
        }
        return false
    }

    /// Whether `expression` is `self`.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }
}

/// Finds a declaration of one name inside a function: parameters and bindings.
private final class LocalNameFinder: SyntaxVisitor {
    let name: String
    private(set) var found = false

    init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        if node.identifier.text == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { found = true }
        return .visitChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        if (node.secondName ?? node.firstName).text == name { found = true }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { found = true }
        return .visitChildren
    }
}
