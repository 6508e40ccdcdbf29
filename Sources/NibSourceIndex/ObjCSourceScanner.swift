import NibModel

/// Reads the classes of an Objective-C header or implementation without a compiler: `@interface` (with superclass,
/// protocols, class extensions and categories), instance variable blocks, `@property` declarations, method
/// declarations and definitions (bodies are skipped by balanced braces), `@implementation` and `@protocol`.
/// Every key the runtime can set counts: properties, instance variables and `setKey:` methods.
///
/// It never fails: text it does not understand is skipped up to the next `;`, `}` or `@end`, and an unterminated
/// comment, literal or `@interface` is reported at its start.
struct ObjCSourceScanner: Sendable {
    /// Creates a scanner; it keeps no state.
    init() {}

    /// The classes (and categories, as partial classes under the class's name) declared in `bytes`.
    func scan(_ bytes: [UInt8], file: String) -> (classes: [SourceClass], diagnostics: [Diagnostic]) {
        scan(ObjCLexer.tokens(of: bytes), file: file)
    }

    /// The classes of a file already split into tokens (string literals, if kept, are passed over).
    func scan(_ lexed: ObjCLexer.Lexed, file: String) -> (
        classes: [SourceClass], diagnostics: [Diagnostic]
    ) {
        let (tokens, problems) = (lexed.tokens.filter { $0.kind != .string }, lexed.problems)
        var parser = Parser(tokens: tokens, file: file)
        parser.run()
        let diagnostics =
            problems.map {
                Diagnostic(warningIn: file, line: $0.0, column: $0.1, message: $0.2)
            } + parser.diagnostics
        return (parser.classes, diagnostics)
    }

    private struct Parser {
        typealias Token = ObjCLexer.Token
        let tokens: [Token]
        let file: String
        var position = 0
        var classes: [SourceClass] = []
        var diagnostics: [Diagnostic] = []

        init(tokens: [Token], file: String) {
            self.tokens = tokens
            self.file = file
        }

        var current: Token? { position < tokens.count ? tokens[position] : nil }

        func location(_ token: Token) -> SourceFileLocation {
            SourceFileLocation(file: file, line: token.line, column: token.column)
        }

        func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
            let index = position + offset
            return index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
        }

        mutating func run() {
            while let token = current {
                if token.kind == .keyword {
                    switch token.text {
                    case "interface", "implementation": container(isInterface: token.text == "interface")
                    case "protocol": skipProtocol()
                    default: position += 1
                    }
                } else {
                    position += 1
                }
            }
        }

        /// `@interface Name<…> : Super <P, Q>` / `@interface Name (Category)` / `@implementation Name`, up to `@end`.
        mutating func container(isInterface: Bool) {
            let start = tokens[position]
            position += 1
            guard let nameToken = current, nameToken.kind == .identifier else { return }
            position += 1
            var result = SourceClass(name: nameToken.text, language: .objectiveC)
            result.objCName = nameToken.text
            var isCategory = false
            if isInterface, isPunctuation("<") { skipBalanced(open: "<", close: ">") }  // generics
            if isPunctuation("(") {
                isCategory = true
                skipBalanced(open: "(", close: ")")
            }
            if isInterface, isPunctuation(":"), position + 1 < tokens.count, tokens[position + 1].kind == .identifier {
                result.superclass = tokens[position + 1].text
                position += 2
            }
            if isInterface, isPunctuation("<") {
                // `Super<T> <P>`: a first group followed by a second is the superclass's generic arguments.
                result.conformances = identifiers(until: ">")
                if isPunctuation("<") { result.conformances = identifiers(until: ">") }
            }
            if !isCategory, isInterface { result.location = location(start) }
            if isPunctuation("{") { instanceVariables(into: &result) }
            members(into: &result, start: start)
            classes.append(result)
        }

        /// Members until `@end`: properties, method declarations or definitions; anything else is skipped.
        mutating func members(into result: inout SourceClass, start: Token) {
            while let token = current {
                switch (token.kind, token.text) {
                case (.keyword, "end"):
                    position += 1
                    return
                case (.keyword, "interface"), (.keyword, "implementation"), (.keyword, "protocol"):
                    // A container never closed: report it and let the next one start.
                    diagnostics.append(
                        Diagnostic(
                            warningAt: location(start),
                            message: "@\(start.text) \(result.name) has no @end before @\(token.text); add @end"))
                    return
                case (.keyword, "property"):
                    property(into: &result)
                case (.punctuation, "-"), (.punctuation, "+"):
                    method(into: &result)
                case (.punctuation, "{"):
                    skipBalanced(open: "{", close: "}")
                default:
                    position += 1
                }
            }
            diagnostics.append(
                Diagnostic(
                    warningAt: location(start),
                    message: "@\(start.text) \(result.name) has no @end; the file ends inside it"))
        }

        /// `{ IBOutlet UIView *_icon; int count; }`.
        mutating func instanceVariables(into result: inout SourceClass) {
            position += 1
            var declaration: [Token] = []
            var depth = 0
            while let token = current {
                position += 1
                if token.kind == .punctuation {
                    if token.text == "{" { depth += 1 }
                    if token.text == "}" {
                        if depth == 0 {
                            addInstanceVariables(declaration, into: &result)
                            return
                        }
                        depth -= 1
                    }
                    if token.text == ";", depth == 0 {
                        addInstanceVariables(declaration, into: &result)
                        declaration = []
                        continue
                    }
                }
                if token.kind == .keyword, token.text == "end" {
                    position -= 1
                    return
                }
                declaration.append(token)
            }
        }

        mutating func addInstanceVariables(_ declaration: [Token], into result: inout SourceClass) {
            let words = declaration.filter { $0.kind == .identifier }.map(\.text)
            guard words.count >= 2 else { return }
            let isOutlet = words.contains("IBOutlet") || words.contains("IBOutletCollection")
            for name in declarators(declaration) {
                result.properties.append(
                    SourceProperty(
                        name: name.text, type: typeText(declaration, before: name), kind: .instanceVariable,
                        isOutlet: isOutlet, isOutletCollection: words.contains("IBOutletCollection"),
                        location: location(name)))
            }
        }

        /// `@property (nonatomic, weak) IBOutlet UILabel *title, *subtitle;` and block-typed properties.
        mutating func property(into result: inout SourceClass) {
            position += 1
            var attributes: [String] = []
            if isPunctuation("(") { attributes = identifiers(until: ")") }
            var declaration: [Token] = []
            var depth = 0
            while let token = current {
                if token.kind == .keyword, token.text == "end" { break }
                position += 1
                if token.kind == .punctuation {
                    if token.text == "(" { depth += 1 }
                    if token.text == ")" { depth = max(0, depth - 1) }
                    if token.text == ";", depth == 0 { break }
                }
                declaration.append(token)
            }
            let words = declaration.filter { $0.kind == .identifier }.map(\.text)
            let isCollection = words.contains("IBOutletCollection")
            let isOutlet = isCollection || words.contains("IBOutlet")
            for name in declarators(declaration) {
                result.properties.append(
                    SourceProperty(
                        name: name.text, type: typeText(declaration, before: name), isOutlet: isOutlet,
                        isOutletCollection: isCollection, isInspectable: words.contains("IBInspectable"),
                        isStatic: attributes.contains("class"), isWeak: attributes.contains("weak"),
                        location: location(name)))
            }
        }

        /// The declared names of a declaration: the last identifier of each comma-separated part at depth 0, or the
        /// name after `^` in a block type; macros with arguments (`API_AVAILABLE(…)`) at the end are ignored.
        func declarators(_ declaration: [Token]) -> [Token] {
            var names: [Token] = []
            var part: [Token] = []
            var depth = 0
            func finish() {
                if let caret = part.firstIndex(where: { $0.text == "^" }), caret + 1 < part.count,
                    part[caret + 1].kind == .identifier
                {
                    names.append(part[caret + 1])
                } else {
                    // Drop trailing `MACRO(...)` groups (`API_AVAILABLE(ios(13.0))`) after the name.
                    var candidates = part
                    while let last = candidates.last, last.kind == .punctuation, last.text == ")" {
                        var depth = 0
                        var open: Int?
                        for index in candidates.indices.reversed() {
                            if candidates[index].text == ")" { depth += 1 }
                            if candidates[index].text == "(" {
                                depth -= 1
                                if depth == 0 {
                                    open = index
                                    break
                                }
                            }
                        }
                        guard let open, open > 0, candidates[open - 1].kind == .identifier else { break }
                        candidates.removeSubrange((open - 1)...)
                    }
                    if let name = candidates.last(where: { $0.kind == .identifier }),
                        candidates.filter({ $0.kind == .identifier }).count >= 2
                            || candidates.contains(where: { $0.text == "*" })
                    {
                        names.append(name)
                    }
                }
                part = []
            }
            for token in declaration {
                if token.kind == .punctuation {
                    if token.text == "(" || token.text == "<" || token.text == "[" { depth += 1 }
                    if token.text == ")" || token.text == ">" || token.text == "]" { depth = max(0, depth - 1) }
                    if token.text == ",", depth == 0 {
                        finish()
                        continue
                    }
                }
                part.append(token)
            }
            finish()
            return names
        }

        func typeText(_ declaration: [Token], before name: Token) -> String? {
            let words = declaration.prefix { $0 != name }.filter {
                $0.kind == .identifier && !["IBOutlet", "IBInspectable", "IBOutletCollection"].contains($0.text)
            }
            return words.first.map { word in
                declaration.contains(where: { $0.text == "*" }) ? "\(word.text) *" : word.text
            }
        }

        /// `- (IBAction)tap:(id)sender forEvent:(UIEvent *)event;` or a definition with its body.
        mutating func method(into result: inout SourceClass) {
            let start = tokens[position]
            let isStatic = start.text == "+"
            position += 1
            var returnType: [String] = []
            if isPunctuation("(") { returnType = identifiers(until: ")") }
            var parts: [String] = []
            var hasArguments = false
            while let token = current, token.kind == .identifier || isPunctuation(":") {
                if token.kind == .identifier, isPunctuation(":", at: 1) {
                    parts.append(token.text)
                    hasArguments = true
                    position += 2
                    if isPunctuation("(") { skipBalanced(open: "(", close: ")") }
                    if let argument = current, argument.kind == .identifier { position += 1 }  // the argument's name
                } else if token.kind == .punctuation {  // `:` without a label (`a::`)
                    parts.append("")
                    hasArguments = true
                    position += 1
                    if isPunctuation("(") { skipBalanced(open: "(", close: ")") }
                    if let argument = current, argument.kind == .identifier { position += 1 }
                } else if parts.isEmpty {
                    parts.append(token.text)
                    position += 1
                    break
                } else {
                    break  // attributes after the selector (NS_SWIFT_NAME, …)
                }
            }
            // Up to the declaration's end or over the definition's body.
            while let token = current {
                if token.kind == .punctuation, token.text == ";" {
                    position += 1
                    break
                }
                if token.kind == .punctuation, token.text == "{" {
                    skipBalanced(open: "{", close: "}")
                    break
                }
                if token.kind == .keyword, token.text == "end" { break }
                if token.kind == .punctuation, token.text == "-" || token.text == "+", token.column == 1 { break }
                if token.kind == .punctuation, token.text == "(" {
                    skipBalanced(open: "(", close: ")")
                    continue
                }
                position += 1
            }
            guard let first = parts.first, !first.isEmpty || parts.count > 1 else { return }
            let selector = hasArguments ? parts.map { $0 + ":" }.joined() : first
            let method = SourceMethod(
                selector: selector, name: selector, isAction: returnType.contains("IBAction"), isStatic: isStatic,
                location: location(start))
            result.methods.append(method)
            // `setIcon:` makes `icon` settable by key-value coding.
            if !isStatic, parts.count == 1, hasArguments, first.count > 3, first.hasPrefix("set"),
                let initial = first.dropFirst(3).first, initial.isUppercase
            {
                let key = initial.lowercased() + first.dropFirst(4)
                result.properties.append(SourceProperty(name: key, kind: .setter, location: location(start)))
            }
        }

        /// `@protocol Name <…> … @end`, or a forward declaration of one or several: `@protocol A, B;` (which, read
        /// as the start of a protocol, swallowed the `@interface` after it).
        mutating func skipProtocol() {
            position += 1
            var ahead = position
            while ahead < tokens.count, tokens[ahead].kind == .identifier {
                ahead += 1
                guard ahead < tokens.count, tokens[ahead].text == "," else { break }
                ahead += 1
            }
            if ahead > position, ahead < tokens.count, tokens[ahead].text == ";" {
                position = ahead + 1
                return
            }
            while let token = current {
                position += 1
                if token.kind == .keyword, token.text == "end" { return }
                if token.kind == .punctuation, token.text == "(" { return }  // `@protocol(Name)` expression
            }
        }

        /// The identifiers between here (an opening token) and `close`, consuming both.
        mutating func identifiers(until close: String) -> [String] {
            var result: [String] = []
            let open = tokens[position].text
            var depth = 0
            while let token = current {
                position += 1
                if token.kind == .punctuation {
                    if token.text == open { depth += 1 }
                    if token.text == close {
                        depth -= 1
                        if depth <= 0 { return result }
                    }
                    if token.text == ";" { return result }
                } else if token.kind == .keyword {
                    position -= 1
                    return result
                } else if token.kind == .identifier {
                    result.append(token.text)
                }
            }
            return result
        }

        /// Skips from an opening token to its balanced closing one (or the file's end).
        mutating func skipBalanced(open: String, close: String) {
            var depth = 0
            while let token = current {
                position += 1
                guard token.kind == .punctuation else {
                    if token.kind == .keyword, token.text == "end", open != "{" {
                        position -= 1
                        return
                    }
                    continue
                }
                if token.text == open { depth += 1 }
                if token.text == close {
                    depth -= 1
                    if depth <= 0 { return }
                }
            }
        }
    }
}
