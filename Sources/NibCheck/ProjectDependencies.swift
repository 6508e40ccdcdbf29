import Foundation
import NibFiles

/// The dependencies a project declares, by package manager, and the folders where their sources are when they are on
/// disk: so that classes from them count, their own documents and code are not checked as the project's, and a class
/// no source declares can be said to come, perhaps, from one of them that is not on disk.
public struct ProjectDependencies: Sendable {
    /// How a dependency is declared.
    public enum Manager: String, Sendable, CaseIterable {
        case cocoaPods = "CocoaPods"
        case swiftPackage = "Swift package"
        case carthage = "Carthage"
        case submodule = "git submodule"
    }

    /// One declared dependency: its name, how it is declared, and where its sources are when they are on disk.
    public struct Dependency: Sendable, Hashable {
        public var name: String
        public var manager: Manager
        public var folder: String?
    }

    /// The dependencies declared, in name order per manager.
    public private(set) var declared: [Dependency] = []
    /// The folders that hold dependencies' sources (present on disk), standardized: `Pods`, `Carthage/Checkouts`,
    /// `.build/checkouts`, submodules, vendored frameworks.
    public private(set) var folders: [String] = []

    /// The largest manifest or lock file read, in bytes.
    static let maximumFileSize = 4 << 20

    /// The dependencies of the projects at `roots`.
    public init(roots: [String]) {
        for root in roots {
            let boundary = FolderBoundary(root)
            func text(_ name: String) -> String? {
                (try? FileReader.contents(
                    of: (root as NSString).appendingPathComponent(name), limit: Self.maximumFileSize, inside: boundary))
                    .map { String(decoding: $0, as: UTF8.self) }
            }
            func folder(_ relative: String) -> String? {
                let path = (root as NSString).appendingPathComponent(relative)
                guard case .success(let status) = FileStatus.of(path), status.kind == .directory,
                    boundary.resolve(path) != nil
                else { return nil }
                return StandardPath.of(path)
            }
            // A Podfile or Cartfile may sit in a folder of the repository (`app/Podfile`, its `app/Pods`).
            for base in Self.manifestFolders(in: root) {
                let prefix = base.isEmpty ? "" : base + "/"
                let podfile = text(prefix + "Podfile") ?? "", lock = text(prefix + "Podfile.lock") ?? ""
                // A pod taken from a folder of the repository (`pod 'Kit', :path => 'Libraries/Kit'`) is there.
                let local = Self.localPodFolders(podfile: podfile)
                for name in Set(Self.podNames(podfile: podfile, lock: lock)).sorted() {
                    let path = local[name].flatMap { folder(prefix + $0) }
                    declared.append(
                        Dependency(
                            name: name, manager: .cocoaPods, folder: path ?? folder(prefix + "Pods/\(name)")))
                }
                let cartfile = (text(prefix + "Cartfile") ?? "") + "\n" + (text(prefix + "Cartfile.private") ?? "")
                let carthage =
                    Self.quotedValues(after: "github ", in: cartfile) + Self.quotedValues(after: "git ", in: cartfile)
                for name in Set(carthage.map(Self.repositoryName)).sorted() {
                    declared.append(
                        Dependency(
                            name: name, manager: .carthage, folder: folder(prefix + "Carthage/Checkouts/\(name)")))
                }
                for relative in ["Pods", "Carthage/Checkouts", "Carthage/Build"] {
                    if let found = folder(prefix + relative) { folders.append(found) }
                }
            }
            var packages = Self.packageNames(resolved: text("Package.resolved") ?? "")
            for project in Self.projectFiles(in: root) {
                packages += Self.quotedValues(after: "repositoryURL = ", in: text(project) ?? "").map(
                    Self.repositoryName)
            }
            for name in Set(packages.map { $0.lowercased() }).sorted() {
                declared.append(
                    Dependency(
                        name: name, manager: .swiftPackage,
                        folder: folder(".build/checkouts/\(name)") ?? folder("SourcePackages/checkouts/\(name)")))
            }
            for line in (text(".gitmodules") ?? "").split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { continue }
                let present = folder(parts[1]).flatMap { Self.isEmptyFolder($0) ? nil : $0 }
                declared.append(
                    Dependency(name: (parts[1] as NSString).lastPathComponent, manager: .submodule, folder: present))
            }
            for relative in [".build/checkouts", "SourcePackages/checkouts"] {
                if let found = folder(relative) { folders.append(found) }
            }
        }
        folders += declared.compactMap(\.folder).filter { candidate in
            !folders.contains { candidate == $0 || candidate.hasPrefix($0 + "/") }
        }
        folders.sort()
    }

    /// Whether `path` (standardized) is inside a dependency's folder.
    public func contains(_ path: String) -> Bool {
        folders.contains { path.hasPrefix($0 + "/") }
    }

    /// The declared dependencies whose sources are not on disk.
    public var absent: [Dependency] { declared.filter { $0.folder == nil } }

    /// The pods a Podfile names (`pod 'Name'`, `pod "Name/Subspec"`) and a Podfile.lock lists (`  - Name (1.0)`).
    private static func podNames(podfile: String, lock: String) -> [String] {
        var names = quotedValues(after: "pod ", in: podfile)
        for line in lock.split(separator: "\n") where line.hasPrefix("  - ") {
            names.append(String(line.dropFirst(4).filter { $0 != "\"" }.prefix { $0 != " " }))
        }
        return names.map { String($0.prefix { $0 != "/" }) }.filter { !$0.isEmpty }
    }

    /// The folders of the pods a Podfile takes from the repository, by pod name: `pod 'Kit', :path => 'Libs/Kit'` and
    /// `path: 'Libs/Kit.podspec'` (the podspec's folder), relative to the Podfile.
    private static func localPodFolders(podfile: String) -> [String: String] {
        var folders: [String: String] = [:]
        for line in podfile.split(separator: "\n") {
            guard let name = quotedValues(after: "pod ", in: String(line)).first,
                let marker = line.range(of: ":path =>") ?? line.range(of: "path:")
            else { continue }
            let rest = line[marker.upperBound...].drop { $0 == " " }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { continue }
            var path = String(rest.dropFirst().prefix { $0 != quote })
            if path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json") {
                path = (path as NSString).deletingLastPathComponent
            }
            if path.hasPrefix("./") { path.removeFirst(2) }
            let pod = String(name.prefix { $0 != "/" })
            if !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix(".."), folders[pod] == nil { folders[pod] = path }
        }
        return folders
    }

    /// The packages a Package.resolved pins: `identity` (versions 2 and 3) or `package` (version 1).
    private static func packageNames(resolved: String) -> [String] {
        guard let json = try? JSONSerialization.jsonObject(with: Data(resolved.utf8)) as? [String: Any] else {
            return []
        }
        let pins = (json["pins"] ?? (json["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
        return pins.compactMap { ($0["identity"] ?? $0["package"]) as? String }
    }

    /// The `.xcodeproj/project.pbxproj` files at the root and one folder below, relative to it.
    private static func projectFiles(in root: String) -> [String] {
        var found: [String] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where !entry.hasPrefix(".") {
            if entry.hasSuffix(".xcodeproj") { found.append("\(entry)/project.pbxproj") }
            let inner = (root as NSString).appendingPathComponent(entry)
            for child in (try? FileManager.default.contentsOfDirectory(atPath: inner)) ?? []
            where child.hasSuffix(".xcodeproj") {
                found.append("\(entry)/\(child)/project.pbxproj")
            }
        }
        return found.sorted()
    }

    /// The folders of `root` (relative; "" for the root itself) that hold a Podfile, a Cartfile or a Pods folder,
    /// down to three levels, leaving out hidden folders and dependencies' own.
    private static func manifestFolders(in root: String) -> [String] {
        var found: Set<String> = [""]
        var walk = FolderWalk(root)
        let base = StandardPath.of(root)
        walk.walk { entry in
            let path = StandardPath.of(entry.path)
            let relative = path.count > base.count ? String(path.dropFirst(base.count + 1)) : ""
            let depth = relative.split(separator: "/").count
            if entry.isFolder {
                if entry.name == "Pods", depth <= 4 { found.insert(String(relative.dropLast(entry.name.count + 1))) }
                return depth < 3 && !entry.name.hasPrefix(".")
                    && !["Pods", "Carthage", "node_modules", "build", "DerivedData"].contains(entry.name)
            }
            if ["Podfile", "Cartfile"].contains(entry.name) {
                found.insert(depth > 1 ? String(relative.dropLast(entry.name.count + 1)) : "")
            }
            return false
        }
        return found.sorted()
    }

    /// The quoted value after `prefix` at the start of each line (spaces before it allowed): `pod 'A'` → `A`.
    private static func quotedValues(after prefix: String, in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(prefix) else { return nil }
            let rest = trimmed.dropFirst(prefix.count).drop { $0 == " " }
            guard let quote = rest.first, quote == "'" || quote == "\"" else { return nil }
            let value = rest.dropFirst().prefix { $0 != quote }
            return value.isEmpty ? nil : String(value)
        }
    }

    /// A repository's name from its URL or `owner/name`: `https://github.com/a/Kingfisher.git` → `Kingfisher`.
    private static func repositoryName(_ url: String) -> String {
        var name = (url as NSString).lastPathComponent
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    private static func isEmptyFolder(_ path: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).isEmpty
    }
}
