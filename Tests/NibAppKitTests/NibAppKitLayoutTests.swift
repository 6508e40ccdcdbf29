import NibAppKit
import NibDecoding
import XCTest

/// Code written with AppKit's names, as `nib eject` writes it, lays out on the headless face where the document's own
/// headless layout puts its views.
final class NibAppKitLayoutTests: XCTestCase {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="21701"/>
            </dependencies>
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="200"/>
                    <subviews>
                        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" \
        translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="18" y="164" width="63" height="16"/>
                            <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" \
        sendsActionOnEndEditing="YES" alignment="right" title="Account:" id="title-cell">
                                <font key="font" metaFont="systemBold"/>
                            </textFieldCell>
                        </textField>
                        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" \
        id="pop">
                            <rect key="frame" x="84" y="157" width="100" height="25"/>
                            <popUpButtonCell key="cell" type="push" title="Personal" bezelStyle="rounded" \
        alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" \
        selectedItem="i1" id="pop-cell">
                                <font key="font" metaFont="menu"/>
                                <menu key="menu" id="menu">
                                    <items>
                                        <menuItem title="Personal" state="on" id="i1"/>
                                        <menuItem title="Work and school" id="i2"/>
                                    </items>
                                </menu>
                            </popUpButtonCell>
                        </popUpButton>
                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="note">
                            <rect key="frame" x="18" y="100" width="444" height="32"/>
                            <textFieldCell key="cell" selectable="YES" title="Choose the account to receive your \
        imported subscriptions, then press Save to import them." id="note-cell">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="save">
                            <rect key="frame" x="393" y="13" width="74" height="32"/>
                            <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" \
        borderStyle="border" inset="2" id="save-cell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                            <rect key="frame" x="18" y="19" width="90" height="18"/>
                            <buttonCell key="cell" type="check" title="Remember" bezelStyle="regularSquare" \
        imagePosition="left" inset="2" id="check-cell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="4" \
        translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="56" width="100" height="36"/>
                            <subviews>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                                    <rect key="frame" x="-2" y="20" width="40" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="First" id="s1c">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="s2">
                                    <rect key="frame" x="-2" y="0.0" width="80" height="14"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Second line" id="s2c">
                                        <font key="font" metaFont="smallSystem"/>
                                    </textFieldCell>
                                </textField>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" \
        constant="20" id="c2"/>
                        <constraint firstItem="pop" firstAttribute="leading" secondItem="title" \
        secondAttribute="trailing" constant="8" id="c3"/>
                        <constraint firstItem="pop" firstAttribute="firstBaseline" secondItem="title" \
        secondAttribute="firstBaseline" id="c4"/>
                        <constraint firstItem="note" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="note" secondAttribute="trailing" \
        constant="20" id="c6"/>
                        <constraint firstItem="note" firstAttribute="top" secondItem="title" secondAttribute="bottom" \
        constant="12" id="c7"/>
                        <constraint firstAttribute="trailing" secondItem="save" secondAttribute="trailing" \
        constant="20" id="c8"/>
                        <constraint firstAttribute="bottom" secondItem="save" secondAttribute="bottom" constant="20" \
        id="c9"/>
                        <constraint firstItem="check" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c10"/>
                        <constraint firstItem="check" firstAttribute="centerY" secondItem="save" \
        secondAttribute="centerY" id="c11"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" \
        secondAttribute="leading" constant="20" id="c12"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="note" secondAttribute="bottom" \
        constant="8" id="c13"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    func testEjectedAppKitCodeLaysOutAtTheDocumentsFrames() throws {
        let document = try XCTUnwrap(DocumentDecoder().decode(Self.document, file: "Panel.xib").document)
        let reference = try frames(of: document)
        let panel = NibEnvironment.with(NibEnvironment.current.sizingViewsInCode(like: document)) {
            let panel = EjectedPanel.make(width: 480, height: 200)
            panel.layoutIfNeeded()
            return panel
        }
        let views: [(String, View)] = [
            ("title", panel.titleField), ("pop", panel.pop), ("note", panel.note), ("save", panel.save),
            ("check", panel.check), ("stack", panel.stack), ("s1", panel.first), ("s2", panel.second),
        ]
        for (id, view) in views {
            let expected = try XCTUnwrap(reference[id], id)
            let got = Self.frame(of: view, in: panel)
            XCTAssertTrue(zip(expected, got).allSatisfy { abs($0 - $1) <= 0.5 }, "\(id): \(got) in code, \(expected)")
        }
        XCTAssertFalse(panel.isFlipped)
        XCTAssertGreaterThan(panel.pop.frame.width, 100)
        XCTAssertGreaterThan(panel.note.frame.height, 16)
    }

    private func frames(of document: IBDocument) throws -> [String: [Double]] {
        let nib = try NibInstantiator(document: document, name: "Panel.xib").instantiate(owner: nil)
        let root = try XCTUnwrap(nib.objectsByID["root"] as? View)
        root.layoutIfNeeded()
        var frames: [String: [Double]] = [:]
        for (id, object) in nib.objectsByID {
            guard let view = object as? View, view !== root else { continue }
            frames[id] = Self.frame(of: view, in: root)
        }
        return frames
    }

    private static func frame(of view: View, in root: View) -> [Double] {
        var x = view.frame.x
        var y = view.frame.y
        var parent = view.superview
        while let next = parent, next !== root {
            x += next.frame.x
            y += next.frame.y
            parent = next.superview
        }
        return [x, y, view.frame.width, view.frame.height]
    }
}
