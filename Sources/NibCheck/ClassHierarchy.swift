import NibModel
import NibSourceIndex

/// The classes of a project as key-value coding and message sending see them: each class's chain of superclasses,
/// through the project's sources and then the framework's (``FrameworkClass``), and what can be set on it or sent to
/// it.
struct ClassHierarchy: Sendable {
    /// One class of a chain.
    enum Link: Sendable {
        /// Declared in the project's sources.
        case source(SourceClass)
        /// A framework class the table describes.
        case framework(FrameworkClass)
        /// A framework class the table does not describe: what it has is not known.
        case unlistedFramework(String)
        /// Neither in the sources nor the framework's: what it has is not known.
        case unknown(String)
    }

    /// The answer to "does the class have this key (or method)?".
    enum Lookup: Sendable, Equatable {
        /// Yes.
        case found
        /// A Swift declaration of that name exists but the Objective-C runtime cannot see it.
        case notExposed(SourceFileLocation)
        /// No: the whole chain is known and none has it; `candidates` are the names it does have, for "did you mean".
        case missing(candidates: [String])
        /// The chain reaches a class whose members are not known.
        case unknown
        /// No class of the chain declares it, but the chain may still have it (`reason`, which ends with what may
        /// happen): one of its classes answers what it does not declare (it overrides `setValue(_:forUndefinedKey:)`,
        /// `responds(to:)`, `forwardingTarget(for:)`), or it goes on to a superclass no source declares.
        case mayHave(reason: String)

        /// Whether the class has it or may have it (its chain is not all known): nothing to report.
        var allows: Bool {
            switch self {
            case .found, .unknown: true
            case .notExposed, .missing, .mayHave: false
            }
        }
    }

    /// The methods by which a class takes keys it does not declare, by selector (as Objective-C and Swift name them).
    static let undeclaredKeyMethods: [String: String] = [
        "setValue:forUndefinedKey:": "setValue(_:forUndefinedKey:)"
    ]
    /// The methods by which a class answers selectors it does not declare.
    static let undeclaredSelectorMethods: [String: String] = [
        "respondsToSelector:": "responds(to:)", "respondsTo:": "responds(to:)",
        "forwardingTargetForSelector:": "forwardingTarget(for:)", "forwardingTargetFor:": "forwardingTarget(for:)",
        "forwardInvocation:": "forwardInvocation(_:)", "resolveInstanceMethod:": "resolveInstanceMethod(_:)",
    ]

    /// Why a member of a class whose superclass `ancestor` no source declares may still be there.
    private static func unreadSuperclass(_ ancestor: String) -> String {
        "its superclass \(ancestor) is in no source the check read (a framework or package not on disk), which may "
            + "have it"
    }

    /// Why a member may come from a framework class whose members the check does not list.
    private static func unlistedSuperclass(_ ancestor: String) -> String {
        "its superclass \(ancestor) is a framework class whose members the check does not list (one of a newer SDK or "
            + "a framework the tables leave out), which may have it"
    }

    /// What a lookup that reaches a superclass of unknown members says: said for the project's own class, whose
    /// members are read (`reason` why the ancestor may have it), rather than taken for granted; a member the project
    /// declares but hides stays not exposed.
    private static func ancestorMayHave(_ reason: String, ownClasses: Int, hidden: SourceFileLocation?) -> Lookup {
        guard ownClasses > 0 else { return .unknown }
        if let hidden { return .notExposed(hidden) }
        return .mayHave(reason: reason)
    }

    /// Why a class answers what it does not declare, when one of `methods` (instance methods, and the class method
    /// `resolveInstanceMethod:`) is among its own: `Card overrides responds(to:) (Card.swift:12), which may take it`.
    private static func answersUndeclared(_ source: SourceClass, by methods: [String: String]) -> String? {
        guard
            let method = source.methods.first(where: { method in
                methods[method.selector] != nil && (method.isStatic == (method.selector == "resolveInstanceMethod:"))
            }), let name = methods[method.selector]
        else { return nil }
        return "\(source.name) overrides \(name) (\(method.location.file):\(method.location.line)), which may take it"
    }

    let sources: SourceIndex
    /// The platform whose framework classes apply.
    var runtime: TargetRuntime = .iOS
    /// The selectors of the instance methods the runtime can see, in any class.
    private let exposedSelectors: Set<String>

    init(sources: SourceIndex) {
        self.sources = sources
        var selectors: Set<String> = []
        for source in sources.classes.values {
            for method in source.methods where method.isObjCExposed && !method.isStatic {
                selectors.insert(method.selector)
            }
        }
        exposedSelectors = selectors
        var inherited: [String: [String]] = [:]
        for declared in sources.protocols { inherited[declared.name, default: []] += declared.inherited }
        protocolInheritance = inherited
    }

    /// The protocols each protocol of the sources inherits, by its name (``adoptedTypes(of:)``).
    let protocolInheritance: [String: [String]]

    /// The source class a document's class name means (``NibSourceIndex/SourceIndex/sourceClass(named:)``).
    func sourceClass(named name: String) -> SourceClass? { sources.sourceClass(named: name) }

    /// A source class's superclass for the document's platform: where declarations of the name in several targets
    /// disagree, the first that is not the other platform's framework class (`UITableView` for an AppKit document).
    private func superclass(of source: SourceClass) -> String? {
        guard !source.otherSuperclasses.isEmpty, let first = source.superclass else { return source.superclass }
        let otherPlatform: (String) -> Bool =
            runtime == .macOS
            ? { $0.hasPrefix("UI") }
            : {
                $0.hasPrefix("NS") && $0 != "NSObject"
                    && FrameworkClass.declaredSuperclass(of: $0, runtime: .iOS) == nil
            }
        return ([first] + source.otherSuperclasses).first { !otherPlatform($0) } ?? first
    }

    /// The chain of `name` and its superclasses, nearest first, ending at a framework class the table ends, an unknown
    /// class, or a cycle.
    func chain(of name: String) -> [Link] {
        var links: [Link] = []
        var seen: Set<String> = []
        var next: String? = name
        while let current = next.map(Self.withoutGenericArguments), seen.insert(current).inserted {
            if let source = sourceClass(named: current), source.isDeclared || source.superclass != nil {
                links.append(.source(source))
                next = superclass(of: source)
            } else if let framework = FrameworkClass.named(current) {
                if let source = sourceClass(named: current) { links.append(.source(source)) }
                links.append(.framework(framework))
                next = FrameworkClass.superclass(of: framework.name, runtime: runtime)
            } else if let superclass = FrameworkClass.declaredSuperclass(of: current, runtime: runtime) {
                // A class the headers declare: its members are the headers' (``FrameworkClass/members(of:runtime:)``).
                links.append(.unlistedFramework(current))
                next = superclass
            } else if FrameworkClass.hasFrameworkPrefix(current) {
                links.append(.unlistedFramework(current))
                next = nil
            } else {
                links.append(.unknown(current))
                next = nil
            }
        }
        return links
    }

    /// Whether `name` is `type` or one of its subclasses (by Swift or Objective-C name), or, `countingConformances`,
    /// adopts it.
    func isClass(_ name: String, kindOf type: String, countingConformances: Bool = false) -> Bool {
        chain(of: name).contains { link in
            switch link {
            case .source(let source):
                source.name == type || source.objCName == type
                    || (countingConformances && source.conformances.contains(type))
            case .framework(let framework): framework.name == type
            case .unlistedFramework(let other), .unknown(let other): other == type
            }
        }
    }

    /// `Base<T>` → `Base`; a module-qualified name keeps its last component.
    private static func withoutGenericArguments(_ name: String) -> String {
        let plain = name.split(separator: "<").first.map(String.init) ?? name
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }

    /// Whether the runtime finds the class a document names `name` without a module: not a Swift class of the
    /// sources whose Objective-C name is mangled (`@objc(Name)` gives one it finds), since the nib loader looks the
    /// bare name up.
    func isFoundWithoutModule(_ name: String) -> Bool {
        guard let source = sourceClass(named: name), source.isDeclared, source.language == .swift else { return true }
        return source.objCName != nil
    }

    /// Whether `name` is a class the project declares or the framework's headers do.
    func isKnownClass(_ name: String) -> Bool {
        sourceClass(named: name)?.isDeclared == true || FrameworkClass.named(name) != nil
            || FrameworkClass.declaredSuperclass(of: name, runtime: runtime) != nil
    }

    /// Whether key-value coding can set `key` on an instance of `name` (`settable`), or get it (a key path's first
    /// components). A chain without a class of the project's own is the framework's alone, which the checker does not
    /// judge; a class that overrides `setValue(_:forUndefinedKey:)` may take any key.
    func lookUpKey(_ key: String, on name: String) -> Lookup {
        let exact = lookUpExactKey(key, on: name)
        // Key-value coding looks the setter up with the key's first letter capitalized (`set<Key>:`), so the keys
        // `NoGroupsButton` and `noGroupsButton` share the setter `setNoGroupsButton:`.
        guard !exact.allows, let first = key.first else { return exact }
        let swapped = (first.isUppercase ? first.lowercased() : first.uppercased()) + key.dropFirst()
        return swapped != key && lookUpExactKey(swapped, on: name) == .found ? .found : exact
    }

    private func lookUpExactKey(_ key: String, on name: String) -> Lookup {
        var candidates: [String] = []
        var hidden: SourceFileLocation?
        var answers: String?
        var ownClasses = 0
        for link in chain(of: name) {
            switch link {
            case .source(let source):
                // A category or extension of a framework class does not make its members known in full.
                if source.isDeclared { ownClasses += 1 }
                if !source.declarations(settingKey: key).isEmpty { return .found }
                answers = answers ?? Self.answersUndeclared(source, by: Self.undeclaredKeyMethods)
                // Key-value coding finds an instance variable by its own name too (`_icon` for the key `_icon`), and
                // an Objective-C property `foo` is backed by the instance variable `_foo`.
                if source.properties.contains(where: { $0.kind == .instanceVariable && $0.name == key && !$0.isStatic })
                    || (source.language == .objectiveC && key.hasPrefix("_")
                        && source.properties.contains { $0.kind == .property && $0.name == key.dropFirst() })
                {
                    return .found
                }
                if hidden == nil, let property = source.properties.first(where: { $0.key == key && !$0.isStatic }) {
                    hidden = property.location
                }
                candidates += source.properties.filter { $0.isObjCExposed && !$0.isStatic }.map(\.key)
            case .framework(let framework):
                let declared = FrameworkClass.members(of: framework.name, runtime: runtime)?.keys ?? []
                if framework.keys.contains(key) || declared.contains(key) { return .found }
                candidates += framework.keys
            case .unlistedFramework(let name):
                // A class of a newer SDK than the headers read: what it has is not known.
                guard let members = FrameworkClass.members(of: name, runtime: runtime) else {
                    return Self.ancestorMayHave(Self.unlistedSuperclass(name), ownClasses: ownClasses, hidden: hidden)
                }
                if members.keys.contains(key) { return .found }
            case .unknown(let ancestor):
                // A class of the project's own whose superclass no source declares (a framework not on disk): the
                // superclass may have it, which is said rather than taken for granted.
                return Self.ancestorMayHave(Self.unreadSuperclass(ancestor), ownClasses: ownClasses, hidden: hidden)
            }
        }
        guard ownClasses > 0 else { return .unknown }
        if let hidden { return .notExposed(hidden) }
        if let answers { return .mayHave(reason: answers) }
        return .missing(candidates: candidates)
    }

    /// Whether an instance of `name` responds to `selector`.
    func lookUpSelector(_ selector: String, on name: String, acceptingSwift2Names: Bool = false) -> Lookup {
        var candidates: [String] = []
        var hidden: SourceFileLocation?
        var answers: String?
        var ownClasses = 0
        for link in chain(of: name) {
            switch link {
            case .source(let source):
                // A category or extension of a framework class does not make its members known in full.
                if source.isDeclared { ownClasses += 1 }
                let methods = source.methods.filter { !$0.isStatic }
                if methods.contains(where: { $0.selector == selector && $0.isObjCExposed }) { return .found }
                answers = answers ?? Self.answersUndeclared(source, by: Self.undeclaredSelectorMethods)
                // A document saved before Xcode 8 names a Swift 2 method by the selector Swift 2 gave it.
                if acceptingSwift2Names,
                    methods.contains(where: { $0.swift2Selector == selector && $0.isObjCExposed })
                {
                    return .found
                }
                if hidden == nil, let method = methods.first(where: { $0.selector == selector }) {
                    hidden = method.location
                }
                candidates += methods.filter(\.isObjCExposed).map(\.selector)
            case .framework(let framework):
                let declared = FrameworkClass.members(of: framework.name, runtime: runtime)?.selectors ?? []
                if framework.actions.contains(selector) || declared.contains(selector) { return .found }
            case .unlistedFramework(let name):
                guard let members = FrameworkClass.members(of: name, runtime: runtime) else {
                    return Self.ancestorMayHave(Self.unlistedSuperclass(name), ownClasses: ownClasses, hidden: hidden)
                }
                if members.selectors.contains(selector) { return .found }
            case .unknown(let ancestor):
                // A class of the project's own whose superclass no source declares (a framework not on disk): the
                // superclass may have it, which is said rather than taken for granted.
                return Self.ancestorMayHave(Self.unreadSuperclass(ancestor), ownClasses: ownClasses, hidden: hidden)
            }
        }
        guard ownClasses > 0 else { return .unknown }
        if let hidden { return .notExposed(hidden) }
        if let answers { return .mayHave(reason: answers) }
        return .missing(candidates: candidates)
    }

    /// Whether any class of the project, or a framework responder, implements `selector`: what an action sent to
    /// First Responder needs.
    func anyResponderImplements(_ selector: String) -> Bool {
        if FrameworkClass.uiKitEditActions.contains(selector)
            || FrameworkClass.appKitResponderActions.contains(selector)
        {
            return true
        }
        return exposedSelectors.contains(selector)
    }

    /// `name` and its superclasses, nearest first, through the sources, then the framework's headers; nil when the
    /// chain reaches a class neither declares.
    func lineage(of name: String) -> [String]? {
        var names: [String] = []
        var next: String? = Self.withoutGenericArguments(name)
        while let current = next, !names.contains(current) {
            names.append(current)
            if let source = sourceClass(named: current), source.isDeclared {
                next = source.superclass.map(Self.withoutGenericArguments)
                if next == nil { return nil }
            } else if let superclass = FrameworkClass.superclass(of: current, runtime: runtime) {
                next = superclass
            } else if current == "NSObject" {
                next = nil
            } else {
                return nil
            }
        }
        return names
    }

    /// The declarations through which key-value coding sets `key` on an instance of `name`: those of the nearest
    /// class in the sources that has any (several when two targets declare classes of one name).
    func declarations(settingKey key: String, on name: String) -> [SourceProperty] {
        for link in chain(of: name) {
            guard case .source(let source) = link else { continue }
            let found = source.declarations(settingKey: key)
            if !found.isEmpty { return found }
        }
        return []
    }
}
