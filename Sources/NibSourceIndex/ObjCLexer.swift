/// Splits Objective-C source into the tokens the scanner needs: identifiers (with `@` keywords), numbers and
/// punctuation. Comments, string and character literals are skipped; preprocessor lines (with their `\`
/// continuations) are kept apart, as directives. Works on bytes, so invalid UTF-8 and NUL bytes are just punctuation; an unterminated comment or
/// literal ends the file and is reported.
struct ObjCLexer {
    struct Token: Equatable {
        enum Kind: Equatable {
            case identifier
            case keyword  // `@interface`, `@end`, …, without the `@`
            case punctuation
            case number
            case string  // a "…" literal's content, only when asked for
        }
        var kind: Kind
        var text: String
        var line: Int
        var column: Int
    }

    /// A file split: its tokens, its preprocessor directives (the line each starts on and its text after `#`,
    /// continuations joined, comments left out), and the problems met (unterminated comments or literals) as (line,
    /// column, message).
    struct Lexed {
        var tokens: [Token] = []
        var directives: [(line: Int, text: String)] = []
        var problems: [(Int, Int, String)] = []
    }

    /// The tokens and directives of `bytes`; with `keepingStrings`, each closed string literal is a `.string` token of
    /// its content.
    static func tokens(of bytes: [UInt8], keepingStrings: Bool = false) -> Lexed {
        var scanner = Scanner(bytes: bytes, keepingStrings: keepingStrings)
        scanner.scan()
        return scanner.lexed
    }

    /// One pass over a file's bytes: where it is, and what it has found.
    private struct Scanner {
        let bytes: [UInt8]
        let keepingStrings: Bool
        var lexed = Lexed()
        private var index = 0
        private var line = 1
        private var lineStart = 0
        private var atLineStart = true

        init(bytes: [UInt8], keepingStrings: Bool) {
            self.bytes = bytes
            self.keepingStrings = keepingStrings
        }

        private func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }

        private func isIdentifierPart(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
        }

        /// Whether the bytes at the index are `first` then `second`.
        private func at(_ first: UInt8, _ second: UInt8) -> Bool {
            bytes[index] == first && index + 1 < bytes.count && bytes[index + 1] == second
        }

        private mutating func newline(at position: Int) {
            line += 1
            lineStart = position + 1
            atLineStart = true
        }

        mutating func scan() {
            while index < bytes.count {
                let byte = bytes[index]
                let column = index - lineStart + 1
                switch byte {
                case 0x0A:
                    newline(at: index)
                    index += 1
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    index += 1
                case 0x23 where atLineStart:  // # preprocessor line, with continuations
                    directive()
                case 0x2F where at(0x2F, 0x2F):  // // comment
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                case 0x2F where at(0x2F, 0x2A):  // /* comment */
                    blockComment(column: column)
                case 0x22, 0x27:  // "string" or 'c'
                    literal(quote: byte, column: column)
                    atLineStart = false
                default:
                    atLineStart = false
                    word(byte, column: column)
                }
            }
        }

        /// A preprocessor line from its `#`, continuations joined; a `/*` comment in it is lexed as one, a `//` comment
        /// ends its text.
        private mutating func directive() {
            let startLine = line
            var text: [UInt8] = []
            index += 1
            while index < bytes.count, bytes[index] != 0x0A {
                if at(0x5C, 0x0A) {
                    newline(at: index + 1)
                    index += 2
                    continue
                }
                if at(0x2F, 0x2A) { break }
                if at(0x2F, 0x2F) {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    break
                }
                text.append(bytes[index])
                index += 1
            }
            lexed.directives.append((startLine, ObjCLexer.text(text[...])))
        }

        /// A `/* comment */`, or the rest of the file when it is never closed.
        private mutating func blockComment(column: Int) {
            let startLine = line
            index += 2
            while index < bytes.count {
                if at(0x2A, 0x2F) {
                    index += 2
                    return
                }
                if bytes[index] == 0x0A { newline(at: index) }
                index += 1
            }
            lexed.problems.append(
                (startLine, column, "a /* comment is never closed; the rest of the file is a comment"))
        }

        /// A string or character literal, which ends at its line's end; kept as a token when asked for.
        private mutating func literal(quote: UInt8, column: Int) {
            let startLine = line
            let start = index + 1
            index += 1
            while index < bytes.count {
                let current = bytes[index]
                if current == 0x5C {
                    index += 2
                    continue
                }
                if current == quote {
                    index += 1
                    if keepingStrings, quote == 0x22 {
                        lexed.tokens.append(
                            Token(
                                kind: .string, text: ObjCLexer.text(bytes[start..<(index - 1)]), line: line,
                                column: column))
                    }
                    return
                }
                if current == 0x0A { break }
                index += 1
            }
            lexed.problems.append(
                (startLine, column, "a \(quote == 0x22 ? "string" : "character") literal is not closed on its line"))
        }

        /// A keyword (`@interface`), identifier, number or punctuation mark.
        private mutating func word(_ byte: UInt8, column: Int) {
            let kind: Token.Kind
            var start = index
            var end = index + 1
            if byte == 0x40, index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]) {
                kind = .keyword
                start = index + 1
                while end < bytes.count, isIdentifierPart(bytes[end]) { end += 1 }
            } else if isIdentifierStart(byte) {
                kind = .identifier
                while end < bytes.count, isIdentifierPart(bytes[end]) { end += 1 }
            } else if byte >= 0x30 && byte <= 0x39 {
                kind = .number
                while end < bytes.count, isIdentifierPart(bytes[end]) || bytes[end] == 0x2E { end += 1 }
            } else {
                lexed.tokens.append(
                    Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line, column: column))
                index += 1
                return
            }
            lexed.tokens.append(Token(kind: kind, text: ObjCLexer.text(bytes[start..<end]), line: line, column: column))
            index = end
        }
    }

    fileprivate static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
