import Foundation
import NibDecoding
import NibModel
import XCTest

/// The UIKit attributes typed in `uiKit`, the `NSGridView` attributes typed in `grid`, and an AppKit view's or cell's
/// `image=` typed in `image`: each decodes to its typed value and leaves `untyped`; a value without a constant is kept
/// as written; attributes of the same name that mean something else stay untyped.
final class UIKitAndGridAttributeTests: XCTestCase {
    private func object(_ id: String, in document: IBDocument) throws -> IBObject {
        try XCTUnwrap(document.object(withID: id), "no object \(id)")
    }

    private func untypedNames(_ object: IBObject) -> [String] { object.untyped.attributes.map(\.name) }

    func testUIKitViewAttributes() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <label opaque="NO" usesAttributedText="YES" id="lbl">
                            <rect key="frame" x="20" y="20" width="100" height="21"/>
                        </label>
                        <tableView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" style="insetGrouped" rowHeight="44" id="tbl">
                            <rect key="frame" x="0.0" y="60" width="393" height="400"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" style="IBUITableViewCellStyleDefault" id="cell">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <activityIndicatorView hidden="YES" hidesWhenStopped="YES" style="large" id="spin">
                            <rect key="frame" x="178" y="500" width="37" height="37"/>
                        </activityIndicatorView>
                        <textView clipsSubviews="YES" scrollEnabled="YES" text="Notes" id="txt">
                            <rect key="frame" x="20" y="560" width="353" height="100"/>
                        </textView>
                        <datePicker contentMode="scaleToFill" style="wheels" id="date">
                            <rect key="frame" x="20" y="680" width="353" height="100"/>
                        </datePicker>
                    </subviews>
                </view>
                """))
        let label = try object("lbl", in: document)
        XCTAssertEqual(label.uiKit?.usesAttributedText, true)
        XCTAssertEqual(untypedNames(label), [])

        let table = try object("tbl", in: document)
        XCTAssertEqual(table.uiKit?.tableViewStyle, .insetGrouped)
        XCTAssertEqual(table.uiKit?.isScrollEnabled, false)
        XCTAssertEqual(untypedNames(table), ["rowHeight"])

        let cell = try object("cell", in: document)
        XCTAssertEqual(cell.uiKit?.accessoryType, .disclosureIndicator)
        XCTAssertNil(cell.uiKit?.tableViewStyle, "a cell's style is not a table view's")
        XCTAssertEqual(cell.untyped[attribute: "style"], "IBUITableViewCellStyleDefault")

        let spinner = try object("spin", in: document)
        XCTAssertEqual(spinner.uiKit?.activityIndicatorStyle, .large)
        XCTAssertEqual(spinner.uiKit?.hidesWhenStopped, true)
        XCTAssertEqual(spinner.view?.isHidden, true)
        XCTAssertEqual(untypedNames(spinner), [])

        XCTAssertEqual(try object("txt", in: document).uiKit?.isScrollEnabled, true)

        let picker = try object("date", in: document)
        XCTAssertNil(picker.uiKit, "a date picker's style is not typed")
        XCTAssertEqual(picker.untyped[attribute: "style"], "wheels")
    }

    func testUIKitControllerAndBarAttributes() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.storyboard(
                """
                <scene sceneID="nav">
                    <objects>
                        <navigationController navigationBarHidden="YES" toolbarHidden="NO" id="navc" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="main">
                    <objects>
                        <viewController extendedLayoutIncludesOpaqueBars="YES" hidesBottomBarWhenPushed="YES" id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vcv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </view>
                            <navigationItem key="navigationItem" id="item">
                                <barButtonItem key="rightBarButtonItem" style="done" systemItem="done" id="done"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
                """, initial: "navc"))
        let navigation = try object("navc", in: document)
        XCTAssertEqual(navigation.uiKit?.isNavigationBarHidden, true)
        XCTAssertEqual(navigation.uiKit?.isToolbarHidden, false)
        XCTAssertEqual(untypedNames(navigation), [])
        XCTAssertEqual(try object("bar", in: document).uiKit?.isTranslucent, false)

        let controller = try object("vc", in: document)
        XCTAssertEqual(controller.uiKit?.extendedLayoutIncludesOpaqueBars, true)
        XCTAssertEqual(controller.uiKit?.hidesBottomBarWhenPushed, true)
        XCTAssertEqual(untypedNames(controller), [])

        let done = try object("done", in: document)
        XCTAssertNil(done.uiKit, "a bar button item's style is not typed")
        XCTAssertEqual(untypedNames(done), ["style", "systemItem"])
    }

    func testUnknownUIKitNamesAreKeptAsWritten() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                <tableView style="floating" id="tbl">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                    <prototypes>
                        <tableViewCell accessoryType="sparkle" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                <activityIndicatorView style="extraLarge" id="spin">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </activityIndicatorView>
                """))
        let table = try object("tbl", in: document)
        XCTAssertEqual(table.uiKit?.tableViewStyle?.rawValue, "floating")
        XCTAssertNotEqual(table.uiKit?.tableViewStyle, .plain)
        XCTAssertTrue(table.untyped.isEmpty, "\(table.untyped)")
        let cell = try object("cell", in: document)
        XCTAssertEqual(cell.uiKit?.accessoryType, TableViewCellAccessoryType(rawValue: "sparkle"))
        XCTAssertNotEqual(cell.uiKit?.accessoryType, TableViewCellAccessoryType.none)
        let spinner = try object("spin", in: document)
        XCTAssertEqual(spinner.uiKit?.activityIndicatorStyle?.rawValue, "extraLarge")

        // Each value encodes as its name, and decodes back.
        let attributes = try XCTUnwrap(spinner.uiKit)
        let data = try JSONEncoder().encode(attributes)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String])
        XCTAssertEqual(json, ["activityIndicatorStyle": "extraLarge"])
        XCTAssertEqual(try JSONDecoder().decode(UIKitAttributes.self, from: data), attributes)
    }

    func testGridAttributes() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                <gridView xPlacement="trailing" yPlacement="center" rowAlignment="firstBaseline" rowSpacing="7" columnSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                    <rect key="frame" x="20" y="20" width="270" height="49"/>
                    <rows>
                        <gridRow height="21" topPadding="2" bottomPadding="3" yPlacement="top" rowAlignment="lastBaseline" id="row1"/>
                        <gridRow id="row2"/>
                    </rows>
                    <columns>
                        <gridColumn width="80" leadingPadding="4" trailingPadding="5" id="col1"/>
                        <gridColumn xPlacement="leading" id="col2"/>
                    </columns>
                    <gridCells>
                        <gridCell row="row1" column="col1" xPlacement="fill" rowAlignment="none" id="c11"/>
                        <gridCell row="row1" column="col2" id="c12"/>
                        <gridCell row="row2" column="col1" headOfMergedCell="c21" id="c21"/>
                        <gridCell row="row2" column="col2" headOfMergedCell="c21" xPlacement="justified" id="c22"/>
                    </gridCells>
                </gridView>
                """))
        let grid = try XCTUnwrap(try object("grid", in: document).grid)
        XCTAssertEqual(grid.xPlacement, .trailing)
        XCTAssertEqual(grid.yPlacement, .center)
        XCTAssertEqual(grid.rowAlignment, .firstBaseline)
        XCTAssertEqual(grid.rowSpacing, 7)
        XCTAssertEqual(grid.columnSpacing, 8)
        XCTAssertTrue(try object("grid", in: document).untyped.isEmpty)

        let row = try object("row1", in: document)
        XCTAssertEqual(row.grid?.height, 21)
        XCTAssertEqual(row.grid?.topPadding, 2)
        XCTAssertEqual(row.grid?.bottomPadding, 3)
        XCTAssertEqual(row.grid?.yPlacement, .top)
        XCTAssertEqual(row.grid?.rowAlignment, .lastBaseline)
        XCTAssertTrue(row.untyped.isEmpty, "\(row.untyped)")
        XCTAssertNil(try object("row2", in: document).grid)

        let column = try object("col1", in: document)
        XCTAssertEqual(column.grid?.width, 80)
        XCTAssertEqual(column.grid?.leadingPadding, 4)
        XCTAssertEqual(column.grid?.trailingPadding, 5)
        XCTAssertEqual(try object("col2", in: document).grid?.xPlacement, .leading)

        let cell = try object("c11", in: document)
        XCTAssertEqual(cell.grid?.row, "row1")
        XCTAssertEqual(cell.grid?.column, "col1")
        XCTAssertEqual(cell.grid?.xPlacement, .fill)
        XCTAssertEqual(cell.grid?.rowAlignment, GridRowAlignment.none)
        XCTAssertNil(cell.grid?.headOfMergedCell)
        XCTAssertTrue(cell.untyped.isEmpty, "\(cell.untyped)")

        let merged = try object("c22", in: document)
        XCTAssertEqual(merged.grid?.headOfMergedCell, "c21")
        XCTAssertEqual(merged.grid?.xPlacement?.rawValue, "justified", "an unknown placement is kept as written")
        XCTAssertNotEqual(merged.grid?.xPlacement, .leading)
    }

    func testAppKitImageNames() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" id="img">
                    <rect key="frame" x="20" y="20" width="32" height="32"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="NSAdvanced" id="img-cell"/>
                </imageView>
                <button id="btn">
                    <rect key="frame" x="60" y="20" width="24" height="24"/>
                    <buttonCell key="cell" type="bevel" bezelStyle="regularSquare" image="NSActionTemplate" imagePosition="only" alignment="center" id="btn-cell"/>
                </button>
                """))
        let imageCell = try object("img-cell", in: document)
        XCTAssertEqual(imageCell.image?.image, "NSAdvanced")
        XCTAssertEqual(untypedNames(imageCell), ["refusesFirstResponder", "alignment", "imageScaling"])
        let buttonCell = try object("btn-cell", in: document)
        XCTAssertEqual(buttonCell.image?.image, "NSActionTemplate")
        XCTAssertFalse(untypedNames(buttonCell).contains("image"))
        XCTAssertNil(try object("img", in: document).image, "the image is the cell's")
    }

    func testTypedNamesLeaveTheUntypedReport() {
        let text = DocumentFixtures.xib(
            """
            <tableView style="plain" id="tbl">
                <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                <prototypes>
                    <tableViewCell style="IBUITableViewCellStyleDefault" accessoryType="checkmark" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        let result = DocumentDecoder().decode(text, file: "x.xib")
        XCTAssertNil(result.untyped.attributes["tableView@style"])
        XCTAssertNil(result.untyped.attributes["tableViewCell@accessoryType"])
        XCTAssertEqual(result.untyped.attributes["tableViewCell@style"], 1)
    }

    func testJSONRoundTripKeepsTheTypedGroups() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                <gridView xPlacement="leading" rowSpacing="6" id="grid">
                    <rect key="frame" x="0" y="0" width="100" height="20"/>
                    <rows>
                        <gridRow height="20" id="r"/>
                    </rows>
                    <columns>
                        <gridColumn xPlacement="fill" id="c"/>
                    </columns>
                    <gridCells>
                        <gridCell row="r" column="c" id="rc"/>
                    </gridCells>
                </gridView>
                """))
        let data = try JSONEncoder().encode(document)
        XCTAssertEqual(try JSONDecoder().decode(IBDocument.self, from: data), document)
        let json = String(decoding: data, as: UTF8.self)
        XCTAssertFalse(json.contains("\"uiKit\""), "absent groups are left out")
    }
}
