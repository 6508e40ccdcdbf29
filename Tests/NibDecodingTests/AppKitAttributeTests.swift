import Foundation
import NibDecoding
import NibModel
import XCTest

/// The AppKit attributes typed on cells (`appKitCell`) and views (`appKitView`): each decodes to its typed value and
/// leaves `untyped`; a value without a constant is kept as written.
final class AppKitAttributeTests: XCTestCase {
    private func cell(of id: String, in objects: String) throws -> IBObject {
        let control = try DocumentFixtures.object(id, in: DocumentFixtures.macXib(objects))
        return try XCTUnwrap(control.child(forKey: "cell"))
    }

    private func object(_ id: String, in document: IBDocument) throws -> IBObject {
        try XCTUnwrap(document.object(withID: id), "no object \(id)")
    }

    private func untypedNames(_ object: IBObject) -> [String] { object.untyped.attributes.map(\.name) }

    func testButtonCell() throws {
        let cell = try cell(
            of: "btn",
            in: """
                <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                    <rect key="frame" x="14" y="13" width="76" height="32"/>
                    <buttonCell key="cell" type="push" title="OK" bezelStyle="rounded" imagePosition="only" alignment="center" borderStyle="border" controlSize="small" imageScaling="proportionallyDown" inset="2" id="btn-cell">
                        <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                        <font key="font" metaFont="system"/>
                    </buttonCell>
                </button>
                """)
        let attributes = try XCTUnwrap(cell.appKitCell)
        XCTAssertEqual(attributes.type, .push)
        XCTAssertEqual(attributes.bezelStyle, .rounded)
        XCTAssertEqual(attributes.imagePosition, .only)
        XCTAssertEqual(attributes.borderStyle, .border)
        XCTAssertEqual(attributes.controlSize, .small)
        XCTAssertEqual(cell.title, "OK")
        XCTAssertEqual(untypedNames(cell), ["alignment", "imageScaling", "inset"])
    }

    func testUnknownNamesAreKeptAsWritten() throws {
        let cell = try cell(
            of: "btn",
            in: """
                <button id="btn">
                    <rect key="frame" x="0" y="0" width="40" height="40"/>
                    <buttonCell key="cell" type="futureKind" bezelStyle="glass" controlSize="extraLarge" id="btn-cell"/>
                </button>
                """)
        let attributes = try XCTUnwrap(cell.appKitCell)
        XCTAssertEqual(attributes.type?.rawValue, "futureKind")
        XCTAssertNotEqual(attributes.type, .push)
        XCTAssertEqual(attributes.bezelStyle, BezelStyle(rawValue: "glass"))
        XCTAssertEqual(attributes.controlSize?.rawValue, "extraLarge")
        XCTAssertTrue(cell.untyped.isEmpty, "\(cell.untyped)")
        // Each value encodes as its name, and decodes back.
        let data = try JSONEncoder().encode(attributes)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String])
        XCTAssertEqual(json, ["type": "futureKind", "bezelStyle": "glass", "controlSize": "extraLarge"])
        XCTAssertEqual(try JSONDecoder().decode(AppKitCellAttributes.self, from: data), attributes)
    }

    func testTextFieldCell() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                <textField verticalHuggingPriority="750" preferredMaxLayoutWidth="250" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                    <rect key="frame" x="20" y="20" width="96" height="21"/>
                    <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" usesSingleLineMode="NO" sendsActionOnEndEditing="YES" borderStyle="bezel" placeholderString="Name" drawsBackground="YES" id="tf-cell">
                        <font key="font" metaFont="system"/>
                    </textFieldCell>
                </textField>
                """))
        let cell = try object("tf-cell", in: document)
        let attributes = try XCTUnwrap(cell.appKitCell)
        XCTAssertEqual(attributes.isScrollable, true)
        XCTAssertEqual(attributes.lineBreakMode, .clipping)
        XCTAssertEqual(attributes.isEditable, true)
        XCTAssertEqual(attributes.usesSingleLineMode, false)
        XCTAssertEqual(attributes.borderStyle, .bezel)
        XCTAssertEqual(attributes.placeholderString, "Name")
        XCTAssertEqual(untypedNames(cell), ["selectable", "sendsActionOnEndEditing", "drawsBackground"])
        let field = try object("tf", in: document)
        XCTAssertEqual(field.appKitView?.preferredMaxLayoutWidth, 250)
        XCTAssertFalse(untypedNames(field).contains("preferredMaxLayoutWidth"))
    }

    func testPopUpButtonCell() throws {
        let cell = try cell(
            of: "pop",
            in: """
                <popUpButton verticalHuggingPriority="750" id="pop">
                    <rect key="frame" x="18" y="16" width="100" height="25"/>
                    <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" pullsDown="YES" id="pop-cell">
                        <font key="font" metaFont="menu"/>
                        <menu key="menu" id="pop-menu"/>
                    </popUpButtonCell>
                </popUpButton>
                """)
        let attributes = try XCTUnwrap(cell.appKitCell)
        XCTAssertEqual(attributes.type, .push)
        XCTAssertEqual(attributes.bezelStyle, .rounded)
        XCTAssertEqual(attributes.lineBreakMode, .truncatingTail)
        XCTAssertEqual(attributes.borderStyle, .borderAndBezel)
        XCTAssertEqual(attributes.pullsDown, true)
        XCTAssertEqual(cell.child(forKey: "menu")?.id, "pop-menu")
    }

    func testSegmentedCell() throws {
        let cell = try cell(
            of: "seg",
            in: """
                <segmentedControl verticalHuggingPriority="750" id="seg">
                    <rect key="frame" x="18" y="16" width="71" height="24"/>
                    <segmentedCell key="cell" borderStyle="border" alignment="left" style="roundRect" segmentDistribution="fillEqually" trackingMode="momentary" id="seg-cell">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment width="32"/>
                            <segment width="32" tag="1"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                """)
        let attributes = try XCTUnwrap(cell.appKitCell)
        XCTAssertEqual(attributes.segmentStyle, .roundRect)
        XCTAssertEqual(attributes.segmentDistribution, .fillEqually)
        XCTAssertEqual(attributes.borderStyle, .border)
        XCTAssertEqual(untypedNames(cell), ["alignment", "trackingMode"])
        XCTAssertEqual(cell.untyped.elements.map(\.name), ["segments"])
    }

    func testSliderCell() throws {
        let cell = try cell(
            of: "sld",
            in: """
                <slider verticalHuggingPriority="750" id="sld">
                    <rect key="frame" x="18" y="16" width="96" height="28"/>
                    <sliderCell key="cell" continuous="YES" state="on" alignment="left" maxValue="100" doubleValue="50" tickMarkPosition="above" numberOfTickMarks="11" sliderType="linear" id="sld-cell"/>
                </slider>
                """)
        let attributes = try XCTUnwrap(cell.appKitCell)
        XCTAssertEqual(attributes.sliderType, .linear)
        XCTAssertEqual(attributes.numberOfTickMarks, 11)
        XCTAssertEqual(attributes.tickMarkPosition, .above)
        XCTAssertEqual(untypedNames(cell), ["continuous", "state", "alignment", "maxValue", "doubleValue"])
    }

    func testImageCell() throws {
        let cell = try cell(
            of: "img",
            in: """
                <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" id="img">
                    <rect key="frame" x="20" y="20" width="70" height="70"/>
                    <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" imageFrameStyle="grayBezel" id="img-cell"/>
                </imageView>
                """)
        XCTAssertEqual(cell.appKitCell?.imageFrameStyle, .grayBezel)
        XCTAssertEqual(untypedNames(cell), ["refusesFirstResponder", "alignment", "imageScaling"])
    }

    /// `type=`, `bezelStyle=` and `style=` mean something else on other cells: a search field's round bezel is
    /// `NSTextField`'s, not a button's.
    func testNamesOfOtherCellsStayUntyped() throws {
        let cell = try cell(
            of: "sf",
            in: """
                <searchField verticalHuggingPriority="750" id="sf">
                    <rect key="frame" x="20" y="20" width="96" height="22"/>
                    <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" borderStyle="bezel" placeholderString="Filter" bezelStyle="round" style="other" id="sf-cell"/>
                </searchField>
                """)
        XCTAssertEqual(cell.appKitCell?.borderStyle, .bezel)
        XCTAssertEqual(cell.appKitCell?.placeholderString, "Filter")
        XCTAssertNil(cell.appKitCell?.bezelStyle)
        XCTAssertNil(cell.appKitCell?.segmentStyle)
        XCTAssertEqual(cell.untyped[attribute: "bezelStyle"], "round")
        XCTAssertEqual(cell.untyped[attribute: "style"], "other")
    }

    func testControlSizeOnTheControl() throws {
        let indicator = try DocumentFixtures.object(
            "pi",
            in: DocumentFixtures.macXib(
                """
                <progressIndicator maxValue="100" displayedWhenStopped="NO" indeterminate="YES" controlSize="small" style="spinning" id="pi">
                    <rect key="frame" x="20" y="20" width="16" height="16"/>
                </progressIndicator>
                """))
        XCTAssertEqual(indicator.appKitView?.controlSize, .small)
        XCTAssertEqual(indicator.appKitView?.progressIndicatorStyle, .spinning)
        XCTAssertEqual(untypedNames(indicator), ["maxValue", "displayedWhenStopped", "indeterminate"])
    }

    func testBox() throws {
        let box = try DocumentFixtures.object(
            "box",
            in: DocumentFixtures.macXib(
                """
                <box boxType="custom" borderType="line" borderWidth="2" titlePosition="noTitle" cornerRadius="4" id="box">
                    <rect key="frame" x="20" y="20" width="200" height="100"/>
                    <view key="contentView" id="box-content">
                        <rect key="frame" x="2" y="2" width="196" height="96"/>
                    </view>
                </box>
                """))
        let attributes = try XCTUnwrap(box.appKitView)
        XCTAssertEqual(attributes.boxType, .custom)
        XCTAssertEqual(attributes.borderType, .line)
        XCTAssertEqual(attributes.borderWidth, 2)
        XCTAssertEqual(attributes.titlePosition, .noTitle)
        XCTAssertEqual(untypedNames(box), ["cornerRadius"])
        XCTAssertEqual(box.child(forKey: "contentView")?.id, "box-content")
    }

    func testScrollAndTableViews() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                <scrollView borderType="none" autohidesScrollers="YES" horizontalLineScroll="24" id="scroll">
                    <rect key="frame" x="0" y="0" width="300" height="200"/>
                    <clipView key="contentView" id="clip">
                        <rect key="frame" x="0" y="0" width="300" height="200"/>
                        <subviews>
                            <tableView verticalHuggingPriority="750" columnAutoresizingStyle="lastColumnOnly" tableStyle="inset" headerView="hdr" viewBased="YES" id="table">
                                <rect key="frame" x="0" y="0" width="300" height="172"/>
                            </tableView>
                        </subviews>
                    </clipView>
                </scrollView>
                """))
        let scrollView = try object("scroll", in: document)
        XCTAssertEqual(scrollView.appKitView?.borderType, BorderType.none)
        XCTAssertEqual(untypedNames(scrollView), ["autohidesScrollers", "horizontalLineScroll"])
        let table = try object("table", in: document)
        XCTAssertEqual(table.appKitView?.tableStyle, .inset)
        XCTAssertEqual(table.appKitView?.headerView, "hdr")
        // `borderType=` is a box's and a scroll view's only.
        XCTAssertNil(table.appKitView?.borderType)
        XCTAssertEqual(untypedNames(table), ["columnAutoresizingStyle", "viewBased"])
    }

    func testColorWellAndFlippedView() throws {
        let view = try DocumentFixtures.object(
            "v",
            in: DocumentFixtures.macXib(
                """
                <customView flipped="YES" id="v">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <subviews>
                        <colorWell colorWellStyle="minimal" id="well">
                            <rect key="frame" x="20" y="20" width="44" height="23"/>
                        </colorWell>
                    </subviews>
                </customView>
                """))
        XCTAssertEqual(view.appKitView?.isFlipped, true)
        XCTAssertEqual(view.subviews.first?.appKitView?.colorWellStyle, .minimal)
        XCTAssertTrue(view.untyped.isEmpty, "\(view.untyped)")
    }

    /// UIKit documents do not type the same names as AppKit's: an activity indicator's `style=` is UIKit's.
    func testUIKitTypesItsOwnStyleNotAppKits() throws {
        let indicator = try DocumentFixtures.object(
            "spin",
            in: DocumentFixtures.xib(
                """
                    <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="large" id="spin">
                        <rect key="frame" x="0" y="0" width="37" height="37"/>
                    </activityIndicatorView>
                """))
        XCTAssertNil(indicator.appKitView)
        XCTAssertEqual(indicator.uiKit?.activityIndicatorStyle, .large)
    }
}
