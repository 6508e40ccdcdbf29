import Foundation
import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// Every .xib and storyboard of the shared corpus instantiates headlessly with a File's Owner stand-in
/// (`NIBKIT_CORPUS`): every scene's objects, their constraints (to safe areas, margins and the legacy top and bottom
/// layout guides) and their connections.
final class CorpusInstantiationTests: XCTestCase {
    func testEveryCorpusDocumentInstantiates() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping headless instantiation of the corpus")
        }
        let files = try DocumentFinder.documents(in: [corpus])
        var instantiated = 0
        var legacy = 0
        var objects = 0
        var connections = 0
        var warnings = 0
        var prototypes = 0
        for file in files {
            guard let document = DocumentDecoder().decode(contentsOf: file).document else {
                legacy += 1
                continue
            }
            var externals: [String: NibObject] = [:]
            for placeholder in document.placeholders {
                if case .external(let identifier) = placeholder.placeholder { externals[identifier] = StandInOwner() }
            }
            let owner = StandInOwner()
            do {
                let nib = try NibInstantiator(document: document, name: file).instantiate(
                    owner: owner, externalObjects: externals)
                instantiated += 1
                objects += nib.createdObjectCount
                connections += nib.connectionCount
                warnings += nib.warnings.count
                let declared = document.filesOwner?.outlets.filter { !$0.isSystemAttachment }.count ?? 0
                XCTAssertEqual(owner.outlets.values.map(\.count).reduce(0, +), declared, "owner outlets of \(file)")
                // Every prototype a table or collection view declares is made afresh on each dequeue.
                for case let dequeuing as CellDequeuing in nib.objectsByID.values {
                    for identifier in dequeuing.reuseIdentifiers {
                        let first = try dequeuing.dequeueCell(withReuseIdentifier: identifier)
                        let second = try dequeuing.dequeueCell(withReuseIdentifier: identifier)
                        XCTAssertFalse(first === second, "\(file): '\(identifier)'")
                        XCTAssertEqual(first.reuseIdentifier, identifier)
                        prototypes += 1
                    }
                }
            } catch {
                XCTFail("\(file): \(error)")
            }
        }
        XCTAssertLessThanOrEqual(legacy, 2)
        XCTAssertEqual(instantiated + legacy, files.count)
        XCTAssertGreaterThan(files.filter { $0.hasSuffix(".storyboard") }.count, 20)
        XCTAssertGreaterThan(prototypes, 10)
        print(
            "corpus instantiation: \(instantiated) of \(files.count) .xib and .storyboard files (\(legacy) legacy), \(objects) objects created, \(connections) connections made, \(warnings) warnings (unknown classes, runtime attributes), \(prototypes) prototype cells dequeued"
        )
    }

    func testEveryCorpusStoryboardMakesEachOfItsControllers() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the corpus storyboards")
        }
        var storyboards = 0
        var controllers = 0
        var embedded = 0
        for file in try DocumentFinder.documents(in: [corpus]) where file.hasSuffix(".storyboard") {
            let directory = (file as NSString).deletingLastPathComponent
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            do {
                let storyboard = try Storyboard(
                    name: name, library: NibLibrary(searchDirectories: [directory], bundleRoots: []))
                storyboards += 1
                var made = try storyboard.identifiers.map {
                    try storyboard.instantiateViewController(withIdentifier: $0)
                }
                if let initial = try storyboard.instantiateInitialViewController() { made.append(initial) }
                func count(_ controller: ViewController) {
                    controllers += 1
                    for child in controller.children {
                        if child.view?.superview != nil { embedded += 1 }
                        count(child)
                    }
                }
                made.forEach(count)
            } catch {
                XCTFail("\(file): \(error)")
            }
        }
        print(
            "corpus storyboards: \(storyboards) loaded, \(controllers) view controllers made from their scenes (identifiers, initial ones and the controllers they hold), \(embedded) embedded in container views"
        )
        XCTAssertGreaterThan(storyboards, 20)
        XCTAssertGreaterThan(embedded, 0)
    }
}
