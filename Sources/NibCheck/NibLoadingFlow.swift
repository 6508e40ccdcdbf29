import Foundation
import NibSourceIndex

/// Which nibs each class of the sources loads, followed through what its code does rather than what its methods are
/// called: from the methods that run while an object is decoded (`init(coder:)`, `awakeFromNib`) or made in code
/// (`init(frame:)`), through the methods they call on the object (`commonInit()`, `setup()`, a `UIView` extension's
/// `loadFromNib()`, a protocol extension's default, a superclass's `init(coder:)`), and the libraries' loaders
/// (``LibraryNibLoader``), to each nib named by a literal, a constant, the class's own name or a member the class
/// overrides (`nibName`). One flow serves a whole check: each class's loads are followed once and kept, from any
/// thread.
final class NibLoadingFlow: @unchecked Sendable {
    /// A nib that code of a class loads.
    struct Load: Sendable {
        /// The class whose object runs the code.
        var className: String
        /// The nib, its name as the class resolves it.
        var nib: String
        /// Where the code loads it, or nil for a library's loader.
        var site: SourceFileLocation?
        /// The library whose loader loads it (`NibKit's NibView.init(coder:)`), when one does.
        var library: String?
        /// The methods from the one that starts to the one that loads: `init(coder:)`, `commonInit()`, `loadNib()`.
        var path: [String]
        /// Whether it runs while an object of the class is decoded from a nib.
        var whileDecoding: Bool
        /// Whether the object is the nib's owner.
        var ownerIsSelf: Bool

        /// The path and the place, for a message: `init(coder:) → commonInit() (Card.swift:12)`.
        var described: String {
            let place = site.map { " (\($0.file):\($0.line))" } ?? library.map { " (\($0))" } ?? ""
            return path.joined(separator: " → ") + place
        }
    }

    /// The methods that run while an object is decoded from a nib.
    static let decodingMethods = [
        "init(coder:)", "initWithCoder:", "awakeFromNib()", "awakeFromNib", "awakeAfter(using:)",
        "awakeAfterUsingCoder:",
    ]
    /// The methods that run while an object is made in code.
    static let makingMethods = ["init(frame:)", "initWithFrame:", "init()", "init"]

    /// The classes whose code is followed.
    let hierarchy: ClassHierarchy
    private var functionsByType: [String: [SourceFunction]] = [:]
    /// Each type's first function of each name, and of each base name.
    private var functionByName: [String: [String: SourceFunction]] = [:]
    private var functionByBaseName: [String: [String: SourceFunction]] = [:]
    private var usesByFunction: [String: [ResourceUse]] = [:]
    private var constantsByName: [String: [SourceConstant]] = [:]
    /// The values of the sources' constants, as code names them.
    let constantValues: ConstantValues
    /// The classes whose objects own each nib, by the nib's name, as the loading code says (``owners(ofNib:)``).
    private var ownersByNib: [String: [String]] = [:]
    /// The loads already followed, by class; guarded by `lock`.
    private var loadsByClass: [String: [Load]] = [:]
    private let lock = NSLock()

    /// The libraries' loaders (and the project's configured ones), and those by their function's base name (`init`
    /// for `init(coder:)`), in order.
    let loaders: [LibraryNibLoader]
    private let loadersByBaseName: [String: [LibraryNibLoader]]

    init(hierarchy: ClassHierarchy, loaders: [LibraryNibLoader] = LibraryNibLoader.all) {
        self.hierarchy = hierarchy
        self.loaders = loaders
        loadersByBaseName = Dictionary(grouping: loaders) { SourceFunction.baseName(of: $0.function) }
        let sources = hierarchy.sources
        for function in sources.functions {
            functionsByType[function.type, default: []].append(function)
            if functionByName[function.type]?[function.name] == nil {
                functionByName[function.type, default: [:]][function.name] = function
            }
            if functionByBaseName[function.type]?[function.baseName] == nil {
                functionByBaseName[function.type, default: [:]][function.baseName] = function
            }
        }
        for use in sources.resourceUses where use.kind == .nib {
            guard let type = use.enclosingClass, let function = use.enclosingFunction else { continue }
            usesByFunction[Self.key(type, function), default: []].append(use)
        }
        for constant in sources.constants where constant.parts.map(\.namesOwnClass) ?? true {
            constantsByName[constant.name, default: []].append(constant)
        }
        constantValues = ConstantValues(sources.constants)
        // A controller that names its own nib (`override var windowNibName`, `- (NSString *)nibName`) owns it.
        for constant in sources.constants
        where ["nibName", "windowNibName"].contains(constant.name) && constant.parts == nil {
            guard let type = constant.type,
                Self.nibOwningControllers.contains(where: { hierarchy.isClass(type, kindOf: $0) }),
                ownersByNib[constant.value]?.contains(type) != true
            else { continue }
            ownersByNib[constant.value, default: []].append(type)
        }
        for use in sources.resourceUses where use.kind == .nib {
            guard let owner = ownerClass(of: use) else { continue }
            for name in literalNames(of: use) where ownersByNib[name]?.contains(owner) != true {
                ownersByNib[name, default: []].append(owner)
            }
        }
    }

    /// The controllers whose initializer takes the name of the nib they own.
    private static let nibOwningControllers = ["UIViewController", "NSViewController", "NSWindowController"]

    /// The class of the object a load makes the nib's owner: the enclosing class's object for `owner: self`, the
    /// controller made by `initWithWindowNibName:` or `init(nibName:bundle:)`.
    private func ownerClass(of use: ResourceUse) -> String? {
        if passesSelfAsOwner(use) { return use.enclosingClass }
        if use.ownerIsSelf { return nil }
        guard let receiver = use.receiverClass,
            Self.nibOwningControllers.contains(where: { hierarchy.isClass(receiver, kindOf: $0) })
        else { return nil }
        return receiver
    }

    /// Whether a use makes the object that runs it the nib's owner: `owner: self`, unless it hands `self` to the
    /// initializer of a class that overrides it (`[[Window alloc] initWithWindowNibName:@"Q" owner:self]` where
    /// Window's override passes itself to super).
    func passesSelfAsOwner(_ use: ResourceUse) -> Bool {
        guard use.ownerIsSelf else { return false }
        guard let receiver = use.receiverClass, let initializer = use.initializer, receiver != use.enclosingClass
        else { return true }
        return sourceFunction(named: [initializer], for: receiver) == nil
    }

    /// The names a use gives without following members: its literal (without `.nib` or `.xib`), its constant's
    /// values, what its parts join to, or its class's own name.
    private func literalNames(of use: ResourceUse) -> [String] {
        if use.nameIsClassName { return use.enclosingClass.map { [Self.ownName(of: $0)] } ?? [] }
        if let constant = use.constant { return values(ofConstant: constant, within: use.enclosingClass) }
        if let parts = use.parts {
            return constantValues.values(
                of: parts, ownName: use.enclosingClass.map(Self.ownName(of:)), within: use.enclosingClass) ?? []
        }
        return use.isLiteral ? [ResourceNames.withoutDocumentExtension(use.name, kind: use.kind)] : []
    }

    /// The values of the string constant code names: `kCardNib` (a file's, else the type's of code in `type`),
    /// `Card.nibName` (a type's), `Identifier.image` (an enum case's raw value).
    func values(ofConstant constant: String, within type: String? = nil) -> [String] {
        constantValues.values(ofConstant: constant, within: type)
    }

    /// The classes whose objects the code makes the owner of the nib `name` (its file name without extension), in
    /// the order the sources name them; empty when no code says.
    func owners(ofNib name: String) -> [String] { ownersByNib[name] ?? [] }

    private static func key(_ type: String, _ function: String) -> String { type + " " + function }

    /// A function found for a class: declared in the sources, or a library's loader.
    private struct Found {
        var function: SourceFunction
        /// Its place in the class's chain of superclasses, for resolving `super` from it.
        var depth: Int
        var library: LibraryNibLoader?
    }

    /// The names a class's code is looked up in, nearest first: the class and its superclasses, then the protocols
    /// they adopt (with those these inherit).
    private func lookupTypes(of className: String) -> (chain: [String], protocols: [String]) {
        var chain: [String] = []
        for link in hierarchy.chain(of: className) {
            switch link {
            case .source(let source): chain.append(source.name)
            case .framework(let framework): chain.append(framework.name)
            case .unlistedFramework(let name), .unknown(let name): chain.append(name)
            }
        }
        return (chain, hierarchy.adoptedTypes(of: className).filter { !chain.contains($0) })
    }

    /// The function `name` runs for an object of a class whose lookup types are `types`, from `depth` up: the
    /// nearest declaration with exactly that name, else with its base name (a call that leaves out defaulted
    /// arguments), else a protocol's default, else a library's loader.
    private func resolve(_ name: String, in types: (chain: [String], protocols: [String]), from depth: Int) -> Found? {
        let base = SourceFunction.baseName(of: name)
        // By base name only for a Swift call that may leave out defaulted arguments, never among initializers.
        let byBase = name.contains("(") && base != "init"
        let tests = [(functionByName, name)] + (byBase ? [(functionByBaseName, base)] : [])
        for (functions, key) in tests {
            for (place, type) in types.chain.enumerated().dropFirst(depth) {
                if let function = functions[type]?[key] { return Found(function: function, depth: place, library: nil) }
            }
            for type in types.protocols {
                if let function = functions[type]?[key] {
                    return Found(function: function, depth: types.chain.count, library: nil)
                }
            }
        }
        let adopted = types.chain.dropFirst(depth) + types.protocols
        if let loader = loadersByBaseName[base]?.first(where: { adopted.contains($0.type) }) {
            return Found(
                function: SourceFunction(
                    type: loader.type, name: loader.function,
                    location: SourceFileLocation(file: loader.library, line: 0, column: 0)),
                depth: types.chain.count, library: loader)
        }
        return nil
    }

    /// The nibs a use names for an object of `className`: its literal, the class's own name, or what the member the
    /// class resolves returns.
    private func names(
        of use: ResourceUse, for className: String, in types: (chain: [String], protocols: [String]), depth: Int = 0
    ) -> [String] {
        let use = readingMembers(use)
        if use.nameIsClassName { return [Self.ownName(of: className)] }
        if use.isComputed { return [] }
        if let constant = use.constant { return values(ofConstant: constant, within: use.enclosingClass) }
        // `"\(Self.self)View"`: the class that runs the code gives its own name.
        if let parts = use.parts {
            return constantValues.values(of: parts, ownName: Self.ownName(of: className), within: use.enclosingClass)
                ?? []
        }
        guard let member = use.member else { return [use.name] }
        guard depth < 4 else { return [] }
        if let found = resolve(member, in: types, from: 0), found.library == nil {
            let returned = usesByFunction[Self.key(found.function.type, found.function.name)] ?? []
            let names = returned.flatMap { self.names(of: $0, for: className, in: types, depth: depth + 1) }
            if !names.isEmpty { return names }
        }
        // The nearest class's value: a subclass's override, not the first declaration read.
        let declared = Set(types.chain + types.protocols)
        let constants = constantsByName[member] ?? []
        let own = Self.ownName(of: className)
        for type in types.chain + types.protocols {
            if let constant = constants.first(where: { $0.type == type }) { return value(of: constant, ownName: own) }
        }
        if let constant = constants.first(where: { $0.type.map(declared.contains) ?? true }) {
            return value(of: constant, ownName: own)
        }
        // A library's default (NibKit's and Reusable's `nibName`, `nib`: the class's name), only for a class that
        // inherits from or adopts the library's type; a member the class declares without a value names nothing.
        let libraries = loaders.filter { declared.contains($0.type) }
        return libraries.contains { $0.member == member } ? [Self.ownName(of: className)] : []
    }

    /// A constant's value for a class: its literal, or its parts with the class's own name.
    private func value(of constant: SourceConstant, ownName: String) -> [String] {
        guard let parts = constant.parts else { return [constant.value] }
        return constantValues.values(of: parts, ownName: ownName, within: constant.type) ?? []
    }

    /// `use` with a bare name that is a member of the object rather than a file's constant (`contentNib` in
    /// `loadNibNamed(contentNib, …)`, in a class that has `contentNib` and a file that has no such constant) read as
    /// that member, which each class resolves for itself.
    func readingMembers(_ use: ResourceUse) -> ResourceUse {
        guard use.member == nil, let name = use.constant, !name.contains("."), let type = use.enclosingClass,
            constantValues.values(ofConstant: name).isEmpty, sourceFunction(named: [name], for: type) != nil
        else { return use }
        var member = use
        (member.member, member.constant) = (name, nil)
        return member
    }

    /// The nibs a use names when an object of `className` runs it: for a member it reads (`nibName`), the value
    /// `className` resolves; for the class's own name, `className`'s.
    func names(of use: ResourceUse, for className: String) -> [String] {
        names(of: use, for: className, in: lookupTypes(of: className))
    }

    /// The values a class's member gives (`Card.nibName`, `Card.reuseIdentifier`): its constant, its getter's own
    /// name, or a library's default for a class that adopts the library's type.
    func values(ofMember member: String, for className: String) -> [String] {
        let read = ResourceUse(
            kind: .nib, name: "", location: SourceFileLocation(file: "", line: 0, column: 0), member: member)
        return names(of: read, for: className)
    }

    /// The nearest declaration in the sources of one of `names` that an object of `className` runs.
    func sourceFunction(named names: [String], for className: String) -> SourceFunction? {
        let types = lookupTypes(of: className)
        for type in types.chain {
            if let function = functionsByType[type]?.first(where: { names.contains($0.name) }) { return function }
        }
        return nil
    }

    /// The name `String(describing:)` gives a class: its last component.
    static func ownName(of className: String) -> String {
        String(className.split(separator: ".").last ?? Substring(className))
    }

    /// Every nib the code of `className` loads while an object of it is made or by its own methods.
    func loads(of className: String) -> [Load] {
        if let loads = lock.withLock({ loadsByClass[className] }) { return loads }
        let loads = followLoads(of: className)
        lock.withLock { loadsByClass[className] = loads }
        return loads
    }

    private func followLoads(of className: String) -> [Load] {
        let types = lookupTypes(of: className)
        // Breadth first from each start, so that each load is reached by its shortest path.
        var starts: [(name: String, decoding: Bool)] = Self.decodingMethods.map { ($0, true) }
        starts += Self.makingMethods.map { ($0, false) }
        starts += (functionsByType[className] ?? []).map { ($0.name, false) }
        var loads: [Load] = []
        var seen: Set<String> = []
        // The same calls recur from many starts: each name is resolved once per place in the chain.
        var resolved: [String: Found?] = [:]
        func resolve(_ name: String, from depth: Int) -> Found? {
            let key = "\(depth) \(name)"
            if let known = resolved[key] { return known }
            let found = self.resolve(name, in: types, from: depth)
            resolved[key] = found
            return found
        }
        for start in starts {
            guard let first = resolve(start.name, from: 0) else { continue }
            var queue: [(Found, [String])] = [(first, [first.function.name])]
            var visited: Set<String> = [Self.key(first.function.type, first.function.name)]
            var head = 0
            while head < queue.count {
                let (found, path) = queue[head]
                head += 1
                loads += self.loads(in: found, path: path, className: className, types: types, decoding: start.decoding)
                    .filter { seen.insert("\($0.whileDecoding) \($0.nib) \($0.described)").inserted }
                for call in found.function.calls where visited.count < 500 {
                    let next =
                        call.hasPrefix("super.")
                        ? resolve(String(call.dropFirst(6)), from: found.depth + 1)
                        : resolve(call, from: 0)
                    if let next, visited.insert(Self.key(next.function.type, next.function.name)).inserted {
                        queue.append((next, path + [next.function.name]))
                    }
                }
            }
        }
        return loads
    }

    /// The loads one function makes, for an object of `className`.
    private func loads(
        in found: Found, path: [String], className: String, types: (chain: [String], protocols: [String]),
        decoding: Bool
    ) -> [Load] {
        if let library = found.library {
            return names(
                of: ResourceUse(kind: .nib, name: "", location: found.function.location, member: library.member),
                for: className, in: types
            )
            .map { nib in
                Load(
                    className: className, nib: nib, site: nil,
                    library: "\(library.library)'s \(library.type).\(library.function)", path: path,
                    whileDecoding: decoding, ownerIsSelf: library.ownerIsSelf)
            }
        }
        return (usesByFunction[Self.key(found.function.type, found.function.name)] ?? []).flatMap { use in
            names(of: use, for: className, in: types).map { nib in
                Load(
                    className: className, nib: nib, site: use.location, library: nil, path: path,
                    whileDecoding: decoding, ownerIsSelf: passesSelfAsOwner(use))
            }
        }
    }
}
