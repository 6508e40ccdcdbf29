import NibModel

/// A recursive-descent parser for Apple's visual format grammar that resolves names as it goes, so that the first
/// problem in reading order is the one reported.
///
/// Whitespace (spaces, tabs, newlines) may separate any two tokens, as UIKit's scanner skips it; it cannot split a
/// name, a number or a relation.
struct VisualFormatParser {
    private let format: String
    private let text: [Character]
    private let options: FormatOptions
    private let metrics: [String: Double]
    private let views: Set<String>
    private var index = 0

    init(format: String, options: FormatOptions, metrics: [String: Double], views: Set<String>) {
        self.format = format
        self.text = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    // MARK: - The format string

    /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
    mutating func parse() throws(VisualFormatError) -> VisualFormatLine {
        skipWhitespace()
        guard !atEnd else { throw failure(.emptyFormat, at: 0) }
        let orientationIndex = index
        let orientation = try parseOrientation()
        try validateOptions(for: orientation, at: orientationIndex)

        skipWhitespace()
        var leadingSuperview: VisualFormatConnection? = nil
        if peek == "|" {
            advance()
            leadingSuperview = try parseConnection()
            skipWhitespace()
        }
        guard peek == "[" else { throw failure(.expectedView, at: index) }

        var line = VisualFormatLine(
            orientation: orientation, leadingSuperview: leadingSuperview, views: [try parseView()], connections: [],
            trailingSuperview: nil)
        while true {
            skipWhitespace()
            guard let next = peek else { break }
            guard next == "-" || next == "[" || next == "|" else {
                throw failure(.unexpectedCharacter(next), at: index)
            }
            let connection = try parseConnection()
            skipWhitespace()
            if peek == "[" {
                line.connections.append(connection)
                line.views.append(try parseView())
            } else if peek == "|" {
                let superviewIndex = index
                advance()
                line.trailingSuperview = connection
                skipWhitespace()
                if let extra = peek {
                    if extra == "-" || extra == "[" || extra == "|" {
                        throw failure(.misplacedSuperview, at: superviewIndex)
                    }
                    throw failure(.unexpectedCharacter(extra), at: index)
                }
                break
            } else {
                throw failure(.expectedView, at: index)
            }
        }
        return line
    }

    /// `(H|V):`, or nothing for horizontal.
    private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormatOrientation {
        guard let letter = peek, letter == "H" || letter == "V" else { return .horizontal }
        advance()
        skipWhitespace()
        guard peek == ":" else { throw failure(.expectedOrientationColon(letter), at: index) }
        advance()
        return letter == "H" ? .horizontal : .vertical
    }

    private func validateOptions(
        for orientation: VisualFormatOrientation, at start: Int
    ) throws(VisualFormatError) {
        let known = FormatOptions.alignmentMask.union(.directionMask).union(.spacingMask)
        let unknown = options.subtracting(known)
        if !unknown.isEmpty { throw failure(.unknownOptions(unknown), at: start) }
        if options.intersection(.directionMask) == .directionMask {
            throw failure(.conflictingDirections, at: start)
        }
        let disallowed =
            orientation == .horizontal
            ? options.intersection(FormatOptions.horizontalAlignments)
            : options.intersection(FormatOptions.verticalAlignments)
        if !disallowed.isEmpty {
            let letter: Character = orientation == .horizontal ? "H" : "V"
            throw failure(.alignmentAcrossOrientation(orientation: letter, options: disallowed), at: start)
        }
    }

    // MARK: - Views

    /// `[<viewName>(<predicateListWithParens>)?]`; the current character is `[`.
    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        advance()
        skipWhitespace()
        let nameIndex = index
        let name = scanIdentifier()
        guard let name else {
            throw failure(.invalidViewName(scanInvalidName()), at: nameIndex)
        }
        guard views.contains(name) else { throw failure(.unknownView(name), at: nameIndex) }
        skipWhitespace()
        var predicates: [VisualFormatPredicate] = []
        if peek == "(" {
            predicates = try parsePredicateList(allowsViews: true)
            skipWhitespace()
        }
        guard peek == "]" else { throw failure(.missingClosingBracket, at: index) }
        advance()
        return VisualFormatView(name: name, predicates: predicates)
    }

    /// What stands where a view name should: the text up to `]`, `(`, whitespace or the end.
    private mutating func scanInvalidName() -> String {
        var name = ""
        while let character = peek, character != "]", character != "(", character != ")", character != "[",
            !character.isWhitespace
        {
            name.append(character)
            advance()
        }
        return name
    }

    // MARK: - Connections

    /// `e | -<predicateList>- | -`, stopping before the `[` or `|` that follows.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        skipWhitespace()
        guard peek == "-" else { return .flush }
        advance()
        skipWhitespace()
        guard let next = peek else { throw failure(.expectedView, at: index) }
        let predicates: [VisualFormatPredicate]
        if next == "[" || next == "|" {
            return .standard
        } else if next == "(" {
            predicates = try parsePredicateList(allowsViews: false)
        } else if next.isASCIIDigit || next == "." || next.isIdentifierStart {
            predicates = [try parseSimplePredicate()]
        } else {
            throw failure(.expectedSpacing, at: index)
        }
        skipWhitespace()
        guard peek == "-" else { throw failure(.missingConnectionEnd, at: index) }
        advance()
        return .predicates(predicates)
    }

    /// `<metricName> | <positiveNumber>`, with an optional `@<priority>` as UIKit accepts (`-20@750-`).
    private mutating func parseSimplePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let constant: Double
        if let number = try scanNumber(allowsSign: false) {
            constant = number
        } else {
            let nameIndex = index
            guard let name = scanIdentifier() else { throw failure(.expectedSpacing, at: nameIndex) }
            if let value = metrics[name] {
                constant = value
            } else if views.contains(name) {
                throw failure(.viewInConnection(name), at: nameIndex)
            } else {
                throw failure(.unknownMetric(name), at: nameIndex)
            }
        }
        skipWhitespace()
        let priority = try parseOptionalPriority()
        return VisualFormatPredicate(relation: .equal, object: .constant(constant), priority: priority)
    }

    // MARK: - Predicates

    /// `(<predicate>(,<predicate>)*)`; the current character is `(`.
    private mutating func parsePredicateList(
        allowsViews: Bool
    ) throws(VisualFormatError) -> [VisualFormatPredicate] {
        advance()
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(allowsViews: allowsViews))
            skipWhitespace()
            if peek == "," {
                advance()
            } else if peek == ")" {
                advance()
                return predicates
            } else {
                throw failure(.missingClosingParenthesis, at: index)
            }
        }
    }

    /// `(<relation>)?(<objectOfPredicate>)(@<priority>)?`
    private mutating func parsePredicate(allowsViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        skipWhitespace()
        let relation = try parseRelation()
        skipWhitespace()
        let object: VisualFormatPredicate.Object
        let objectIndex = index
        if let number = try scanNumber(allowsSign: true) {
            object = .constant(number)
        } else if let name = scanIdentifier() {
            if let value = metrics[name] {
                object = .constant(value)
            } else if views.contains(name) {
                guard allowsViews else { throw failure(.viewInConnection(name), at: objectIndex) }
                object = .view(name)
            } else {
                throw failure(allowsViews ? .unknownMetricOrView(name) : .unknownMetric(name), at: objectIndex)
            }
        } else {
            throw failure(.expectedPredicate, at: objectIndex)
        }
        skipWhitespace()
        let priority = try parseOptionalPriority()
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// `== | <= | >=`, or `.equal` when none is written.
    private mutating func parseRelation() throws(VisualFormatError) -> LayoutRelation {
        guard let first = peek, "=<>!".contains(first) else { return .equal }
        let start = index
        advance()
        let second = peek
        if second == "=" {
            switch first {
            case "=": advance(); return .equal
            case "<": advance(); return .lessThanOrEqual
            case ">": advance(); return .greaterThanOrEqual
            default: break
            }
        }
        var written = String(first)
        if let second, "=<>".contains(second) { written.append(second) }
        throw failure(.invalidRelation(written), at: start)
    }

    /// `(@<priority>)?` where `<priority> ::= <metricName> | <number>`, checked to be in 0 < priority ≤ 1000.
    private mutating func parseOptionalPriority() throws(VisualFormatError) -> LayoutPriority {
        guard peek == "@" else { return 1000 }
        advance()
        skipWhitespace()
        let priorityIndex = index
        let value: Double
        if let number = try scanNumber(allowsSign: true) {
            value = number
        } else if let name = scanIdentifier() {
            guard let metric = metrics[name] else { throw failure(.unknownMetric(name), at: priorityIndex) }
            value = metric
        } else {
            throw failure(.expectedPriority, at: priorityIndex)
        }
        guard value > 0, value <= 1000 else { throw failure(.invalidPriority(value), at: priorityIndex) }
        return LayoutPriority(rawValue: Float(value))
    }

    // MARK: - Tokens

    private var atEnd: Bool { index >= text.count }

    private var peek: Character? { index < text.count ? text[index] : nil }

    private func peek(at offset: Int) -> Character? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private mutating func advance() { index += 1 }

    private mutating func skipWhitespace() {
        while let character = peek, character.isWhitespace { advance() }
    }

    /// A C identifier, `[A-Za-z_][A-Za-z0-9_]*`, or `nil` (consuming nothing) when none starts here.
    private mutating func scanIdentifier() -> String? {
        guard let first = peek, first.isIdentifierStart else { return nil }
        var name = String(first)
        advance()
        while let character = peek, character.isIdentifierStart || character.isASCIIDigit {
            name.append(character)
            advance()
        }
        return name
    }

    /// A decimal number, `[+-]?(digits(.digits?)?|.digits)([eE][+-]?digits)?`, or `nil` (consuming nothing) when
    /// none starts here; a number too large for a `Double` is an error.
    private mutating func scanNumber(allowsSign: Bool) throws(VisualFormatError) -> Double? {
        var offset = 0
        var lexeme = ""
        if allowsSign, let sign = peek, sign == "+" || sign == "-" {
            lexeme.append(sign)
            offset += 1
        }
        var digits = 0
        while let character = peek(at: offset), character.isASCIIDigit {
            lexeme.append(character)
            offset += 1
            digits += 1
        }
        if peek(at: offset) == ".", digits > 0 || peek(at: offset + 1)?.isASCIIDigit == true {
            lexeme.append(".")
            offset += 1
            while let character = peek(at: offset), character.isASCIIDigit {
                lexeme.append(character)
                offset += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if let e = peek(at: offset), e == "e" || e == "E" {
            var exponentOffset = offset + 1
            var exponent = "e"
            if let sign = peek(at: exponentOffset), sign == "+" || sign == "-" {
                exponent.append(sign)
                exponentOffset += 1
            }
            if peek(at: exponentOffset)?.isASCIIDigit == true {
                while let character = peek(at: exponentOffset), character.isASCIIDigit {
                    exponent.append(character)
                    exponentOffset += 1
                }
                lexeme += exponent
                offset = exponentOffset
            }
        }
        if lexeme.hasSuffix(".") { lexeme += "0" }
        if lexeme.hasPrefix(".") || lexeme.hasPrefix("+.") || lexeme.hasPrefix("-.") {
            lexeme = lexeme.replacingFirstDot()
        }
        guard let value = Double(lexeme), value.isFinite else {
            throw failure(.invalidNumber(String(text[index..<index + offset])), at: index)
        }
        index += offset
        return value
    }

    private func failure(_ reason: VisualFormatError.Reason, at index: Int) -> VisualFormatError {
        VisualFormatError(reason: reason, column: index + 1, format: format)
    }
}

extension String {
    /// `".5"` → `"0.5"`, `"-.5"` → `"-0.5"`.
    fileprivate func replacingFirstDot() -> String {
        guard let dot = firstIndex(of: ".") else { return self }
        return self[..<dot] + "0" + self[dot...]
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }

    fileprivate var isIdentifierStart: Bool { self == "_" || (isASCII && isLetter) }
}
