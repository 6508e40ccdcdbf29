import NibAppKit
import NibDecoding
import XCTest

/// Controls made in code by AppKit's names are as large as the document's controls they were ejected from.
final class ControlSizeTests: XCTestCase {
    private func document(_ controls: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
            \(controls)
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        return try XCTUnwrap(DocumentDecoder().decode(text, file: "Controls.xib").document)
    }

    /// The intrinsic size of the document's view `id`, and of `made` in the document's sizing.
    private func sizes(of id: String, in document: IBDocument, made: () -> View) throws -> (View, View) {
        let nib = try NibInstantiator(document: document, name: "Controls.xib").instantiate(owner: nil)
        let archived = try XCTUnwrap(nib.objectsByID[id] as? View)
        let code = NibEnvironment.with(NibEnvironment.current.sizingViewsInCode(like: document), made)
        return (archived, code)
    }

    func testBorderlessButtonIsSizedAsTheDocumentsBevelButton() throws {
        let document = try document(
            """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0.0" y="0.0" width="69" height="28"/>
                <buttonCell key="cell" type="bevel" title="Secondary" bezelStyle="rounded" alignment="center" \
            inset="2" id="plain-cell">
                    <font key="font" metaFont="system"/>
                </buttonCell>
            </button>
            """)
        let (archived, code) = try sizes(of: "plain", in: document) {
            let button = NSButton(title: "Secondary", target: nil, action: nil)
            button.isBordered = false
            return button
        }
        XCTAssertEqual(code.intrinsicContentSize.width, archived.intrinsicContentSize.width)
        XCTAssertEqual(code.intrinsicContentSize.height, archived.intrinsicContentSize.height)
    }

    func testSearchFieldComboBoxColorWellAndSwitchAreSizedAsTheDocuments() throws {
        let document = try document(
            """
            <searchField translatesAutoresizingMaskIntoConstraints="NO" id="search">
                <rect key="frame" x="0.0" y="70" width="120" height="22"/>
                <searchFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
            borderStyle="bezel" usesSingleLineMode="YES" bezelStyle="round" id="sc">
                    <font key="font" metaFont="system"/>
                </searchFieldCell>
            </searchField>
            <comboBox translatesAutoresizingMaskIntoConstraints="NO" id="combo">
                <rect key="frame" x="150" y="70" width="100" height="23"/>
                <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" \
            borderStyle="bezel" drawsBackground="YES" id="cc">
                    <font key="font" metaFont="system"/>
                </comboBoxCell>
            </comboBox>
            <colorWell translatesAutoresizingMaskIntoConstraints="NO" id="well">
                <rect key="frame" x="0.0" y="20" width="44" height="23"/>
            </colorWell>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                <rect key="frame" x="100" y="20" width="42" height="25"/>
            </switch>
            """)
        let made: [(String, () -> View)] = [
            ("search", { NSSearchField() }), ("combo", { NSComboBox() }), ("well", { NSColorWell() }),
            ("toggle", { NSSwitch() }),
        ]
        for (id, make) in made {
            let (archived, code) = try sizes(of: id, in: document, made: make)
            XCTAssertNotNil(archived.intrinsicContentSize.height, id)
            XCTAssertEqual(code.intrinsicContentSize.width, archived.intrinsicContentSize.width, id)
            XCTAssertEqual(code.intrinsicContentSize.height, archived.intrinsicContentSize.height, id)
        }
    }

    func testSeparatorIsSizedAsTheDocuments() throws {
        let document = try document(
            """
            <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" \
            id="line">
                <rect key="frame" x="8" y="50" width="263" height="5"/>
            </box>
            """)
        let (archived, code) = try sizes(of: "line", in: document) {
            let box = NSBox()
            box.boxType = .separator
            return box
        }
        XCTAssertEqual(code.intrinsicContentSize.width, archived.intrinsicContentSize.width)
        XCTAssertEqual(code.intrinsicContentSize.height, archived.intrinsicContentSize.height)
        XCTAssertEqual(code.alignmentRectInsets, archived.alignmentRectInsets)
        XCTAssertEqual(code.subviews.count, archived.subviews.count)
    }
}
