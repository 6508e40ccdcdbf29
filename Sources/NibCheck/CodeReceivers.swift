import NibSourceIndex

/// Which classes' objects run a method of the sources: a call on an object runs the method its class resolves, not
/// the one where the call is written. Code in `Base.load()` that reads `nibName` runs for each made subclass that
/// does not override `load()`, each with its own `nibName`; a subclass that overrides it never runs it. The classes
/// the app makes are those code names in an expression (`CardView()`, `[CardView alloc]`) or a document names.
struct CodeReceivers {
    private let hierarchy: ClassHierarchy
    private let flow: NibLoadingFlow
    /// The declared source classes below each source class, by name.
    private var descendants: [String: [String]] = [:]
    /// The names (and last components of qualified names) of the classes code or documents name.
    private let made: Set<String>

    init(hierarchy: ClassHierarchy, flow: NibLoadingFlow, documentClasses: Set<String>) {
        self.hierarchy = hierarchy
        self.flow = flow
        let names = hierarchy.sources.namedTypes.union(documentClasses)
        made = names.union(names.map(NibLoadingFlow.ownName(of:)))
        for source in hierarchy.sources.classes.values.filter(\.isDeclared).sorted(by: { $0.name < $1.name }) {
            for link in hierarchy.chain(of: source.name).dropFirst() {
                if case .source(let ancestor) = link { descendants[ancestor.name, default: []].append(source.name) }
            }
        }
    }

    /// Whether code or a document names the class, so that the app may make its objects.
    func isMade(_ className: String) -> Bool {
        made.contains(className) || made.contains(NibLoadingFlow.ownName(of: className))
            || hierarchy.sourceClass(named: className)?.objCName.map(made.contains) == true
    }

    /// Whether an object of `className` runs `function` as `type` declares it: its class resolves the function to
    /// that declaration, or to overrides that each call `super`'s down to it.
    private func runs(_ function: String, declaredIn type: String, className: String) -> Bool {
        var current = className
        for _ in 0..<16 {
            guard let found = flow.sourceFunction(named: [function], for: current) else { return false }
            if found.type == type { return true }
            guard found.calls.contains("super." + function),
                let superclass = hierarchy.sourceClass(named: found.type)?.superclass
            else { return false }
            current = superclass
        }
        return false
    }

    /// Who runs the code of `function` as `type` declares it.
    enum Runners: Equatable {
        /// The project does not say more than that `type`'s code runs (no subclass overrides it, or `type` is not a
        /// class of the sources).
        case declaringClass
        /// These classes, each made and resolving `function` to `type`'s declaration.
        case classes([String])
        /// Subclasses override it and no class that runs it is made: nothing the project shows runs it.
        case none
    }

    /// The classes whose objects run `function` as `type` declares it, when a class below `type` overrides it: those
    /// of the made classes that run this declaration (``runs(_:declaredIn:className:)``), or none when no class of
    /// the family is made. `member`, when given, is a member the code reads (`nibName`): a subclass that
    /// overrides it changes what the code does too.
    func runners(of function: String, in type: String, readingMember member: String? = nil) -> Runners {
        guard let family = descendants[type].map({ [type] + $0 }),
            hierarchy.sourceClass(named: type)?.isDeclared == true
        else { return .declaringClass }
        let running = family.filter { runs(function, declaredIn: type, className: $0) }
        let overridesMember = member.map { name in
            family.dropFirst().contains {
                guard let found = flow.sourceFunction(named: [name], for: $0) else { return false }
                return found.type != type && hierarchy.isClass(found.type, kindOf: type)
            }
        }
        guard running.count < family.count || overridesMember == true else { return .declaringClass }
        return family.contains(where: isMade) ? .classes(running.filter(isMade)) : .none
    }
}
