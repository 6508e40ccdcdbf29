import Foundation
import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// Every iOS and macOS .xib and storyboard of the corpus instantiated headlessly and laid out with `layoutIfNeeded()`:
/// the frames the runtime's own views get, beside the ones Interface Builder stored (`NIBKIT_CORPUS`). The headless
/// views size themselves from their own properties (a label's text, a button's title and insets, a switch's
/// generation, an AppKit control's cell),
/// and a view controller's root view takes the safe area of the device and bars it was designed under, with the rules
/// the document engine uses, so this measures the runtime rather than `nib layout`.
final class CorpusHeadlessLayoutTests: XCTestCase {
    func testCorpusNibsLayOutHeadlessly() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the headless layout of the corpus")
        }
        var nibs = Tally()
        var storyboards = Tally()
        var appKit = Tally()
        for file in try DocumentFinder.documents(in: [corpus]) {
            guard let document = DocumentDecoder().decode(contentsOf: file).document else { continue }
            switch document.header.targetRuntime {
            case .iOS where file.hasSuffix(".storyboard"): storyboards.add(try Self.layOut(document, file: file))
            case .iOS: nibs.add(try Self.layOut(document, file: file))
            case .macOS: appKit.add(try Self.layOut(document, file: file))
            default: continue
            }
        }
        print(
            "headless layout of the corpus: \(nibs.agreeing) of \(nibs.counted) views the constraints place within 0.5 pt of Interface Builder's frames (\(nibs.files) iOS .xib files); \(storyboards.agreeing) of \(storyboards.counted) in view controllers' views and the cells their tables and collection views dequeue (\(storyboards.files) iOS storyboards); \(appKit.agreeing) of \(appKit.counted) in windows' and view controllers' views (\(appKit.files) macOS .xib and storyboard files)"
        )
        XCTAssertGreaterThan(nibs.counted, 100)
        XCTAssertGreaterThan(storyboards.counted, 100)
        XCTAssertGreaterThan(appKit.counted, 300)
        // The floors reached; raise them as the runtime improves. (Lowered once, from 128, 180 and 302, when the San
        // Francisco tables were refitted on documents beyond the corpus: see docs/TextMetrics.md.)
        XCTAssertGreaterThanOrEqual(nibs.agreeing, Self.nibFloor)
        XCTAssertGreaterThanOrEqual(storyboards.agreeing, Self.storyboardFloor)
        XCTAssertGreaterThanOrEqual(appKit.agreeing, Self.appKitFloor)
    }

    static let nibFloor = 126
    static let storyboardFloor = 173
    static let appKitFloor = 293

    /// Views placed and views agreeing, over some files.
    private struct Tally {
        var files = 0
        var counted = 0
        var agreeing = 0

        mutating func add(_ other: Tally) {
            files += other.files
            counted += other.counted
            agreeing += other.agreeing
        }
    }

    /// Instantiates a document, lays out each top-level view, each view controller's view, each window's content view
    /// and each cell its tables and collection views dequeue (a fresh copy of every prototype; a static table's
    /// cells), and counts the views the constraints place (that Interface Builder found neither misplaced nor
    /// ambiguous, and not sized by a design-time placeholder, `placeholderIntrinsicWidth`, which a running app does
    /// not have) and those within half a point of their stored frames.
    private static func layOut(_ document: IBDocument, file: String) throws -> Tally {
        let nib = try NibInstantiator(document: document, name: file).instantiate(owner: StandInOwner())
        var objects: [String: IBObject] = [:]
        document.forEachObject { objects[$0.id] = $0 }
        var tally = Tally(files: 1)
        var roots = nib.topLevelObjects.compactMap(\.rootView)
        for object in nib.objectsByID.values.sorted(by: { ($0.nibObjectID ?? "") < ($1.nibObjectID ?? "") }) {
            if let dequeuing = object as? CellDequeuing {
                roots += try dequeuing.reuseIdentifiers.map { try dequeuing.dequeueCell(withReuseIdentifier: $0) }
            }
            roots += (object as? TableView)?.staticSections.joined().map { $0 as View } ?? []
        }
        for root in roots {
            var placed: [(view: View, stored: Rect)] = []
            func collect(_ view: View) {
                for subview in view.subviews {
                    if !subview.translatesAutoresizingMaskIntoConstraints,
                        let id = subview.nibObjectID, let attributes = objects[id]?.view,
                        !attributes.isMisplaced, !attributes.isAmbiguous,
                        attributes.placeholderIntrinsicWidth == nil, attributes.placeholderIntrinsicHeight == nil
                    {
                        placed.append((subview, subview.frame))
                    }
                    collect(subview)
                }
            }
            collect(root)
            root.layoutIfNeeded()
            tally.counted += placed.count
            tally.agreeing += placed.filter { $0.view.frame.isWithinHalfAPoint(of: $0.stored) }.count
        }
        return tally
    }
}

extension Rect {
    fileprivate func isWithinHalfAPoint(of other: Rect) -> Bool {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height)) <= 0.5
    }
}
