import NibModel
import NibSourceIndex

/// Which storyboard prototype cells code can dequeue: a prototype cell is made only when code dequeues its reuse
/// identifier, so a problem inside one that no code can dequeue cannot crash the app. A cell counts as dequeued when
/// code names its identifier (a literal, a constant, an enum case's raw value, any raw value of an enum whose values
/// code dequeues by), when a class of the project is named like it (a generic helper that dequeues by the cell's
/// type, as Reusable's does), when a library's dequeue by type or a generated accessor names it (``LibraryReach``),
/// or when its scene's view controller class dequeues by a name the check cannot read.
struct CellDequeues {
    /// The identifiers code dequeues by name.
    private var named: Set<String> = []
    /// The classes (and files) that dequeue by names the check cannot read.
    private var computedIn: Set<String> = []
    private let hierarchy: ClassHierarchy

    /// `library` adds the identifiers code dequeues by type or generated accessor.
    init(uses: [ResourceUse], hierarchy: ClassHierarchy, library: LibraryReach? = nil) {
        self.hierarchy = hierarchy
        if let library { named.formUnion(library.dequeued.keys) }
        let constants = ConstantValues(hierarchy.sources.constants)
        for use in uses where use.kind == .reuseIdentifier {
            // A name joined from parts (an enum's raw values, an interpolation) is each value it may be; one that
            // holds the class's own name is each subclass's too, which the scene's class stands for.
            let values =
                use.constant.map { constants.values(ofConstant: $0, within: use.enclosingClass) }
                ?? use.parts.flatMap {
                    $0.namesOwnClass ? nil : constants.values(of: $0, within: use.enclosingClass)
                }
            if use.isLiteral {
                named.insert(use.name)
            } else if let values, !values.isEmpty {
                named.formUnion(values)
            } else if let type = use.enclosingClass {
                computedIn.insert(type)
            }
        }
    }

    /// Whether code can dequeue `cell`.
    func canDequeue(_ cell: CheckFinding.PrototypeCell) -> Bool {
        if named.contains(cell.identifier) || hierarchy.sources.sourceClass(named: cell.identifier) != nil {
            return true
        }
        guard let sceneClass = cell.sceneClass else { return !computedIn.isEmpty }
        return hierarchy.chain(of: sceneClass).contains { link in
            if case .source(let source) = link { return computedIn.contains(source.name) }
            return false
        }
    }

    /// `findings` with the errors inside prototype cells no code can dequeue made warnings that say so (the crash needs
    /// the cell to be dequeued, which the check could not see), and one note per such cell that says why.
    func held(_ findings: [CheckFinding]) -> [CheckFinding] {
        var kept: [CheckFinding] = []
        var errors: [CheckFinding.PrototypeCell: (first: CheckFinding, count: Int)] = [:]
        var order: [CheckFinding.PrototypeCell] = []
        for finding in findings {
            guard let cell = finding.prototypeCell, !canDequeue(cell) else {
                kept.append(finding)
                continue
            }
            if finding.severity == .error {
                if errors[cell] == nil { order.append(cell) }
                errors[cell, default: (finding, 0)].count += 1
            }
            kept.append(
                finding.unlessUnseen(
                    "if the prototype cell '\(cell.identifier)' is dequeued", "no code the check can see dequeues it"))
        }
        for cell in order {
            guard let (first, count) = errors[cell] else { continue }
            kept.append(
                CheckFinding(
                    .undequeuedCell, file: first.file,
                    location: SourceLocation(line: first.line, column: first.column), objectID: first.objectID,
                    subject: cell.identifier,
                    message: "no code the check can see dequeues the prototype cell '\(cell.identifier)' (no call "
                        + "names its identifier, no class is named like it, no loader library it knows registers it"
                        + (cell.sceneClass.map { ", and \($0) dequeues only by names it writes" } ?? "") + "), so its "
                        + "\(count) error\(count == 1 ? " is" : "s are") reported as warning\(count == 1 ? "" : "s"): "
                        + "each crashes the app if the cell is dequeued. If the app dequeues it by a name the check "
                        + "cannot read, they stand; if nothing uses it, delete the cell"))
        }
        return kept
    }
}
