import Foundation
import NibModel
import SwiftParser
import SwiftSyntax

/// Reads the classes of a Swift file with swift-syntax: each class's superclass, conformances and `@objc` name,
/// and the properties and methods of its body and of its extensions, with what makes them visible to the
/// Objective-C runtime.
///
/// Members in every branch of `#if` count: which branch a build takes is unknown here, and a key declared in any of
/// them may be the one a nib sets. Structs, enums, actors and protocols are read only to name nested types.
struct SwiftSourceScanner: Sendable {
    /// Creates a scanner; it keeps no state.
    init() {}

    /// What one file declares: classes and class extensions (one entry per declaration; the index merges them), and
    /// type aliases (`typealias DeveloperOnly = BidViewController`, through which an extension can add members).
    typealias Result = (
        classes: [SourceClass], diagnostics: [Diagnostic], aliases: [(name: String, type: String)], uses: [ResourceUse],
        functions: [SourceFunction], constants: [SourceConstant], namedTypes: Set<String>,
        libraryCalls: [LibraryCall], protocols: [SourceProtocol], calls: [SourceCall]
    )

    /// The classes, class extensions and type aliases declared in `text`.
    func scan(_ text: String, file: String) -> Result {
        let cost = SwiftParseCost.estimate(Array(text.utf8))
        if cost.total > Self.maximumLookahead || cost.maxDepth > Self.maximumDepth {
            return (
                [],
                [
                    Diagnostic(
                        warningIn: file, line: 1, column: 1,
                        message: cost.maxDepth > Self.maximumDepth
                            ? "brackets nest \(cost.maxDepth) deep (or are left open); Swift's parser takes time "
                                + "superlinear in such text, so this file is not indexed (no real source nests this deep)"
                            : "this text would make Swift's parser re-read about \(cost.total) tokens as it looks "
                                + "ahead (long chains of '<', nested '[' or string interpolations), so this file is not "
                                + "indexed (real sources need under 20,000)")
                ],
                [], [], [], [], [], [], [], []
            )
        }
        let dots = text.utf8.reduce(0) { $1 == UInt8(ascii: ".") ? $0 + 1 : $0 }
        if dots > Self.maximumDots {
            return (
                [],
                [
                    Diagnostic(
                        warningIn: file, line: 1, column: 1,
                        message:
                            "\(dots) '.' in one file; a chain that long would nest Swift's syntax tree deeper than "
                            + "the scanner's stack, so this file is not indexed (split it if it is real code)")
                ],
                [], [], [], [], [], [], [], []
            )
        }
        // swift-syntax's tree is as deep as the longest member chain (`a.b.c…`), and walking it recurses: parse
        // and walk on a thread with a large stack (reserved, only touched pages are used).
        let box = ScanResultBox()
        let thread = Thread { [self] in
            box.value = scanParsed(text, file: file)
            box.done.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
        guard box.done.wait(timeout: .now() + Self.deadline) == .success else {
            // Error recovery on one long line can still be slow; the parser cannot be stopped, so its thread is left
            // to finish (a command line exits first).
            return (
                [],
                [
                    Diagnostic(
                        warningIn: file, line: 1, column: 1,
                        message: "Swift's parser took over \(Int(Self.deadline)) s on this file, so it is not indexed; "
                            + "check that it compiles")
                ],
                [], [], [], [], [], [], [], []
            )
        }
        return box.value ?? ([], [], [], [], [], [], [], [], [], [])
    }

    /// The most tokens the parser may re-read in lookahead (``SwiftParseCost``): about half a second of parsing.
    static let maximumLookahead = 1_000_000
    /// How deep the parser nests before it gives up on a construct: swift-syntax's release default.
    static let maximumNestingLevel = 256
    /// The deepest nesting of brackets (or brackets left open) read.
    static let maximumDepth = 64
    /// The longest a parse may take, in seconds, before the file is given up.
    static let deadline: Double = 10

    /// The stack of the scanning thread: 1 GB, room for the deepest tree ``maximumDots`` allows in a debug build.
    static let stackSize = 1 << 30

    /// The most `.` a file may hold: a chain of them nests the tree one level each (about 1 KB of stack per level
    /// in a debug build).
    static let maximumDots = 200_000

    private func scanParsed(_ text: String, file: String) -> Result {
        // The release parser's nesting limit in every build: a debug build's own default (20) would stop at a deep
        // closure and lose the declarations after it, so a debug `nib` (the build-tool plugin's) would differ.
        var parser = Parser(text, maximumNestingLevel: Self.maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let visitor = ClassVisitor(file: file, converter: converter)
        visitor.walk(tree)
        var diagnostics: [Diagnostic] = []
        if tree.hasError, let first = firstError(in: Syntax(tree)) {
            let location = first.startLocation(converter: converter)
            diagnostics.append(
                Diagnostic(
                    warningIn: file, line: location.line, column: location.column,
                    message: "Swift syntax error here; declarations after it may be missed. Check that the file "
                        + "compiles."))
        }
        let uses = SwiftResourceUses(file: file, converter: converter)
        uses.walk(tree)
        let calls = SwiftFunctionCalls(file: file, converter: converter)
        calls.walk(tree)
        let values = SwiftConstantValues(file: file, converter: converter)
        values.walk(tree)
        let libraryCalls = SwiftLibraryCalls(file: file, converter: converter)
        if SwiftLibraryCalls.mayFind(in: text) { libraryCalls.walk(tree) }
        return (
            visitor.classes, diagnostics, visitor.aliases, uses.uses, calls.found, uses.constants + values.constants,
            values.namedTypes, libraryCalls.calls, libraryCalls.protocols, uses.calls
        )
    }

    private func firstError(in node: Syntax) -> Syntax? {
        var stack = [node]
        var visited = 0
        while let next = stack.popLast(), visited < 1_000_000 {
            visited += 1
            if next.is(MissingExprSyntax.self) || next.is(UnexpectedNodesSyntax.self) || next.is(MissingDeclSyntax.self)
                || (next.is(TokenSyntax.self) && next.as(TokenSyntax.self)!.presence == .missing)
            {
                return next
            }
            guard next.hasError else { continue }
            stack.append(contentsOf: next.children(viewMode: .all).reversed())
        }
        return nil
    }
}

/// Carries a scan's result from its thread back to the caller.
private final class ScanResultBox: @unchecked Sendable {
    var value: SwiftSourceScanner.Result?
    let done = DispatchSemaphore(value: 0)
}

/// Walks declarations, keeping the path of enclosing types for nested names.
private final class ClassVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var classes: [SourceClass] = []
    /// The type aliases, by qualified name.
    var aliases: [(name: String, type: String)] = []
    /// Enclosing type names, and the index in `classes` of the class or extension being read (nil for others).
    private var scopes: [(name: String, classIndex: Int?, objCMembers: Bool)] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceFileLocation {
        let location = node.startLocation(converter: converter)
        return SourceFileLocation(file: file, line: location.line, column: location.column)
    }

    private func qualified(_ name: String) -> String {
        (scopes.map(\.name) + [name]).joined(separator: ".")
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        // `class Cell: UITableViewCell & Searchable`: a composition's first type is the superclass, the others
        // protocols, as if each were written apart.
        let inherited =
            node.inheritanceClause?.inheritedTypes.flatMap { inherited in
                inherited.type.as(CompositionTypeSyntax.self)?.elements.map { $0.type.trimmedDescription }
                    ?? [inherited.type.trimmedDescription]
            } ?? []
        let attributes = Attributes(node.attributes)
        var result = SourceClass(
            name: qualified(node.name.text), objCName: attributes.objCName, superclass: inherited.first,
            conformances: Array(inherited.dropFirst()), language: .swift, hasObjCMembers: attributes.has("objcMembers"),
            location: location(node.name))
        if result.superclass.map(Self.isProtocolLike) == true {
            result.conformances.insert(result.superclass!, at: 0)
            result.superclass = nil
        }
        classes.append(result)
        scopes.append((node.name.text, classes.count - 1, attributes.has("objcMembers")))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        let attributes = Attributes(node.attributes)
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        classes.append(SourceClass(name: name, conformances: inherited, language: .swift))
        // An `@objc extension` exposes its members; nested names inside continue from the extended type.
        scopes.append((name, classes.count - 1, attributes.has("objc") || attributes.has("objcMembers")))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        aliases.append((qualified(node.name.text), node.initializer.value.trimmedDescription))
        return .skipChildren
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        scopes.append((name, nil, false))
        return .visitChildren
    }

    // Bodies of functions, closures and accessors hold no members.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, let index = scope.classIndex else { return .skipChildren }
        let attributes = Attributes(node.attributes)
        let modifiers = Modifiers(node.modifiers)
        // NibKit's headless face declares outlets with its `@Outlet` wrapper, which its loader connects by name.
        let isOutlet = attributes.has("IBOutlet") || attributes.has("Outlet")
        // …and inspectable properties with `@Inspectable`.
        let isInspectable = attributes.has("IBInspectable") || attributes.has("Inspectable")
        let exposed =
            isOutlet || isInspectable || attributes.has("objc") || attributes.has("NSManaged")
            || modifiers.has("dynamic") || scope.objCMembers || classes[index].hasObjCMembers
        var lastType: String?
        // `var a, b: UIView!`: a binding without a type takes the next one's.
        var bindings: [(name: TokenSyntax, type: String?)] = []
        for binding in node.bindings.reversed() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let type = binding.typeAnnotation?.type.trimmedDescription { lastType = type }
            bindings.append((pattern.identifier, binding.typeAnnotation == nil ? lastType : lastType))
        }
        for (name, type) in bindings.reversed() {
            let isCollection = isOutlet && (type.map { $0.hasPrefix("[") } ?? false)
            classes[index].properties.append(
                SourceProperty(
                    name: name.text.trimmingBackticks, type: type, isOutlet: isOutlet, isOutletCollection: isCollection,
                    isInspectable: isInspectable, isObjCExposed: exposed,
                    isStatic: modifiers.has("static") || modifiers.has("class"), isWeak: modifiers.has("weak"),
                    isPrivate: modifiers.has("private") || modifiers.has("fileprivate"), location: location(name)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last, let index = scope.classIndex else { return .skipChildren }
        let attributes = Attributes(node.attributes)
        let modifiers = Modifiers(node.modifiers)
        let isAction = attributes.has("IBAction") || attributes.has("IBSegueAction")
        let exposed =
            isAction || attributes.has("objc") || modifiers.has("dynamic") || scope.objCMembers
            || classes[index].hasObjCMembers
        let parameters = node.signature.parameterClause.parameters.map { $0.firstName.text }
        let base = node.name.text.trimmingBackticks
        let selector = attributes.objCName ?? Self.selector(base: base, labels: parameters)
        let swiftName = "\(base)(\(parameters.map { "\($0):" }.joined()))"
        let firstIsSingleName = node.signature.parameterClause.parameters.first.map { $0.secondName == nil } ?? false
        var method = SourceMethod(
            selector: selector, name: swiftName, isAction: isAction, isObjCExposed: exposed,
            isStatic: modifiers.has("static") || modifiers.has("class"), location: location(node.name))
        if attributes.objCName == nil {
            method.swift2Selector = Self.swift2Selector(
                base: base, labels: parameters, firstIsSingleName: firstIsSingleName)
        }
        classes[index].methods.append(method)
        if base == "registerActions", let body = node.body { addRegisteredActions(in: body, to: index) }
        return .skipChildren
    }

    /// NibKit's headless face lists a class's actions in `registerActions(_:)`, as `actions.add("greet:", …)` or
    /// `actions["greet:"] = …`: each selector written there is an action of the class.
    private func addRegisteredActions(in body: CodeBlockSyntax, to index: Int) {
        let literals = StringLiteralCollector(viewMode: .sourceAccurate)
        literals.walk(body)
        for literal in literals.found {
            guard literal.segments.count == 1,
                let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
                let argument = literal.parent?.as(LabeledExprSyntax.self),
                argument.label == nil, argument.parent?.as(LabeledExprListSyntax.self)?.first == argument,
                let call = argument.parent?.parent,
                call.as(SubscriptCallExprSyntax.self) != nil
                    || call.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
                        .declName.baseName.text == "add"
            else { continue }
            classes[index].methods.append(
                SourceMethod(
                    selector: text, name: text, isAction: true, isObjCExposed: true, location: location(literal)))
        }
    }

    /// The Objective-C selector Swift gives a method: `tap()` → `tap`, `tap(_:)` → `tap:`, `tap(_:forEvent:)` →
    /// `tap:forEvent:`, `show(item:)` → `showWithItem:`; no "With" when the first label or the name's last word is a
    /// preposition, as Swift's own rule has it: `changeOpacity(with:)` → `changeOpacityWith:`,
    /// `moveTo(place:)` → `moveToPlace:`.
    static func selector(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var selector = base
        if first != "_" {
            let joins = isPreposition(firstWord(of: first)) || isPreposition(lastWord(of: base))
            selector += (joins ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    /// The selector Swift 2 gave the same method, whose first parameter had no argument label unless it was written
    /// twice: `buy(sender:)` declared as `func buy(sender: AnyObject)` → `buy:`. Nil when it is the same.
    static func swift2Selector(base: String, labels: [String], firstIsSingleName: Bool) -> String? {
        guard firstIsSingleName, let first = labels.first, first != "_" else { return nil }
        return base + ":" + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// The prepositions of Swift's naming rules (its PartsOfSpeech table).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: Substring) -> Bool { prepositions.contains(word.lowercased()) }

    /// `with` of `withSender`.
    private static func firstWord(of name: String) -> Substring {
        name.prefix { !$0.isUppercase }
    }

    /// `To` of `moveTo`, `URL` of `openURL`.
    private static func lastWord(of name: String) -> Substring {
        guard let start = name.lastIndex(where: \.isUppercase) else { return Substring(name) }
        return name[start...]
    }

    /// Names that are protocols rather than a superclass when written first (`class A: Codable`): a guess used only
    /// when nothing else is known; UIKit/AppKit superclasses are kept.
    static func isProtocolLike(_ name: String) -> Bool {
        ["Codable", "Equatable", "Hashable", "Sendable", "Identifiable", "CustomStringConvertible"].contains(name)
    }
}

/// The string literals under a node.
private final class StringLiteralCollector: SyntaxVisitor {
    var found: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// The attributes of a declaration, by name (`@IBOutlet`, `@objc(name)`, …).
private struct Attributes {
    var names: Set<String> = []
    var objCName: String?

    init(_ list: AttributeListSyntax) {
        for element in list {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = attribute.attributeName.trimmedDescription
            names.insert(name)
            if name == "objc", let arguments = attribute.arguments {
                let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
                if !text.isEmpty { objCName = text }
            }
        }
    }

    func has(_ name: String) -> Bool { names.contains(name) }
}

/// The modifiers of a declaration (`weak`, `static`, `private`, `dynamic`, …).
private struct Modifiers {
    var names: Set<String> = []

    init(_ list: DeclModifierListSyntax) {
        for modifier in list { names.insert(modifier.name.text) }
    }

    func has(_ name: String) -> Bool { names.contains(name) }
}

extension String {
    fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
