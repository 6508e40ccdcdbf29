import Foundation

/// The targets of an Xcode project (`project.pbxproj`, an old-style property list) and the files each builds or
/// copies: sources of its Sources phase, documents of its Resources phase, and the folders Xcode 16 keeps in sync.
enum XcodeProject {
    /// One module per native target: its module name (`PRODUCT_MODULE_NAME`, else the target's name with what is
    /// not a letter, digit or `_` replaced by `_`) and its files.
    static func modules(projectFile: String) -> [ProjectModel.Module] {
        guard let data = FileManager.default.contents(atPath: projectFile) else { return [] }
        var reader = PropertyListText(String(decoding: data, as: UTF8.self))
        guard case .dictionary(let root)? = try? reader.parse(), case .dictionary(let objects)? = root["objects"] else {
            return []
        }
        // The project file sits in NAME.xcodeproj, beside the files it names with `SOURCE_ROOT`.
        let sourceRoot = ((projectFile as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
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
        // Each group's and file's parent, to resolve paths relative to their group.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard case .dictionary(let item) = value else { continue }
            for child in strings(item["children"]) { parents[child] = id }
        }
        var resolved: [String: String] = [:]
        func path(of id: String) -> String? {
            if let known = resolved[id] { return known }
            guard case .dictionary(let item)? = objects[id] else { return nil }
            let own = string(item["path"]) ?? ""
            let result: String?
            switch string(item["sourceTree"]) ?? "<group>" {
            case "<absolute>": result = own
            case "SOURCE_ROOT": result = (sourceRoot as NSString).appendingPathComponent(own)
            case "<group>":
                if let parent = parents[id] {
                    result = path(of: parent).map { ($0 as NSString).appendingPathComponent(own) }
                } else {
                    result = (sourceRoot as NSString).appendingPathComponent(own)
                }
            default: result = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the project's own files
            }
            resolved[id] = result
            return result
        }
        var modules: [ProjectModel.Module] = []
        for (_, value) in objects {
            guard case .dictionary(let target) = value, string(target["isa"]) == "PBXNativeTarget",
                let name = string(target["name"])
            else { continue }
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
                    for id in children.isEmpty ? [reference] : children {
                        if let file = path(of: id) { files.append(ProjectModel.standardized(file)) }
                    }
                }
            }
            for group in strings(target["fileSystemSynchronizedGroups"]) {
                if let folder = path(of: group) { folders.append(ProjectModel.standardized(folder)) }
            }
            modules.append(
                ProjectModel.Module(
                    name: moduleName(of: name, settings: target, objects: objects), folders: folders, files: files))
        }
        return modules.sorted { $0.name < $1.name }
    }

    /// The target's module name: `PRODUCT_MODULE_NAME` when a configuration sets it literally, else
    /// `PRODUCT_NAME` (whose default the module name is), else the target's name; made an identifier (what is not a
    /// letter, digit or `_` becomes `_`), as Xcode makes it.
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
                if case .string(let module)? = settings["PRODUCT_MODULE_NAME"], !module.contains("$") {
                    moduleName = moduleName ?? module
                }
                if case .string(let product)? = settings["PRODUCT_NAME"], !product.contains("$") {
                    productName = productName ?? product
                }
            }
        }
        let chosen = moduleName ?? productName ?? name
        return String(chosen.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
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
