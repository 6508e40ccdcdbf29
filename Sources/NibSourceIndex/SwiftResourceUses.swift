import SwiftSyntax

/// Finds the ``ResourceUse``s of a Swift file: calls whose argument names a nib, storyboard, storyboard ID, segue or
/// reuse identifier by a string literal (directly or through a `let` of the function), by the class's own name
/// (`String(describing: type(of: self))`), or by a member of the object or its class (`Self.nibName`), with the
/// class and function they are in. A nib made in a function that also instantiates one with `owner: self`
/// (`UINib(nibName:bundle:)` then `instantiate(withOwner: self)`) counts as loaded with `owner: self`.
final class SwiftResourceUses: SwiftScopeVisitor {
    private(set) var uses: [ResourceUse] = []
    /// The string constants of types and of the file: properties whose value is one string literal.
    private(set) var constants: [SourceConstant] = []
    /// The calls that pass names or types a project's function may load a resource by.
    private(set) var calls: [SourceCall] = []
    /// For each enclosing function: where its uses start, whether it instantiates a nib with `owner: self`, and its
    /// `let` constants' initial values.
    private var bodies: [(firstUse: Int, instantiatesWithSelf: Bool, constants: [String: ExprSyntax])] = []

    override func enterFunction() { bodies.append((uses.count, false, [:])) }

    override func leaveFunction() {
        guard let body = bodies.popLast(), body.instantiatesWithSelf else { return }
        for index in body.firstUse..<uses.count where uses[index].kind == .nib { uses[index].ownerIsSelf = true }
    }

    /// NibKit's `class var nibName: String { "Card" }` (or `String(describing: self)`): the nib a nib-backed view
    /// loads, named by the getter's one expression.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let next = super.visit(node)
        guard let binding = node.bindings.first, node.bindings.count == 1,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return next }
        if !functions.isEmpty, functions.last?.name != name, node.bindingSpecifier.text == "let",
            let value = binding.initializer?.value, !bodies.isEmpty
        {
            bodies[bodies.count - 1].constants[name] = value
        }
        // `static let nibName = "Card"`, `let kCardNib = "Card"`, `var nibName: String { "Card" }`.
        let value: ExprSyntax? =
            if let initial = binding.initializer?.value {
                initial
            } else {
                Self.getterExpression(binding.accessorBlock)
            }
        if functions.count <= 1, functions.first.map({ $0.name == name }) ?? true,
            let literal = value?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
        {
            constants.append(
                SourceConstant(type: types.last?.name, name: name, value: text, location: location(literal)))
        } else if types.last?.isEnum == true, binding.initializer == nil, functions.count <= 1,
            let returned = Self.switchLiterals(binding.accessorBlock)
        {
            // `var nibName: String { switch self { case .header: return "HeaderCell" … } }`: one row per value.
            for (text, literal) in returned {
                var constant = SourceConstant(
                    type: types.last?.name, name: name, value: text, location: location(literal))
                constant.isEnumMember = true
                constants.append(constant)
            }
        } else if binding.initializer == nil, functions.count <= 1, functions.first.map({ $0.name == name }) ?? true,
            let value, let parts = parts(of: value), parts.namesOwnClass
        {
            // `static var reuseIdentifier: String { String(describing: self) }`: each class's own name.
            constants.append(
                SourceConstant(type: types.last?.name, name: name, value: "", location: location(value), parts: parts))
        }
        guard name == "nibName", let expression = Self.getterExpression(binding.accessorBlock) else { return next }
        let named = self.name(of: expression)
        // `"\(Self.self)View"`, `Constants.Nibs.card`: joined from its parts.
        let computed = named == nil ? parts(of: expression) : nil
        guard named != nil || computed != nil else { return next }
        uses.append(
            ResourceUse(
                kind: .nib, name: named?.name ?? "", location: location(expression), enclosingClass: types.last?.name,
                enclosingFunction: "nibName", nameIsClassName: named?.isOwnName ?? false, member: named?.member))
        if let computed, computed.count == 1, case .constant(let constant) = computed[0] {
            uses[uses.count - 1].constant = constant
        } else {
            uses[uses.count - 1].parts = computed
        }
        return next
    }

    /// The most cases of a switch read for the literals it returns.
    static let maximumSwitchCases = 256

    /// The literals a getter returns when its body is one `switch` whose every case returns one string literal (or is
    /// one), each with its place; nil for any other body.
    static func switchLiterals(_ block: AccessorBlockSyntax?) -> [(String, StringLiteralExprSyntax)]? {
        guard let item = onlyGetterItem(block) else { return nil }
        let expression =
            item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            ?? item.as(ReturnStmtSyntax.self)?.expression
        guard let switchExpression = expression?.as(SwitchExprSyntax.self),
            switchExpression.cases.count <= maximumSwitchCases
        else { return nil }
        var found: [(String, StringLiteralExprSyntax)] = []
        for switchCase in switchExpression.cases {
            guard let body = switchCase.as(SwitchCaseSyntax.self)?.statements, body.count == 1,
                let only = body.first?.item,
                let value = only.as(ReturnStmtSyntax.self)?.expression ?? only.as(ExprSyntax.self),
                let literal = value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text
            else { return nil }
            found.append((text, literal))
        }
        return found.isEmpty ? nil : found
    }

    /// The one expression a computed property's getter returns: `{ "Card" }`, `{ return "Card" }`, and
    /// `{ get { return "Card" } set {} }` (an override that must keep a stored property's setter).
    static func getterExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let item = onlyGetterItem(block) else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    }

    /// The one statement of a computed property's getter (`{ … }` or `get { … }`), if it has one only.
    private static func onlyGetterItem(_ block: AccessorBlockSyntax?) -> CodeBlockItemSyntax.Item? {
        let statements: CodeBlockItemListSyntax?
        switch block?.accessors {
        case .getter(let body)?: statements = body
        case .accessors(let accessors)?:
            statements = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: statements = nil
        }
        guard let statements, statements.count == 1 else { return nil }
        return statements.first?.item
    }

    /// The function called: `performSegue` in `self.performSegue(…)`, `UINib` in `UINib(…)`.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// Whether a call, by its Swift name, returns `false` or nil when the nib is missing (AppKit's), rather than raise.
    private static func failsQuietly(function: String, arguments: String) -> Bool {
        let signature = function + arguments
        return ["(windowNibName:)", "(windowNibName:owner:)"].contains(arguments)
            || ["NSNib(nibNamed:bundle:)", "loadNibNamed(_:owner:topLevelObjects:)", "loadNibNamed(_:owner:)"]
                .contains(signature)
    }

    /// The kind a call's argument labelled `label` names, for a call of `function` with the argument labels
    /// `arguments` (`(nibName:bundle:)`): UIKit's and AppKit's calls matched by their full Swift names, never by a
    /// fragment.
    private static func kind(label: String?, function: String, arguments: String) -> ResourceUse.Kind? {
        let signature = function + arguments
        // Any class's `init(nibName:bundle:)` (a view controller's, UINib's) and `init(windowNibName:)` (a window
        // controller's), called by the class's name or as `super.init`/`self.init`.
        switch (label, arguments) {
        case ("nibName", "(nibName:bundle:)"), ("windowNibName", "(windowNibName:)"),
            ("windowNibName", "(windowNibName:owner:)"):
            return .nib
        default:
            break
        }
        switch (label, signature) {
        case ("nibNamed", "NSNib(nibNamed:bundle:)"), (nil, "loadNibNamed(_:owner:options:)"),
            (nil, "loadNibNamed(_:owner:topLevelObjects:)"), (nil, "loadNibNamed(_:owner:)"):
            return .nib
        case ("name", "UIStoryboard(name:bundle:)"), ("name", "NSStoryboard(name:bundle:)"):
            return .storyboard
        case ("withIdentifier", "instantiateViewController(withIdentifier:)"),
            ("withIdentifier", "instantiateViewController(withIdentifier:creator:)"),
            ("withIdentifier", "instantiateController(withIdentifier:)"),
            ("withIdentifier", "instantiateController(withIdentifier:creator:)"):
            return .viewControllerIdentifier
        case ("withIdentifier", "performSegue(withIdentifier:sender:)"):
            return .segueIdentifier
        case ("withIdentifier", "dequeueReusableCell(withIdentifier:for:)"),
            ("withReuseIdentifier", "dequeueReusableCell(withReuseIdentifier:for:)"),
            ("withReuseIdentifier", "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"):
            return .reuseIdentifier
        case ("forCellReuseIdentifier", "register(_:forCellReuseIdentifier:)"),
            ("forCellWithReuseIdentifier", "register(_:forCellWithReuseIdentifier:)"),
            ("forHeaderFooterViewReuseIdentifier", "register(_:forHeaderFooterViewReuseIdentifier:)"),
            ("withReuseIdentifier", "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"):
            return .registeredReuseIdentifier
        default:
            return nil
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let function = Self.calledName(node) else { return .visitChildren }
        let arguments = "(" + node.arguments.map { "\($0.label?.text ?? "_"):" }.joined() + ")"
        // In a class method `self` is the class, not an object the nib's outlets are set on.
        let ownerIsSelf =
            functions.last?.isStatic != true
            && node.arguments.contains {
                ($0.label?.text == "owner" || $0.label?.text == "withOwner") && Self.isSelf($0.expression)
            }
        if function == "instantiate", ownerIsSelf {
            if !bodies.isEmpty { bodies[bodies.count - 1].instantiatesWithSelf = true }
            // `Self.nib.instantiate(withOwner: self)`: the nib a member of the class gives.
            if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                let member = base.as(MemberAccessExprSyntax.self), let owner = member.base,
                Self.isSelfOrItsType(owner)
            {
                append(.nib, name: "", at: base, ownerIsSelf: true, member: member.declName.baseName.text)
            }
        }
        // `SettingsController(nibName:bundle:)`: the class made; `super.init(…)`, `self.init(…)`: this one.
        var receiver: String?
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true
        {
            receiver = type
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "init",
            member.base.map({ $0.is(SuperExprSyntax.self) || Self.isSelf($0) }) == true
        {
            receiver = types.last?.name
        }
        for (index, argument) in node.arguments.enumerated() {
            let label = argument.label?.text
            guard index == 0 || label != nil,
                let kind = Self.kind(label: label, function: function, arguments: arguments)
            else { continue }
            let before = uses.count
            if let named = name(of: argument.expression) {
                append(
                    kind, name: named.name, at: argument.expression, ownerIsSelf: ownerIsSelf,
                    isOwnName: named.isOwnName, member: named.member, receiver: receiver)
            } else if let parts = parts(of: argument.expression) {
                append(kind, name: "", at: argument.expression, ownerIsSelf: ownerIsSelf, receiver: receiver)
                // One constant keeps its name for messages (`(kCellID)`); anything else is joined from its parts.
                if parts.count == 1, case .constant(let constant) = parts[0] {
                    uses[uses.count - 1].constant = constant
                } else {
                    uses[uses.count - 1].parts = parts
                }
            } else if kind == .registeredReuseIdentifier || kind == .reuseIdentifier {
                append(kind, name: "", at: argument.expression, ownerIsSelf: ownerIsSelf, receiver: receiver)
                uses[uses.count - 1].isComputed = true
            }
            if uses.count > before {
                uses[uses.count - 1].failsQuietly = Self.failsQuietly(function: function, arguments: arguments)
                if receiver != nil { uses[uses.count - 1].initializer = "init" + arguments }
                if let bundle = node.arguments.first(where: { $0.label?.text == "bundle" })?.expression {
                    (uses[uses.count - 1].bundleClass, uses[uses.count - 1].looksElsewhere) = Self.bundle(bundle)
                }
            }
        }
        recordCall(node, function: function, receiver: receiver)
        return .visitChildren
    }

    /// Records a call whose arguments give a name or a type, for a function of the project that may load by them.
    private func recordCall(_ node: FunctionCallExprSyntax, function: String, receiver: String?) {
        guard !node.arguments.isEmpty else { return }
        var passesSomething = false
        let arguments = node.arguments.map { argument in
            let expression = argument.expression
            var type: String?
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                base.first?.isUppercase == true,
                base != "Self"
            {
                type = base
            }
            var parts = type == nil ? parts(of: expression) : nil
            // `.red`, `.horizontal`: an implicit member of any enum, not a name.
            if let only = parts?.first, parts?.count == 1, case .constant(let name) = only, name.hasPrefix("String.") {
                parts = nil
            }
            passesSomething = passesSomething || type != nil || parts != nil
            return SourceCall.Argument(
                label: argument.label?.text ?? "_", parts: parts, type: type, location: location(expression))
        }
        guard passesSomething else { return }
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let isOnSelf = base.map { Self.isSelfOrItsType($0) } ?? true
        let receiverType =
            receiver ?? base?.as(DeclReferenceExprSyntax.self)?.baseName.text.nilUnlessTypeName
        calls.append(
            SourceCall(
                function: receiver != nil && function.first?.isUppercase == true ? "init" : function,
                receiverType: receiverType, isOnSelf: isOnSelf && receiver == nil, arguments: arguments,
                enclosingClass: types.last?.name, enclosingFunction: functions.last?.name))
    }

    /// The bundle an argument names: another class's (`Bundle(for: Logger.self)`), or one found by identifier, path or
    /// URL (`Bundle(identifier:)`, `Bundle(path:)`, `Bundle(url:)`); neither for `nil`, `.main`, `Bundle.module` or
    /// the object's own class's.
    private static func bundle(_ expression: ExprSyntax) -> (bundleClass: String?, looksElsewhere: Bool) {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle",
            let argument = call.arguments.first, call.arguments.count == 1
        else { return (nil, false) }
        switch argument.label?.text {
        case "identifier", "path", "url": return (nil, true)
        case "for":
            guard let member = argument.expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "self",
                let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type != "Self"
            else { return (nil, false) }
            return (type, false)
        default: return (nil, false)
        }
    }

    private func append(
        _ kind: ResourceUse.Kind, name: String, at node: some SyntaxProtocol, ownerIsSelf: Bool,
        isOwnName: Bool = false, member: String? = nil, receiver: String? = nil
    ) {
        uses.append(
            ResourceUse(
                kind: kind, name: name, location: location(node), enclosingClass: types.last?.name,
                enclosingFunction: functions.last?.name, ownerIsSelf: ownerIsSelf, nameIsClassName: isOwnName,
                member: member, receiverClass: receiver))
    }

    /// How an argument computes a name (``SwiftNameParts``): constants (`kCellID`, `Cell.reuseIdentifier`,
    /// `Constants.Cells.image`, `Identifier.image.rawValue`), interpolations and concatenations, in the context of the
    /// enclosing function (its `let`s, its parameters' types) and type.
    private func parts(of expression: ExprSyntax) -> [NamePart]? {
        let locals = bodies.last?.constants ?? [:]
        let declaration = functions.last?.node
        let parameters =
            declaration?.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? declaration?.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        let reader = SwiftNameParts(
            localValue: { locals[$0] },
            declaresLocally: { [self] in declaresLocally($0) },
            parameterType: { name in
                parameters?.first { ($0.secondName ?? $0.firstName).text == name }?.type.trimmedDescription
            },
            isGenericParameter: { Self.isGenericParameter($0, around: expression) },
            parameter: { name in
                guard let parameters,
                    let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
                else { return nil }
                let parameter = parameters[position]
                return (parameters.distance(from: parameters.startIndex, to: position), parameter.defaultValue?.value)
            },
            typeParameterPosition: { name in
                parameters?.enumerated().first { _, parameter in
                    let type = parameter.type.trimmedDescription.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
                    return type == name + ".Type"
                        || ((parameter.secondName ?? parameter.firstName).text == name
                            && (type.hasSuffix(".Type") || Self.classTypes.contains(type)))
                }?.offset
            },
            selfMayBeClass: types.last?.mayBeClass == true,
            enclosingEnum: types.last.flatMap { $0.isEnum ? $0.name : nil })
        return reader.parts(of: expression)
    }

    /// The types of a parameter that holds any class, besides `X.Type`.
    private static let classTypes: Set<String> = ["AnyClass", "AnyObject.Type", "NSObject.Type"]

    /// Whether `name` is a generic parameter of a declaration around `node` (`func fromNib<T: UIView>()`): each call
    /// names its own type, not a type called `T`.
    private static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            let clause =
                next.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? next.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? next.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? next.as(StructDeclSyntax.self)?.genericParameterClause
                ?? next.as(EnumDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = next.parent
        }
        return false
    }

    /// The type `String(describing: Cell.self)` or `"\(Cell.self)"` names (without spaces), if the text is one.
    private static func describedTypeName(_ text: String) -> String? {
        for (prefix, suffix) in [("String(describing:", ".self)"), ("\"\\(", ".self)\"")]
        where text.hasPrefix(prefix) && text.hasSuffix(suffix) {
            let name = text.dropFirst(prefix.count).dropLast(suffix.count)
            guard let first = name.first, first.isUppercase,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { return nil }
            return String(name)
        }
        return nil
    }

    /// The string an argument names: a literal without interpolation (or a `let` of the function holding one);
    /// where `self` may be a class's instance, its class's name (`String(describing: type(of: self))`), which each
    /// subclass's instance replaces with its own; or a member of the object or its class (`Self.nibName`).
    private func name(of expression: ExprSyntax, depth: Int = 0) -> (name: String, isOwnName: Bool, member: String?)? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return nil }
            return (segment.content.text, false, nil)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), depth < 4 {
            if let value = bodies.last?.constants[reference.baseName.text] {
                return name(of: value, depth: depth + 1)
            }
            // A property of the object or its class: `nibName` in a method of the class.
            return reference.baseName.text == "nibName" ? ("", false, "nibName") : nil
        }
        // In an enum's own code `self.rawValue` and `self.name` are its values', which ``parts(of:)`` reads.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, Self.isSelfOrItsType(base),
            types.last?.isEnum != true
        {
            return ("", false, member.declName.baseName.text)
        }
        let text = expression.trimmedDescription.filter { !$0.isWhitespace }
        // `String(describing: Cell.self)` names another type: its name, as a literal would.
        if let named = Self.describedTypeName(text), named != "Self", named != types.last?.name,
            !Self.isGenericParameter(named, around: expression)
        {
            return (String(named.split(separator: ".").last ?? Substring(named)), false, nil)
        }
        guard let type = types.last, type.mayBeClass else { return nil }
        let ownName = [
            "String(describing:type(of:self))", "String(describing:Self.self)", "String(describing:self)",
            "String(describing:Self)", "\"\\(Self.self)\"", "\"\\(type(of:self))\"", "\"\\(self)\"",
            "String(describing:\(type.name).self)", "\"\\(\(type.name).self)\"", "NSStringFromClass(type(of:self))",
            "NSStringFromClass(Self.self)", "String(describing:self.classForCoder)",
        ]
        return ownName.contains(text) ? (type.name, true, nil) : nil
    }
}

extension String {
    /// The name when it is a type's (in upper case, not `Self`), else nil.
    fileprivate var nilUnlessTypeName: String? { first?.isUppercase == true && self != "Self" ? self : nil }
}
