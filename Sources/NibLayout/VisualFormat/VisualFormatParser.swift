import NibModel

/// One predicate: `>=70@500`, `==button2`.
struct VisualFormatPredicate: Equatable {
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }
    var relation: LayoutRelation
    var object: Object
    var priority: Float
}

/// The space between two items of a line.
enum VisualFormatConnection: Equatable {
    /// `[a][b]`: touching.
    case flush
    /// `-`: the standard space.
    case standard
    /// `-20-`, `-(>=8@750)-`.
    case predicates([VisualFormatPredicate])
}

/// A parsed format: orientation, the optional superview edges with their connections, the views in order.
struct VisualFormatLine {
    var vertical: Bool
    var leadingConnection: VisualFormatConnection?
    var trailingConnection: VisualFormatConnection?
    /// Each view, its size predicates, and the connection to the next view (nil for the last).
    var views: [(name: String, predicates: [VisualFormatPredicate], column: Int)]
    var connections: [VisualFormatConnection]
}

/// Reads a visual format string character by character, keeping the column for errors.
struct VisualFormatParser {
    let format: String
    let metrics: [String: Double]
    let views: Set<String>
    private let characters: [Character]
    private var index = 0

    init(format: String, metrics: [String: Double], views: Set<String>) {
        self.format = format
        self.metrics = metrics
        self.views = views
        characters = Array(format)
    }

    private var column: Int { index + 1 }
    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func error(_ message: String, at column: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, column: column ?? self.column, format: format)
    }

    private mutating func skipSpaces() {
        while let character = current, character == " " { index += 1 }
    }

    private mutating func consume(_ character: Character) -> Bool {
        skipSpaces()
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatLine {
        skipSpaces()
        var vertical = false
        if index + 1 < characters.count, characters[index + 1] == ":" {
            switch characters[index] {
            case "H": vertical = false
            case "V": vertical = true
            default: throw error("the orientation must be H: or V:")
            }
            index += 2
        }
        skipSpaces()
        guard current != nil else {
            throw error(
                format.isEmpty
                    ? "the format is empty; write a view, e.g. H:|-[view]-|"
                    : "expected a view after the orientation, e.g. [view]")
        }
        var line = VisualFormatLine(vertical: vertical, views: [], connections: [])
        if consume("|") {
            line.leadingConnection = try parseConnection()
        }
        while true {
            skipSpaces()
            guard current == "[" else {
                if current == "|" { throw error("the superview '|' can only be at the start or end of a line") }
                throw error("expected '[' to start a view here")
            }
            line.views.append(try parseView())
            skipSpaces()
            guard current != nil else { break }
            let connection = try parseConnection()
            skipSpaces()
            if consume("|") {
                line.trailingConnection = connection
                skipSpaces()
                if current != nil { throw error("nothing may follow the trailing superview '|'") }
                break
            }
            guard current != nil else { throw error("expected a view or '|' after the connection") }
            line.connections.append(connection)
        }
        return line
    }

    private mutating func parseView() throws(VisualFormatError) -> (
        name: String, predicates: [VisualFormatPredicate], column: Int
    ) {
        index += 1  // [
        skipSpaces()
        let start = column
        let name = identifier()
        guard !name.isEmpty else { throw error("expected a view name after '['") }
        guard views.contains(name) else {
            throw error("'\(name)' is not a key in the views dictionary; add it or fix the name", at: start)
        }
        var predicates: [VisualFormatPredicate] = []
        skipSpaces()
        if current == "(" {
            predicates = try parsePredicateList(allowViews: true)
        }
        guard consume("]") else { throw error("expected ']' to close the view '\(name)'") }
        return (name, predicates, start)
    }

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        skipSpaces()
        guard consume("-") else { return .flush }
        skipSpaces()
        if current == "[" || current == "|" { return .standard }
        guard current != nil else { throw error("expected a view or '|' after '-'") }
        let predicates: [VisualFormatPredicate]
        if current == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            let start = column
            let value = try simpleValue(start: start)
            predicates = [VisualFormatPredicate(relation: .equal, object: .constant(value), priority: 1000)]
        }
        guard consume("-") else { throw error("expected '-' after the spacing") }
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowViews: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        index += 1  // (
        var predicates: [VisualFormatPredicate] = []
        repeat {
            predicates.append(try parsePredicate(allowViews: allowViews))
        } while consume(",")
        guard consume(")") else { throw error("expected ')' or ',' in the predicate list") }
        return predicates
    }

    private mutating func parsePredicate(allowViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        skipSpaces()
        var relation = LayoutRelation.equal
        let relationStart = column
        if let first = current, "=<>".contains(first) {
            guard index + 1 < characters.count, characters[index + 1] == "=" else {
                throw error("a relation is ==, <= or >=", at: relationStart)
            }
            relation = first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            index += 2
        }
        skipSpaces()
        let start = column
        let object: VisualFormatPredicate.Object
        if let character = current, character.isLetter || character == "_" {
            let name = identifier()
            if let value = metrics[name] {
                object = .constant(value)
            } else if views.contains(name) {
                guard allowViews else { throw error("a spacing cannot be a view ('\(name)')", at: start) }
                object = .view(name)
            } else {
                throw error("'\(name)' is neither a metric nor a view; add it to the metrics or views", at: start)
            }
        } else {
            object = .constant(try number(start: start))
        }
        var priority: Float = 1000
        if consume("@") {
            skipSpaces()
            let priorityStart = column
            let value = try simpleValue(start: priorityStart, allowNegative: false)
            guard value > 0, value <= 1000 else {
                throw error("a priority must be greater than 0 and at most 1000", at: priorityStart)
            }
            priority = Float(value)
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority)
    }

    /// A metric name or a number.
    private mutating func simpleValue(start: Int, allowNegative: Bool = true) throws(VisualFormatError) -> Double {
        if let character = current, character.isLetter || character == "_" {
            let name = identifier()
            guard let value = metrics[name] else {
                throw error("'\(name)' is not a key in the metrics dictionary", at: start)
            }
            return value
        }
        return try number(start: start)
    }

    private mutating func number(start: Int) throws(VisualFormatError) -> Double {
        var text = ""
        if current == "-" || current == "+" {
            text.append(current!)
            index += 1
        }
        while let character = current, character.isNumber || character == "." {
            text.append(character)
            index += 1
        }
        guard let value = Double(text), value.isFinite else {
            throw error("expected a number or a metric name", at: start)
        }
        return value
    }

    private mutating func identifier() -> String {
        var name = ""
        while let character = current, character.isLetter || character.isNumber || character == "_" {
            if name.isEmpty && character.isNumber { break }
            name.append(character)
            index += 1
        }
        return name
    }
}
