import NibModel
import NibRuntime
import NibSourceIndex

/// Checks the names the sources use (``ResourceUse``) against those the project's documents provide: a nib,
/// storyboard, storyboard ID, segue or reuse identifier that no document (and, for a reuse identifier, no
/// registration in code) provides makes the app stop when that line runs.
struct ResourceUseChecker {
    let names: ResourceNames
    let uses: [ResourceUse]
    let hierarchy: ClassHierarchy
    /// The reuse identifiers a cell can be dequeued by: the documents' cells' and those code registers.
    private let reuseIdentifiers: Set<String>

    init(names: ResourceNames, uses: [ResourceUse], hierarchy: ClassHierarchy) {
        self.names = names
        self.uses = uses
        self.hierarchy = hierarchy
        reuseIdentifiers = names.reuseIdentifiers.union(
            uses.filter { $0.kind == .registeredReuseIdentifier }.map(\.name))
    }

    /// The rule, what the name is, the names to suggest from, and the exception the app stops with, by kind.
    private func expectation(of kind: ResourceUse.Kind) -> (
        rule: String, what: String, known: Set<String>, crash: String
    )? {
        switch kind {
        case .nib:
            ("missing-nib", "nib", names.nibs, "NSInternalInconsistencyException \"Could not load NIB in bundle\"")
        case .storyboard:
            (
                "missing-storyboard", "storyboard", names.storyboards,
                "NSInvalidArgumentException \"Could not find a storyboard named\""
            )
        case .viewControllerIdentifier:
            (
                "missing-view-controller-identifier", "storyboard ID", names.viewControllerIdentifiers,
                "NSInvalidArgumentException \"Storyboard doesn't contain a view controller with identifier\""
            )
        case .segueIdentifier:
            (
                "missing-segue", "segue identifier", names.segueIdentifiers,
                "NSInvalidArgumentException \"Receiver has no segue with identifier\""
            )
        case .reuseIdentifier:
            (
                "missing-reuse-identifier", "reuse identifier", reuseIdentifiers,
                "NSInternalInconsistencyException \"unable to dequeue a cell with identifier\""
            )
        case .registeredReuseIdentifier:
            nil
        }
    }

    func findings() -> [CheckFinding] {
        missingNames() + ownerLoads()
    }

    /// `missing-nib`, `missing-storyboard`, `missing-view-controller-identifier`, `missing-segue`,
    /// `missing-reuse-identifier`.
    private func missingNames() -> [CheckFinding] {
        uses.compactMap { use in
            // A name made from the class's own name is a subclass's in a subclass: not known here.
            guard !use.nameIsClassName, let expected = expectation(of: use.kind), !expected.known.contains(use.name)
            else { return nil }
            let suggestion = KeySuggestion.closest(to: use.name, in: Array(expected.known)).map {
                "; did you mean '\($0)'?"
            }
            let place = use.enclosingClass.map { " in \($0)" + (use.enclosingFunction.map { ".\($0)" } ?? "") } ?? ""
            let provider =
                use.kind == .reuseIdentifier
                ? "no document's cell has it and no code registers it"
                : "no document of the project provides it"
            return CheckFinding(
                rule: expected.rule, severity: CheckRule.named(expected.rule)?.severity ?? .error,
                file: use.location.file, location: SourceLocation(line: use.location.line, column: use.location.column),
                objectID: "", subject: use.name, element: "",
                message: "the \(expected.what) '\(use.name)'\(place) is not in the project: \(provider)"
                    + "\(suggestion ?? ""); when this line runs the app stops with \(expected.crash)")
        }
    }

    /// Whether a method runs while its object is being made, so that loading a nib there happens for every instance
    /// the nib itself decodes: the initializers, `awakeFromNib`, and the helpers they are usually split into.
    private static func runsWhileMaking(_ function: String?) -> Bool {
        guard let function = function?.lowercased() else { return false }
        return function.hasPrefix("init") || function.hasPrefix("awakefromnib") || function.contains("commoninit")
            || function.contains("setup") || function.contains("loadnib") || function.contains("fromnib")
            || function.contains("xib")
    }

    /// Whether `name` is `ancestor` or one of its subclasses.
    private func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        hierarchy.chain(of: name).contains { link in
            switch link {
            case .source(let source): source.name == ancestor || source.objCName == ancestor
            case .framework(let framework): framework.name == ancestor
            case .unlistedFramework(let other), .unknown(let other): other == ancestor
            }
        }
    }

    /// `recursive-nib`, `owner-class` and `owner-top-level-views`: what loading a nib with `owner: self` depends on.
    private func ownerLoads() -> [CheckFinding] {
        var findings: [CheckFinding] = []
        for use in uses where use.kind == .nib && use.ownerIsSelf {
            guard let owner = use.enclosingClass, hierarchy.isKnownClass(owner) else { continue }
            let site = "\(owner).\(use.enclosingFunction ?? "?") (\(use.location.file):\(use.location.line))"
            let useLocation = SourceLocation(line: use.location.line, column: use.location.column)
            for nib in names.nibSummaries[use.name] ?? [] {
                if Self.runsWhileMaking(use.enclosingFunction) {
                    for object in nib.customObjects where isClass(object.className, kindOf: owner) {
                        findings.append(
                            CheckFinding(
                                rule: "recursive-nib", severity: .error, file: nib.file, location: object.location,
                                objectID: object.id, subject: owner, element: "",
                                message: "loading recursion: \(object.name) in this nib is a \(owner), and \(site) "
                                    + "loads this nib with owner: self, which makes \(object.name) again, without "
                                    + "end (the app crashes with a stack overflow); make File's Owner the \(owner) "
                                    + "and the top-level view a plain view, or load the nib only when the view is "
                                    + "made from code"))
                    }
                }
                if nib.ownerHasConnections, hierarchy.isKnownClass(nib.ownerClass),
                    !isClass(owner, kindOf: nib.ownerClass)
                {
                    findings.append(
                        CheckFinding(
                            rule: "owner-class", severity: .error, file: use.location.file, location: useLocation,
                            objectID: "", subject: use.name, element: "",
                            message: "\(site) loads '\(use.name)' with owner: self, but its File's Owner is a "
                                + "\(nib.ownerClass) (\(nib.file):\(nib.ownerLocation.line)), which a \(owner) is not: the "
                                + "outlets the nib connects to its owner raise NSUnknownKeyException; set File's "
                                + "Owner's class to \(owner) in the Identity inspector"))
                }
                let isView = isClass(owner, kindOf: "UIView") || isClass(owner, kindOf: "NSView")
                if isView, nib.topLevelViews.count != 1 {
                    let count = nib.topLevelViews.count
                    findings.append(
                        CheckFinding(
                            rule: "owner-top-level-views", severity: count == 0 ? .error : .warning,
                            file: use.location.file, location: useLocation, objectID: "", subject: use.name,
                            element: "",
                            message: count == 0
                                ? "\(site) loads '\(use.name)' for its content, but the nib has no top-level view "
                                    + "(\(nib.file)): there is nothing to add, and code that takes the first one "
                                    + "crashes; add the content view to the nib"
                                : "\(site) loads '\(use.name)' for its content, but the nib has \(count) top-level "
                                    + "views (\(nib.topLevelViews.map(\.name).joined(separator: ", "))): code that takes "
                                    + "the first one gets whichever the nib lists first; keep one top-level view"))
                }
            }
        }
        return findings
    }
}
