import NibModel

/// Checks that every id a document refers to exists: connection ends, constraint items, variation masks and the
/// initial view controller. A dangling reference is what crashes or silently breaks nib loading.
extension DocumentBuilder {
    mutating func validateReferences(in document: IBDocument) {
        var ids = Set<String>()
        document.forEachObject { object in
            ids.insert(object.id)
            for guide in object.layoutGuides { ids.insert(guide.id) }
            for constraint in object.constraints { ids.insert(constraint.id) }
        }
        if let initial = document.header.initialViewController, !ids.contains(initial) {
            report(initial, "the initial view controller", at: document.header.location)
        }
        document.forEachObject { object in
            for connection in object.connections {
                guard let destination = connection.destination else { continue }
                switch connection.kind {
                case .outlet, .outletCollection, .action, .segue:
                    if !ids.contains(destination) {
                        report(destination, "\(connection.describedForDiagnostic) of '\(object.id)'",
                               at: connection.location)
                    }
                case .other: break
                }
            }
            for constraint in object.constraints {
                if !ids.contains(constraint.firstItem) {
                    report(constraint.firstItem, "the firstItem of constraint '\(constraint.id)'",
                           at: constraint.location)
                }
                if let second = constraint.secondItem, !ids.contains(second) {
                    report(second, "the secondItem of constraint '\(constraint.id)'", at: constraint.location)
                }
            }
        }
    }

    private mutating func report(_ id: String, _ what: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(
            severity: .error, file: file, line: location.line, column: location.column,
            message: "\(what) refers to id '\(id)', which no object in this document has; the connection or constraint is dangling (remove it in Interface Builder or restore the object)"))
    }
}

extension Connection {
    fileprivate var describedForDiagnostic: String {
        switch kind {
        case .outlet: return "outlet '\(property ?? "?")'"
        case .outletCollection: return "outlet collection '\(property ?? "?")'"
        case .action: return "action '\(selector ?? "?")'"
        case .segue: return "segue '\(identifier ?? id)'"
        case .other(let name): return name
        }
    }
}
