/// A linear pre-scan estimating how many tokens swift-syntax's parser re-reads in lookahead, so that a file that
/// would take it minutes (`let a = a<a<a<…`: each `<` looks ahead to the end of the expression; nested `[`: each
/// retries twice) is refused before it is parsed. swift-syntax has no budget or cancel of its own, and its nesting
/// limit does not bound lookahead. Measured on 15,920 real Swift files (203 MB): the highest estimate was 17,207
/// and the deepest nesting 24, against the limits ``SwiftSourceScanner/maximumLookahead`` and
/// ``SwiftSourceScanner/maximumDepth``.
///
/// - angle: Σ over tokens of the '<' whose generic-argument lookahead is still running there
/// - bracket: Σ over tokens of (2^k − 1), k the '[' whose type lookahead is still running there
///   (the inline-array lookahead retries at every nested '[')
/// - interpolation: Σ over interpolations of their depth (the lexer copies its state stack at every push)
/// A lookahead "runs" from its token until a token no type can hold (a stopper) or until its bracket/'>' closes it.
struct SwiftParseCost {
    var tokens = 0
    var angle = 0
    var bracket = 0
    var interpolation = 0
    var attributes = 0
    var lexer = 0
    var maxSquares = 0
    var maxAngles = 0
    var maxInterpolation = 0
    var maxDepth = 0
    var total: Int { angle &+ bracket &+ interpolation &+ attributes &+ lexer }
}

extension SwiftParseCost {
    /// The cost of parsing `b`, in one pass.
    static func estimate(_ b: [UInt8]) -> SwiftParseCost {
        var scanner = ParseCostScanner(bytes: b)
        return scanner.scan()
    }
}

/// The pass of ``SwiftParseCost/estimate(_:)``: where it is, what is open, and which lookaheads run.
private struct ParseCostScanner {
    enum Open { case paren, square, other, interp(hashes: Int, multiline: Bool) }

    let b: [UInt8]
    let n: Int
    var i = 0
    var cost = SwiftParseCost()
    var stack: [Open] = []
    var parens: [Int] = []  // stack heights of the tuple-like '(' open (where a lookahead may skip tokens)
    var angles: [Int] = []  // region height of each running '<' lookahead
    var squares: [Int] = []  // region height of each running '[' lookahead
    var interpolation = 0
    var attributesOnLine = 0  // each '@' makes the parser look for a declaration to the end of the line
    var previousEndsOperand = false
    var runEnd = 0  // the end of the run of operator characters last measured
    var nextCut = 0  // the first `//` or `/*` in it after the current operator's first character

    init(bytes: [UInt8]) {
        b = bytes
        n = bytes.count
    }

    static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    static let stoppers = Set(
        [
            "let", "var", "if", "else", "guard", "return", "func", "class", "struct", "enum", "case", "switch", "for",
            "while", "do", "try", "await", "import", "extension", "protocol", "init", "deinit", "subscript", "where",
            "in", "is", "as", "true", "false", "nil", "throw", "defer", "break", "continue", "fallthrough",
            "static", "private", "public", "internal", "fileprivate", "open", "final", "override", "typealias",
            "associatedtype", "operator", "precedencegroup", "mutating", "lazy", "weak", "unowned", "actor",
        ].map { hash($0.utf8) })
    // Words after which a type continues (`any (A)`, `inout [B]`, `throws(E)`).
    static let typePrefixes = Set(
        [
            "some", "any", "each", "repeat", "inout", "borrowing", "consuming", "sending", "__owned", "__shared",
            "isolated", "nonisolated", "throws", "async", "rethrows", "_const", "dependsOn",
        ].map { hash($0.utf8) })

    func isIdent(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24
            || c >= 0x80
    }

    func isOp(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            return true
        default: return false
        }
    }

    mutating func token() {
        cost.tokens += 1
        cost.angle &+= angles.count
        cost.attributes &+= attributesOnLine
        cost.bracket &+= (1 << min(squares.count, 40)) - 1
        cost.maxAngles = max(cost.maxAngles, angles.count)
        cost.maxSquares = max(cost.maxSquares, squares.count)
    }

    // A token no type can hold: every lookahead running here fails, except those that began outside a '(' around
    // here (a tuple's `= default` and an attribute's arguments are skipped, not parsed).
    mutating func stop() {
        let floor = (parens.last ?? -1) + 1
        while let last = angles.last, last >= floor { angles.removeLast() }
        while let last = squares.last, last >= floor { squares.removeLast() }
    }

    mutating func push(_ open: Open) {
        if case .paren = open { parens.append(stack.count) }
        stack.append(open)
        cost.maxDepth = max(cost.maxDepth, stack.count)
    }

    mutating func close() -> Open? {
        guard let top = stack.popLast() else { return nil }
        if case .paren = top { parens.removeLast() }
        while let last = angles.last, last > stack.count { angles.removeLast() }
        while let last = squares.last, last > stack.count { squares.removeLast() }
        return top
    }

    /// Every token, then the cost.
    mutating func scan() -> SwiftParseCost {
        while i < n {
            let before = cost.tokens
            if step() {
                previousEndsOperand = false
            } else if cost.tokens != before {
                previousEndsOperand = endsOperand()
            }
        }
        return cost
    }

    /// Whether the token that ends before `i` ends an operand: identifiers, literals and closing brackets do.
    func endsOperand() -> Bool {
        let last = b[i - 1]
        let arrow = last == UInt8(ascii: ">") && i >= 2 && b[i - 2] == UInt8(ascii: "-")
        let member = last == UInt8(ascii: ".") && !(i >= 2 && b[i - 2] == UInt8(ascii: "."))
        return member || isIdent(last) || last == UInt8(ascii: ")") || last == UInt8(ascii: "]")
            || last == UInt8(ascii: "\"") || last == UInt8(ascii: "#") || last == UInt8(ascii: "`")
            || last == UInt8(ascii: "?") || last == UInt8(ascii: "!")
            || (!arrow && last == UInt8(ascii: ">"))
            || last == UInt8(ascii: "}")
    }

    /// Reads what starts at `i`; whether it was a keyword (after which no operand ends).
    mutating func step() -> Bool {
        let c = b[i]
        switch c {
        case 0x0A:
            attributesOnLine = 0
            i += 1
        case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
            i += 1
        case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "/"):
            while i < n, b[i] != 0x0A { i += 1 }
        case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "*"):
            blockComment()
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
            stringOrPound()
        case UInt8(ascii: "("):
            token()
            if previousEndsOperand { stop(); push(.other) } else { push(.paren) }  // a call, or a tuple
            i += 1
        case UInt8(ascii: "["):
            token()
            if previousEndsOperand {
                stop(); push(.other)  // a subscript
            } else {
                push(.square); squares.append(stack.count - 1 + 1)
            }
            i += 1
        case UInt8(ascii: "{"):
            token(); stop(); push(.other); i += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            closing(c)
        case UInt8(ascii: ";"):
            token(); stop(); i += 1
        case UInt8(ascii: ","):
            token()
            if case .square? = stack.last { stop() }  // `[A, B]` is no type
            i += 1
        case UInt8(ascii: "@"):
            token(); attributesOnLine += 1; i += 1
        case UInt8(ascii: ":"), UInt8(ascii: "`"):
            token(); i += 1
        default:
            if isOp(c) {
                operatorRun()
            } else if isIdent(c) {
                return word(c)
            } else {
                token(); i += 1
            }
        }
        return false
    }

    /// A `/* comment */`, nested ones inside it.
    mutating func blockComment() {
        var depth = 0
        while i < n {
            if b[i] == UInt8(ascii: "/"), i + 1 < n, b[i + 1] == UInt8(ascii: "*") {
                depth += 1; i += 2; continue
            }
            if b[i] == UInt8(ascii: "*"), i + 1 < n, b[i + 1] == UInt8(ascii: "/") {
                depth -= 1; i += 2
                if depth == 0 { break }
                continue
            }
            i += 1
        }
    }

    /// A string literal (raw with `#`s, or multiline) up to its end or first interpolation, or a `#` word.
    mutating func stringOrPound() {
        var j = i
        var hashes = 0
        while j < n, b[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
        token(); stop()
        if j < n, b[j] == UInt8(ascii: "\"") {
            let multiline = j + 2 < n && b[j + 1] == UInt8(ascii: "\"") && b[j + 2] == UInt8(ascii: "\"")
            i = j + (multiline ? 3 : 1)
            lexString(hashes: hashes, multiline: multiline)
        } else {
            i = j  // `#if`, `#selector(`, …: no type holds them
            while i < n, isIdent(b[i]) { i += 1 }
        }
    }

    /// A closing bracket; the string an interpolation's `)` returns to.
    mutating func closing(_ c: UInt8) {
        token()
        if c == UInt8(ascii: "}") { stop() }
        let top = close()
        i += 1
        if c == UInt8(ascii: ")"), case .interp(let hashes, let multiline)? = top {
            interpolation -= 1
            lexString(hashes: hashes, multiline: multiline)
        }
    }

    // Reads a string literal's body from i: returns at its end, or at an interpolation (pushed).
    mutating func lexString(hashes: Int, multiline: Bool) {
        while i < n {
            let c = b[i]
            if c == UInt8(ascii: "\\") {
                var j = i + 1
                var h = 0
                while j < n, b[j] == UInt8(ascii: "#"), h < hashes { h += 1; j += 1 }
                if h == hashes, j < n, b[j] == UInt8(ascii: "(") {
                    push(.interp(hashes: hashes, multiline: multiline))
                    interpolation += 1
                    cost.interpolation &+= interpolation
                    cost.maxInterpolation = max(cost.maxInterpolation, interpolation)
                    i = j + 1
                    return
                }
                i = j + 1
                continue
            }
            if c == UInt8(ascii: "\n") && !multiline { i += 1; return }
            if c == UInt8(ascii: "\"") {
                var j = i
                if multiline {
                    guard j + 2 < n, b[j + 1] == UInt8(ascii: "\""), b[j + 2] == UInt8(ascii: "\"") else {
                        i += 1
                        continue
                    }
                    j += 3
                } else {
                    j += 1
                }
                var h = 0
                while j < n, b[j] == UInt8(ascii: "#"), h < hashes { h += 1; j += 1 }
                if h == hashes { i = j; return }
                i = j
                continue
            }
            i += 1
        }
    }

    /// A run of operator characters, cut at a comment inside it; a `<` that may open generic arguments starts a
    /// lookahead.
    mutating func operatorRun() {
        let start = i
        // The lexer reads the whole run of operator characters, then cuts it at a `//` or `/*` inside it:
        // each operator of a run broken by comments re-reads the rest of the run.
        // (Both found in amortized linear time: the run's end and its next comment are remembered.)
        if start >= runEnd {
            runEnd = start
            while runEnd < n, isOp(b[runEnd]) { runEnd += 1 }
            nextCut = start
        }
        let end = runEnd
        if nextCut <= start {
            nextCut = start + 1
            while nextCut < end,
                !(b[nextCut] == UInt8(ascii: "/") && nextCut + 1 < n
                    && (b[nextCut + 1] == UInt8(ascii: "/") || b[nextCut + 1] == UInt8(ascii: "*")))
            {
                nextCut += 1
            }
        }
        let cut: Int? = nextCut < end ? nextCut : nil
        if let cut {
            cost.lexer &+= end - start
            i = cut
        } else {
            i = end
        }
        // Only '<', '>', '?', '!', '&', '.', '->', '...', a leading '~' or a lone '-' (`-1`) continue a type.
        var typeLike = true
        for k in start..<i {
            switch b[k] {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                UInt8(ascii: "&"),
                UInt8(ascii: "."):
                break
            case UInt8(ascii: "-") where k + 1 < i && b[k + 1] == UInt8(ascii: ">"): break
            case UInt8(ascii: "~") where k == start: break
            case UInt8(ascii: "-") where k == start && i - start == 1: break
            default: typeLike = false
            }
        }
        token()
        if !typeLike {
            stop()
        } else {
            for k in start..<i {
                if b[k] == UInt8(ascii: "<") {
                    angles.append(stack.count)
                } else if b[k] == UInt8(ascii: ">"), !(k > start && b[k - 1] == UInt8(ascii: "-")) {
                    if let last = angles.last, last == stack.count { angles.removeLast() }
                }
            }
        }
    }

    /// An identifier or number; whether it is a keyword.
    mutating func word(_ c: UInt8) -> Bool {
        let start = i
        while i < n, isIdent(b[i]) { i += 1 }
        token()
        if c >= 0x30 && c <= 0x39 { return false }  // a number: `[3 of Int]`, `<-1>`
        if i - start <= 16 {
            let word = Self.hash(b[start..<i])
            if Self.stoppers.contains(word) {
                stop()
                return true
            }
            return Self.typePrefixes.contains(word)
        }
        return false
    }
}
