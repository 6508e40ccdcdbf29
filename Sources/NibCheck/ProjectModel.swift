import Foundation
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
    }

    public private(set) var modules: [Module] = []
    /// Module names by exact file, for Xcode targets' file lists (a file can be in several targets).
    private var fileModules: [String: Set<String>] = [:]
    /// (folder, module) pairs, longest folder first.
    private var folderModules: [(folder: String, module: String)] = []

    /// The modules the manifests and projects under `roots` declare, then those of `mapping` (module name → path,
    /// relative paths against the current folder), which win.
    public init(roots: [String], mapping: [String: String] = [:]) {
        for root in roots {
            for manifest in Self.files(named: { $0 == "Package.swift" }, under: root) {
                for module in Self.packageModules(manifest: manifest) { add(module) }
            }
            for project in Self.files(named: { $0 == "project.pbxproj" }, under: root) {
                for module in XcodeProject.modules(projectFile: project) { add(module) }
            }
        }
        for (name, path) in mapping.sorted(by: { $0.key < $1.key }) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let standardized = Self.standardized(path)
            add(
                exists && !isDirectory.boolValue
                    ? Module(name: name, files: [standardized]) : Module(name: name, folders: [standardized]))
        }
    }

    /// Whether any module was found.
    public var isEmpty: Bool { modules.isEmpty }

    private mutating func add(_ module: Module) {
        modules.append(module)
        for file in module.files { fileModules[file, default: []].insert(module.name) }
        for folder in module.folders {
            folderModules.removeAll { $0.folder == folder }
            folderModules.append((folder, module.name))
        }
        folderModules.sort { $0.folder.count > $1.folder.count }
    }

    /// The modules `path` belongs to: the targets that list it, else the module of the innermost folder that holds
    /// it; empty when none does.
    public func modules(of path: String) -> Set<String> {
        let path = Self.standardized(path)
        if let modules = fileModules[path] { return modules }
        return folderModules.first { path.hasPrefix($0.folder + "/") }.map { [$0.module] } ?? []
    }

    static func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// The files under `root` whose name `matches`, skipping hidden folders.
    private static func files(named matches: (String) -> Bool, under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
            } else if matches(name) {
                found.append(standardized((root as NSString).appendingPathComponent(relative)))
            }
        }
        return found.sorted()
    }

    /// The targets a `Package.swift` declares (`.target(name:path:)` and its kin), each at its `path:` or the
    /// conventional `Sources/NAME` (`Tests/NAME` for a test target).
    static func packageModules(manifest: String) -> [Module] {
        guard let data = FileManager.default.contents(atPath: manifest) else { return [] }
        let folder = (manifest as NSString).deletingLastPathComponent
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        let visitor = TargetVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.targets.map { target in
            let relative = target.path ?? "\(target.isTest ? "Tests" : "Sources")/\(target.name)"
            return Module(
                name: target.name, folders: [standardized((folder as NSString).appendingPathComponent(relative))])
        }
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
