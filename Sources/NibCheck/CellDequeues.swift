import NibModel
import NibSourceIndex

/// Which storyboard prototype cells code can dequeue: a prototype cell is made only when code dequeues its reuse
/// identifier, so a problem inside one that no code can dequeue cannot crash the app. A cell counts as dequeued when
/// code names its identifier (a literal, a constant), when a class of the project is named like it (a generic
/// helper that dequeues by the cell's type, as Reusable's does), when a library's dequeue by type or a generated
/// accessor names it (``LibraryReach``), or when its scene's view controller class dequeues by a name the check
/// cannot read.
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
        var constants: [String: [String]] = [:]
        for constant in hierarchy.sources.constants {
            constants[constant.type.map { "\($0).\(constant.name)" } ?? constant.name, default: []].append(
                constant.value)
        }
        for use in uses where use.kind == .reuseIdentifier {
            if use.isLiteral {
                named.insert(use.name)
            } else if let constant = use.constant, let values = constants[constant] {
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

    /// `findings` with those inside prototype cells no code can dequeue held back: one note per such cell.
    func held(_ findings: [CheckFinding]) -> [CheckFinding] {
        var kept: [CheckFinding] = []
        var held: [CheckFinding.PrototypeCell: [CheckFinding]] = [:]
        var order: [CheckFinding.PrototypeCell] = []
        for finding in findings {
            guard let cell = finding.prototypeCell, !canDequeue(cell) else {
                kept.append(finding)
                continue
            }
            if held[cell] == nil { order.append(cell) }
            held[cell, default: []].append(finding)
        }
        for cell in order {
            let cellFindings = held[cell] ?? []
            guard let first = cellFindings.first else { continue }
            let summary = cellFindings.prefix(3).map { "line \($0.line): \($0.message)" }.joined(separator: "; ")
            kept.append(
                CheckFinding(
                    .undequeuedCell, file: first.file,
                    location: SourceLocation(line: first.line, column: first.column), objectID: first.objectID,
                    subject: cell.identifier,
                    message: "no code dequeues the prototype cell '\(cell.identifier)' (no call names its identifier, "
                        + "no class is named like it\(cell.sceneClass.map { ", and \($0) dequeues only by names it writes" } ?? "")), "
                        + "so it is never made and its \(cellFindings.count) finding\(cellFindings.count == 1 ? " is" : "s are") held back: "
                        + summary + "; delete the cell if it is left over"))
        }
        return kept
    }
}
