import NibKit
import XCTest

/// Cells and supplementary views registered by class, from their nibs or from code, dequeued by class.
final class ReusableViewTests: XCTestCase {
    func testACollectionViewDequeuesCellsAndHeadersByTheClassTheyWereRegisteredAs() throws {
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        collection.register(cellType: CodeCell.self, reuseIdentifier: "plain", library: AppNibs.library)
        collection.register(
            supplementaryViewType: SectionHeader.self, ofKind: CollectionView.elementKindSectionHeader,
            reuseIdentifier: "header", library: AppNibs.library)

        let cell = try collection.dequeueReusableCell(cellType: CodeCell.self)
        XCTAssertEqual(cell.reuseIdentifier, "plain", "dequeued under the identifier it was registered with")
        let header = try collection.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, viewType: SectionHeader.self)
        XCTAssertEqual(header.titleLabel?.text, "Section", "made from SectionHeader.xib, found by class name")
        XCTAssertEqual(header.reuseIdentifier, "header")

        XCTAssertThrowsError(
            try collection.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, viewType: SectionHeader.self)
        ) { error in
            XCTAssertTrue("\(error)".contains("unable to dequeue"), "registered for headers only: \(error)")
        }
    }
}

/// A nib's top-level view of a class, loaded with an owner for File's Owner's outlets.
final class TopLevelLoadingWithOwnerTests: XCTestCase {
    func testTheOwnerReceivesFilesOwnersOutlets() throws {
        let owner = BannerOwner()
        let banner = try BannerView.loadFromNib(owner: owner, library: AppNibs.library)
        XCTAssertTrue(owner.banner === banner)
        XCTAssertThrowsError(try BannerView.loadFromNib(owner: GreetingView(), library: AppNibs.library)) { error in
            XCTAssertTrue("\(error)".contains("no outlet named 'banner'"), "\(error)")
        }
    }
}
