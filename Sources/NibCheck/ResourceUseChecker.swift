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
    /// What each class's code loads.
    let flow: NibLoadingFlow

    /// The values of the sources' constants, as code names them (`Cell.reuseIdentifier`, `Identifier.image`).
    private let constants: ConstantValues
    /// Which classes run the code a use is in.
    private let receivers: CodeReceivers
    /// The class and function of each use (`CardView nibName`): a member whose value is written there is judged
    /// there.
    private let useSites: Set<String>
    /// The classes and files whose code registers cells under names it computes: a dequeue there cannot be judged.
    private let computedRegistrations: Set<String>

    /// Whether code in a file is built into the app (not a test target's, not a dependency's).
    private let isBuilt: (String) -> Bool
    /// The modules a file belongs to, when the project says.
    private let modulesOf: (String) -> Set<String>

    init(
        names: ResourceNames, uses: [ResourceUse], hierarchy: ClassHierarchy, flow: NibLoadingFlow? = nil,
        isBuilt: @escaping (String) -> Bool = { _ in true },
        modulesOf: @escaping (String) -> Set<String> = { _ in [] }
    ) {
        self.isBuilt = isBuilt
        self.modulesOf = modulesOf
        self.names = names
        self.uses = uses
        self.hierarchy = hierarchy
        let flow = flow ?? NibLoadingFlow(hierarchy: hierarchy)
        let constants = flow.constantValues
        self.constants = constants
        receivers = CodeReceivers(hierarchy: hierarchy, flow: flow, documentClasses: names.classes)
        useSites = Set(uses.compactMap { use in use.enclosingClass.map { "\($0) \(use.enclosingFunction ?? "")" } })
        var registered: Set<String> = []
        var computed: Set<String> = []
        for use in uses where use.kind == .registeredReuseIdentifier {
            let values = Self.values(of: use, constants: constants)
            registered.formUnion(values ?? [])
            if values == nil {
                computed.insert(use.location.file)
                if let type = use.enclosingClass { computed.insert(type) }
            }
        }
        reuseIdentifiers = names.reuseIdentifiers.union(registered)
        computedRegistrations = computed
        self.flow = flow
    }

    /// The names a use gives: its literal, its constant's values, or what its parts join to; nil when they are not
    /// known here (computed, an unknown constant, the class's own name or a member, which each class resolves).
    private static func values(of use: ResourceUse, constants: ConstantValues) -> [String]? {
        if use.isLiteral { return [ResourceNames.withoutDocumentExtension(use.name, kind: use.kind)] }
        let values: [String]?
        if let member = use.member, let type = use.enclosingClass {
            // `Self.cellID` in a class: that class's constant.
            values = constants.values(ofConstant: "\(type).\(member)")
        } else if let parts = use.parts {
            values = parts.namesOwnClass ? nil : constants.values(of: parts, within: use.enclosingClass)
        } else if let constant = use.constant {
            values = constants.values(ofConstant: constant, within: use.enclosingClass)
        } else {
            values = nil
        }
        return values?.isEmpty == false ? values : nil
    }

    /// The names a use passes, one group per class that runs it when each gives its own (a member it reads, the
    /// class's own name), each group the values one of which it passes, with the classes it is for when only some
    /// run it; nil when not known here. A use in a method
    /// or member that subclasses override counts only for the made classes that run it (``CodeReceivers``): a base
    /// class's `var nibName: String { "" }` that every made subclass overrides names nothing.
    private func nameGroups(of use: ResourceUse) -> [(values: [String], classes: String?)]? {
        guard let type = use.enclosingClass, let function = use.enclosingFunction else {
            return Self.values(of: use, constants: constants).map { [($0, nil)] }
        }
        let use = flow.readingMembers(use)
        switch receivers.runners(of: function, in: type, readingMember: use.member) {
        case .declaringClass:
            return Self.values(of: use, constants: constants).map { [($0, nil)] }
        case .none:
            return nil
        case .classes(let classes):
            guard !classes.isEmpty else { return nil }
            // One value, said with the classes that run it (why it is judged).
            guard use.isNamedByClass else {
                return Self.values(of: use, constants: constants).map { [($0, classes.joined(separator: ", "))] }
            }
            return classes.compactMap { className in
                // A member whose value is written as a use of its own is judged there.
                if let member = use.member, let found = flow.sourceFunction(named: [member], for: className),
                    useSites.contains("\(found.type) \(found.name)")
                {
                    return nil
                }
                let values = flow.names(of: use, for: className).map {
                    ResourceNames.withoutDocumentExtension($0, kind: use.kind)
                }
                return values.isEmpty ? nil : (values, className)
            }
        }
    }

    /// Whether a dequeue in a view controller finds its cells in a scene the project's documents do not hold (a
    /// storyboard reference into another bundle's storyboard, a framework's): its prototypes are not known.
    private func sceneIsElsewhere(_ use: ResourceUse) -> Bool {
        guard let type = use.enclosingClass, hierarchy.isClass(type, kindOf: "UIViewController") else { return false }
        return !names.classes.contains { hierarchy.isClass($0, kindOf: type) }
    }

    /// Whether a dequeue in `use`'s class (or its superclasses) or file may find a registration the code computes.
    private func mayBeRegistered(_ use: ResourceUse) -> Bool {
        if computedRegistrations.contains(use.location.file) { return true }
        guard let type = use.enclosingClass else { return false }
        return hierarchy.chain(of: type).contains { link in
            if case .source(let source) = link { return computedRegistrations.contains(source.name) }
            return false
        }
    }

    /// Whether the code looks the name up in a bundle whose documents the project does not build: one found by
    /// identifier, path or URL, or the bundle of a class the app's own sources do not declare (a dependency's).
    private func looksInAnotherModule(_ use: ResourceUse) -> Bool {
        if use.looksElsewhere { return true }
        guard let bundleClass = use.bundleClass else { return false }
        guard let source = hierarchy.sources.sourceClass(named: bundleClass) else { return true }
        let files = (source.location.map { [$0.file] } ?? []) + source.methods.map(\.location.file)
        return !files.contains(where: isBuilt)
    }

    /// Whether the class that performs a segue overrides `performSegue(withIdentifier:sender:)`: it decides what an
    /// identifier does (presents a controller of its own, say) before UIKit or AppKit looks the segue up.
    private func performsSeguesItself(_ use: ResourceUse) -> Bool {
        guard let type = use.enclosingClass else { return false }
        return flow.sourceFunction(
            named: ["performSegue(withIdentifier:sender:)", "performSegueWithIdentifier:sender:"], for: type) != nil
    }

    /// The methods that look a controller's nib up, by the class that has them: a subclass that overrides one
    /// without calling `super` never loads the nib its initializer names (`initWithWindowNibName:@"UNUSED"` beside
    /// its own `-loadWindow`).
    private static let nibLoadingMethods: [(ancestor: String, methods: [String])] = [
        ("NSWindowController", ["loadWindow()", "loadWindow"]), ("UIViewController", ["loadView()", "loadView"]),
        ("NSViewController", ["loadView()", "loadView"]),
    ]

    /// Whether objects of `className` never look up the nib their initializer names.
    private func neverLoadsItsNib(_ className: String) -> Bool {
        Self.nibLoadingMethods.contains { ancestor, methods in
            guard hierarchy.isClass(className, kindOf: ancestor),
                let override = flow.sourceFunction(named: methods, for: className)
            else { return false }
            return !override.calls.contains { $0.hasPrefix("super.") && methods.contains(String($0.dropFirst(6))) }
        }
    }

    /// The rule, what the name is, the names to suggest from, and the exception the app stops with, by kind.
    private func expectation(of kind: ResourceUse.Kind) -> (
        rule: CheckRule, what: String, known: Set<String>, crash: String
    )? {
        switch kind {
        case .nib:
            (.missingNib, "nib", names.nibs, "NSInternalInconsistencyException \"Could not load NIB in bundle\"")
        case .storyboard:
            (
                .missingStoryboard, "storyboard", names.storyboards,
                "NSInvalidArgumentException \"Could not find a storyboard named\""
            )
        case .viewControllerIdentifier:
            (
                .missingViewControllerIdentifier, "storyboard ID", names.viewControllerIdentifiers,
                "NSInvalidArgumentException \"Storyboard doesn't contain a view controller with identifier\""
            )
        case .segueIdentifier:
            (
                .missingSegue, "segue identifier", names.segueIdentifiers,
                "NSInvalidArgumentException \"Receiver has no segue with identifier\""
            )
        case .reuseIdentifier:
            (
                .missingReuseIdentifier, "reuse identifier", reuseIdentifiers,
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
        uses.flatMap { written -> [CheckFinding] in
            let use = flow.readingMembers(written)
            // A name made from the class's own name or a member is each class's own: known for the classes that run
            // it; a computed one, or a constant the sources do not hold, is not known here.
            guard let groups = nameGroups(of: use), let expected = expectation(of: use.kind),
                !(use.kind == .nib && use.receiverClass.map(neverLoadsItsNib) == true),
                !looksInAnotherModule(use),
                !(use.kind == .reuseIdentifier && (mayBeRegistered(use) || sceneIsElsewhere(use))),
                !(use.kind == .segueIdentifier && performsSeguesItself(use))
            else { return [] }
            var said: Set<String> = []
            return groups.compactMap { values, classes in
                guard let name = values.first, !values.contains(where: expected.known.contains),
                    said.insert(name).inserted
                else { return nil }
                return missingName(name, in: use, expected: expected, for: classes)
            }
        }
    }

    /// The finding for a name `use` passes (for objects of `classes`, when only they run it or each gives its own)
    /// that no document provides.
    private func missingName(
        _ name: String, in use: ResourceUse,
        expected: (rule: CheckRule, what: String, known: Set<String>, crash: String), for classes: String?
    ) -> CheckFinding {
        let suggestion = KeySuggestion.closest(to: name, in: Array(expected.known)).map {
            "; did you mean '\($0)'?"
        }
        let place =
            (use.enclosingClass.map { " in \($0)" + (use.enclosingFunction.map { ".\($0)" } ?? "") } ?? "")
            + (use.passedTo.map { ", passed to \($0)," } ?? "")
        let via =
            classes.map { className in
                use.member.map { " (\(className)'s \($0))" } ?? " (for \(className))"
            } ?? use.constant.map { " (\($0))" } ?? ""
        let provider =
            use.kind == .reuseIdentifier
            ? "no document's cell has it and no code registers it"
            : "no document of the project provides it"
        // AppKit's loaders that return NO or nil: the window or view never appears, and the app goes on.
        let outcome =
            use.failsQuietly
            ? "when this line runs the nib does not load (the call returns NO or nil, the window stays nil, or the "
                + "code looks the nib up first) and what it shows never appears"
            : "when this line runs the app stops with \(expected.crash)"
        return CheckFinding(
            rule: expected.rule.id, severity: use.failsQuietly ? .warning : expected.rule.severity,
            file: use.location.file, location: SourceLocation(line: use.location.line, column: use.location.column),
            objectID: "", subject: name, element: "",
            message: "the \(expected.what) '\(name)'\(via)\(place) is not in the project: \(provider)"
                + "\(suggestion ?? ""); \(outcome)")
    }

    /// `recursive-nib`, `owner-class` and `owner-top-level-views`, for every class of the sources and every nib its
    /// code loads (``NibLoadingFlow``): a nib loaded while an object of the class is decoded must not hold another
    /// of the class; one loaded with the object as owner must have an owner it can be and the content it expects.
    private func ownerLoads() -> [CheckFinding] {
        var findings: [CheckFinding] = []
        var said: Set<String> = []
        func add(_ finding: CheckFinding) {
            if said.insert("\(finding.rule) \(finding.file) \(finding.line) \(finding.objectID) \(finding.subject)")
                .inserted
            {
                findings.append(finding)
            }
        }
        // Declared classes, and those only implemented here (an `@implementation` whose `@interface` is elsewhere).
        let sources = hierarchy.sources
        // Classes built into the app: a test target's classes load what the tests choose.
        let classes = Set(
            sources.classes.values.filter { $0.isDeclared && $0.location.map { isBuilt($0.file) } != false }.map(\.name)
        ).union(sources.functions.filter { isBuilt($0.location.file) }.map(\.type)).sorted()
        for className in classes {
            for load in flow.loads(of: className) {
                for nib in summaries(of: load) {
                    if load.whileDecoding {
                        // An object whose class the runtime does not find (a Swift class named without its module) is
                        // made as the element's class, which loads nothing.
                        for object in nib.customObjects
                        where hierarchy.isClass(object.className, kindOf: className)
                            && (object.namesModule || hierarchy.isFoundWithoutModule(object.className))
                        {
                            add(recursion(load, object: object, nib: nib))
                        }
                    }
                    if load.ownerIsSelf { ownerFindings(load, nib: nib).forEach(add) }
                }
            }
        }
        return findings
    }

    /// The nibs of a load's name it may load: those of the loading code's own module (`Bundle.module`, a target's own
    /// resources) when the project says and one is there, else every one of that name.
    private func summaries(of load: NibLoadingFlow.Load) -> [ResourceNames.NibSummary] {
        let all = names.nibSummaries[load.nib] ?? []
        guard all.count > 1,
            let file = load.site?.file ?? hierarchy.sources.sourceClass(named: load.className)?.location?.file
        else { return all }
        let own = modulesOf(file)
        let same = own.isEmpty ? [] : all.filter { !modulesOf($0.file).isDisjoint(with: own) }
        return same.isEmpty ? all : same
    }

    private func recursion(
        _ load: NibLoadingFlow.Load, object: ResourceNames.NibSummary.Object, nib: ResourceNames.NibSummary
    )
        -> CheckFinding
    {
        CheckFinding(
            .recursiveNib, file: nib.file,
            location: object.location, objectID: object.id, subject: load.className, element: "",
            message: "loading recursion: \(object.name) in this nib is a \(load.className), and decoding a "
                + "\(load.className) runs \(load.described), which loads this nib and makes \(object.name) again, "
                + "without end (the app crashes with a stack overflow); make File's Owner the \(load.className) and "
                + "the top-level view a plain view, or load the nib only when the view is made from code")
    }

    /// `owner-class` and `owner-top-level-views` for a nib loaded with the object as its owner.
    private func ownerFindings(_ load: NibLoadingFlow.Load, nib: ResourceNames.NibSummary) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        let owner = load.className
        let site = "\(owner) \(load.described)"
        let file = load.site?.file ?? nib.file
        let location =
            load.site.map { SourceLocation(line: $0.line, column: $0.column) } ?? nib.ownerLocation
        // A crash only where the loading class lacks an outlet the nib sets on its owner.
        let missing = nib.ownerOutletKeys.filter { key in
            if case .missing = hierarchy.lookUpKey(key, on: owner) { return true }
            return false
        }
        if nib.ownerHasConnections, hierarchy.isKnownClass(nib.ownerClass),
            !hierarchy.isClass(owner, kindOf: nib.ownerClass),
            let key = missing.first
        {
            // AppKit logs an outlet it cannot set and loads on; UIKit raises.
            let consequence =
                nib.isAppKit
                ? "AppKit logs \"Failed to connect (\(key)) outlet\" and leaves it nil"
                : "raises NSUnknownKeyException"
            findings.append(
                CheckFinding(
                    .ownerClass, for: nib.isAppKit ? .macOS : .iOS, file: file,
                    location: location, objectID: "", subject: load.nib, element: "",
                    message: "\(site) loads '\(load.nib)' with owner: self, but its File's Owner is a "
                        + "\(nib.ownerClass) (\(nib.file):\(nib.ownerLocation.line)), which a \(owner) is not: the "
                        + "outlet '\(key)' the nib connects to its owner \(consequence); set File's Owner's class to "
                        + "\(owner) in the Identity inspector"))
        }
        let isView = hierarchy.isClass(owner, kindOf: "UIView") || hierarchy.isClass(owner, kindOf: "NSView")
        // A nib whose top-level objects are not views (a panel, a menu, an object) serves its owner's outlets, not
        // a content view.
        if isView, nib.topLevelViews.count > 1 || (nib.topLevelViews.isEmpty && nib.topLevelObjectCount == 0) {
            let count = nib.topLevelViews.count
            findings.append(
                CheckFinding(
                    .ownerTopLevelViews, file: file,
                    location: location, objectID: "", subject: load.nib, element: "",
                    message: count == 0
                        ? "\(site) loads '\(load.nib)' for its content, but the nib has no top-level object "
                            + "(\(nib.file)): there is nothing to add, and code that takes the first one crashes; add "
                            + "the content view to the nib"
                        : "\(site) loads '\(load.nib)' for its content, but the nib has \(count) top-level views "
                            + "(\(nib.topLevelViews.map(\.name).joined(separator: ", "))): code that takes the first "
                            + "one gets whichever the nib lists first; keep one top-level view"))
        }
        return findings
    }
}
