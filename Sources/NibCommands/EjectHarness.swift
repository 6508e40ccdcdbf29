import Foundation
import NibEject
import NibModel

/// The temporary SwiftPM package `nib eject --verify` builds: the ejected files, stand-ins for the custom classes they
/// use but do not define, and a `main.swift` that makes each class at its design size, lays it out with NibKit's
/// engine and prints every view property's frame (in the root's coordinates) as one JSON line per class.
struct EjectHarness {
    /// One document's files, as the harness compiles them.
    struct Entry {
        var path: String
        var document: IBDocument
        var files: [EjectedFile]
    }

    /// The package's folder, kept between runs so that a later build is incremental.
    let folder: String
    /// NibKit's package folder, which the harness depends on by path.
    let nibKit: String

    /// Splits entries into batches whose class names do not collide (two documents' `Cell`s).
    static func batches(_ entries: [Entry]) -> [[Entry]] {
        var batches: [([Entry], [String: String])] = []
        for entry in entries {
            var names: [String: String] = [:]
            for file in entry.files {
                names[file.className] = "defined"
                for (name, base) in file.referencedClasses where names[name] == nil { names[name] = base }
            }
            if let index = batches.firstIndex(where: { batch in
                names.allSatisfy { batch.1[$0.key] == nil || ($0.value != "defined" && batch.1[$0.key] == $0.value) }
            }) {
                batches[index].0.append(entry)
                batches[index].1.merge(names) { old, _ in old }
            } else {
                batches.append(([entry], names))
            }
        }
        return batches.map(\.0)
    }

    /// Writes the package for one batch, replacing the previous batch's sources; `roots` places each root, by
    /// ``rootKey(entry:id:)``.
    func write(_ entries: [Entry], roots: [String: RootPlacement] = [:]) throws {
        let sources = folder + "/Sources/EjectVerify"
        try? FileManager.default.removeItem(atPath: sources)
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let face = Face.of(entries)
        try manifest(face).write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        var defined = Set<String>()
        var referenced: [String: String] = [:]
        var members: [String: [String: String]] = [:]
        for (index, entry) in entries.enumerated() {
            for file in entry.files {
                defined.insert(file.className)
                referenced.merge(file.referencedClasses) { old, _ in old }
                members.merge(file.referencedMembers) { old, new in old.merging(new) { first, _ in first } }
                try file.source.write(
                    toFile: "\(sources)/D\(index)_\(file.fileName)", atomically: true, encoding: .utf8)
            }
        }
        let stubs = referenced.filter { !defined.contains($0.key) }.sorted { $0.key < $1.key }
            .map { name, base in
                let properties = (members[name] ?? [:]).sorted { $0.key < $1.key }.map {
                    " var \($0.key): \($0.value)?"
                }
                return "class \(name): \(base) {\(properties.joined(separator: ";")) }"
            }
        let stubText =
            "import \(face.module)\n\n// Stand-ins for custom classes the documents use.\n"
            + stubs.joined(separator: "\n")
        try stubText.write(toFile: sources + "/Stubs.swift", atomically: true, encoding: .utf8)
        try main(entries, roots: roots, face: face).write(
            toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        let resolved = nibKit + "/Package.resolved"
        if !FileManager.default.fileExists(atPath: folder + "/Package.resolved"),
            FileManager.default.fileExists(atPath: resolved)
        {
            try? FileManager.default.copyItem(atPath: resolved, toPath: folder + "/Package.resolved")
        }
    }

    private func manifest(_ face: Face) -> String {
        let identity = URL(fileURLWithPath: nibKit).lastPathComponent
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "EjectVerify",
                dependencies: [.package(path: \(SwiftNames.literal(nibKit)))],
                targets: [
                    .executableTarget(
                        name: "EjectVerify",
                        dependencies: [
                            .product(name: "\(face.module)", package: \(SwiftNames.literal(identity))),
                            .product(name: "NibDecoding", package: \(SwiftNames.literal(identity))),
                        ],
                        swiftSettings: [.swiftLanguageMode(.v5)])
                ]
            )

            """
    }

    /// `main.swift`: for each class, the document's sizing and images, the class at its design size, its frames.
    private func main(_ entries: [Entry], roots: [String: RootPlacement], face: Face) -> String {
        var lines = [
            "import Foundation", "import NibDecoding", "import \(face.module)", "",
            "func frames(_ root: \(face.view)) -> String {",
            "    var parts: [String] = []",
            "    for child in Mirror(reflecting: root).children {",
            "        guard let name = child.label, let view = child.value as? \(face.view) else { continue }",
            "        var x = view.frame.x, y = view.frame.y",
            "        var parent = view.superview",
            "        while let next = parent, next !== root { x += next.frame.x; y += next.frame.y; parent = next.superview }",
            "        parts.append(\"\\\"\\(name)\\\":[\\(x),\\(y),\\(view.frame.width),\\(view.frame.height)]\")",
            "    }",
            "    return \"{\" + parts.joined(separator: \",\") + \"}\"",
            "}", "",
        ]
        for (index, entry) in entries.enumerated() {
            lines.append(
                "if let document = DocumentDecoder().decode(contentsOf: \(SwiftNames.literal(entry.path))).document {")
            for image in entry.document.resources.images {
                guard let width = image.width, let height = image.height else { continue }
                let size = "\(face.size)(width: \(SwiftNames.number(width)), height: \(SwiftNames.number(height)))"
                lines.append("    \(face.image).register(\(SwiftNames.literal(image.name)), size: \(size))")
            }
            lines.append("    NibEnvironment.with(NibEnvironment.current.sizingViewsInCode(like: document)) {")
            for file in entry.files {
                let size = file.designSize
                let frame =
                    "\(face.rect)(x: 0, y: 0, width: \(SwiftNames.number(size.width)), "
                    + "height: \(SwiftNames.number(size.height)))"
                lines.append("        do {")
                lines.append("            let view = \(file.className)(frame: \(frame))")
                if let placement = roots[Self.rootKey(entry: index, id: file.rootID)] {
                    if placement.safeArea != .zero {
                        lines.append("            view.safeAreaInsets = \(Self.insets(placement.safeArea, face: face))")
                    }
                    if placement.margins != EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
                        lines.append("            view.layoutMargins = \(Self.insets(placement.margins, face: face))")
                    }
                    if let margins = placement.contentMargins {
                        lines.append("            view.contentView.layoutMargins = \(Self.insets(margins))")
                    }
                }
                lines.append("            view.layoutIfNeeded()")
                lines.append(
                    "            print(\"{\\\"entry\\\":\(index),\\\"class\\\":\\\"\(file.className)\\\",\\\"frames\\\":\\(frames(view))}\")"
                )
                lines.append("        }")
            }
            lines += ["    }", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension EjectHarness {
    /// The key of a root's placement: the document's place in the batch and the root's id.
    static func rootKey(entry: Int, id: String) -> String { "\(entry) \(id)" }

    static func insets(_ insets: EdgeInsets, face: Face = .uiKit) -> String {
        let edges = [insets.top, insets.left, insets.bottom, insets.right].map(SwiftNames.number)
        return "\(face.insets)(top: \(edges[0]), left: \(edges[1]), bottom: \(edges[2]), right: \(edges[3]))"
    }
}
