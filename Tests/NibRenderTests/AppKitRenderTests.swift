import Foundation
import XCTest

/// AppKit's controls drawn as themselves: each kind's look, the selected tab's content, greyed disabled controls.
final class AppKitRenderTests: XCTestCase {
    /// The picture of a 400 × 300 AppKit view holding `body`.
    private func picture(_ body: String) throws -> PictureQuery {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews>
            \(body)
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let pictures = try PictureQuery.pictures(of: xml, file: "test.xib")
        return try PictureQuery(try XCTUnwrap(pictures.first { $0.rootID == "root" }).svg)
    }

    /// A button `id` whose cell says `cell` (its attributes) at the bottom left.
    private func button(_ id: String, _ cell: String, enabled: Bool = true) -> String {
        """
        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="20" width="32" height="24"/>
            <buttonCell key="cell" \(cell) alignment="center" \(enabled ? "" : ##"enabled="NO""##) id="\(id)-cell">
                <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    func testImageButtonsHelpButtonsAndDisclosureTrianglesDrawThemselves() throws {
        let query = try picture(
            button(
                "add",
                ##"type="smallSquare" bezelStyle="smallSquare" image="NSAddTemplate" imagePosition="only" borderStyle="border""##
            )
                + button("help", ##"type="help" bezelStyle="helpButton""##)
                + button("more", ##"type="disclosureTriangle" bezelStyle="disclosure""##)
                + button(
                    "off",
                    ##"type="smallSquare" bezelStyle="smallSquare" image="NSRemoveTemplate" imagePosition="only""##,
                    enabled: false))
        for id in ["add", "help", "more", "off"] {
            let group = try XCTUnwrap(query.group(id), id)
            XCTAssertTrue(PictureQuery.drawsItself(group), "\(id) draws nothing")
        }
        XCTAssertTrue(query.group("add")!.all.contains { $0.attributes["class"] == "template-image" })
        XCTAssertEqual(query.texts(in: query.group("help")!), ["?"])
        XCTAssertTrue(query.group("more")!.all.contains { $0.attributes["class"] == "disclosure" })
        // A disabled control is greyed; an enabled one is not.
        XCTAssertEqual(query.attribute("opacity", of: "off"), "0.45")
        XCTAssertNil(query.attribute("opacity", of: "add"))
    }

    func testATabViewShowsItsTabsAndTheSelectedItemsViews() throws {
        let query = try picture(
            """
            <tabView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                <font key="font" metaFont="system"/>
                <tabViewItems>
                    <tabViewItem label="General" identifier="1" id="general">
                        <view key="view" id="generalView">
                            <rect key="frame" x="10" y="33" width="380" height="254"/>
                            <subviews>
                                <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="generalLabel">
                                    <rect key="frame" x="18" y="200" width="200" height="16"/>
                                    <textFieldCell key="cell" title="Launch at login" id="c1">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </view>
                    </tabViewItem>
                    <tabViewItem label="Advanced" identifier="2" selected="YES" id="advanced">
                        <view key="view" id="advancedView">
                            <rect key="frame" x="10" y="33" width="380" height="254"/>
                            <subviews>
                                <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="advancedLabel">
                                    <rect key="frame" x="18" y="200" width="200" height="16"/>
                                    <textFieldCell key="cell" title="Debug logging" id="c2">
                                        <font key="font" metaFont="systemBold"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </view>
                    </tabViewItem>
                </tabViewItems>
            </tabView>
            """)
        let tabs = try XCTUnwrap(query.group("tabs"))
        let texts = query.texts(in: tabs)
        XCTAssertEqual(Array(texts.prefix(2)), ["General", "Advanced"])
        XCTAssertTrue(texts.contains("Debug logging"), "\(texts)")
        XCTAssertFalse(texts.contains("Launch at login"), "only the selected tab's views")
        XCTAssertEqual(query.attribute("transform", of: "advancedView"), "translate(10 33)")
        // A bold system font (`metaFont="systemBold"`) is drawn bold.
        let label = try XCTUnwrap(query.group("advancedLabel")?.all.first { $0.name == "text" })
        XCTAssertEqual(label.attributes["font-weight"], "600")
    }

    func testBoxesSeparatorsSpinnersStepperColorWellsAndAlignment() throws {
        let query = try picture(
            """
            <box verticalHuggingPriority="750" fixedFrame="YES" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="20" y="150" width="360" height="5"/>
            </box>
            <box fixedFrame="YES" title="Options" translatesAutoresizingMaskIntoConstraints="NO" id="group">
                <rect key="frame" x="20" y="20" width="200" height="100"/>
                <view key="contentView" id="groupContent">
                    <rect key="frame" x="4" y="5" width="192" height="80"/>
                </view>
            </box>
            <progressIndicator fixedFrame="YES" maxValue="100" style="spinning" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                <rect key="frame" x="300" y="20" width="32" height="32"/>
            </progressIndicator>
            <stepper fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stepper">
                <rect key="frame" x="340" y="20" width="19" height="28"/>
                <stepperCell key="cell" continuous="YES" alignment="left" maxValue="100" id="sc"/>
            </stepper>
            <colorWell fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="well">
                <rect key="frame" x="240" y="60" width="44" height="23"/>
                <color key="color" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </colorWell>
            <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                <rect key="frame" x="20" y="200" width="200" height="16"/>
                <textFieldCell key="cell" alignment="right" title="Name:" id="rc">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        XCTAssertTrue(query.group("line")!.all.contains { $0.attributes["class"] == "separator" })
        XCTAssertFalse(query.group("line")!.all.contains { $0.name == "rect" }, "a separator is a hairline")
        XCTAssertEqual(query.texts(in: query.group("group")!).first, "Options")
        XCTAssertEqual(query.group("spinner")!.all.filter { $0.name == "rect" }.count, 8, "eight spokes")
        XCTAssertTrue(PictureQuery.drawsItself(query.group("stepper")!))
        XCTAssertTrue(query.group("well")!.all.contains { $0.attributes["fill"] == "#FF0000" })
        let name = try XCTUnwrap(query.group("right")?.all.first { $0.name == "text" })
        XCTAssertEqual(name.attributes["text-anchor"], "end")
    }

    func testDatePickersLevelIndicatorsPathControlsAndTextOfSeveralLines() throws {
        let query = try picture(
            """
            <datePicker fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="date">
                <rect key="frame" x="20" y="250" width="120" height="28"/>
                <datePickerCell key="cell" borderStyle="bezel" alignment="left" id="dc"/>
            </datePicker>
            <levelIndicator fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                <rect key="frame" x="20" y="220" width="100" height="18"/>
                <levelIndicatorCell key="cell" alignment="left" doubleValue="40" maxValue="100" warningValue="30" criticalValue="90" levelIndicatorStyle="continuousCapacity" id="lc"/>
            </levelIndicator>
            <pathControl fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="path">
                <rect key="frame" x="20" y="190" width="300" height="22"/>
                <pathCell key="cell" controlSize="small" selectable="YES" alignment="left" id="pc"/>
            </pathControl>
            <textField fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="about">
                <rect key="frame" x="18" y="20" width="200" height="60"/>
                <textFieldCell key="cell" sendsActionOnEndEditing="YES" id="ac">
                    <font key="font" metaFont="toolTip"/>
                    <string key="title">To use the tool you need to install the shell command and add a line to your profile.</string>
                </textFieldCell>
            </textField>
            """)
        XCTAssertEqual(query.texts(in: query.group("date")!), ["1/1/2001"])
        // 40 of 100, past the warning value (30): an orange bar 40 pt long.
        XCTAssertTrue(
            query.group("level")!.all.contains { $0.attributes["fill"] == "#FF9500" && $0.attributes["width"] == "40" })
        XCTAssertEqual(query.texts(in: query.group("path")!).last, "Documents")
        // A title of several lines in its cell's <string key="title">, wrapped in 11 pt (the tool tip font).
        let lines = query.group("about")!.all.filter { $0.name == "text" }
        XCTAssertGreaterThan(lines.count, 1, "\(lines.map(\.text))")
        XCTAssertEqual(lines.first?.attributes["font-size"], "11")
        XCTAssertTrue(lines.first?.text.hasPrefix("To use the tool") == true)
    }

    func testATablesHeaderShowsItsColumnsTitles() throws {
        let query = try picture(
            """
            <scrollView fixedFrame="YES" autohidesScrollers="YES" horizontalLineScroll="24" horizontalPageScroll="10" verticalLineScroll="24" verticalPageScroll="10" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                <clipView key="contentView" id="clip">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="172"/>
                    <subviews>
                        <tableView verticalHuggingPriority="750" alternatingRowBackgroundColors="YES" rowHeight="24" headerView="header" viewBased="YES" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="400" height="172"/>
                            <size key="intercellSpacing" width="17" height="0.0"/>
                            <tableColumns>
                                <tableColumn identifier="name" width="150" minWidth="40" maxWidth="1000" id="c1">
                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Name"/>
                                </tableColumn>
                                <tableColumn identifier="size" width="100" minWidth="40" maxWidth="1000" id="c2">
                                    <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Size"/>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </subviews>
                </clipView>
                <tableHeaderView key="headerView" wantsLayer="YES" id="header">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="28"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableHeaderView>
            </scrollView>
            """)
        let scroll = try XCTUnwrap(query.group("scroll"))
        let header = try XCTUnwrap(scroll.all.first { $0.attributes["class"] == "table-header" })
        XCTAssertEqual(query.texts(in: header), ["Name", "Size"])
        // The second title starts after the first column and the spacing between columns (150 + 17).
        let size = try XCTUnwrap(header.all.first { $0.name == "text" && $0.text == "Size" })
        XCTAssertEqual(size.attributes["x"], "172")
        XCTAssertTrue(query.group("table")!.all.contains { $0.attributes["fill-opacity"] == "0.04" }, "shaded rows")
    }
}
