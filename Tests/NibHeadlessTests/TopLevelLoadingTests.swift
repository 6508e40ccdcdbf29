import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibRuntime
import XCTest

final class BadgeCell: TableViewCell {
    @Outlet var badgeLabel: Label?
    nonisolated(unsafe) static var awakenings = 0
    override func awakeFromNib() { Self.awakenings += 1 }
}

final class TopLevelLoadingTests: XCTestCase {
    private func library(_ objects: String) throws -> NibLibrary {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("toplevel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        \(objects)
            </objects>
        </document>
        """.write(to: directory.appendingPathComponent("BadgeCell.xib"), atomically: true, encoding: .utf8)
        var registry = ClassRegistry.standard
        registry.register(BadgeCell.self)
        return NibLibrary(searchDirectories: [directory.path], registry: registry)
    }

    private let cell = """
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Badge" id="cell" customClass="BadgeCell" restorationIdentifier="%@">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content-%@">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="3" id="label-%@"/>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="badgeLabel" destination="label-%@" id="o-%@"/>
                    </connections>
                </tableViewCell>
        """

    private func cell(_ name: String) -> String {
        cell.replacingOccurrences(of: "id=\"cell\"", with: "id=\"cell-\(name)\"").replacingOccurrences(
            of: "%@", with: name)
    }

    func testLoadsTheTopLevelObjectOfItsClassNotTheFirstObject() throws {
        BadgeCell.awakenings = 0
        let library = try library(
            """
                    <tapGestureRecognizer id="tap"/>
            \(cell("a"))
            """)
        let loaded = try BadgeCell.loadFromNib(library: library)
        XCTAssertEqual(loaded.reuseIdentifier, "Badge")
        XCTAssertEqual(loaded.badgeLabel?.text, "3")
        XCTAssertTrue(loaded.badgeLabel?.superview === loaded.contentView, "cell subviews live in the content view")
        XCTAssertEqual(BadgeCell.awakenings, 1)
        XCTAssertTrue(loaded.nibSiblings.first is GestureRecognizer, "other top-level objects stay alive with it")
    }

    func testSeveralCandidatesNeedAnIdentifier() throws {
        let library = try library(cell("a") + "\n" + cell("b"))
        XCTAssertThrowsError(try BadgeCell.loadFromNib(library: library)) { error in
            XCTAssertEqual(
                error as? NibLoadingError, .ambiguousTopLevelObject(nib: "BadgeCell", className: "BadgeCell", count: 2))
        }
        let second = try BadgeCell.loadFromNib(identifier: "b", library: library)
        XCTAssertEqual(second.badgeLabel?.text, "3")
        XCTAssertTrue(second.contentView.subviews.first === second.badgeLabel)
    }

    func testNoObjectOfTheClassIsAClearError() throws {
        let library = try library(#"        <view id="v"/>"#)
        XCTAssertThrowsError(try BadgeCell.loadFromNib(library: library)) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .topLevelObjectNotFound(nib: "BadgeCell", className: "BadgeCell", found: ["View"]))
            XCTAssertTrue(String(describing: error).contains("set the custom class of the top-level view to BadgeCell"))
        }
    }
}

final class LegacyCell: TableViewCell {
    @Outlet var titleLabel: Label?
}

final class CellRegistrationTests: XCTestCase {
    func testCellsRegisteredFromNibsAreDequeuedAndStrayConstraintsMoveToTheContentView() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cells-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // An old-style cell nib: the label and its constraints are attached to the cell, not its content view.
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <tableViewCell contentMode="scaleToFill" id="cell" customClass="LegacyCell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="15" id="lead"/>
                        <constraint firstItem="title" firstAttribute="centerY" secondItem="cell" secondAttribute="centerY" id="mid"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """.write(to: directory.appendingPathComponent("LegacyCell.xib"), atomically: true, encoding: .utf8)
        var registry = ClassRegistry.standard
        registry.register(LegacyCell.self)
        let library = NibLibrary(searchDirectories: [directory.path], registry: registry)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        table.register(cellType: LegacyCell.self, library: library)
        let cell = try table.dequeueReusableCell(cellType: LegacyCell.self)
        XCTAssertEqual(cell.titleLabel?.text, "Title")
        XCTAssertTrue(cell.titleLabel?.superview === cell.contentView, "the label moved into the content view")
        XCTAssertTrue(cell.constraints.isEmpty)
        XCTAssertEqual(cell.contentView.constraints.count, 2)
        XCTAssertTrue(cell.contentView.constraints.allSatisfy { $0.secondItem === cell.contentView })
        XCTAssertEqual(cell.reuseIdentifier, "LegacyCell")
        table.enqueueForReuse(cell)
        XCTAssertTrue(try table.dequeueReusableCell(cellType: LegacyCell.self) === cell, "reused")
        XCTAssertFalse(
            try table.dequeueReusableCell(cellType: LegacyCell.self) === cell, "a new one when the pool is empty")
        XCTAssertEqual(library.cache.misses, 1, "the nib was decoded once for all cells")
        XCTAssertThrowsError(try table.dequeueReusableCell(cellType: BadgeCell.self))

        // Registered under an identifier of its own, the class is still dequeued by class.
        let other = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        other.register(cellType: LegacyCell.self, reuseIdentifier: "legacy", library: library)
        XCTAssertEqual(try other.dequeueReusableCell(cellType: LegacyCell.self).reuseIdentifier, "legacy")
        XCTAssertEqual(other.reuseIdentifiers, ["legacy"])
    }
}
