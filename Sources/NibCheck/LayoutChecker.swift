import NibLayout
import NibModel

/// `unsatisfiable-constraints` and `ambiguous-layout`: a document's own Auto Layout, laid out by NibKit's engine at
/// its design size, with the constraints it must break and the views it cannot place, named as the user knows them.
/// NibKit's engine measures text without Apple's fonts and sizes some controls by estimate, so a view it cannot place
/// is reported only when Interface Builder marked it ambiguous too, and a conflict it finds is a note to confirm.
struct LayoutChecker {
    let document: IBDocument
    let file: String
    /// The project's classes and what their code loads: a custom view whose code gives its size (an
    /// `intrinsicContentSize` of its own, content loaded from its nib) is placed at run time though Interface Builder
    /// cannot tell.
    let flow: NibLoadingFlow

    /// Whether the code of `className` gives its views their size.
    private func sizesItself(_ className: String?) -> Bool {
        guard let className else { return false }
        let ownSize = flow.hierarchy.chain(of: className).contains { link in
            guard case .source(let source) = link else { return false }
            return source.properties.contains { $0.name == "intrinsicContentSize" }
                || source.methods.contains { $0.selector == "intrinsicContentSize" }
        }
        return ownSize || !flow.loads(of: className).isEmpty
    }

    func findings() -> [CheckFinding] {
        let runtime = document.header.targetRuntime
        var objects: [String: IBObject] = [:]
        var constraints: [String: (constraint: Constraint, owner: IBObject)] = [:]
        document.forEachObject { object in
            if !object.id.isEmpty, objects[object.id] == nil { objects[object.id] = object }
            for constraint in object.constraints where constraints[constraint.id] == nil {
                constraints[constraint.id] = (constraint, object)
            }
        }
        func name(_ id: String) -> String { objects[id]?.readableName(runtime: runtime) ?? id }
        var findings: [CheckFinding] = []
        var reported: Set<String> = []
        for tree in DocumentLayout(document: document).layOut() {
            for broken in tree.system.brokenConstraints where broken.priority >= 1000 {
                guard case .explicit(let id) = broken.origin, let (constraint, owner) = constraints[id],
                    reported.insert("c:\(id)").inserted
                else { continue }
                let items = [broken.first.id] + (broken.second.map { [$0.id] } ?? [])
                findings.append(
                    CheckFinding(
                        .unsatisfiableConstraints, file: file,
                        location: constraint.location,
                        objectID: owner.id, subject: id, element: "constraint",
                        message: "the required constraint \(broken.readable) (between "
                            + items.map(name).joined(separator: " and ")
                            + ") conflicts with the others at the design size in NibKit's layout: if Interface Builder "
                            + "shows the conflict too, Auto Layout logs \"Unable to simultaneously satisfy constraints\" "
                            + "and breaks one; lower a priority or remove the conflict"))
            }
            for (item, axes) in tree.system.ambiguousItems where item.kind == .view {
                guard let object = objects[item.id], object.view?.translatesAutoresizingMaskIntoConstraints == false,
                    object.view?.isAmbiguous == true, !sizesItself(object.customClass),
                    reported.insert("v:\(item.id)").inserted
                else { continue }
                findings.append(
                    CheckFinding(
                        .ambiguousLayout, file: file,
                        location: object.location,
                        objectID: object.id, subject: axes.joined(separator: ","), element: object.element.rawValue,
                        message: "the constraints do not fix the \(axes.joined(separator: " and ")) position or "
                            + "size of \(object.readableName(runtime: runtime)) (Interface Builder marks it ambiguous "
                            + "too): where it appears can change from one layout pass to the next; add the "
                            + "constraints it lacks"))
            }
        }
        return findings
    }
}
