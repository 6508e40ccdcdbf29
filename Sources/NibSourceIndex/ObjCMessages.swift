/// The message sends of an Objective-C file's method bodies, each with its receiver, its full selector and its
/// arguments, and the `@implementation` and method it is in: what resource uses and calls are read from, matched by
/// whole selectors (`dequeueReusableCellWithReuseIdentifier:forIndexPath:`), never by a fragment of one.
struct ObjCMessages {
    /// One method of an `@implementation`.
    struct Method {
        /// The class implemented (a category's class).
        var type: String
        /// The full selector: `initWithCoder:`, `tableView:cellForRowAtIndexPath:`.
        var selector: String
        var isStatic: Bool
        var line: Int
        var column: Int
    }

    /// One message: `[receiver piece:argument piece:argument]` or `[receiver selector]`.
    struct Message {
        /// The tokens of the receiver.
        var receiver: ArraySlice<ObjCLexer.Token>
        /// The selector's pieces with their arguments' tokens; a unary message has one piece and no argument.
        var pieces: [(name: String, argument: ArraySlice<ObjCLexer.Token>)]
        /// The method whose body holds it, if any.
        var method: Method?
        /// Whether it is sent inside an `@try` block, whose `@catch` takes what it raises.
        var isInTry = false

        /// The full selector: `loadNibNamed:owner:options:`, `class`.
        var selector: String {
            pieces.count == 1 && pieces[0].argument.isEmpty && !hasColon
                ? pieces[0].name
                : pieces.map { $0.name + ":" }.joined()
        }
        fileprivate var hasColon = true

        /// The argument of the piece `name`.
        func argument(_ name: String) -> ArraySlice<ObjCLexer.Token>? { pieces.first { $0.name == name }?.argument }
    }

    private(set) var methods: [Method] = []
    private(set) var messages: [Message] = []
    /// Reads of `self.property` in method bodies, with the method.
    private(set) var propertyReads: [(name: String, method: Method)] = []

    /// An open bracket while the tokens are read: a message's `[` collects the pieces of its own level as they
    /// come, so that reading every message is one pass however deep they nest.
    private struct Frame {
        var opener: String
        var start: Int
        var pieces: [(name: String, start: Int)] = []
    }

    init(_ tokens: [ObjCLexer.Token]) {
        var implementation: String?
        var method: Method?
        var depth = 0
        var frames: [Frame] = []
        // The brace depths at which `@try` blocks began, innermost last.
        var tries: [Int] = []
        var tryPending = false
        for (index, token) in tokens.enumerated() {
            switch (token.kind, token.text) {
            case (.keyword, "implementation"):
                implementation = index + 1 < tokens.count ? tokens[index + 1].text : nil
            case (.keyword, "end"):
                implementation = nil
            case (.keyword, "try"):
                tryPending = true
            case (.punctuation, "{"):
                depth += 1
                frames.append(Frame(opener: "{", start: index))
                if tryPending { tries.append(depth) }
                tryPending = false
            case (.punctuation, "}"):
                if tries.last == depth { tries.removeLast() }
                depth = max(0, depth - 1)
                if depth == 0 {
                    method = nil
                    tries = []
                }
                Self.close("{", in: &frames)
            case (.punctuation, "-") where depth == 0 && implementation != nil,
                (.punctuation, "+") where depth == 0 && implementation != nil:
                if let type = implementation, let selector = Self.selector(after: index, in: tokens) {
                    method = Method(
                        type: type, selector: selector, isStatic: token.text == "+", line: token.line,
                        column: token.column)
                    methods.append(method!)
                }
            case (.punctuation, "["), (.punctuation, "("):
                frames.append(Frame(opener: token.text, start: index))
            case (.punctuation, ")"):
                Self.close("(", in: &frames)
            case (.punctuation, "]"):
                guard let frame = Self.close("[", in: &frames), depth > 0, index > frame.start + 1,
                    var message = Self.message(frame, end: index, in: tokens)
                else { continue }
                message.method = method
                message.isInTry = !tries.isEmpty
                messages.append(message)
            case (.punctuation, ":"):
                if index > 0, frames.last?.opener == "[",
                    tokens[index - 1].kind == .identifier || tokens[index - 1].kind == .keyword
                {
                    frames[frames.count - 1].pieces.append((tokens[index - 1].text, index - 1))
                }
            case (.identifier, "self") where depth > 0:
                if let method, index + 2 < tokens.count, tokens[index + 1].text == ".",
                    tokens[index + 2].kind == .identifier
                {
                    propertyReads.append((tokens[index + 2].text, method))
                }
            default:
                break
            }
        }
    }

    /// Closes the innermost frame opened by `opener` (and any left open inside it, up to 256); nil when none is
    /// open that near, so that unbalanced text stays one pass.
    @discardableResult
    private static func close(_ opener: String, in frames: inout [Frame]) -> Frame? {
        guard let index = frames.indices.reversed().prefix(256).first(where: { frames[$0].opener == opener }) else {
            return nil
        }
        let frame = frames[index]
        frames.removeSubrange(index...)
        return frame
    }

    /// The message a `[` frame closed at `end` holds.
    private static func message(_ frame: Frame, end: Int, in tokens: [ObjCLexer.Token]) -> Message? {
        let body = tokens[(frame.start + 1)..<end]
        guard let first = frame.pieces.first else {
            // `[receiver selector]`.
            guard let last = body.last, last.kind == .identifier, body.count >= 2 else { return nil }
            var message = Message(receiver: body.dropLast(), pieces: [(last.text, body[body.endIndex...])])
            message.hasColon = false
            return message
        }
        guard first.start > body.startIndex else { return nil }
        var pieces: [(name: String, argument: ArraySlice<ObjCLexer.Token>)] = []
        for (offset, piece) in frame.pieces.enumerated() {
            let next = offset + 1 < frame.pieces.count ? frame.pieces[offset + 1].start : end
            pieces.append((piece.name, tokens[(piece.start + 2)..<max(piece.start + 2, next)]))
        }
        return Message(receiver: tokens[body.startIndex..<first.start], pieces: pieces)
    }

    /// The full selector of the method whose `-` or `+` is at `index`: `initWithCoder:`, `awakeFromNib`,
    /// `tableView:cellForRowAtIndexPath:`.
    private static func selector(after index: Int, in tokens: [ObjCLexer.Token]) -> String? {
        var position = index + 1
        var selector = ""
        var nesting = 0
        // A declaration is short: give up after 256 tokens rather than read the rest of the file at every `-`.
        let end = min(tokens.count, index + 256)
        while position < end {
            let token = tokens[position]
            if token.text == "{" || token.text == ";" { break }
            if token.text == "(" { nesting += 1 }
            if token.text == ")" { nesting -= 1 }
            if nesting == 0, token.kind == .identifier {
                if position + 1 < tokens.count, tokens[position + 1].text == ":" {
                    selector += token.text + ":"
                    position += 2
                    continue
                }
                // A unary selector, or a parameter's name after its type.
                if selector.isEmpty { return token.text }
            }
            position += 1
        }
        return selector.isEmpty ? nil : selector
    }
}
