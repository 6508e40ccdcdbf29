/// Finds the ``ResourceUse``s of an Objective-C file: message arguments that name a nib, storyboard, storyboard ID,
/// segue or reuse identifier by a string literal (`[UINib nibWithNibName:@"Card" bundle:nil]`), with the
/// `@implementation` and method they are in.
enum ObjCResourceUses {
    /// The kind a selector piece's string argument names.
    private static let kinds: [String: ResourceUse.Kind] = [
        "nibWithNibName": .nib, "loadNibNamed": .nib, "initWithNibName": .nib, "initWithWindowNibName": .nib,
        "initWithNibNamed": .nib, "storyboardWithName": .storyboard,
        "instantiateViewControllerWithIdentifier": .viewControllerIdentifier,
        "instantiateControllerWithIdentifier": .viewControllerIdentifier,
        "performSegueWithIdentifier": .segueIdentifier, "dequeueReusableCellWithIdentifier": .reuseIdentifier,
        "dequeueReusableCellWithReuseIdentifier": .reuseIdentifier,
        "forCellReuseIdentifier": .registeredReuseIdentifier, "forCellWithReuseIdentifier": .registeredReuseIdentifier,
        "forHeaderFooterViewReuseIdentifier": .registeredReuseIdentifier,
    ]

    /// The uses among `tokens`, lexed with their string literals kept.
    static func uses(in tokens: [ObjCLexer.Token], file: String) -> [ResourceUse] {
        var uses: [ResourceUse] = []
        var implementation: String?
        var method: String?
        var depth = 0
        var messageStarts: [Int] = []  // the token index after each open `[`
        for (index, token) in tokens.enumerated() {
            switch (token.kind, token.text) {
            case (.keyword, "implementation"):
                implementation = index + 1 < tokens.count ? tokens[index + 1].text : nil
            case (.keyword, "end"):
                implementation = nil
            case (.punctuation, "{"):
                depth += 1
            case (.punctuation, "}"):
                depth = max(0, depth - 1)
                if depth == 0 { method = nil }
            case (.punctuation, "-") where depth == 0 && implementation != nil,
                (.punctuation, "+") where depth == 0 && implementation != nil:
                method = selector(after: index, in: tokens)
            case (.punctuation, "["):
                messageStarts.append(index + 1)
            case (.punctuation, "]"):
                _ = messageStarts.popLast()
            case (.string, _):
                // `piece:@"…"` or `piece:"…"`.
                var back = index - 1
                if back >= 0, tokens[back].kind == .punctuation, tokens[back].text == "@" { back -= 1 }
                guard back >= 1, tokens[back].kind == .punctuation, tokens[back].text == ":",
                    tokens[back - 1].kind == .identifier
                else { continue }
                let piece = tokens[back - 1].text
                var kind = kinds[piece]
                if piece == "withReuseIdentifier", let start = messageStarts.last {
                    let registers = messageFirstPiece(from: start, to: back, in: tokens)?.hasPrefix("register") == true
                    kind = registers ? .registeredReuseIdentifier : .reuseIdentifier
                }
                // Without `forIndexPath:` a table's dequeue returns nil instead of stopping the app.
                if piece == "dequeueReusableCellWithIdentifier",
                    !tokens[index...].prefix(8).contains(where: { $0.text == "forIndexPath" })
                {
                    kind = nil
                }
                guard let kind else { continue }
                let ownerIsSelf = tokens[index...].prefix(12).indices.contains { position in
                    position + 2 < tokens.count && tokens[position].text == "owner" && tokens[position + 1].text == ":"
                        && tokens[position + 2].text == "self"
                }
                uses.append(
                    ResourceUse(
                        kind: kind, name: token.text,
                        location: SourceFileLocation(file: file, line: token.line, column: token.column),
                        enclosingClass: implementation, enclosingFunction: method, ownerIsSelf: ownerIsSelf))
            default:
                break
            }
        }
        return uses
    }

    /// The selector of the method whose `-` or `+` is at `index`: `initWithCoder:`, `awakeFromNib`.
    private static func selector(after index: Int, in tokens: [ObjCLexer.Token]) -> String? {
        var position = index + 1
        // Skip the return type in parentheses.
        if position < tokens.count, tokens[position].text == "(" {
            // A return type is short: give up after 256 tokens rather than read the rest of the file at every `-`
            // (quadratic when its parenthesis never closes).
            let end = min(tokens.count, position + 256)
            var nesting = 0
            var closed = false
            while position < end {
                if tokens[position].text == "(" { nesting += 1 }
                if tokens[position].text == ")" {
                    nesting -= 1
                    if nesting == 0 {
                        closed = true
                        break
                    }
                }
                position += 1
            }
            guard closed else { return nil }
            position += 1
        }
        guard position < tokens.count, tokens[position].kind == .identifier else { return nil }
        let first = tokens[position].text
        return position + 1 < tokens.count && tokens[position + 1].text == ":" ? first + ":" : first
    }

    /// The first selector piece of the message between `start` and `end`: the identifier before the first `:` at
    /// the message's own level.
    private static func messageFirstPiece(from start: Int, to end: Int, in tokens: [ObjCLexer.Token]) -> String? {
        var nesting = 0
        for position in start..<end {
            let token = tokens[position]
            if token.text == "[" || token.text == "(" { nesting += 1 }
            if token.text == "]" || token.text == ")" { nesting -= 1 }
            if nesting == 0, token.text == ":", position > start, tokens[position - 1].kind == .identifier {
                return tokens[position - 1].text
            }
        }
        return nil
    }
}
