import Foundation
import NibSourceIndex

/// The properties a project's own classes declare, by the keys key-value coding sets: what `nib eject` asks before it
/// writes a user-defined runtime attribute as an assignment (`label.style = "body"`) rather than a TODO.
package struct ProjectClassMembers: Sendable {
    private let hierarchy: ClassHierarchy

    /// The classes of the Swift and Objective-C sources under `root` (a folder or a file): `classNames` and the
    /// classes and protocols they inherit from, read from the files that name them.
    package init(sourceRoot root: String, classNames: Set<String>) {
        var isDirectory: ObjCBool = false
        var index = SourceIndex()
        if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue {
            index.add(SourceIndex(scanningDirectory: root, reading: .declaring(classNames)))
        } else {
            index.add(contentsOf: root)
        }
        hierarchy = ClassHierarchy(sources: index)
    }

    /// The declared types (as written, `String?`) of the exposed properties that set `key` on an instance of
    /// `className`, from the nearest class of the sources that declares any; empty when none does, and nil for a
    /// declaration without a written type.
    package func declaredTypes(settingKey key: String, on className: String) -> [String?] {
        hierarchy.declarations(settingKey: key, on: className).filter { $0.kind == .property }.map(\.type)
    }
}
