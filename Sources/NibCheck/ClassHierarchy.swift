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
    }

    let sources: SourceIndex
    /// The platform whose framework classes apply.
    var runtime: TargetRuntime = .iOS

    /// The chain of `name` and its superclasses, nearest first, ending at a framework class the table ends, an unknown
    /// class, or a cycle.
    func chain(of name: String) -> [Link] {
        var links: [Link] = []
        var seen: Set<String> = []
        var next: String? = name
        while let current = next.map(Self.withoutGenericArguments), seen.insert(current).inserted {
            if let source = sources.sourceClass(named: current), source.isDeclared || source.superclass != nil {
                links.append(.source(source))
                next = source.superclass
            } else if let framework = FrameworkClass.named(current) {
                if let source = sources.sourceClass(named: current) { links.append(.source(source)) }
                links.append(.framework(framework))
                next = framework.superclass
            } else if FrameworkClass.declaredSuperclass(of: current, runtime: runtime) != nil
                || FrameworkClass.hasFrameworkPrefix(current)
            {
                links.append(.unlistedFramework(current))
                next = nil
            } else {
                links.append(.unknown(current))
                next = nil
            }
        }
        return links
    }

    /// `Base<T>` → `Base`; a module-qualified name keeps its last component.
    private static func withoutGenericArguments(_ name: String) -> String {
        let plain = name.split(separator: "<").first.map(String.init) ?? name
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }

    /// Whether `name` is a class the project declares or the framework's headers do.
    func isKnownClass(_ name: String) -> Bool {
        sources.sourceClass(named: name)?.isDeclared == true || FrameworkClass.named(name) != nil
            || FrameworkClass.declaredSuperclass(of: name, runtime: runtime) != nil
    }

    /// Whether key-value coding can set `key` on an instance of `name` (`settable`), or get it (a key path's first
    /// components).
    func lookUpKey(_ key: String, on name: String) -> Lookup {
        var candidates: [String] = []
        var hidden: SourceFileLocation?
        for link in chain(of: name) {
            switch link {
            case .source(let source):
                if !source.declarations(settingKey: key).isEmpty { return .found }
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
                if framework.keys.contains(key) { return .found }
                candidates += framework.keys
            case .unlistedFramework, .unknown:
                return .unknown
            }
        }
        if let hidden { return .notExposed(hidden) }
        return .missing(candidates: candidates)
    }

    /// Whether an instance of `name` responds to `selector`.
    func lookUpSelector(_ selector: String, on name: String) -> Lookup {
        var candidates: [String] = []
        var hidden: SourceFileLocation?
        for link in chain(of: name) {
            switch link {
            case .source(let source):
                let methods = source.methods.filter { !$0.isStatic }
                if methods.contains(where: { $0.selector == selector && $0.isObjCExposed }) { return .found }
                if hidden == nil, let method = methods.first(where: { $0.selector == selector }) {
                    hidden = method.location
                }
                candidates += methods.filter(\.isObjCExposed).map(\.selector)
            case .framework(let framework):
                if framework.actions.contains(selector) { return .found }
            case .unlistedFramework, .unknown:
                return .unknown
            }
        }
        if let hidden { return .notExposed(hidden) }
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
        return sources.classes.values.contains { source in
            source.methods.contains { $0.selector == selector && $0.isObjCExposed && !$0.isStatic }
        }
    }
}
