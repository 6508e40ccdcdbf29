import Dispatch
import Foundation
import NibFiles
import NibModel

/// The classes of a project's Swift and Objective-C sources, with each class's keys, outlets and actions merged from
/// all its declarations (body, extensions, class extensions, categories), for checking documents against them.
///
/// Reading never fails: a file too large or unreadable, or a syntax error, becomes a diagnostic and the rest is
/// read.
public struct SourceIndex: Sendable {
    /// Files over this size, in bytes, are skipped with a diagnostic (8 MiB by default).
    public var maximumFileSize: Int
    /// Every class and class extension, merged by name.
    public private(set) var classes: [String: SourceClass] = [:]
    /// Warnings about what could not be read: folders, files, and text the scanners skipped.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The files read.
    public private(set) var files: [String] = []

    /// An empty index that skips files over `maximumFileSize` bytes.
    public init(maximumFileSize: Int = 8 << 20) {
        self.maximumFileSize = maximumFileSize
    }

    /// How a folder's sources are read.
    public enum Reading: Sendable, Equatable {
        /// All of them: the project's own code.
        case project
        /// Only what can declare a class a document or the project's code uses: every Objective-C file, and the Swift
        /// files that use an Objective-C framework (`UIKit`, `AppKit`, `NSObject`, `@objc`, `@IB…`). A dependency's
        /// other Swift code (a parser, a command-line library) cannot hold such a class, and parsing it is most of
        /// the time a check would take in a built package.
        case dependency
        /// Only the files that declare or extend one of these classes, then those of their superclasses and
        /// protocols, until none is new: what a question about a few classes needs (`nib eject`'s runtime
        /// attributes).
        case declaring(Set<String>)
    }

    /// What a Swift file of a dependency holds when it can declare a class the Objective-C runtime sees.
    static let objCMarkers: [[UInt8]] = ["UIKit", "AppKit", "Cocoa", "NSObject", "@objc", "@IB", "WatchKit"].map {
        Array($0.utf8)
    }

    /// Indexes every `.swift`, `.h`, `.m` and `.mm` file under `directory`, skipping hidden folders (`.git`, `.build`,
    /// `.swiftpm`), build and dependency folders (`Pods`, `Carthage`, an Xcode `build` folder), and the folders
    /// `skipping` names (by their path as walked). Each real folder is read once, so a link loop ends, and symbolic
    /// links are followed only to targets inside `directory`: a link out of the project is named in a warning, not
    /// read.
    public init(
        scanningDirectory directory: String, reading: Reading = .project, maximumFileSize: Int = 8 << 20,
        skipping: (String) -> Bool = { _ in false }
    ) {
        self.init(maximumFileSize: maximumFileSize)
        guard case .success(let status) = FileStatus.of(directory), status.kind == .directory else {
            diagnostics.append(
                Diagnostic(
                    warningIn: directory,
                    message: "cannot read the folder; check the path and its permissions"))
            return
        }
        var paths: [String] = []
        var walk = FolderWalk(directory)
        walk.walk { entry in
            if entry.isFolder {
                return !Self.skipsFolder(named: entry.name)
                    && !BuildFolders.isBuildFolder(named: entry.name, at: entry.path) && !skipping(entry.path)
            }
            if SourceLanguage(pathExtension: (entry.name as NSString).pathExtension) != nil { paths.append(entry.path) }
            return false
        }
        for link in walk.skippedLinks
        where link.isFolder || SourceLanguage(pathExtension: (link.path as NSString).pathExtension) != nil {
            diagnostics.append(Diagnostic(warningIn: link.path, message: link.description))
        }
        let boundary = walk.boundary
        if case .declaring(let names) = reading {
            readDeclarations(of: names, in: paths.sorted(), inside: boundary)
            return
        }
        // Each file is read on its own, several at a time; they are merged in path order, so the index is the same.
        let sorted = paths.sorted()
        let scans = ScanSlots(count: sorted.count)
        let limit = maximumFileSize
        DispatchQueue.concurrentPerform(iterations: sorted.count) { index in
            scans.set(
                index,
                Self.scan(contentsOf: sorted[index], maximumFileSize: limit, inside: boundary, reading: reading))
        }
        for scan in scans.all { merge(scan) }
    }

    /// The words before a class's name where it is declared or extended, in Swift and Objective-C.
    static let declarationKeywords = ["class", "extension", "protocol", "@interface", "@implementation"]

    /// Reads the files of `paths` that declare or extend a class of `names`, then those of the superclasses and
    /// protocols of the classes read, until no name is new.
    private mutating func readDeclarations(of names: Set<String>, in paths: [String], inside boundary: FolderBoundary) {
        var texts: [String: [UInt8]] = [:]
        for path in paths {
            texts[path] = try? FileReader.contents(of: path, limit: maximumFileSize, inside: boundary)
        }
        var asked = names
        var pending = names
        var read: Set<String> = []
        while !pending.isEmpty {
            // Where a class can be declared or extended: `class Card`, `extension Card`, `@interface Card`.
            let markers = pending.flatMap { name in Self.declarationKeywords.map { Array(($0 + " " + name).utf8) } }
            pending = []
            let next = paths.filter { path in
                guard !read.contains(path), let text = texts[path] else { return false }
                return markers.contains { text.firstRange(of: $0) != nil }
            }
            for path in next {
                read.insert(path)
                merge(Self.scan(contentsOf: path, maximumFileSize: maximumFileSize, inside: boundary))
            }
            for name in asked {
                guard let found = classes[name] else { continue }
                for other in [found.superclass].compactMap({ $0 }) + found.conformances
                where asked.insert(other).inserted {
                    pending.insert(other)
                }
            }
        }
    }

    /// Adds everything `other` read (another folder's index).
    public mutating func add(_ other: SourceIndex) {
        files += other.files
        diagnostics += other.diagnostics
        resourceUses += other.resourceUses
        functions += other.functions
        constants += other.constants
        namedTypes.formUnion(other.namedTypes)
        libraryCalls += other.libraryCalls
        calls += other.calls
        protocols += other.protocols
        definedMacros.formUnion(other.definedMacros)
        for (alias, type) in other.aliases.sorted(by: { $0.key < $1.key }) { addAlias(alias, of: type) }
        for found in other.classes.values.sorted(by: { $0.name < $1.name }) { merge(found) }
    }

    /// Reads one file (its language from its extension).
    public mutating func add(contentsOf path: String) {
        merge(Self.scan(contentsOf: path, maximumFileSize: maximumFileSize))
    }

    /// Reads source text held in memory.
    public mutating func add(_ bytes: [UInt8], file: String, language: SourceLanguage) {
        merge(Self.scan(bytes, file: file, language: language, maximumFileSize: maximumFileSize))
    }

    /// What one file holds, read on its own.
    struct FileScan: Sendable {
        var file: String
        /// Whether the file was read (not skipped).
        var isRead = false
        var classes: [SourceClass] = []
        var aliases: [(name: String, type: String)] = []
        var uses: [ResourceUse] = []
        var functions: [SourceFunction] = []
        var constants: [SourceConstant] = []
        var namedTypes: Set<String> = []
        var libraryCalls: [LibraryCall] = []
        var calls: [SourceCall] = []
        var protocols: [SourceProtocol] = []
        var definedMacros: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// Reads one file, at most `maximumFileSize` bytes of it (checked on what is read, not on what the file says), and
    /// only when its real path is inside `boundary`, when there is one.
    private static func scan(
        contentsOf path: String, maximumFileSize: Int, inside boundary: FolderBoundary? = nil,
        reading: Reading = .project
    ) -> FileScan {
        guard let language = SourceLanguage(pathExtension: (path as NSString).pathExtension) else {
            return FileScan(file: path)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(of: path, limit: maximumFileSize, inside: boundary)
        } catch {
            var skipped = FileScan(file: path)
            let message: String
            switch error {
            case .tooLarge(let size, _):
                message =
                    "the file is \(describe(bytes: size)); source files over "
                    + "\(describe(bytes: maximumFileSize)) are skipped (raise SourceIndex.maximumFileSize to read it)"
            default:
                message = "cannot read the file: \(error.description)"
            }
            skipped.diagnostics.append(Diagnostic(warningIn: path, message: message))
            return skipped
        }
        if reading == .dependency, language == .swift,
            !objCMarkers.contains(where: { bytes.firstRange(of: $0) != nil })
        {
            return FileScan(file: path)
        }
        return scan(bytes, file: path, language: language, maximumFileSize: maximumFileSize)
    }

    /// A size for a message: in bytes below a mebibyte, else in mebibytes with one decimal (`8.5 MiB`).
    private static func describe(bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let tenths = (Double(bytes) / Double(1 << 20) * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) MiB" : "\(tenths) MiB"
    }

    private static func scan(_ bytes: [UInt8], file: String, language: SourceLanguage, maximumFileSize: Int)
        -> FileScan
    {
        var result = FileScan(file: file)
        guard bytes.count <= maximumFileSize else {
            result.diagnostics.append(
                Diagnostic(
                    warningIn: file,
                    message: "the text is \(describe(bytes: bytes.count)); sources over "
                        + "\(describe(bytes: maximumFileSize)) are skipped (raise SourceIndex.maximumFileSize "
                        + "to read it)"))
            return result
        }
        result.isRead = true
        switch language {
        case .swift:
            // Invalid UTF-8 becomes U+FFFD, which the parser reports as it would in Xcode.
            let scanned = SwiftSourceScanner().scan(String(decoding: bytes, as: UTF8.self), file: file)
            (
                result.classes, result.diagnostics, result.aliases, result.uses, result.functions, result.constants,
                result.namedTypes
            ) = (
                scanned.classes, scanned.diagnostics, scanned.aliases, scanned.uses, scanned.functions,
                scanned.constants, scanned.namedTypes
            )
            (result.libraryCalls, result.protocols, result.calls) = (
                scanned.libraryCalls, scanned.protocols, scanned.calls
            )
        case .objectiveC:
            // Lexed once, string literals kept: the class scanner passes over them, the resource uses read them.
            let lexed = ObjCLexer.tokens(of: bytes, keepingStrings: true)
            (result.classes, result.diagnostics) = ObjCSourceScanner().scan(lexed, file: file)
            let messages = ObjCMessages(lexed.tokens)
            result.uses = ObjCResourceUses.uses(in: messages, file: file)
            result.namedTypes = ObjCFunctionCalls.namedTypes(in: messages)
            let preprocessor = PreprocessorGuards(directives: lexed.directives)
            result.definedMacros = preprocessor.defined
            let dead = ConstantFalseBranches.lines(in: lexed.tokens)
            if !preprocessor.branches.isEmpty || !dead.isEmpty {
                let never = PreprocessorGuard(macro: "0", holdsWhenUndefined: false)
                for index in result.uses.indices {
                    let line = result.uses[index].location.line
                    result.uses[index].guards =
                        preprocessor.guards(at: line) + (dead.contains { $0.contains(line) } ? [never] : [])
                }
            }
            result.functions = ObjCFunctionCalls.functions(in: messages, file: file)
            result.constants =
                ObjCFunctionCalls.constants(in: lexed.tokens, file: file)
                + ObjCFunctionCalls.returnedConstants(in: lexed.tokens, methods: messages.methods, file: file)
                + ObjCFunctionCalls.definedConstants(in: lexed.directives, file: file)
        }
        return result
    }

    /// Adds what one file holds.
    private mutating func merge(_ scan: FileScan) {
        if scan.isRead { files.append(scan.file) }
        diagnostics += scan.diagnostics
        resourceUses += scan.uses
        functions += scan.functions
        constants += scan.constants
        namedTypes.formUnion(scan.namedTypes)
        libraryCalls += scan.libraryCalls
        calls += scan.calls
        protocols += scan.protocols
        definedMacros.formUnion(scan.definedMacros)
        for alias in scan.aliases { addAlias(alias.name, of: alias.type) }
        for found in scan.classes { merge(found) }
    }

    /// The methods, initializers and computed properties of the classes, extensions and protocol extensions, with
    /// what each calls on its own instance, in file order.
    public private(set) var functions: [SourceFunction] = []

    /// The string constants of types and files, in file order.
    public private(set) var constants: [SourceConstant] = []

    /// The types code names in expressions (`CardView()`, `CardView.self`, `[CardView alloc]`): the classes whose
    /// objects the app may make, besides those documents name.
    public private(set) var namedTypes: Set<String> = []

    /// The places the sources name a nib, storyboard, storyboard ID, segue or reuse identifier, in file order.
    public internal(set) var resourceUses: [ResourceUse] = []

    /// The calls of libraries' APIs by type and of generated accessors, in file order.
    public private(set) var libraryCalls: [LibraryCall] = []

    /// The Swift calls that pass names or types, in file order: what ``bindArguments(members:isKind:)`` gives the functions
    /// that load by a parameter.
    public internal(set) var calls: [SourceCall] = []

    /// The protocols the Swift sources declare, in file order.
    public private(set) var protocols: [SourceProtocol] = []

    /// The macros the Objective-C and C sources `#define`.
    public private(set) var definedMacros: Set<String> = []

    /// Type aliases, by name: an extension of an alias adds to the aliased class.
    public private(set) var aliases: [String: String] = [:]

    /// The other names a document may use for a class, each the class's name: its Objective-C name and the last
    /// component of a qualified one (`Outer.Inner`); the first class read keeps a name two could have.
    private var alternateNames: [String: String] = [:]

    /// Records `typealias name = type`, and moves what was read as extensions of `name` to `type`.
    private mutating func addAlias(_ name: String, of type: String) {
        guard name != type, aliases[name] == nil else { return }
        aliases[name] = type
        if let extended = classes[name], !extended.isDeclared {
            classes[name] = nil
            conformanceSets[name] = nil
            var moved = extended
            moved.name = type
            merge(moved)
        }
    }

    /// Each class's conformances as a set, so that merging needs no search per conformance.
    private var conformanceSets: [String: Set<String>] = [:]

    private mutating func merge(_ found: SourceClass) {
        var found = found
        if !found.isDeclared, let target = aliases[found.name] { found.name = target }
        // Taken out of the dictionary, so that appending below does not copy its arrays (quadratic in the number of
        // declarations of one class otherwise: 2 MB of categories took 35 s).
        guard var existing = classes.removeValue(forKey: found.name) else {
            classes[found.name] = found
            conformanceSets[found.name] = Set(found.conformances)
            addAlternateNames(of: found)
            return
        }
        if found.isDeclared {
            existing.location = existing.location ?? found.location
            if let other = found.superclass, let first = existing.superclass, other != first,
                !existing.otherSuperclasses.contains(other)
            {
                existing.otherSuperclasses.append(other)
            }
            existing.otherSuperclasses += found.otherSuperclasses.filter {
                $0 != existing.superclass && !existing.otherSuperclasses.contains($0)
            }
            existing.superclass = existing.superclass ?? found.superclass
            existing.objCName = existing.objCName ?? found.objCName
            existing.hasObjCMembers = existing.hasObjCMembers || found.hasObjCMembers
        }
        var known = conformanceSets.removeValue(forKey: found.name) ?? Set(existing.conformances)
        for conformance in found.conformances where known.insert(conformance).inserted {
            existing.conformances.append(conformance)
        }
        conformanceSets[found.name] = known
        existing.properties += found.properties
        existing.methods += found.methods
        classes[found.name] = existing
        addAlternateNames(of: existing)
    }

    private mutating func addAlternateNames(of found: SourceClass) {
        if let objCName = found.objCName, alternateNames[objCName] == nil { alternateNames[objCName] = found.name }
        if let last = found.name.split(separator: ".").last.map(String.init), last != found.name,
            alternateNames[last] == nil
        {
            alternateNames[last] = found.name
        }
    }

    /// The class a document names: by its Swift name, its last component (`Module.Name`, `Outer.Inner`), or its
    /// Objective-C runtime name.
    public func sourceClass(named name: String) -> SourceClass? {
        if let found = classes[name] ?? alternateNames[name].flatMap({ classes[$0] }) { return found }
        guard let last = name.split(separator: ".").last.map(String.init), last != name else { return nil }
        return classes[last] ?? alternateNames[last].flatMap { classes[$0] }
    }
}

/// Each file's scan, filled in from several threads.
private final class ScanSlots: @unchecked Sendable {
    private var slots: [SourceIndex.FileScan?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ scan: SourceIndex.FileScan) {
        lock.lock()
        slots[index] = scan
        lock.unlock()
    }

    var all: [SourceIndex.FileScan] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

extension SourceIndex {
    /// Whether reading a folder of sources skips a folder of this name: hidden ones (`.build`, `.git`) and Xcode's
    /// `DerivedData`.
    package static func skipsFolder(named name: String) -> Bool { name.hasPrefix(".") || name == "DerivedData" }
}
