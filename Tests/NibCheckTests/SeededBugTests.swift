import Foundation
import NibDecoding
import NibModel
import NibSourceIndex
import XCTest

@testable import NibCheck

/// Bugs seeded into the corpus apps, which ship and work: an `@IBOutlet` or `@IBAction` renamed in the source, a custom
/// class misspelled in a document. Each must be caught, by the right rule, on the object it breaks.
final class SeededBugTests: XCTestCase {
    /// One seeded bug and whether `nib check` caught it.
    private struct Seed {
        var app: String
        var what: String
        var caught: Bool
    }

    func testSeededBugsInTheCorpusAppsAreCaughtByTheRightRule() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the real-file corpus (set it to ../shared/corpus)")
        }
        let apps = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.contains("__") }.sorted()
        var seeds: [Seed] = []
        for app in apps {
            seeds += try seed(app: "\(corpus)/\(app)")
        }
        let caught = seeds.filter(\.caught).count
        print("seeded bugs: \(caught) of \(seeds.count) caught by the right rule")
        for seed in seeds where !seed.caught { print("  missed in \(seed.app): \(seed.what)") }
        XCTAssertGreaterThanOrEqual(seeds.count, 60, "enough seeds to measure")
        XCTAssertEqual(caught, seeds.count, "every seeded bug is caught by its rule")
    }

    /// The documents of an app, decoded.
    private func documents(in app: String) throws -> [(file: String, document: IBDocument)] {
        try DocumentFinder.documents(in: [app]).compactMap { file in
            DocumentDecoder().decode(contentsOf: file).document.map { (file, $0) }
        }
    }

    private func findings(
        _ document: IBDocument, file: String, sources: SourceIndex, project: ProjectModel? = nil
    ) -> [CheckFinding] {
        var checker = DocumentChecker(document: document, file: file, hierarchy: ClassHierarchy(sources: sources))
        checker.project = project
        checker.check()
        return checker.findings
    }

    /// Seeds bugs into one app: renames of the outlets and actions one source file declares (the file that declares
    /// the most members the documents connect), and misspelled custom classes.
    private func seed(app: String) throws -> [Seed] {
        let index = SourceIndex(scanningDirectory: app)
        let documents = try documents(in: app)
        let hierarchy = ClassHierarchy(sources: index)
        // The members the documents connect that one declaration in the sources provides, by declaring file.
        var connected: [String: [(key: String, isAction: Bool, line: Int, document: Int)]] = [:]
        for (number, entry) in documents.enumerated() {
            let clean = Set(findings(entry.document, file: entry.file, sources: index).map(\.subject))
            entry.document.forEachObject { object in
                guard let customClass = object.customClass,
                    case .source(let source)? = hierarchy.chain(of: customClass).first
                else { return }
                for outlet in object.outlets {
                    guard let key = outlet.property, !clean.contains(key) else { continue }
                    let declarations = source.properties.filter { $0.isOutlet && $0.key == key }
                    guard declarations.count == 1, let declaration = declarations.first else { continue }
                    connected[declaration.location.file, default: []].append(
                        (key, false, declaration.location.line, number))
                }
            }
            entry.document.forEachObject { object in
                for action in object.connections where action.kind == .action {
                    guard let selector = action.selector, !clean.contains(selector),
                        let target = action.destination.flatMap({ id in
                            var found: IBObject?
                            entry.document.forEachObject { if $0.id == id { found = $0 } }
                            return found
                        }), let customClass = target.customClass,
                        case .source(let source)? = hierarchy.chain(of: customClass).first
                    else { continue }
                    let methods = source.methods.filter { $0.isAction && $0.selector == selector }
                    guard methods.count == 1, let method = methods.first else { continue }
                    connected[method.location.file, default: []].append((selector, true, method.location.line, number))
                }
            }
        }
        var seeds: [Seed] = []
        // Renames in the file that declares the most connected members (the first by path among equals).
        if let (file, members) = connected.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }),
            let text = FileManager.default.contents(atPath: file).map({ String(decoding: $0, as: UTF8.self) }),
            case let language:SourceLanguage = file.hasSuffix(".swift") ? .swift : .objectiveC
        {
            var base = SourceIndex()
            for other in index.files where other != file { base.add(contentsOf: other) }
            var seen: Set<String> = []
            for member in members where seen.insert(member.key).inserted {
                guard seen.count <= 12,
                    let renamed = Self.rename(member.key, isAction: member.isAction, onLine: member.line, in: text)
                else { continue }
                var sources = base
                sources.add(Array(renamed.utf8), file: file, language: language)
                let entry = documents[member.document]
                let rule = member.isAction ? "action-selector" : "outlet-key"
                let caught = findings(entry.document, file: entry.file, sources: sources).contains {
                    $0.rule == rule && $0.subject == member.key
                }
                seeds.append(Seed(app: app, what: "\(rule) \(member.key) renamed in \(file)", caught: caught))
            }
        }
        // Identifiers changed in the code: a nib, storyboard, storyboard ID, segue or reuse identifier misspelled.
        var names = ResourceNames()
        for entry in documents { names.formUnion(ResourceNames(document: entry.document, file: entry.file)) }
        let ruleOfKind: [ResourceUse.Kind: String] = [
            .nib: "missing-nib", .storyboard: "missing-storyboard",
            .viewControllerIdentifier: "missing-view-controller-identifier", .segueIdentifier: "missing-segue",
            .reuseIdentifier: "missing-reuse-identifier",
        ]
        let clean = Set(
            ResourceUseChecker(names: names, uses: index.resourceUses, hierarchy: hierarchy).findings().map(\.subject))
        var changed = 0
        for use in index.resourceUses where changed < 6 && !use.nameIsClassName && !clean.contains(use.name) {
            guard let rule = ruleOfKind[use.kind],
                let text = FileManager.default.contents(atPath: use.location.file).map({
                    String(decoding: $0, as: UTF8.self)
                })
            else { continue }
            var lines = text.components(separatedBy: "\n")
            let line = lines[use.location.line - 1]
            guard let range = line.range(of: "\"\(use.name)\"") else { continue }
            lines[use.location.line - 1] = line.replacingCharacters(in: range, with: "\"\(use.name)Typo\"")
            var single = SourceIndex()
            let language: SourceLanguage = use.location.file.hasSuffix(".swift") ? .swift : .objectiveC
            single.add(Array(lines.joined(separator: "\n").utf8), file: use.location.file, language: language)
            let uses = index.resourceUses.filter { $0.location.file != use.location.file } + single.resourceUses
            let caught = ResourceUseChecker(names: names, uses: uses, hierarchy: hierarchy).findings().contains {
                $0.rule == rule && $0.subject == use.name + "Typo"
            }
            changed += 1
            seeds.append(Seed(app: app, what: "\(rule) \(use.name)Typo in \(use.location.file)", caught: caught))
        }
        // Modules edited in documents: a class whose module the project knows, looked up in another.
        let project = ProjectModel(roots: [app])
        for entry in documents where !project.isEmpty {
            guard
                let text = FileManager.default.contents(atPath: entry.file).map({ String(decoding: $0, as: UTF8.self) })
            else { continue }
            entry.document.forEachObject { object in
                // File's Owner's class and module are never looked up (the loading code passes the object): editing
                // them seeds no bug.
                guard object.placeholder == nil, let customClass = object.customClass, let module = object.customModule,
                    case .source(let source)? = hierarchy.chain(of: customClass).first, source.language == .swift,
                    let declared = source.location, !project.modules(of: declared.file).isEmpty
                else { return }
                let edited = text.replacingOccurrences(
                    of: #"customClass="\#(customClass)" customModule="\#(module)" customModuleProvider="target""#,
                    with: #"customClass="\#(customClass)" customModule="\#(module)Typo""#)
                guard edited != text, let document = DocumentDecoder().decode(edited, file: entry.file).document else {
                    return
                }
                // An error where the document depends on the class; a note (the element's own class is made) where
                // nothing does.
                let caught = findings(document, file: entry.file, sources: index, project: project).contains {
                    ["class-module", "class-fallback"].contains($0.rule) && $0.objectID == object.id
                }
                seeds.append(Seed(app: app, what: "class-module \(module)Typo in \(entry.file)", caught: caught))
            }
        }
        // Misspelled custom classes on objects whose outlets depend on them.
        var misspelled = 0
        for entry in documents where misspelled < 6 {
            guard
                let text = FileManager.default.contents(atPath: entry.file).map({ String(decoding: $0, as: UTF8.self) })
            else { continue }
            var target: IBObject?
            entry.document.forEachObject { object in
                if target == nil, object.customClass.map(hierarchy.isKnownClass) == true, !object.outlets.isEmpty,
                    object.placeholder == nil
                {
                    target = object
                }
            }
            guard let object = target, let customClass = object.customClass else { continue }
            let edited = text.replacingOccurrences(
                of: #"id="\#(object.id)" customClass="\#(customClass)""#,
                with: #"id="\#(object.id)" customClass="\#(customClass)Typo""#)
            guard edited != text, let document = DocumentDecoder().decode(edited, file: entry.file).document else {
                continue
            }
            misspelled += 1
            // An error in the document's own module; a note where a dependency could provide the class.
            let caught = findings(document, file: entry.file, sources: index).contains {
                ["unknown-class", "unresolved-class"].contains($0.rule) && $0.objectID == object.id
            }
            seeds.append(Seed(app: app, what: "unknown-class \(customClass)Typo in \(entry.file)", caught: caught))
        }
        return seeds
    }

    /// `text` with the declaration of `key` on line `line` renamed: the Swift or Objective-C name of the outlet, or of
    /// the action's first selector piece.
    static func rename(_ key: String, isAction: Bool, onLine line: Int, in text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return nil }
        let name = isAction ? String(key.prefix { $0 != ":" }) : key
        // The name as a whole word on its line (the ivar's underscore kept).
        let pattern =
            #"\b_?\#(NSRegularExpression.escapedPattern(for: name.hasPrefix("_") ? String(name.dropFirst()) : name))\b"#
        let current = lines[line - 1]
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: current, range: NSRange(current.startIndex..., in: current)),
            let range = Range(match.range, in: current)
        else { return nil }
        lines[line - 1] = current.replacingCharacters(in: range, with: current[range] + "Renamed")
        return lines.joined(separator: "\n")
    }
}
