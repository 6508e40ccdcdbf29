import Foundation
import NibFiles
import NibModel
import NibSourceIndex
import SwiftParser
import SwiftSyntax

/// Which module each source file and document of a project belongs to: from the targets of its Swift packages
/// (`Package.swift`), of its Xcode projects (`project.pbxproj`), and from a mapping the user gives (`--module
/// NAME=PATH`). A path no module claims has none, and the rules that need one say nothing about it.
public struct ProjectModel: Sendable {
    /// A module and the files and folders that are its own.
    public struct Module: Sendable, Hashable {
        public var name: String
        /// Standardized absolute paths of folders, each holding everything under it.
        public var folders: [String] = []
        /// Standardized absolute paths of single files (an Xcode target's file list).
        public var files: [String] = []
        /// A target of tests (an Xcode unit or UI test bundle, a package's test target): what it holds is not
        /// built into the app.
        public var isTest = false
    }

    public private(set) var modules: [Module] = []
    /// Module names by exact file, for Xcode targets' file lists (a file can be in several targets).
    private var fileModules: [String: Set<String>] = [:]
    /// (folder, module) pairs, longest folder first.
    private var folderModules: [(folder: String, module: String)] = []
    /// What could not be read or followed in the manifests and projects, located.
    public private(set) var diagnostics: [Diagnostic] = []

    /// The largest `Package.swift` read, in bytes.
    static let maximumManifestSize = 8 << 20

    /// The modules the manifests and projects under `roots` declare, then those of `mapping` (module name → path,
    /// relative paths against the current folder), which win.
    public init(roots: [String], mapping: [String: String] = [:]) {
        var folders: [String: String] = [:]
        func add(_ module: Module) {
            modules.append(module)
            for file in module.files { fileModules[file, default: []].insert(module.name) }
            for folder in module.folders { folders[folder] = module.name }
        }
        for root in roots {
            let boundary = FolderBoundary(root)
            for manifest in Self.files(named: { $0 == "Package.swift" }, under: root) {
                let (found, problems) = Self.packageModules(manifest: manifest, inside: boundary)
                found.forEach(add)
                hasTargets = hasTargets || !found.isEmpty
                diagnostics += problems
            }
            for project in Self.files(named: { $0 == "project.pbxproj" }, under: root) {
                let (found, problems) = XcodeProject.modules(projectFile: project, inside: boundary)
                found.forEach(add)
                hasTargets = hasTargets || !found.isEmpty
                if !found.isEmpty {
                    // SOURCE_ROOT: the folder that holds NAME.xcodeproj/project.pbxproj.
                    scopes.append(
                        ((project as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent)
                }
                diagnostics += problems
            }
        }
        for (name, path) in mapping.sorted(by: { $0.key < $1.key }) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let standardized = StandardPath.of(path)
            add(
                exists && !isDirectory.boolValue
                    ? Module(name: name, files: [standardized]) : Module(name: name, folders: [standardized]))
        }
        // Sorted once: a manifest with thousands of targets costs a sort, not one per target.
        folderModules = folders.map { ($0.key, $0.value) }.sorted {
            $0.folder.count != $1.folder.count ? $0.folder.count > $1.folder.count : $0.folder < $1.folder
        }
    }

    /// Whether any module was found.
    public var isEmpty: Bool { modules.isEmpty }

    /// Whether the modules came from the project's own targets (Package.swift, Xcode projects), which then say what
    /// is built; a mapping alone (`--module`) says only which module a path is in.
    public private(set) var hasTargets = false

    /// The folders that hold an Xcode project with targets (SOURCE_ROOT): a file under one that none of its targets
    /// lists is not built. (A package builds only its targets' folders, which say nothing of the folders beside
    /// them: a demo app's, whose own project may be elsewhere.)
    private var scopes: [String] = []

    /// Whether `path` is built into the app: it belongs to a module that is not only tests, or, outside every Xcode
    /// project's folder, to none (what builds it is not known here).
    public func isBuilt(_ path: String) -> Bool {
        let path = StandardPath.of(path)
        let names = modules(of: path)
        if !names.isEmpty { return !names.allSatisfy { name in modules.contains { $0.name == name && $0.isTest } } }
        return !scopes.contains { path.hasPrefix($0 + "/") }
    }

    /// The modules `path` belongs to: the targets that list it, else the module of the innermost folder that holds
    /// it; empty when none does.
    public func modules(of path: String) -> Set<String> {
        let path = StandardPath.of(path)
        if let modules = fileModules[path] { return modules }
        return folderModules.first { path.hasPrefix($0.folder + "/") }.map { [$0.module] } ?? []
    }

    /// A target's or product's name as the module name the compiler makes of it: what is not a letter, digit or `_`
    /// becomes `_` (`Modals-iOS` → `Modals_iOS`, `My Shop` → `My_Shop`).
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The files under `root` whose name `matches`, skipping hidden folders, following links only inside `root`.
    private static func files(named matches: (String) -> Bool, under root: String) -> [String] {
        var found: [String] = []
        var walk = FolderWalk(root)
        walk.walk { entry in
            if entry.name.hasPrefix(".") { return false }
            if !entry.isFolder, matches(entry.name) { found.append(StandardPath.of(entry.path)) }
            return entry.isFolder
        }
        return found.sorted()
    }

    /// The targets a `Package.swift` declares (`.target(name:path:)` and its kin), each at its `path:` or the
    /// conventional `Sources/NAME` (`Tests/NAME` for a test target).
    static func packageModules(manifest: String, inside boundary: FolderBoundary? = nil) -> (
        modules: [Module], diagnostics: [Diagnostic]
    ) {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(of: manifest, limit: maximumManifestSize, inside: boundary)
        } catch {
            return ([], [Diagnostic(warningIn: manifest, message: "cannot read the manifest: \(error.description)")])
        }
        let folder = (manifest as NSString).deletingLastPathComponent
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        let visitor = TargetVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        let modules = visitor.targets.map { target in
            let relative = target.path ?? "\(target.isTest ? "Tests" : "Sources")/\(target.name)"
            // The module is the target's name made an identifier: the target `Modals-iOS` is the module `Modals_iOS`.
            return Module(
                name: identifier(target.name),
                folders: [StandardPath.of((folder as NSString).appendingPathComponent(relative))],
                isTest: target.isTest)
        }
        return (modules, [])
    }

    private final class TargetVisitor: SyntaxVisitor {
        var targets: [(name: String, path: String?, isTest: Bool)] = []
        private static let kinds = ["target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget"]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                Self.kinds.contains(member.declName.baseName.text)
            else { return .visitChildren }
            func literal(_ label: String) -> String? {
                guard
                    let expression = node.arguments.first(where: { $0.label?.text == label })?.expression
                        .as(StringLiteralExprSyntax.self), expression.segments.count == 1
                else { return nil }
                return expression.segments.first?.as(StringSegmentSyntax.self)?.content.text
            }
            if let name = literal("name") {
                targets.append((name, literal("path"), member.declName.baseName.text == "testTarget"))
            }
            return .visitChildren
        }
    }
}
