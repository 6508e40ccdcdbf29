import Foundation

/// The ``SourceFunction``s of an Objective-C file: each method of an `@implementation` (a category's included), with
/// the messages it sends to `self`, `super` and its own class, and the properties of `self` it reads.
enum ObjCFunctionCalls {
    static func functions(in messages: ObjCMessages, file: String) -> [SourceFunction] {
        var functions: [String: SourceFunction] = [:]
        var order: [String] = []
        for method in messages.methods {
            let key = method.type + " " + method.selector
            if functions[key] == nil { order.append(key) }
            functions[key] = SourceFunction(
                type: method.type, name: method.selector, isStatic: method.isStatic,
                location: SourceFileLocation(file: file, line: method.line, column: method.column))
        }
        func record(_ name: String, in method: ObjCMessages.Method) {
            let key = method.type + " " + method.selector
            guard functions[key]?.calls.contains(name) == false else { return }
            functions[key]?.calls.append(name)
        }
        for message in messages.messages {
            guard let method = message.method else { continue }
            switch message.receiver.map(\.text).joined() {
            case "self", "[selfclass]", "self.class": record(message.selector, in: method)
            case "super": record("super." + message.selector, in: method)
            default: break
            }
        }
        for read in messages.propertyReads { record(read.name, in: read.method) }
        return order.compactMap { functions[$0] }
    }

    /// The classes that class methods other than `class` are sent to by name (`[CardView alloc]`, `[CardView new]`,
    /// `[CardView cardWithTitle:…]`): those whose objects the code may make.
    static func namedTypes(in messages: ObjCMessages) -> Set<String> {
        Set(
            messages.messages.compactMap { message in
                guard message.receiver.count == 1, let name = message.receiver.first, name.kind == .identifier,
                    name.text.first?.isUppercase == true, message.selector != "class"
                else { return nil }
                return name.text
            })
    }

    /// The string constants outside methods: `static NSString *const kCardNib = @"Card";`.
    static func constants(in tokens: [ObjCLexer.Token], file: String) -> [SourceConstant] {
        var constants: [SourceConstant] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth = max(0, depth - 1) }
            guard depth == 0, token.kind == .string, index >= 3, tokens[index - 1].text == "@",
                tokens[index - 2].text == "=", tokens[index - 3].kind == .identifier,
                index + 1 < tokens.count, tokens[index + 1].text == ";"
            else { continue }
            constants.append(
                SourceConstant(
                    type: nil, name: tokens[index - 3].text, value: token.text,
                    location: SourceFileLocation(file: file, line: token.line, column: token.column)))
        }
        return constants
    }

    /// The string constants a file `#define`s: `#define kCellID @"Cell"` names `Cell` wherever code writes `kCellID`.
    static func definedConstants(in directives: [(line: Int, text: String)], file: String) -> [SourceConstant] {
        directives.compactMap { directive in
            let words = directive.text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            guard words.count == 3, words[0] == "define",
                words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                case let value = words[2].trimmingCharacters(in: .whitespaces),
                value.hasPrefix("@\""), value.hasSuffix("\""), value.count >= 3
            else { return nil }
            let text = value.dropFirst(2).dropLast()
            guard !text.contains("\""), !text.contains("\\") else { return nil }
            return SourceConstant(
                type: nil, name: String(words[1]), value: String(text),
                location: SourceFileLocation(file: file, line: directive.line, column: 1))
        }
    }

    /// The string each method without arguments returns when its whole body is one literal:
    /// `- (NSString *)windowNibName { return @"Preferences"; }` is the constant `windowNibName` of its class, as a
    /// Swift `override var windowNibName: String { "Preferences" }` is.
    static func returnedConstants(
        in tokens: [ObjCLexer.Token], methods: [ObjCMessages.Method], file: String
    ) -> [SourceConstant] {
        var constants: [SourceConstant] = []
        for index in tokens.indices.dropFirst(3) where tokens[index].text == "return" {
            guard index + 4 < tokens.count, tokens[index - 1].text == "{", tokens[index - 2].kind == .identifier,
                tokens[index - 3].text == ")", tokens[index + 1].text == "@", tokens[index + 2].kind == .string,
                tokens[index + 3].text == ";", tokens[index + 4].text == "}"
            else { continue }
            let selector = tokens[index - 2]
            // The method the selector's line starts: the nearest one declared at or before it.
            guard
                let method = methods.last(where: {
                    $0.selector == selector.text && $0.line <= selector.line && $0.line >= selector.line - 2
                })
            else { continue }
            let literal = tokens[index + 2]
            constants.append(
                SourceConstant(
                    type: method.type, name: selector.text, value: literal.text,
                    location: SourceFileLocation(file: file, line: literal.line, column: literal.column)))
        }
        return constants
    }
}
