import Foundation

/// File names for pictures, distinct within a run: documents with the same name (`A/Main.xib` and `B/Main.xib`,
/// `Base.lproj/Intro.xib` and `da.lproj/Intro.xib`) are told apart by the folders that differ, and a name made twice
/// all the same gets a number, so that no picture is written over another.
enum PictureNames {
    /// A stem per document, in order: its file name without the extension, or, when other documents share it, its
    /// path from the folder all of them share, with `/` as `-` (`A-Main`, `da.lproj-Intro`).
    static func stems(for files: [String]) -> [String] {
        let names = files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        let standardized = files.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingPathExtension().path }
        var groups: [String: [Int]] = [:]
        for (index, name) in names.enumerated() { groups[name, default: []].append(index) }
        var stems = names
        for indices in groups.values where Set(indices.map { standardized[$0] }).count > 1 {
            let components = indices.map { (standardized[$0] as NSString).pathComponents }
            var shared = 0
            while components.allSatisfy({ $0.count > shared + 1 && $0[shared] == components[0][shared] }) {
                shared += 1
            }
            for (index, parts) in zip(indices, components) {
                stems[index] = parts.dropFirst(shared).joined(separator: "-")
            }
        }
        return stems
    }

    /// `name`, or `name-2`, `name-3`, … when `used` holds it already (compared without case, as macOS's file systems
    /// do); the name returned is added to `used`.
    static func unique(_ name: String, among used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate.lowercased()) {
            candidate = "\(name)-\(number)"
            number += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}
