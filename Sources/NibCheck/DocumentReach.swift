import Foundation
import NibFiles
import NibSourceIndex

/// How the app loads each of its documents, as far as the project shows it: code that names a nib or storyboard,
/// the classes whose code loads one (``NibLoadingFlow``), the nib UIKit and AppKit look up for a view controller by
/// its class's name, Info.plist's main and launch storyboards and main nib, and storyboard references from documents
/// that load. A problem in a document nothing loads cannot crash the app; one in a document that loads is said with
/// the way it loads.
struct DocumentReach {
    /// How each nib is loaded, by name: `UINib(nibName:) at Card.swift:12`.
    private(set) var nibs: [String: String] = [:]
    /// How each storyboard is loaded, by name.
    private(set) var storyboards: [String: String] = [:]

    /// Info.plist keys (and the build settings that write them) that name a storyboard or nib the app loads itself.
    static let launchKeys: [(key: String, isStoryboard: Bool)] = [
        ("UIMainStoryboardFile", true), ("UILaunchStoryboardName", true), ("NSMainStoryboardFile", true),
        ("UISceneStoryboardFile", true), ("NSMainNibFile", false), ("UIMainStoryboardFile~ipad", true),
        ("NSMainNibFile~ipad", false), ("NSExtensionMainStoryboard", true),
    ]
    /// Members a framework reads a nib's name from, which a class overrides with its own value.
    static let nibNameMembers: Set<String> = ["nibName", "windowNibName"]
    /// The largest Info.plist read, in bytes.
    static let maximumInfoSize = 1 << 20

    /// The reach of a project's documents from `uses` (the built code's) and the classes of `hierarchy`;
    /// `launchNames` are what Info.plist and build settings name, `references` each storyboard's references, and
    /// `library` what the libraries' conventions load.
    init(
        uses: [ResourceUse], hierarchy: ClassHierarchy, flow: NibLoadingFlow, launchNames: [LaunchName],
        references: [String: Set<String>], library: LibraryReach? = nil
    ) {
        for use in uses {
            let site = "\(use.location.file):\(use.location.line)" + (use.passedTo.map { ", passed to \($0)" } ?? "")
            let names =
                use.constant.map { flow.values(ofConstant: $0, within: use.enclosingClass) }
                ?? use.parts.map { flow.constantValues.values(of: $0, within: use.enclosingClass) ?? [] }
                ?? (use.isLiteral ? [ResourceNames.withoutDocumentExtension(use.name, kind: use.kind)] : [])
            for name in names {
                switch use.kind {
                case .nib: add(nib: name, "it is named at \(site)")
                case .storyboard: add(storyboard: name, "it is named at \(site)")
                default: break
                }
            }
        }
        for constant in hierarchy.sources.constants
        where Self.nibNameMembers.contains(constant.name) && constant.parts == nil {
            add(nib: constant.value, "\(constant.type ?? "a class")'s \(constant.name) names it")
        }
        let classes = hierarchy.sources.classes.values.filter(\.isDeclared).map(\.name).sorted()
        for className in classes {
            for load in flow.loads(of: className) { add(nib: load.nib, "\(className) loads it: \(load.described)") }
            let chain = hierarchy.chain(of: className)
            let isController = chain.contains { link in
                if case .framework(let framework) = link {
                    return ["UIViewController", "NSViewController"].contains(framework.name)
                }
                return false
            }
            if isController {
                let name = NibLoadingFlow.ownName(of: className)
                let reason = "UIKit and AppKit look it up for a \(className) made without a nib name"
                add(nib: name, reason)
                if name.hasSuffix("Controller") { add(nib: String(name.dropLast("Controller".count)), reason) }
            }
        }
        // Code that names a nib after the class of `self` in an extension or a protocol's default: every class that
        // has that code may load the nib of its own name.
        for use in uses where use.kind == .nib && (use.nameIsClassName || use.parts?.namesOwnClass == true) {
            guard let type = use.enclosingClass else { continue }
            for className in classes where hierarchy.isClass(className, kindOf: type, countingConformances: true) {
                let own = NibLoadingFlow.ownName(of: className)
                let names =
                    use.parts.map { flow.constantValues.values(of: $0, ownName: own, within: type) ?? [] } ?? [own]
                for name in names {
                    add(
                        nib: name,
                        "\(type)'s code names it after \(className) at \(use.location.file):\(use.location.line)")
                }
            }
        }
        for load in library?.nibs ?? [] { add(nib: load.name, load.reason) }
        for load in library?.storyboards ?? [] { add(storyboard: load.name, load.reason) }
        for name in launchNames {
            if name.isStoryboard {
                add(storyboard: name.value, "\(name.source) names it \(name.key)")
            } else {
                add(nib: name.value, "\(name.source) names it \(name.key)")
            }
        }
        // Storyboard references, from storyboards that load.
        var queue = Array(storyboards.keys)
        while let next = queue.popLast() {
            for referenced in references[next] ?? [] where storyboards[referenced] == nil {
                add(storyboard: referenced, "a reference in \(next).storyboard opens it")
                queue.append(referenced)
            }
        }
    }

    private mutating func add(nib: String, _ reason: String) {
        if nibs[nib] == nil { nibs[nib] = reason }
    }

    private mutating func add(storyboard: String, _ reason: String) {
        if storyboards[storyboard] == nil { storyboards[storyboard] = reason }
    }

    /// How the document at `file` is loaded, or nil when nothing the project shows loads it.
    func reason(forDocument file: String) -> String? {
        var name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        for suffix in ["~ipad", "~iphone", "~mac"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return file.hasSuffix(".storyboard") ? storyboards[name] : nibs[name]
    }

    /// A storyboard or nib an Info.plist (or the build setting that writes it) names.
    struct LaunchName: Sendable {
        var key: String
        var value: String
        var isStoryboard: Bool
        /// The file that names it.
        var source: String
    }

    /// The launch names of the Info.plist files (`Info.plist`, `App-Info.plist`) and Xcode projects under `roots`,
    /// leaving out dependencies' folders; nil when there is neither an Info.plist nor a build setting that writes
    /// one: then the app's entry points are not known, and every document counts as loaded.
    static func launchNames(under roots: [String], dependencies: ProjectDependencies) -> [LaunchName]? {
        var names: [LaunchName] = []
        var sawInfo = false
        for root in roots {
            var walk = FolderWalk(root)
            var files: [String] = []
            walk.walk { entry in
                if entry.name.hasPrefix(".") { return false }
                if entry.isFolder { return !dependencies.contains(StandardPath.of(entry.path)) }
                if entry.name.lowercased().hasSuffix("info.plist") || entry.name == "project.pbxproj" {
                    files.append(entry.path)
                }
                return false
            }
            for file in files {
                guard let bytes = try? FileReader.contents(of: file, limit: maximumInfoSize, inside: walk.boundary)
                else { continue }
                if file.hasSuffix(".pbxproj") {
                    let settings = buildSettings(bytes, file: file)
                    sawInfo = sawInfo || !settings.isEmpty
                    names += settings
                } else {
                    sawInfo = true
                    names += plist(bytes, file: file)
                }
            }
        }
        return sawInfo ? names : nil
    }

    /// The launch names an Info.plist holds, at any depth (a scene manifest holds `UISceneStoryboardFile`).
    private static func plist(_ bytes: [UInt8], file: String) -> [LaunchName] {
        guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) else { return [] }
        var names: [LaunchName] = []
        var stack: [(Any, Int)] = [(root, 0)]
        while let (value, depth) = stack.popLast(), depth < 16 {
            if let dictionary = value as? [String: Any] {
                // In key order, so that a document two keys name is said to load by the same one every run.
                for (key, entry) in dictionary.sorted(by: { $0.key < $1.key }) {
                    if let launch = launchKeys.first(where: { $0.key == key }), let text = entry as? String {
                        names.append(LaunchName(key: key, value: text, isStoryboard: launch.isStoryboard, source: file))
                    } else {
                        stack.append((entry, depth + 1))
                    }
                }
            } else if let array = value as? [Any] {
                stack += array.map { ($0, depth + 1) }
            }
        }
        return names
    }

    /// The launch names an Xcode project's build settings write into a generated Info.plist
    /// (`INFOPLIST_KEY_UIMainStoryboardFile = Main;`).
    private static func buildSettings(_ bytes: [UInt8], file: String) -> [LaunchName] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("INFOPLIST_KEY_") else { return nil }
            let parts = trimmed.dropFirst("INFOPLIST_KEY_".count).split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
            guard let launch = launchKeys.first(where: { $0.key == key }), !value.isEmpty else { return nil }
            return LaunchName(key: key, value: value, isStoryboard: launch.isStoryboard, source: file)
        }
    }
}
