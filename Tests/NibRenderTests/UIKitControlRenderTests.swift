import Foundation
import XCTest

/// UIKit's controls that used to draw nothing: symbol and system-type buttons, bordered text fields, pickers, and
/// the views drawn as named placeholders.
final class UIKitControlRenderTests: XCTestCase {
    private func picture(_ body: String) throws -> PictureQuery {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <subviews>
            \(body)
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let pictures = try PictureQuery.pictures(of: xml, file: "test.xib")
        return try PictureQuery(try XCTUnwrap(pictures.first).svg)
    }

    func testSymbolAndSystemButtonsTextFieldBordersPickersAndPlaceholders() throws {
        let query = try picture(
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="send">
                <rect key="frame" x="10" y="10" width="32" height="32"/>
                <state key="normal">
                    <imageReference key="image" image="arrow.up.circle.fill" catalog="system"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                <rect key="frame" x="50" y="10" width="22" height="22"/>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="line" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="10" y="50" width="200" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                <rect key="frame" x="0.0" y="100" width="375" height="162"/>
            </pickerView>
            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map">
                <rect key="frame" x="0.0" y="280" width="375" height="100"/>
            </mapView>
            """)
        for id in ["send", "info", "field", "picker", "map"] {
            XCTAssertTrue(PictureQuery.drawsItself(try XCTUnwrap(query.group(id), id)), "\(id) draws nothing")
        }
        let symbol = try XCTUnwrap(query.group("send")?.all.first { $0.attributes["class"] == "symbol" })
        XCTAssertEqual(symbol.all.first { $0.name == "title" }?.text, "arrow.up.circle.fill")
        XCTAssertEqual(query.texts(in: query.group("info")!), ["i"])
        XCTAssertTrue(query.texts(in: query.group("picker")!).contains("Cupertino"))
        XCTAssertEqual(query.texts(in: query.group("map")!), ["MKMapView"])
    }

    func testAnItalicSystemFontIsSlanted() throws {
        let query = try picture(
            """
            <label opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                <rect key="frame" x="10" y="10" width="200" height="21"/>
                <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
            </label>
            <label opaque="NO" text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="10" y="40" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """)
        func matrix(_ id: String) throws -> [Substring] {
            let outline = try XCTUnwrap(
                query.group(id)?.all.first { $0.attributes["transform"]?.hasPrefix("matrix(") == true })
            return outline.attributes["transform"]!.dropFirst(7).split(separator: " ")
        }
        XCTAssertGreaterThan(Double(try matrix("note")[2]) ?? 0, 0, "slanted")
        XCTAssertEqual(try matrix("plain")[2], "0")
    }

    func testTextIsMeasuredInItsNamedFontAndAWhiskerTooWideIsCondensedNotCut() throws {
        // Courier New's "N" is 10.2 pt at 17 pt, the system font's 12.4: drawn whole in Interface Builder's frame.
        let query = try picture(
            """
            <label opaque="NO" text="N" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="mono">
                <rect key="frame" x="10" y="10" width="10.333333333333334" height="19.333333333333332"/>
                <fontDescription key="fontDescription" name="CourierNewPSMT" family="Courier New" pointSize="17"/>
            </label>
            <label opaque="NO" text="Settings" translatesAutoresizingMaskIntoConstraints="NO" id="tight">
                <rect key="frame" x="10" y="40" width="60" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """)
        XCTAssertEqual(query.texts(in: query.group("mono")!), ["N"])
        // "Settings" measures about 63 pt: 5% over its 60 pt frame, drawn whole and condensed to it.
        let tight = try XCTUnwrap(query.group("tight")?.all.first { $0.name == "text" })
        XCTAssertEqual(tight.text, "Settings")
        XCTAssertEqual(tight.attributes["textLength"], "60")
    }

    func testABackgroundImageFillsItsButtonAndATextStyleSetsTheSize() throws {
        let query = try picture(
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="play">
                <rect key="frame" x="10" y="10" width="60" height="60"/>
                <state key="normal" backgroundImage="remote_play"/>
                <state key="highlighted" backgroundImage="remote_play_pressed"/>
            </button>
            <label opaque="NO" text="Footnote" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                <rect key="frame" x="10" y="80" width="60" height="16"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
            </label>
            """)
        let play = try XCTUnwrap(query.group("play"))
        XCTAssertTrue(PictureQuery.drawsItself(play))
        // The normal state's image, named in its placeholder (cut to the button's width), not the highlighted one's.
        let named = try XCTUnwrap(query.texts(in: play).first)
        XCTAssertTrue(named.hasPrefix("remote_") && !named.contains("pressed"), named)
        // Footnote is 13 pt at the default content size: "Footnote" fits its 60 pt frame whole.
        let note = try XCTUnwrap(query.group("note")?.all.first { $0.name == "text" })
        XCTAssertEqual(note.attributes["font-size"], "13")
        XCTAssertEqual(note.text, "Footnote")
    }

    func testATextViewWrapsItsText() throws {
        let query = try picture(
            """
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                <rect key="frame" x="10" y="10" width="131" height="84"/>
                <string key="text">Lorem ipsum dolor sit er elit lamet, consectetaur cillium adipisicing pecu.</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textView>
            """)
        let lines = query.texts(in: try XCTUnwrap(query.group("notes")))
        XCTAssertGreaterThan(lines.count, 2, "\(lines)")
        XCTAssertEqual(lines.first, "Lorem ipsum dolor")
    }
}
