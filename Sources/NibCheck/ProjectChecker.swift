import Dispatch
import Foundation
import NibDecoding
import NibFiles
import NibModel
import NibSourceIndex

/// `nib check` on a set of paths: finds the documents and the sources beside them, decodes the documents, and checks
/// each against the sources' classes, several at a time.
public struct ProjectChecker: Sendable {
    /// The documents to check.
    public let documents: [String]
    /// The classes of the sources read.
    let hierarchy: ClassHierarchy
    /// What could not be read among the sources.
    public let sourceDiagnostics: [Diagnostic]
    /// The documents that provide names to the code besides those checked: the others under the source folders.
    let otherDocuments: [String]
    /// The names compiled nibs and storyboards provide (`Card.nib`, an old `English.lproj/Card.nib/` bundle,
    /// `Main.storyboardc/`): a project may ship them without their source documents.
    let compiledNames: ResourceNames
    /// The paths checked, standardized: the code under them is checked for the names it uses.
    let checkedPaths: [String]
    /// The project's asset catalogs, when it has any.
    let assets: AssetCatalogs?
    /// Which module each file belongs to (Package.swift targets, Xcode targets, the user's mapping), when any does.
    public let project: ProjectModel?
    /// The dependencies the project declares and where their sources are.
    public let dependencies: ProjectDependencies
    /// The folders whose sources were read.
    let sourceFolders: [String]
    /// Whether documents are laid out for the layout rules (`unsatisfiable-constraints`, `ambiguous-layout`): the
    /// costliest part of a check, which a configuration that turns both off has no use for.
    public var laysOutDocuments = true
    /// The project's own loaders, from its configuration (`loaders:`), joined to the libraries' conventions.
    public var loaders: [CheckConfiguration.Loader] = []
    /// What the project's Info.plist files and build settings name as its main and launch storyboards and nibs; nil
    /// when it has neither (a folder of documents, not an app), and every document counts as loaded.
    let launchNames: [DocumentReach.LaunchName]?
    /// How many source files were read.
    public var sourceFileCount: Int { hierarchy.sources.files.count }

    /// Reads the sources under `sourceRoots` and finds the documents in `paths` (files, or folders searched), leaving
    /// out those `excluded` says.
    public init(
        paths: [String], sourceRoots: [String], modules mapping: [String: String] = [:],
        excluded: (String) -> Bool = { _ in false }
    ) throws {
        let search = try DocumentFinder.search(paths)
        let sourceRoots = Self.outermost(sourceRoots)
        checkedPaths = paths.map(StandardPath.of)
        let folders = sourceRoots.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        sourceFolders = folders
        let dependencies = ProjectDependencies(roots: folders)
        self.dependencies = dependencies
        // A dependency's documents are its own to check, unless the paths given are inside it.
        let givenInDependency = checkedPaths.contains { dependencies.contains($0) }
        documents = search.documents.filter {
            !excluded($0) && (givenInDependency || !dependencies.contains(StandardPath.of($0)))
        }
        var index = SourceIndex()
        // Dependencies' folders are not walked as the project: each is read on its own, for its classes.
        let dependencyFolders = Set(dependencies.folders)
        for root in sourceRoots {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue {
                index.add(
                    SourceIndex(scanningDirectory: root) { dependencyFolders.contains(StandardPath.of($0)) })
            } else {
                index.add(contentsOf: root)
            }
        }
        for folder in dependencies.folders {
            index.add(SourceIndex(scanningDirectory: folder, reading: .dependency))
        }
        // A helper that loads by a parameter (`UIStoryboard(name: storyboardName, …)`) loads what each call passes.
        if index.resourceUses.contains(where: { $0.parts?.dependsOnArguments == true }) {
            let unbound = ClassHierarchy(sources: index)
            let flow = NibLoadingFlow(hierarchy: unbound)
            index.bindArguments(
                members: { type, member in flow.values(ofMember: member, for: type) },
                isKind: { className, type in unbound.isClass(className, kindOf: type, countingConformances: true) })
        }
        hierarchy = ClassHierarchy(sources: index)
        // Documents are named as the user gave them (`./App/X.xib`), the roots' as found below absolute folders.
        let checked = Set(documents.map(StandardPath.of))
        otherDocuments = ((try? DocumentFinder.documents(in: folders)) ?? []).filter {
            !checked.contains(StandardPath.of($0))
        }
        compiledNames = Self.compiledNames(under: folders)
        launchNames = DocumentReach.launchNames(under: folders, dependencies: dependencies)
        let catalogs = AssetCatalogs(folders: folders)
        assets = catalogs.catalogCount > 0 ? catalogs : nil
        let model = ProjectModel(roots: folders, mapping: mapping)
        project = model.isEmpty ? nil : model
        // A link out of the project is said once, however many of the searches met it.
        var said: Set<String> = Set(index.diagnostics.map(\.file))
        let skipped = (search.skippedLinks + catalogs.skippedLinks).filter { said.insert($0.path).inserted }
        // What a dependency's sources hold is not the project's to fix.
        sourceDiagnostics =
            index.diagnostics.filter { !dependencies.contains(StandardPath.of($0.file)) } + model.diagnostics
            + skipped.map { Diagnostic(warningIn: $0.path, message: $0.description) }
    }

    /// `roots` without repeats and without those inside another (unless in a folder reading the other skips, such as
    /// `.build`), so that no source is read twice; each as it was first written, so that findings name sources by the
    /// paths given.
    package static func outermost(_ roots: [String]) -> [String] {
        var written: [String: String] = [:]
        for root in roots where written[StandardPath.of(root)] == nil { written[StandardPath.of(root)] = root }
        let standard = written.keys.sorted()
        return standard.filter { root in
            !standard.contains { other in
                other != root && root.hasPrefix(other == "/" ? "/" : other + "/")
                    && !root.dropFirst(other.count).split(separator: "/").contains {
                        SourceIndex.skipsFolder(named: String($0))
                    }
            }
        }
        .compactMap { written[$0] }
    }

    /// The names of the compiled nibs (`.nib` files and bundles) and storyboards (`.storyboardc`) under `folders`.
    private static func compiledNames(under folders: [String]) -> ResourceNames {
        var names = ResourceNames()
        for folder in folders {
            var walk = FolderWalk(folder)
            walk.walk { entry in
                // What a build wrote is not what the project ships: only its own compiled documents count.
                if entry.name.hasPrefix(".") || entry.name == "DerivedData"
                    || (entry.name.lowercased() == "build"
                        && BuildFolders.isBuildFolder(named: "build", at: entry.path))
                {
                    return false
                }
                let kind = (entry.name as NSString).pathExtension.lowercased()
                guard kind == "nib" || kind == "storyboardc" else { return entry.isFolder }
                names.formUnion(ResourceNames(document: nil, file: entry.path))
                return false
            }
        }
        return names
    }

    /// The project a path belongs to, for finding its sources and its configuration: the repository it is in (the
    /// nearest folder at or above it that holds a `.git`, so that a folder of one app in a repository is checked with
    /// the repository's sources and configuration), else the nearest that holds an `.xcodeproj` or an
    /// `.xcworkspace`, else a `Package.swift`, else the path itself (or its folder).
    public static func projectRoot(of path: String) -> String {
        var url = URL(fileURLWithPath: StandardPath.of(path))
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            url.deleteLastPathComponent()
        }
        let start = url.path
        var project: String?
        var package: String?
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            if entries.contains(".git") { return url.path }
            if project == nil, entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                project = url.path
            }
            if package == nil, entries.contains("Package.swift") { package = url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return project ?? package ?? start }
            url = parent
        }
    }

    /// Checks every document, several at a time, calling `progress` with the number done after each; the findings in
    /// document order.
    public func check(progress: (@Sendable (Int) -> Void)? = nil) -> [CheckFinding] {
        let results = Results(count: documents.count + otherDocuments.count)
        let documents = documents
        let others = otherDocuments
        let hierarchy = hierarchy
        // The libraries' conventions and the project's own loaders, but for types the app's own code declares, whose
        // sources speak for them.
        let conventions = Self.conventions(adding: loaders, hierarchy: hierarchy, dependencies: dependencies)
        // One flow for the whole check: each class's loads are followed once, for every rule that asks.
        let flow = NibLoadingFlow(hierarchy: hierarchy, loaders: LibraryNibLoader.loaders(of: conventions))
        let libraryOwners = Self.libraryOwners(flow: flow)
        let assets = assets
        let project = project
        let laysOut = laysOutDocuments
        let absent = dependencies.absent.map { "\($0.manager.rawValue) \($0.name)" }
        DispatchQueue.concurrentPerform(iterations: documents.count + others.count) { index in
            if index < documents.count {
                let file = documents[index]
                // A document no target builds is not in the app: one note, not its findings.
                let result =
                    project?.isBuilt(file) == false
                    ? (Self.notBuilt(file, project: project), ResourceNames())
                    : Self.check(
                        file, hierarchy: hierarchy, flow: flow, libraryOwners: libraryOwners, assets: assets,
                        project: project, laysOut: laysOut, absentDependencies: absent)
                let done = results.set(index, result)
                progress?(done)
            } else {
                let file = others[index - documents.count]
                let names = ResourceNames(document: DocumentDecoder().decode(contentsOf: file).document, file: file)
                _ = results.set(index, ([], names))
            }
        }
        // Whether a source file is app code (not a dependency's, a test target's or a file no target builds),
        // decided once per file.
        let isAppFile = { [dependencies, project] (file: String) -> Bool in
            let path = StandardPath.of(file)
            return !dependencies.contains(path) && project?.isBuilt(path) != false
        }
        let sources = hierarchy.sources
        let files = Set(
            sources.resourceUses.map(\.location.file) + sources.functions.map(\.location.file)
                + sources.classes.values.compactMap(\.location?.file))
        let appFiles = Dictionary(uniqueKeysWithValues: files.map { ($0, isAppFile($0)) })
        let isAppCode = { (file: String) in appFiles[file] ?? isAppFile(file) }
        // Code in a preprocessor branch the project never compiles neither uses nor loads anything.
        let guarded = sources.resourceUses.contains { !$0.guards.isEmpty }
        let macros = guarded ? BuildMacros(sourceMacros: sources.definedMacros, folders: sourceFolders) : nil
        let compiledUses = sources.resourceUses.filter { macros?.neverCompiles($0.guards) != true }
        // The names the code under the checked paths uses, in app code; documents and classes anywhere count.
        let checkedUses = compiledUses.filter { isAppCode($0.location.file) && isChecked($0.location.file) }
        var names = results.names
        names.formUnion(compiledNames)
        let appClasses = sources.classes.values.filter {
            $0.isDeclared && $0.location.map { isAppCode($0.file) } == true
        }
        .map(\.name).sorted()
        let library = LibraryReach(
            calls: sources.libraryCalls.filter { isAppCode($0.location.file) }, classes: appClasses,
            hierarchy: hierarchy, conventions: conventions, names: names,
            ownFunctions: Set(
                sources.functions.filter { !dependencies.contains(StandardPath.of($0.location.file)) }.map(\.name)))
        names.reuseIdentifiers.formUnion(library.registered)
        let uses = ResourceUseChecker(
            names: names, uses: checkedUses, hierarchy: hierarchy, flow: flow, isBuilt: isAppCode,
            modulesOf: { [project] in project?.modules(of: $0) ?? [] })
        // How each document loads, from all the built code (not only the checked paths').
        let builtUses = compiledUses.filter { isAppCode($0.location.file) }
        let reach = launchNames.map {
            DocumentReach(
                uses: builtUses, hierarchy: hierarchy, flow: flow, launchNames: $0,
                references: names.storyboardReferences, library: library)
        }
        let cells = CellDequeues(uses: builtUses, hierarchy: hierarchy, library: library)
        let documentFindings = results.slots.prefix(documents.count).enumerated().flatMap { index, findings in
            let dequeued = cells.held(findings)
            return reach.map { Self.reached(documents[index], dequeued, by: $0) } ?? dequeued
        }
        return Self.onePerClass(documentFindings, dependencies: dependencies)
            + uses.findings().filter { isChecked($0.file) }
    }

    /// The classes whose objects a library's loader makes each nib's owner (a NibView subclass, a NibOwnerLoadable
    /// view), by the nib's name, in class order: File's Owner is known to be one of them.
    private static func libraryOwners(flow: NibLoadingFlow) -> [String: [String]] {
        var owners: [String: [String]] = [:]
        let classes = flow.hierarchy.sources.classes.values.filter(\.isDeclared).map(\.name).sorted()
        for className in classes {
            for load in flow.loads(of: className)
            where load.library != nil && load.ownerIsSelf && owners[load.nib]?.contains(className) != true {
                owners[load.nib, default: []].append(className)
            }
        }
        return owners
    }

    /// The libraries' conventions and the configured `loaders`, without those whose type the project's own code (not
    /// a dependency's) declares as a class or protocol: its sources say what that type does.
    static func conventions(
        adding loaders: [CheckConfiguration.Loader], hierarchy: ClassHierarchy, dependencies: ProjectDependencies
    ) -> [LibraryConvention] {
        let sources = hierarchy.sources
        let own = Set(
            sources.classes.values.compactMap { source in
                source.location.flatMap { dependencies.contains(StandardPath.of($0.file)) ? nil : source.name }
            }
                + sources.protocols.filter { !dependencies.contains(StandardPath.of($0.location.file)) }.map(\.name))
        let builtIn = LibraryConvention.all.compactMap { convention in
            var kept = convention
            kept.types = convention.types.filter { !own.contains($0) }
            return kept.types.isEmpty ? nil : kept
        }
        return builtIn + loaders.map(LibraryConvention.init(configured:))
    }

    /// A document's findings as its loading makes them: each error with the way the document loads, or, when nothing
    /// the project shows loads it, each error a warning that says so (the crash needs the document to load, which the
    /// check could not see), and one note that says why and what to do.
    static func reached(_ file: String, _ findings: [CheckFinding], by reach: DocumentReach) -> [CheckFinding] {
        // Findings about the document's readability or loading are not the document's content.
        guard !findings.isEmpty,
            !findings.allSatisfy({ [CheckRule.unbuiltDocument.id, CheckRule.unreadableDocument.id].contains($0.rule) })
        else { return findings }
        if let reason = reach.reason(forDocument: file) {
            return findings.map { finding in
                guard finding.severity == .error else { return finding }
                var loaded = finding
                loaded.message += " (the document loads: \(reason))"
                return loaded
            }
        }
        let name = (file as NSString).lastPathComponent
        let errors = findings.filter { $0.severity == .error }.count
        let conditional = findings.map {
            $0.unlessUnseen("if \(name) is loaded", "nothing the check can see loads it")
        }
        guard errors > 0 else { return conditional }
        return conditional + [
            CheckFinding(
                .unusedDocument, file: file,
                location: SourceLocation(line: 1, column: 1), objectID: "", subject: "",
                message: "nothing the check can see loads this document (no code names it, no Info.plist key, no "
                    + "storyboard reference, no view controller class of its name, no loader library it knows), so "
                    + "its \(errors) error\(errors == 1 ? " is" : "s are") reported as "
                    + "warning\(errors == 1 ? "" : "s"): each crashes the app if the document is loaded. If the app "
                    + "loads it in a way the check does not know (a helper or library of its own), name that loader "
                    + "under `loaders:` in .nibcheck.yml and they are errors again; if nothing loads it, delete it")
        ]
    }

    /// A document no target of the project builds: why it is not checked.
    private static func notBuilt(_ file: String, project: ProjectModel?) -> [CheckFinding] {
        [
            CheckFinding(
                .unbuiltDocument, file: file,
                location: SourceLocation(line: 1, column: 1), objectID: "", subject: "",
                message: "no target of the project builds this document (it is in no target's resources, "
                    + "synchronized folder or package target, or only in a test target), so the app never loads it "
                    + "and it is not checked; add it to a target's Copy Bundle Resources, or delete it if it is left "
                    + "over")
        ]
    }

    /// `findings` with one `unresolved-class` per class (its first use, saying how many others there are and which
    /// of the project's dependencies are not on disk), rather than one per use.
    static func onePerClass(_ findings: [CheckFinding], dependencies: ProjectDependencies) -> [CheckFinding] {
        let unresolved = Dictionary(
            grouping: findings.filter { $0.rule == CheckRule.unresolvedClass.id }, by: \.subject)
        let absent = dependencies.absent
        let whence =
            absent.isEmpty
            ? " Every dependency the project declares is on disk, so the class is likely nowhere: a typo or a "
                + "removed class."
            : " It may come from a dependency whose sources are not on disk: "
                + ProjectDependencies.Manager.allCases.compactMap { manager in
                    var seen: Set<String> = []
                    let names = absent.filter { $0.manager == manager && seen.insert($0.name).inserted }.map(\.name)
                    return names.isEmpty ? nil : "\(manager.rawValue) \(names.joined(separator: ", "))"
                }.joined(separator: "; ") + "."
        var said: Set<String> = []
        return findings.compactMap { finding in
            // An image or color may come from a dependency's catalog too.
            if [CheckRule.missingImage.id, CheckRule.missingColor.id].contains(finding.rule), !absent.isEmpty {
                var explained = finding
                explained.message += " (" + whence.trimmingCharacters(in: .whitespaces).dropLast() + ")"
                return explained
            }
            guard finding.rule == CheckRule.unresolvedClass.id else { return finding }
            guard said.insert(finding.subject).inserted else { return nil }
            var first = finding
            let others = (unresolved[finding.subject]?.count ?? 1) - 1
            if others > 0 {
                let documents = Set(unresolved[finding.subject]?.map(\.file) ?? []).count
                first.message +=
                    " (\(others) more use\(others == 1 ? "" : "s") in \(documents) document\(documents == 1 ? "" : "s"))"
            }
            first.message += whence
            return first
        }
    }

    /// Whether `file` is one of the checked paths or inside one.
    private func isChecked(_ file: String) -> Bool {
        let path = StandardPath.of(file)
        return checkedPaths.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// Decodes and checks one document; its findings and the names it provides. `libraryOwners` are the classes
    /// libraries' loaders make each nib's owner (``libraryOwners(flow:)``).
    static func check(
        _ file: String, hierarchy: ClassHierarchy, flow: NibLoadingFlow, libraryOwners: [String: [String]] = [:],
        assets: AssetCatalogs? = nil, project: ProjectModel? = nil, laysOut: Bool = true,
        absentDependencies: [String] = []
    ) -> (
        [CheckFinding], ResourceNames
    ) {
        let result = DocumentDecoder().decode(contentsOf: file)
        var findings = result.diagnostics.compactMap { diagnostic -> CheckFinding? in
            guard let rule = diagnostic.rule ?? (diagnostic.severity == .error ? CheckRule.unreadableDocument.id : nil)
            else {
                return nil
            }
            return CheckFinding(
                rule: rule,
                severity: CheckRule.named(rule)?.severity(for: result.document?.header.targetRuntime ?? .iOS)
                    ?? diagnostic.severity, file: diagnostic.file,
                location: SourceLocation(line: diagnostic.line, column: diagnostic.column), objectID: "",
                subject: diagnostic.message, message: diagnostic.message)
        }
        let names = ResourceNames(document: result.document, file: file)
        guard let document = result.document else { return (findings, names) }
        var checker = DocumentChecker(document: document, file: file, hierarchy: hierarchy)
        checker.assets = assets
        checker.project = project
        let nib = ResourceNames.loadingName(of: file)
        let owners = flow.owners(ofNib: nib)
        checker.codeOwners = owners + (libraryOwners[nib] ?? []).filter { !owners.contains($0) }
        checker.absentDependencies = absentDependencies
        checker.check()
        findings += checker.findings
        if laysOut, document.header.useAutolayout {
            findings += LayoutChecker(document: document, file: file, flow: flow).findings()
        }
        return (findings, names)
    }
}

/// Each document's findings, filled in from several threads.
private final class Results: @unchecked Sendable {
    private var storage: [[CheckFinding]]
    private var provided = ResourceNames()
    private var done = 0
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: [], count: count) }

    /// Keeps document `index`'s findings and the names it provides; how many documents are done.
    func set(_ index: Int, _ result: ([CheckFinding], ResourceNames)) -> Int {
        lock.lock()
        defer { lock.unlock() }
        storage[index] = result.0
        provided.formUnion(result.1)
        done += 1
        return done
    }

    /// Each document's findings.
    var slots: [[CheckFinding]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var names: ResourceNames {
        lock.lock()
        defer { lock.unlock() }
        return provided
    }
}
