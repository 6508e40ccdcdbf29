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
}
