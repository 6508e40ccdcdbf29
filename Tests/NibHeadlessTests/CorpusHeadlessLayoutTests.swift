import Foundation
import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// Every iOS .xib of the corpus instantiated headlessly and laid out with `layoutIfNeeded()`: the frames the runtime's
/// own views get, beside the ones Interface Builder stored (`NIBKIT_CORPUS`). The headless views size themselves
/// from their own properties (a label's text, a button's title and insets, a switch's generation), with the rules the
/// document engine uses, so this measures the runtime rather than `nib layout`.
final class CorpusHeadlessLayoutTests: XCTestCase {
    func testCorpusNibsLayOutHeadlessly() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"], !corpus.isEmpty else {
            throw XCTSkip("NIBKIT_CORPUS is not set: skipping the headless layout of the corpus")
        }
        var files = 0
        var counted = 0
        var agreeing = 0
        for file in try DocumentFinder.documents(in: [corpus]) where file.hasSuffix(".xib") {
            guard let document = DocumentDecoder().decode(contentsOf: file).document,
                document.header.targetRuntime == .iOS
            else { continue }
            let nib = try NibInstantiator(document: document, name: file).instantiate(owner: StandInOwner())
            files += 1
            var objects: [String: IBObject] = [:]
            document.forEachObject { objects[$0.id] = $0 }
            var ids: [ObjectIdentifier: String] = [:]
            for (id, object) in nib.objectsByID { ids[ObjectIdentifier(object)] = id }
            for case let root as View in nib.topLevelObjects {
                // The views the constraints place, that Interface Builder found neither misplaced nor ambiguous.
                var placed: [(view: View, stored: Rect)] = []
                func collect(_ view: View) {
                    for subview in view.subviews {
                        if !subview.translatesAutoresizingMaskIntoConstraints,
                            let id = ids[ObjectIdentifier(subview)], let attributes = objects[id]?.view,
                            !attributes.isMisplaced, !attributes.isAmbiguous
                        {
                            placed.append((subview, subview.frame))
                        }
                        collect(subview)
                    }
                }
                collect(root)
                root.layoutIfNeeded()
                counted += placed.count
                agreeing += placed.filter { $0.view.frame.isWithinHalfAPoint(of: $0.stored) }.count
            }
        }
        print(
            "headless layout of the corpus: \(agreeing) of \(counted) views the constraints place within 0.5 pt of Interface Builder's frames (\(files) iOS .xib files)"
        )
        XCTAssertGreaterThan(counted, 100)
        // The floor reached; raise it as the runtime improves (a text view sized by its text).
        XCTAssertGreaterThanOrEqual(agreeing, Self.agreeingFloor)
    }

    static let agreeingFloor = 128
}

extension Rect {
    fileprivate func isWithinHalfAPoint(of other: Rect) -> Bool {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height)) <= 0.5
    }
}
