import Foundation
import NibFiles
import NibModel

/// The targets of an Xcode project (`project.pbxproj`, an old-style property list) and the files each builds or
/// copies: sources of its Sources phase, documents of its Resources phase, and the folders Xcode 16 keeps in sync.
enum XcodeProject {
    /// The largest project file read, in bytes (64 MiB; Xcode's own are rarely over a few).
    static let maximumFileSize = 64 << 20
    /// The deepest nesting of groups followed: a real path is at most 4,096 bytes, so no real project nests more.
    static let maximumGroupDepth = 2048

    /// One module per native target: its module name (`PRODUCT_MODULE_NAME`, else the target's name with what is
    /// not a letter, digit or `_` replaced by `_`) and its files; with warnings for what could not be followed (groups
    /// that contain themselves, nesting beyond ``maximumGroupDepth``), located in the project file.
    static func modules(projectFile: String, inside boundary: FolderBoundary? = nil) -> (
        modules: [ProjectModel.Module], diagnostics: [Diagnostic]
    ) {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(of: projectFile, limit: maximumFileSize, inside: boundary)
        } catch {
            return ([], [Diagnostic(warningIn: projectFile, message: "cannot read the project: \(error.description)")])
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var reader = PropertyListText(text)
        guard case .dictionary(let root)? = try? reader.parse(), case .dictionary(let objects)? = root["objects"] else {
            return ([], [])
        }
        var project = ProjectObjects(objects: objects, text: text, projectFile: projectFile)
        var modules: [ProjectModel.Module] = []
        // In id order, so that the same project gives the same warnings every run.
        for id in objects.keys.sorted() {
            guard case .dictionary(let target)? = objects[id], project.string(target["isa"]) == "PBXNativeTarget",
                let name = project.string(target["name"])
            else { continue }
            modules.append(project.module(of: target, named: name))
        }
        if project.warned > 5 {
            project.diagnostics.append(
                Diagnostic(
                    warningIn: projectFile,
                    message: "\(project.warned - 5) more groups of this project cannot be followed for the same reasons"
                ))
        }
        return (modules.sorted { $0.name < $1.name }, project.diagnostics)
    }

    /// The objects of one project file, with the paths of its groups and files worked out as they are asked for.
    private struct ProjectObjects {
        let objects: [String: PropertyListText.Value]
        let text: String
        let projectFile: String
        /// The folder of the project (the project file sits in NAME.xcodeproj, beside the files it names with
        /// `SOURCE_ROOT`).
        let sourceRoot: String
        /// Each group's and file's parent, to resolve paths relative to their group.
        private var parents: [String: String] = [:]
        /// Paths by id; nil for an item whose path cannot be known (a group inside itself, a build product).
        private var resolved: [String: String?] = [:]
        /// How many groups could not be followed; the first few are warned about.
        private(set) var warned = 0
        var diagnostics: [Diagnostic] = []

        init(objects: [String: PropertyListText.Value], text: String, projectFile: String) {
            self.objects = objects
            self.text = text
            self.projectFile = projectFile
            sourceRoot = ((projectFile as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            for (id, value) in objects {
                guard case .dictionary(let item) = value else { continue }
                for child in strings(item["children"]) { parents[child] = id }
            }
        }

        func object(_ id: PropertyListText.Value?) -> [String: PropertyListText.Value]? {
            guard case .string(let key)? = id, case .dictionary(let value)? = objects[key] else { return nil }
            return value
        }

        func string(_ value: PropertyListText.Value?) -> String? {
            if case .string(let text)? = value { return text }
            return nil
        }

        func strings(_ value: PropertyListText.Value?) -> [String] {
            guard case .array(let items)? = value else { return [] }
            return items.compactMap(string)
        }

        /// The module of a native target: the files its Sources and Resources phases build and the folders it keeps in
        /// sync.
        mutating func module(of target: [String: PropertyListText.Value], named name: String) -> ProjectModel.Module {
            var files: [String] = []
            var folders: [String] = []
            for phase in strings(target["buildPhases"]).compactMap({ object(.string($0)) }) {
                guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(string(phase["isa"]) ?? "") else {
                    continue
                }
                for buildFile in strings(phase["files"]).compactMap({ object(.string($0)) }) {
                    guard let reference = string(buildFile["fileRef"]) else { continue }
                    // A variant group (a localized document) stands for its children.
                    let children = object(.string(reference)).map { strings($0["children"]) } ?? []
                    // A folder reference (a blue folder) is copied as it is: the documents in it are not compiled,
                    // so they are not the app's nibs; it stays one entry, as Xcode lists it.
                    for id in children.isEmpty ? [reference] : children {
                        if let file = path(of: id) { files.append(StandardPath.of(file)) }
                    }
                }
            }
            for group in strings(target["fileSystemSynchronizedGroups"]) {
                if let folder = path(of: group) { folders.append(StandardPath.of(folder)) }
            }
            let productType = string(target["productType"]) ?? ""
            return ProjectModel.Module(
                name: XcodeProject.moduleName(of: name, settings: target, objects: objects), folders: folders,
                files: files, isTest: productType.contains("unit-test") || productType.contains("ui-testing"))
        }

        /// Warns (at most a few times per project: a broken project is said once, not once per group) that the
        /// group `id` cannot be followed.
        private mutating func warn(_ id: String, _ message: String) {
            warned += 1
            guard warned <= 5 else { return }
            let name = object(.string(id)).flatMap { string($0["name"]) ?? string($0["path"]) } ?? id
            diagnostics.append(
                Diagnostic(
                    warningIn: projectFile, line: XcodeProject.line(defining: id, in: text), column: 1,
                    message: "the group '\(name)' (\(id)) \(message), so the files in it belong to no module; "
                        + "open the project in Xcode and move the group, or repair project.pbxproj"))
        }

        /// The path of the group or file `id`: the items from it up to the first whose place is known without its
        /// parent's, resolved top down, iteratively, since a project can nest (or loop) deeper than a call stack.
        mutating func path(of id: String) -> String? {
            if let known = resolved[id] { return known }
            var chain: [String] = []
            var inChain: Set<String> = []
            var current = id
            var above: String?? = .none
            while true {
                if let known = resolved[current] {
                    above = .some(known)
                    break
                }
                if chain.count >= XcodeProject.maximumGroupDepth {
                    warn(id, "is nested more than \(XcodeProject.maximumGroupDepth) groups deep")
                    for item in chain { resolved[item] = .some(nil) }
                    return nil
                }
                if inChain.contains(current) {
                    warn(current, "is inside itself: its enclosing groups form a cycle")
                    for item in chain { resolved[item] = .some(nil) }
                    return nil
                }
                chain.append(current)
                inChain.insert(current)
                guard case .dictionary(let item)? = objects[current],
                    string(item["sourceTree"]) ?? "<group>" == "<group>", let parent = parents[current]
                else { break }
                current = parent
            }
            for item in chain.reversed() {
                let result = ownPath(of: item, above: above)
                resolved[item] = .some(result)
                above = .some(result)
            }
            return resolved[id] ?? nil
        }

        /// The path of `item` given its parent's (`above`: none when its place does not depend on it).
        private func ownPath(of item: String, above: String??) -> String? {
            guard case .dictionary(let value)? = objects[item] else { return nil }
            let own = string(value["path"]) ?? ""
            switch string(value["sourceTree"]) ?? "<group>" {
            case "<absolute>": return own
            case "SOURCE_ROOT": return (sourceRoot as NSString).appendingPathComponent(own)
            case "<group>":
                if case .some(let parentPath) = above {
                    return parentPath.map { ($0 as NSString).appendingPathComponent(own) }
                }
                return (sourceRoot as NSString).appendingPathComponent(own)
            default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the project's own files
            }
        }
    }

    /// The line of `text` on which the object `id` is defined (`ID /* name */ = {`), or 0.
    fileprivate static func line(defining id: String, in text: String) -> Int {
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(id), trimmed.contains("= {") { return number }
        }
        return 0
    }

    /// The target's module name: `PRODUCT_MODULE_NAME` when a configuration sets it, else `PRODUCT_NAME` (whose
    /// default the module name is), else the target's name; made an identifier (what is not a letter, digit or `_`
    /// becomes `_`), as Xcode makes it. References to `TARGET_NAME` and `PRODUCT_NAME` are expanded
    /// (`Lockbox$(:c99extidentifier)` is `Lockbox`); a name that refers to another setting keeps its `$`, which no
    /// document's module matches.
    private static func moduleName(
        of name: String, settings target: [String: PropertyListText.Value], objects: [String: PropertyListText.Value]
    ) -> String {
        var moduleName: String?
        var productName: String?
        if case .string(let list)? = target["buildConfigurationList"],
            case .dictionary(let configurations)? = objects[list],
            case .array(let ids)? = configurations["buildConfigurations"]
        {
            for case .string(let id) in ids {
                guard case .dictionary(let configuration)? = objects[id],
                    case .dictionary(let settings)? = configuration["buildSettings"]
                else { continue }
                if case .string(let module)? = settings["PRODUCT_MODULE_NAME"] {
                    moduleName = moduleName ?? module
                }
                if case .string(let product)? = settings["PRODUCT_NAME"] {
                    productName = productName ?? expanded(product, ["TARGET_NAME": name])
                }
            }
        }
        let product = productName.flatMap { $0.contains("$") ? nil : $0 } ?? name
        let chosen = moduleName.map { expanded($0, ["TARGET_NAME": name, "PRODUCT_NAME": product]) } ?? product
        return chosen.contains("$") ? chosen : ProjectModel.identifier(chosen)
    }

    /// A build setting's value with `$(NAME)`, `$(NAME:modifiers)` and `${NAME}` replaced by `values` (an empty name
    /// is empty); a reference to any other setting is left as it is.
    static func expanded(_ value: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{",
                let close = after.firstIndex(of: open == "(" ? ")" : "}")
            else {
                result += rest[dollar...]
                return result
            }
            let reference = after[after.index(after: after.startIndex)..<close]
            let variable = String(reference.prefix { $0 != ":" })
            if variable.isEmpty {
                // Nothing to expand.
            } else if let known = values[variable] {
                result += known
            } else {
                result += rest[dollar...close]
            }
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }
}

/// A reader of the old-style (OpenStep) property list text Xcode writes project files in: dictionaries `{ k = v; }`,
/// arrays `( a, b, )`, quoted and bare strings, and comments.
struct PropertyListText {
    enum Value: Sendable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])
    }

    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    mutating func parse() throws -> Value {
        skipSpace()
        return try value(depth: 0)
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                index += 2
            } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws -> Value {
        guard depth < 64, index < bytes.count else { throw Malformed() }
        switch bytes[index] {
        case 0x7B:  // {
            index += 1
            var result: [String: Value] = [:]
            while true {
                skipSpace()
                guard index < bytes.count else { throw Malformed() }
                if bytes[index] == 0x7D {
                    index += 1
                    return .dictionary(result)
                }
                guard case .string(let key) = try value(depth: depth + 1) else { throw Malformed() }
                skipSpace()
                guard index < bytes.count, bytes[index] == 0x3D else { throw Malformed() }
                index += 1
                skipSpace()
                result[key] = try value(depth: depth + 1)
                skipSpace()
                if index < bytes.count, bytes[index] == 0x3B { index += 1 }
            }
        case 0x28:  // (
            index += 1
            var result: [Value] = []
            while true {
                skipSpace()
                guard index < bytes.count else { throw Malformed() }
                if bytes[index] == 0x29 {
                    index += 1
                    return .array(result)
                }
                result.append(try value(depth: depth + 1))
                skipSpace()
                if index < bytes.count, bytes[index] == 0x2C { index += 1 }
            }
        case 0x22:  // "
            index += 1
            var text: [UInt8] = []
            while index < bytes.count, bytes[index] != 0x22 {
                if bytes[index] == 0x5C, index + 1 < bytes.count {
                    index += 1
                    switch bytes[index] {
                    case 0x6E: text.append(0x0A)
                    case 0x74: text.append(0x09)
                    default: text.append(bytes[index])
                    }
                } else {
                    text.append(bytes[index])
                }
                index += 1
            }
            index += 1
            return .string(String(decoding: text, as: UTF8.self))
        default:
            let start = index
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { throw Malformed() }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }

    /// Characters of an unquoted string: letters, digits and `_$/:.-+`.
    private static func isBare(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || [0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D, 0x2B].contains(byte)
    }
}
