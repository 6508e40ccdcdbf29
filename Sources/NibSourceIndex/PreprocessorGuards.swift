/// A condition of a C preprocessor branch that holds or not depending only on whether one macro is defined:
/// `#ifdef SP_CODA` (holds when it is), `#ifndef SP_CODA` and the `#else` of `#ifdef` (when it is not), `#if DEBUG`
/// (an undefined macro is 0). `#if 0` is the guard of the macro `0`, which is never defined.
public struct PreprocessorGuard: Sendable, Hashable, Codable {
    /// The macro, or `0` for a literal condition.
    public var macro: String
    /// Whether code under the guard is compiled when the macro is not defined.
    public var holdsWhenUndefined: Bool

    public init(macro: String, holdsWhenUndefined: Bool) {
        self.macro = macro
        self.holdsWhenUndefined = holdsWhenUndefined
    }

    var negated: PreprocessorGuard { PreprocessorGuard(macro: macro, holdsWhenUndefined: !holdsWhenUndefined) }
}

/// The preprocessor branches of an Objective-C or C file whose condition is one macro's definition, by line, and the
/// macros the file `#define`s: so that code in a branch never compiled (`#ifdef` of a macro the project defines
/// nowhere) is not judged. Conditions of any other shape (`#if A && B`, `#elif`, comparisons) give no guard: their
/// code counts as compiled.
struct PreprocessorGuards {
    /// Each branch with a guard: its first and last line (of the code between the directives) and its guard.
    private(set) var branches: [(lines: ClosedRange<Int>, condition: PreprocessorGuard)] = []
    /// The macros the file defines.
    private(set) var defined: Set<String> = []

    /// The branches and definitions of a file's directives (``ObjCLexer/Lexed/directives``).
    init(directives: [(line: Int, text: String)]) {
        // The open conditionals: where the current branch starts and its guard, nil when it has none.
        var open: [(start: Int, condition: PreprocessorGuard?)] = []
        for directive in directives {
            let words = Self.words(directive.text)
            guard let keyword = words.first else { continue }
            func close() {
                guard let branch = open.last, let condition = branch.condition, directive.line > branch.start else {
                    return
                }
                branches.append((branch.start...(directive.line - 1), condition))
            }
            switch keyword {
            case "if", "ifdef", "ifndef":
                open.append((directive.line + 1, Self.condition(keyword, Array(words.dropFirst()))))
            case "elif", "elifdef", "elifndef":
                close()
                if !open.isEmpty { open[open.count - 1] = (directive.line + 1, nil) }
            case "else":
                close()
                if let branch = open.last { open[open.count - 1] = (directive.line + 1, branch.condition?.negated) }
            case "endif":
                close()
                _ = open.popLast()
            case "define":
                if words.count > 1 { defined.insert(words[1]) }
            default:
                break
            }
        }
    }

    /// The guards of the branches that hold `line`, outermost first.
    func guards(at line: Int) -> [PreprocessorGuard] {
        branches.filter { $0.lines.contains(line) }.map(\.condition)
    }

    /// The guard of `#if`, `#ifdef` or `#ifndef` with `words` after it, when it is one macro's definition or value.
    private static func condition(_ keyword: String, _ words: [String]) -> PreprocessorGuard? {
        switch keyword {
        case "ifdef": return words.count == 1 ? PreprocessorGuard(macro: words[0], holdsWhenUndefined: false) : nil
        case "ifndef": return words.count == 1 ? PreprocessorGuard(macro: words[0], holdsWhenUndefined: true) : nil
        default: break
        }
        var rest = words[...]
        var negated = false
        while rest.first == "!" {
            negated.toggle()
            rest = rest.dropFirst()
        }
        if rest.first == "defined" { rest = rest.dropFirst() }
        let inner = Array(rest.filter { $0 != "(" && $0 != ")" })
        guard inner.count == 1, rest.count == 1 || rest.count == 3, let name = inner.first else { return nil }
        let condition: PreprocessorGuard
        switch name {
        case "0": condition = PreprocessorGuard(macro: "0", holdsWhenUndefined: false)
        case "1": condition = PreprocessorGuard(macro: "0", holdsWhenUndefined: true)
        default:
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return nil }
            condition = PreprocessorGuard(macro: name, holdsWhenUndefined: false)
        }
        return negated ? condition.negated : condition
    }

    /// A directive's words: identifiers and numbers, and each other character but spaces on its own.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if !character.isWhitespace { words.append(String(character)) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
