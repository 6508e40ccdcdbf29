import Foundation
import NibFiles
import NibSourceIndex

/// Which preprocessor macros a project may define, for telling code in a branch it never compiles (`#ifdef SP_CODA`
/// where nothing defines `SP_CODA`) from code that runs: the macros its sources `#define`, every word of its build
/// settings (`project.pbxproj`, `.xcconfig` files, prefix headers: `GCC_PREPROCESSOR_DEFINITIONS`, `-D` flags), and
/// those of the compiler, the SDKs and the package managers (``systemPrefixes``), which are defined outside it.
struct BuildMacros {
    /// The prefixes and names of macros defined outside the project: by the compiler (`__OBJC__`), the SDKs
    /// (`TARGET_OS_IPHONE`, `MAC_OS_X_VERSION_10_15`, `NS_BLOCK_ASSERTIONS`), CocoaPods' and SwiftPM's build settings.
    static let systemPrefixes = [
        "_", "TARGET_", "MAC_OS_", "IPHONE_OS_", "NS_", "UI_", "CF_", "OBJC_", "API_", "AVAILABLE_", "COCOAPODS",
        "SWIFT_PACKAGE", "DEBUG", "NDEBUG", "RELEASE",
    ]

    /// The names the project may define.
    private let defined: Set<String>

    /// The macros of a project whose sources define `sourceMacros` and whose build settings are under `folders`.
    init(sourceMacros: Set<String>, folders: [String]) {
        var words = sourceMacros
        for folder in folders {
            let boundary = FolderBoundary(folder)
            var walk = FolderWalk(folder)
            walk.walk { entry in
                if entry.isFolder { return !entry.name.hasPrefix(".") || entry.name.hasSuffix(".xcodeproj") }
                guard
                    entry.name == "project.pbxproj" || entry.name.hasSuffix(".xcconfig")
                        || entry.name.hasSuffix(".pch"),
                    let bytes = try? FileReader.contents(of: entry.path, limit: 16 << 20, inside: boundary)
                else { return false }
                words.formUnion(Self.words(in: bytes))
                return false
            }
        }
        defined = words
    }

    /// Whether code under `guards` is never compiled: one of them holds only when a macro is defined that the
    /// project defines nowhere (or is `#if 0`).
    func neverCompiles(_ guards: [PreprocessorGuard]) -> Bool {
        guards.contains { condition in
            !condition.holdsWhenUndefined
                && (condition.macro == "0"
                    || (!defined.contains(condition.macro)
                        && !Self.systemPrefixes.contains { condition.macro.hasPrefix($0) }))
        }
    }

    /// The identifiers of a text.
    private static func words(in bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            let isWordByte =
                (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F
            if isWordByte {
                if start == nil { start = index }
            } else if let first = start {
                words.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        if let first = start { words.insert(String(decoding: bytes[first...], as: UTF8.self)) }
        return words
    }
}
