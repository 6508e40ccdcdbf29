import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibRuntime
import XCTest

/// A cell class of the storyboard below: an outlet to its label, and a count of the copies woken.
private final class NoteCell: TableViewCell {
    @Outlet var titleLabel: Label?
    nonisolated(unsafe) static var awoken = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        Self.awoken += 1
    }
}

/// The scene's controller: the cells' buttons send it `favorite:`.
private final class NotesViewController: ViewController {
    var favorited: [AnyObject?] = []

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions["favorite:"] = { target, sender in (target as! NotesViewController).favorited.append(sender) }
    }
}

/// Storyboard prototypes: a table or collection view makes a fresh copy of its prototype cell for every dequeue, as
/// UIKit does with the nib a storyboard compiles for each; a static table's cells are made with the scene.
final class PrototypeCellTests: XCTestCase {
    /// A storyboard for an iPhone 8 (or `device`) made by Xcode 15 (`toolsVersion` 22505) or `tools`, with one scene
    /// holding `content`.
    private func storyboard(_ content: String, tools: String = "22505", device: String = "retina4_7") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="controller" customClass="NotesViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(content)
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A table whose prototype `Note` has a label pinned to the content view's margins and a button whose action
    /// goes to the scene's controller.
    private let notesTable = """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <prototypes>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Note" id="cell" customClass="NoteCell">
                    <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="16" y="11" width="36" height="22"/>
                            </label>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="star">
                                <rect key="frame" x="300" y="7" width="59" height="30"/>
                                <state key="normal" title="Star"/>
                                <connections>
                                    <action selector="favorite:" destination="controller" eventType="touchUpInside" id="act"/>
                                </connections>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                            <constraint firstItem="title" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="c3"/>
                        </constraints>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="out"/>
                    </connections>
                </tableViewCell>
            </prototypes>
        </tableView>
        """

    private func load(_ xml: String) throws -> InstantiatedNib {
        var registry = ClassRegistry.standard
        registry.register(NoteCell.self)
        registry.register(NotesViewController.self)
        return try instantiateDocument(xml, file: "Notes.storyboard", registry: registry)
    }

    func testEachDequeueMakesAFreshCopyOfThePrototype() throws {
        NoteCell.awoken = 0
        let nib = try load(storyboard(notesTable))
        XCTAssertEqual(NoteCell.awoken, 0, "loading the storyboard makes no cell")
        XCTAssertNil(nib.objectsByID["cell"])
        let table = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
        XCTAssertEqual(table.reuseIdentifiers, ["Note"])

        let first = try XCTUnwrap(try table.dequeueReusableCell(withIdentifier: "Note") as? NoteCell)
        let second = try XCTUnwrap(try table.dequeueReusableCell(withIdentifier: "Note") as? NoteCell)
        XCTAssertFalse(first === second)
        XCTAssertEqual(NoteCell.awoken, 2)
        XCTAssertEqual(first.reuseIdentifier, "Note")
        XCTAssertEqual(first.nibObjectID, "cell")
        // Each copy's outlet points at its own label, inside its own content view.
        let firstTitle = try XCTUnwrap(first.titleLabel)
        XCTAssertFalse(firstTitle === second.titleLabel)
        XCTAssertTrue(firstTitle.superview === first.contentView)
        XCTAssertEqual(firstTitle.text, "Title")
        first.titleLabel?.text = "Changed"
        XCTAssertEqual(second.titleLabel?.text, "Title")

        // The button's action goes to the scene's controller.
        let controller = try XCTUnwrap(nib.objectsByID["controller"] as? NotesViewController)
        let star = try XCTUnwrap(second.contentView.subviews.compactMap { $0 as? Button }.first)
        XCTAssertEqual(star.sendActions(), [], "every action handled")
        XCTAssertEqual(controller.favorited.count, 1)
        XCTAssertTrue(controller.favorited.first! === star)

        // A cell handed back is reused rather than made again.
        table.enqueueForReuse(first)
        XCTAssertTrue(try table.dequeueReusableCell(cellType: NoteCell.self, reuseIdentifier: "Note") === first)
        XCTAssertEqual(NoteCell.awoken, 2)
    }

    func testDequeuedCellLaysOutWithItsGenerationsContentMargins() throws {
        // Xcode 15 gives a cell's content view 11 pt above and below and, on a 375 pt iPhone, 16 pt at the sides:
        // the label pinned to them sits where Interface Builder stored it.
        let nib = try load(storyboard(notesTable))
        let table = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
        let cell = try table.dequeueReusableCell(withIdentifier: "Note")
        XCTAssertEqual(cell.contentView.layoutMargins, EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let title = try XCTUnwrap(cell.contentView.subviews.first { $0.nibObjectID == "title" })
        title.frame = .zero
        cell.layoutIfNeeded()
        XCTAssertEqual(title.frame.origin, Point(x: 16, y: 11))
        XCTAssertEqual(title.frame.height, 22)
    }

    func testDequeuedCellsSidesFollowTheWidthOfTheirTable() throws {
        // On a 414 pt iPhone 11 the cells of a 375 pt table keep UIKit's compact 16 pt sides, as Interface Builder
        // lays them out; a table as wide as the screen gives its cells 20.
        for (tableWidth, side) in [(375.0, 16.0), (414, 20)] {
            let table = notesTable.replacingOccurrences(
                of: #"width="375" height="667""#, with: #"width="\#(tableWidth)" height="667""#)
            let nib = try load(storyboard(table, device: "retina6_1"))
            let tableView = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Note")
            XCTAssertEqual(cell.contentView.layoutMargins.left, side, "a \(tableWidth) pt table")
            XCTAssertEqual(cell.contentView.layoutMargins.right, side, "a \(tableWidth) pt table")
        }
    }

    func testAContentViewWithItsOwnMarginsThatPreservesTheCellsReachesThem() throws {
        // A content view that sets 8 pt margins but preserves its superview's lays its label out within the cell's
        // own margins (11 pt above, 16 pt at the sides of a 375 pt table), as Interface Builder does.
        let table = notesTable.replacingOccurrences(
            of: #"<tableViewCellContentView key="contentView" opaque="NO" contentMode="center""#,
            with:
                #"<tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" contentMode="center""#
        ).replacingOccurrences(
            of: "</tableViewCellContentView>",
            with: #"<edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/></tableViewCellContentView>"#
        )
        let nib = try load(storyboard(table))
        let tableView = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
        let cell = try tableView.dequeueReusableCell(withIdentifier: "Note")
        XCTAssertEqual(cell.contentView.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(cell.layoutMargins, EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let title = try XCTUnwrap(cell.contentView.subviews.first { $0.nibObjectID == "title" })
        title.frame = .zero
        cell.layoutIfNeeded()
        XCTAssertEqual(title.frame.origin, Point(x: 16, y: 11))
    }

    func testUnknownReuseIdentifierIsAnErrorListingTheKnownOnes() throws {
        let nib = try load(storyboard(notesTable))
        let table = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
        XCTAssertThrowsError(try table.dequeueReusableCell(withIdentifier: "Nte")) { error in
            XCTAssertEqual(
                error as? NibLoadingError, .unregisteredReuseIdentifier("Nte", kind: "cell", registered: ["Note"]))
            let text = "\(error)"
            XCTAssertTrue(text.contains("unable to dequeue a cell with identifier 'Nte' (registered: 'Note')"), text)
        }
    }

    func testStaticTableKeepsTheCellsOfItsSections() throws {
        let staticTable = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <sections>
                    <tableViewSection headerTitle="First" id="s1">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" id="a">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="a" id="ac">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell contentMode="scaleToFill" id="b">
                                <rect key="frame" x="0.0" y="94" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="b" id="bc">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                    <tableViewSection headerTitle="Second" id="s2">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" id="c">
                                <rect key="frame" x="0.0" y="190" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="c" id="cc">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """
        let nib = try load(storyboard(staticTable))
        let table = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
        XCTAssertEqual(table.staticSections.map { $0.map(\.nibObjectID) }, [["a", "b"], ["c"]])
        XCTAssertTrue(table.staticSections[0][0] === nib.objectsByID["a"])
        XCTAssertEqual(table.reuseIdentifiers, [])
    }

    func testCollectionViewDequeuesCellsAndSectionHeaders() throws {
        let collection = """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                    <size key="itemSize" width="100" height="100"/>
                </collectionViewFlowLayout>
                <cells>
                    <collectionViewCell contentMode="center" reuseIdentifier="Tile" id="tile">
                        <rect key="frame" x="0.0" y="50" width="100" height="100"/>
                        <view key="contentView" contentMode="center" id="tileContent">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        </view>
                    </collectionViewCell>
                </cells>
                <collectionReusableView key="sectionHeaderView" contentMode="center" reuseIdentifier="Header" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                </collectionReusableView>
            </collectionView>
            """
        let nib = try load(storyboard(collection))
        let grid = try XCTUnwrap(nib.objectsByID["grid"] as? CollectionView)
        XCTAssertEqual(grid.reuseIdentifiers, ["Tile"])
        let tile = try grid.dequeueReusableCell(withReuseIdentifier: "Tile")
        XCTAssertFalse(tile === (try grid.dequeueReusableCell(withReuseIdentifier: "Tile")))
        XCTAssertEqual(tile.frame.size, Size(width: 100, height: 100))
        let header = try grid.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        XCTAssertEqual(header.nibObjectID, "header")
        XCTAssertThrowsError(
            try grid.dequeueReusableSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "Header"))

        // Handed back, a header goes back among the headers, and a cell among the cells.
        grid.enqueueForReuse(header)
        grid.enqueueForReuse(tile)
        XCTAssertThrowsError(try grid.dequeueReusableCell(withReuseIdentifier: "Header"), "a header is not a cell")
        let again = try grid.dequeueReusableSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        XCTAssertTrue(again === header, "the header is reused")
        XCTAssertTrue(try grid.dequeueReusableCell(withReuseIdentifier: "Tile") === tile)
    }

    func testDequeuedCellSizesItselfToItsContent() throws {
        // A self-sizing cell: the label pinned to the content view's margins decides the cell's height at any width,
        // and the content view follows the cell's size.
        let nib = try load(storyboard(notesTable))
        let table = try XCTUnwrap(nib.objectsByID["table"] as? TableView)
        let cell = try table.dequeueReusableCell(withIdentifier: "Note")
        let title = try XCTUnwrap(cell.contentView.subviews.first { $0 is Label })
        let lineHeight = try XCTUnwrap(title.intrinsicContentSize.height)
        XCTAssertEqual(lineHeight, 20.5, "17 pt system text, rounded up to the 2× grid")
        let size = cell.systemLayoutSizeFitting(width: 320)
        XCTAssertEqual(size, Size(width: 320, height: 11 + lineHeight + 11))
        XCTAssertEqual(cell.contentView.frame, Rect(x: 0, y: 0, width: 320, height: 11 + lineHeight + 11))
    }

    func testContentViewStaysBesideTheAccessory() throws {
        // On the iPhone 8, a disclosure indicator takes the cell's 16 pt margin and Xcode 12's 11 pt chevron (build
        // 17701) whatever the content view's stored frame says, and 16 + 10.5 from Xcode 14 (builds 21507, 22505);
        // one of a generation no document shows (Xcode 9, build 13771) keeps the content view where the storyboard
        // stored it.
        func contentWidth(tools: String, stored: Double) throws -> Double {
            let table = notesTable.replacingOccurrences(
                of: #"reuseIdentifier="Note""#, with: #"reuseIdentifier="Note" accessoryType="disclosureIndicator""#
            ).replacingOccurrences(
                of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="44"/>"#,
                with: #"<rect key="frame" x="0.0" y="0.0" width="\#(stored)" height="44"/>"#)
            let nib = try load(storyboard(table, tools: tools))
            let cell = try XCTUnwrap(nib.objectsByID["table"] as? TableView).dequeueReusableCell(withIdentifier: "Note")
            cell.frame.size = Size(width: 320, height: 44)
            cell.layoutIfNeeded()
            return cell.contentView.frame.width
        }
        XCTAssertEqual(try contentWidth(tools: "17701", stored: 375), 320 - 27)
        XCTAssertEqual(try contentWidth(tools: "22505", stored: 335), 320 - 26.5)
        XCTAssertEqual(try contentWidth(tools: "21507", stored: 335), 320 - 26.5)
        XCTAssertEqual(try contentWidth(tools: "13771", stored: 335), 320 - 40)
    }
}
