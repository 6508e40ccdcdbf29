import NibSourceIndex

/// What the project's use of libraries loads and dequeues, by the libraries' conventions (``LibraryConvention``,
/// ``LibraryCellCall``, ``GeneratedAccessor``) rather than by names the code writes: the nibs and storyboards a
/// class loads by adopting a library's type, the cells registered and dequeued by type, and the documents generated
/// accessors name. Each with the reason a message gives: the library, the class and the place.
struct LibraryReach {
    /// How each nib loads, by name, in the order found.
    private(set) var nibs: [(name: String, reason: String)] = []
    /// How each storyboard loads, by name.
    private(set) var storyboards: [(name: String, reason: String)] = []
    /// The reuse identifiers code dequeues by type or accessor, with how.
    private(set) var dequeued: [String: String] = [:]
    /// The reuse identifiers code registers by type.
    private(set) var registered: Set<String> = []

    /// The functions the project's own code declares, by name: a call of one is the project's, not a library's.
    private let ownFunctions: Set<String>

    /// The reach of `calls` (the built code's) and of the classes `classes` (the app's own) through `conventions`,
    /// matching generated accessors against the documents' `names`; `ownFunctions` are the functions the project's
    /// own code declares.
    init(
        calls: [LibraryCall], classes: [String], hierarchy: ClassHierarchy, conventions: [LibraryConvention],
        names: ResourceNames, ownFunctions: Set<String> = []
    ) {
        self.ownFunctions = ownFunctions
        let sources = hierarchy.sources
        var callsByType: [String: [LibraryCall]] = [:]
        for call in calls { if let type = call.type { callsByType[type, default: []].append(call) } }
        // Classes that adopt a convention's type load its document; only conventions that no function of the class
        // runs (those ``NibLoadingFlow`` follows).
        for className in classes {
            let adopted = hierarchy.adoptedTypes(of: className)
            for convention in conventions where convention.runs.isEmpty {
                guard let type = convention.types.first(where: adopted.contains),
                    !Self.declares(convention.member, className: className, adopted: adopted, sources: sources)
                else { continue }
                let name = NibLoadingFlow.ownName(of: className)
                let call = callsByType[name]?.first { $0.function == convention.call }
                let place = call.map { ", at \($0.location.file):\($0.location.line)" } ?? ""
                let declared =
                    call == nil
                    ? sources.sourceClass(named: className)?.location.map { " (\($0.file):\($0.line))" } ?? "" : ""
                let whose = convention.source.isEmpty ? "\(convention.library)'s" : "\(convention.source)'s loader"
                let reason = "\(className) adopts \(whose) \(type)\(declared): \(convention.summary)\(place)"
                switch convention.resource {
                case .nib: nibs.append((name, reason))
                case .storyboard: storyboards.append((name, reason))
                }
            }
        }
        for call in calls { cells(call, hierarchy: hierarchy) }
        for call in calls where !call.path.isEmpty { accessor(call, names: names) }
    }

    /// Whether the class (or what it inherits or adopts) declares `member`, which then names the document itself.
    private static func declares(
        _ member: String, className: String, adopted: [String], sources: SourceIndex
    ) -> Bool {
        guard !member.isEmpty else { return false }
        let owners = Set(adopted)
        let base = SourceFunction.baseName(of: member)
        return sources.functions.contains { owners.contains($0.type) && $0.baseName == base }
            || sources.constants.contains { $0.name == base && $0.type.map(owners.contains) == true }
    }

    /// A registration or dequeue by type: the type's reuse identifier, and for a registration its nib.
    private mutating func cells(_ call: LibraryCall, hierarchy: ClassHierarchy) {
        guard let type = call.type, let row = LibraryCellCall.all.first(where: { $0.function == call.function })
        else { return }
        let adopted = hierarchy.adoptedTypes(of: type)
        guard
            let library = LibraryCellCall.libraries.first(where: {
                $0.types.isEmpty || $0.types.contains(where: adopted.contains)
            })
        else { return }
        let declared = hierarchy.sources.constants.first {
            $0.name == LibraryCellCall.identifierMember && $0.type.map(adopted.contains) == true
        }
        let identifier = declared?.value ?? NibLoadingFlow.ownName(of: type)
        let site = "\(call.location.file):\(call.location.line)"
        // The project's own function of a library's name registers as the project wrote it: its nib, if any, counts.
        let isOwn = ownFunctions.contains(call.function)
        let whose = isOwn ? "the project's" : "\(library.library)'s"
        let reason = "\(whose) \(call.function) at \(site) names it after \(type)"
        if row.registers {
            registered.insert(identifier)
            if isOwn || library.nibTypes.map({ $0.contains(where: adopted.contains) }) ?? true {
                nibs.append(
                    (
                        NibLoadingFlow.ownName(of: type),
                        "\(whose) \(call.function) at \(site) registers the nib named after \(type)"
                    ))
            }
        } else if dequeued[identifier] == nil {
            dequeued[identifier] = reason
        }
    }

    /// A generated accessor: the documents and identifiers whose generated names its path holds.
    private mutating func accessor(_ call: LibraryCall, names: ResourceNames) {
        let site = "\(call.location.file):\(call.location.line)"
        let written = call.path.joined(separator: ".")
        for accessor in GeneratedAccessor.all where call.path.starts(with: accessor.prefix) {
            let rest = Array(call.path.dropFirst(accessor.prefix.count))
            // A storyboard's accessor may be called before its scene is named: `R.storyboard.main()`.
            guard !rest.isEmpty else { continue }
            var matched: [(part: GeneratedAccessor.Part, name: String)] = []
            for (part, identifier) in zip(accessor.parts, rest) {
                let candidates: Set<String>
                switch part {
                case .storyboard: candidates = names.storyboards
                case .nib: candidates = names.nibs
                case .reuseIdentifier: candidates = names.reuseIdentifiers
                case .segue: candidates = names.segueIdentifiers
                case .scene:
                    if identifier == accessor.initialScene { continue }
                    candidates = names.viewControllerIdentifiers
                case .controller: candidates = names.classes
                }
                if let name = candidates.sorted().first(where: {
                    GeneratedName.matches(identifier, name: $0, rule: accessor.rule, part: part)
                }) {
                    matched.append((part, name))
                }
            }
            for (part, name) in matched {
                let reason = "\(accessor.library)'s \(written) at \(site) names it ('\(name)' made an identifier)"
                switch part {
                case .storyboard: storyboards.append((name, reason))
                case .nib: nibs.append((name, reason))
                case .reuseIdentifier: if dequeued[name] == nil { dequeued[name] = reason }
                case .scene, .segue, .controller: break
                }
            }
        }
    }
}
