/// The lines of Objective-C code under a constant-false condition (`if (NO) { … }`, `if ((0)) …;`): code that never
/// runs, as a branch never compiled does not; its uses get the guard of `#if 0`.
enum ConstantFalseBranches {
    /// The words a condition is false with.
    private static let falseWords: Set<String> = ["NO", "0", "false", "FALSE"]

    /// The line ranges of the statements under `if` conditions that are constantly false.
    static func lines(in tokens: [ObjCLexer.Token]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == "if", index + 1 < tokens.count, tokens[index + 1].text == "(" else { continue }
            // The condition, to its matching parenthesis.
            var depth = 0
            var end = index + 1
            var words: [String] = []
            while end < tokens.count {
                let text = tokens[end].text
                if text == "(" { depth += 1 } else if text == ")" { depth -= 1 } else { words.append(text) }
                if depth == 0 { break }
                end += 1
            }
            guard words.count == 1, falseWords.contains(words[0]), end + 1 < tokens.count else { continue }
            // The statement: a braced block, or up to its semicolon.
            var close = end + 1
            if tokens[close].text == "{" {
                var braces = 0
                while close < tokens.count {
                    if tokens[close].text == "{" { braces += 1 }
                    if tokens[close].text == "}" { braces -= 1 }
                    if braces == 0 { break }
                    close += 1
                }
            } else {
                while close < tokens.count, tokens[close].text != ";" { close += 1 }
            }
            guard close < tokens.count else { continue }
            ranges.append(tokens[end + 1].line...tokens[close].line)
        }
        return ranges
    }
}
