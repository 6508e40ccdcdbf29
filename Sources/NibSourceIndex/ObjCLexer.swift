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
        var directives: [(line: Int, text: String)] = []
        var tokens: [Token] = []
        var problems: [(Int, Int, String)] = []
        var index = 0
        var line = 1
        var lineStart = 0
        var atLineStart = true
        let count = bytes.count
        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) }
        func newline(at position: Int) {
            line += 1
            lineStart = position + 1
            atLineStart = true
        }
        while index < count {
            let byte = bytes[index]
            let column = index - lineStart + 1
            switch byte {
            case 0x0A:
                newline(at: index)
                index += 1
                continue
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
                continue
            case 0x23 where atLineStart:  // # preprocessor line, with continuations
                let startLine = line
                var text: [UInt8] = []
                index += 1
                while index < count, bytes[index] != 0x0A {
                    if bytes[index] == 0x5C, index + 1 < count, bytes[index + 1] == 0x0A {
                        newline(at: index + 1)
                        index += 2
                        continue
                    }
                    // A /* comment is lexed as one; a // comment ends the directive's text.
                    if bytes[index] == 0x2F, index + 1 < count, bytes[index + 1] == 0x2A { break }
                    if bytes[index] == 0x2F, index + 1 < count, bytes[index + 1] == 0x2F {
                        while index < count, bytes[index] != 0x0A { index += 1 }
                        break
                    }
                    text.append(bytes[index])
                    index += 1
                }
                directives.append((startLine, Self.text(text[...])))
                continue
            case 0x2F where index + 1 < count && bytes[index + 1] == 0x2F:  // // comment
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            case 0x2F where index + 1 < count && bytes[index + 1] == 0x2A:  // /* comment */
                let startLine = line
                index += 2
                var closed = false
                while index < count {
                    if bytes[index] == 0x2A, index + 1 < count, bytes[index + 1] == 0x2F {
                        index += 2
                        closed = true
                        break
                    }
                    if bytes[index] == 0x0A { newline(at: index) }
                    index += 1
                }
                if !closed {
                    problems.append(
                        (startLine, column, "a /* comment is never closed; the rest of the file is a comment"))
                }
                continue
            case 0x22, 0x27:  // "string" or 'c'
                let quote = byte
                let startLine = line
                let start = index + 1
                index += 1
                var closed = false
                while index < count {
                    let current = bytes[index]
                    if current == 0x5C {
                        index += 2
                        continue
                    }
                    if current == quote {
                        index += 1
                        closed = true
                        break
                    }
                    if current == 0x0A { break }  // literals end at the line's end
                    index += 1
                }
                if !closed {
                    problems.append(
                        (
                            startLine, column,
                            "a \(quote == 0x22 ? "string" : "character") literal is not closed on its line"
                        ))
                } else if keepingStrings, quote == 0x22 {
                    tokens.append(
                        Token(kind: .string, text: text(bytes[start..<(index - 1)]), line: line, column: column))
                }
                atLineStart = false
                continue
            default:
                break
            }
            atLineStart = false
            if byte == 0x40, index + 1 < count, isIdentifierStart(bytes[index + 1]) {
                var end = index + 1
                while end < count, isIdentifierPart(bytes[end]) { end += 1 }
                tokens.append(Token(kind: .keyword, text: text(bytes[(index + 1)..<end]), line: line, column: column))
                index = end
            } else if isIdentifierStart(byte) {
                var end = index
                while end < count, isIdentifierPart(bytes[end]) { end += 1 }
                tokens.append(Token(kind: .identifier, text: text(bytes[index..<end]), line: line, column: column))
                index = end
            } else if byte >= 0x30 && byte <= 0x39 {
                var end = index
                while end < count, isIdentifierPart(bytes[end]) || bytes[end] == 0x2E { end += 1 }
                tokens.append(Token(kind: .number, text: text(bytes[index..<end]), line: line, column: column))
                index = end
            } else {
                tokens.append(
                    Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line, column: column))
                index += 1
            }
        }
        return Lexed(tokens: tokens, directives: directives, problems: problems)
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
