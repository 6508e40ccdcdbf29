import SwiftSyntax

/// Finds the ``ResourceUse``s of a Swift file: calls whose argument names a nib, storyboard, storyboard ID, segue or
/// reuse identifier by a string literal, or by the class's own name (`String(describing: type(of: self))`,
/// `String(describing: Self.self)`), with the class and function they are in.
final class SwiftResourceUses: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    private(set) var uses: [ResourceUse] = []
    /// The enclosing type declarations: their names, and whether each is a class's own declaration (in which `self`'s
    /// class is known up to subclasses) rather than an extension, structure or enumeration.
    private var types: [(name: String, isClass: Bool)] = []
    private var functions: [String] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, true))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.extendedType.trimmedDescription, false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        functions.append("\(node.name.text)(\(labels))")
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        functions.append("init(\(labels))")
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

    /// NibKit's `class var nibName: String { "Card" }`: the nib a nib-backed view loads, named by a literal.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let binding = node.bindings.first, node.bindings.count == 1,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "nibName",
            let block = binding.accessorBlock, case .getter(let statements) = block.accessors,
            statements.count == 1, let item = statements.first?.item
        else { return .visitChildren }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let literal = expression?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
        else { return .visitChildren }
        let position = literal.startLocation(converter: converter)
        uses.append(
            ResourceUse(
                kind: .nib, name: text,
                location: SourceFileLocation(file: file, line: position.line, column: position.column),
                enclosingClass: types.last?.name, enclosingFunction: "nibName"))
        return .visitChildren
    }

    /// The function called: `performSegue` in `self.performSegue(…)`, `UINib` in `UINib(…)`.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The kind a call's argument labelled `label` names, for a call of `function` (`forIndexPath`: whether the
    /// call passes an index path, without which a table's dequeue returns nil instead of stopping the app).
    private static func kind(label: String?, function: String, forIndexPath: Bool) -> ResourceUse.Kind? {
        switch (label, function) {
        case ("withIdentifier", "dequeueReusableCell") where !forIndexPath: nil
        case ("nibName", _), ("nibNamed", _), ("windowNibName", _), (nil, "loadNibNamed"): .nib
        case ("name", "UIStoryboard"), ("name", "NSStoryboard"): .storyboard
        case ("withIdentifier", "instantiateViewController"), ("withIdentifier", "instantiateController"):
            .viewControllerIdentifier
        case ("withIdentifier", "performSegue"): .segueIdentifier
        case ("withIdentifier", "dequeueReusableCell"), ("withReuseIdentifier", "dequeueReusableCell"),
            ("withReuseIdentifier", "dequeueReusableSupplementaryView"):
            .reuseIdentifier
        case ("forCellReuseIdentifier", "register"), ("forCellWithReuseIdentifier", "register"),
            ("forHeaderFooterViewReuseIdentifier", "register"), ("withReuseIdentifier", "register"):
            .registeredReuseIdentifier
        default: nil
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let function = Self.calledName(node) else { return .visitChildren }
        for (index, argument) in node.arguments.enumerated() {
            let label = argument.label?.text
            let forIndexPath = node.arguments.contains { $0.label?.text == "for" }
            guard index == 0 || label != nil,
                let kind = Self.kind(label: label, function: function, forIndexPath: forIndexPath),
                let (name, isOwnName) = name(of: argument.expression)
            else { continue }
            let ownerIsSelf = node.arguments.contains {
                $0.label?.text == "owner" && $0.expression.trimmedDescription == "self"
            }
            let position = argument.expression.startLocation(converter: converter)
            uses.append(
                ResourceUse(
                    kind: kind, name: name,
                    location: SourceFileLocation(file: file, line: position.line, column: position.column),
                    enclosingClass: types.last?.name, enclosingFunction: functions.last, ownerIsSelf: ownerIsSelf,
                    nameIsClassName: isOwnName))
        }
        return .visitChildren
    }

    /// The string an argument names: a literal without interpolation, or, in a class's own declaration, its name
    /// (`String(describing: type(of: self))`), which a subclass's instance replaces with its own.
    private func name(of expression: ExprSyntax) -> (String, isOwnName: Bool)? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return nil }
            return (segment.content.text, false)
        }
        guard let type = types.last, type.isClass else { return nil }
        let text = expression.trimmedDescription
        let ownName = [
            "String(describing: type(of: self))", "String(describing: Self.self)", "String(describing: self)",
            "\"\\(Self.self)\"", "\"\\(type(of: self))\"", "String(describing: \(type.name).self)",
            "\"\\(\(type.name).self)\"",
        ]
        return ownName.contains(text) ? (type.name, true) : nil
    }
}
