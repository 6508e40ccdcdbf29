import NibDecoding
import NibModel
import XCTest

final class HeaderAndObjectsTests: XCTestCase {
    func testHeaderDeviceAndDependencies() throws {
        let document = try DocumentFixtures.decode(DocumentFixtures.xib(""))
        let header = document.header
        XCTAssertEqual(header.type, "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        XCTAssertEqual(header.version, "3.0")
        XCTAssertEqual(header.toolsVersion, "22505")
        XCTAssertEqual(header.targetRuntimeName, "iOS.CocoaTouch")
        XCTAssertEqual(header.targetRuntime, .iOS)
        XCTAssertEqual(header.propertyAccessControl, "none")
        XCTAssertTrue(header.useAutolayout)
        XCTAssertTrue(header.useTraitCollections)
        XCTAssertTrue(header.useSafeAreas)
        XCTAssertEqual(header.colorMatched, true)
        XCTAssertEqual(header.device, Device(id: "retina6_12", orientation: .portrait, appearance: "light"))
        XCTAssertEqual(header.dependencies.map(\.element), [.plugIn, .capability])
        XCTAssertEqual(header.dependencies[0].name, "com.apple.InterfaceBuilder.IBCocoaTouchPlugin")
        XCTAssertEqual(header.dependencies[0].version, "22504")
        XCTAssertEqual(header.dependencies[1].name, "Safe area layout guides")
        XCTAssertEqual(header.dependencies[1].version, "9.0")
        XCTAssertFalse(document.isStoryboard)
        XCTAssertEqual(header.location, SourceLocation(line: 2, column: 1))
    }

    func testPlaceholdersAndTopLevelObjectsKeepDocumentOrder() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <view contentMode="scaleToFill" id="aaa-bb-ccc"/>
                    <tapGestureRecognizer id="tap-00-001"/>
                    <customObject id="obj-00-001" customClass="Presenter" customModule="App"/>
                    <placeholder placeholderIdentifier="ExternalService" id="ext-00-001" customClass="Service"/>
                    <label opaque="NO" text="x" id="lbl-00-001"/>
                """))
        XCTAssertEqual(
            document.objects.map(\.id),
            ["-1", "-2", "aaa-bb-ccc", "tap-00-001", "obj-00-001", "ext-00-001", "lbl-00-001"])
        XCTAssertEqual(
            document.placeholders.map(\.placeholder), [.filesOwner, .firstResponder, .external("ExternalService")])
        XCTAssertEqual(document.topLevelObjects.map(\.id), ["aaa-bb-ccc", "tap-00-001", "obj-00-001", "lbl-00-001"])
        XCTAssertEqual(document.topLevelObjects.map(\.category), [.view, .gestureRecognizer, .customObject, .view])
        let owner = try XCTUnwrap(document.filesOwner)
        XCTAssertEqual(owner.customClass, "Owner")
        XCTAssertEqual(owner.customModule, "App")
        XCTAssertEqual(owner.customModuleProvider, "target")
        XCTAssertEqual(owner.userLabel, "File's Owner")
        XCTAssertEqual(owner.category, .placeholder)
        XCTAssertEqual(document.object(withID: "obj-00-001")?.className(for: .iOS), "Presenter")
        XCTAssertEqual(document.object(withID: "lbl-00-001")?.className(for: .iOS), "UILabel")
        XCTAssertEqual(document.object(withID: "tap-00-001")?.className(for: .iOS), "UITapGestureRecognizer")
    }

    func testObjectLocationsPointAtTheirElements() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <view contentMode="scaleToFill" id="aaa-bb-ccc">
                        <subviews>
                            <label opaque="NO" text="x" id="lbl-00-001"/>
                        </subviews>
                    </view>
                """))
        // Line 1 is the XML declaration; the fixture's objects start on line 11.
        XCTAssertEqual(document.object(withID: "aaa-bb-ccc")?.location, SourceLocation(line: 11, column: 5))
        XCTAssertEqual(document.object(withID: "lbl-00-001")?.location, SourceLocation(line: 13, column: 13))
    }

    func testLocationsCountEveryNewlineBeforeTheElement() throws {
        // Newlines between attributes, inside an attribute value, a comment, text and CDATA, and CRLF line ends.
        let text = [
            "<?xml version=\"1.0\"",
            "  encoding=\"UTF-8\"?>",
            "<!-- a",
            "comment -->",
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"",
            "    targetRuntime=\"iOS.CocoaTouch\">",
            "  <objects><view contentMode=\"scaleToFill\"",
            "      id=\"vvv-00-001\" userLabel=\"two\r",
            "lines\"><subviews>",
            "<label id=\"lbl-00-001\"><string key=\"text\">some",
            "text<![CDATA[and",
            "more]]></string></label\r",
            "><label",
            "  id=\"lbl-00-002\"/></subviews></view>",
            "</objects>",
            "</document>",
        ].joined(separator: "\r\n")
        let document = try DocumentFixtures.decode(text)
        XCTAssertEqual(document.header.location, SourceLocation(line: 5, column: 1))
        XCTAssertEqual(document.object(withID: "vvv-00-001")?.location, SourceLocation(line: 7, column: 12))
        XCTAssertEqual(document.object(withID: "lbl-00-001")?.location, SourceLocation(line: 10, column: 1))
        XCTAssertEqual(document.object(withID: "lbl-00-002")?.location, SourceLocation(line: 13, column: 2))
    }

    func testMacOSPlaceholdersAreCustomObjectsWithReservedIDs() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                    <customView id="c22-O7-iKe">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                        <subviews>
                            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="tf1-aa-bbb">
                                <rect key="frame" x="18" y="236" width="37" height="16"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Label" id="tfc-aa-bbb">
                                    <font key="font" metaFont="system"/>
                                    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </customView>
                """))
        XCTAssertEqual(document.header.targetRuntime, .macOS)
        XCTAssertEqual(document.placeholders.map(\.placeholder), [.filesOwner, .firstResponder, .application])
        XCTAssertEqual(document.filesOwner?.customClass, "PreferencesController")
        let view = try XCTUnwrap(document.object(withID: "c22-O7-iKe"))
        XCTAssertEqual(view.category, .view)
        XCTAssertEqual(view.className(for: .macOS), "NSView")
        XCTAssertEqual(view.view?.autoresizingMask, [.flexibleMaxX, .flexibleMinY])
        let field = try XCTUnwrap(view.subviews.first)
        XCTAssertEqual(field.className(for: .macOS), "NSTextField")
        XCTAssertEqual(field.view?.horizontalHuggingPriority, 251)
        let cell = try XCTUnwrap(field.child(forKey: "cell"))
        XCTAssertEqual(cell.category, .cell)
        XCTAssertEqual(cell.className(for: .macOS), "NSTextFieldCell")
        XCTAssertEqual(cell.value(forKey: "font"), .font(Font(metaFont: .system)))
        XCTAssertEqual(
            cell.value(forKey: "textColor"),
            .color(Color(kind: .named("labelColor"), colorSpace: "catalog", catalog: "System")))
    }

    /// Sequel Pro's `DBView.xib` lists a frameless `<ruleEditor>` among a clip view's subviews: whatever its
    /// element, a subview is a view. A collection view item is a view controller.
    func testUnknownElementsInSubviewsAreViewsAndCollectionViewItemsAreControllers() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="272"/>
                        <subviews>
                            <ruleEditor nestingMode="compound" rowHeight="29" id="rules"/>
                            <futureControlOfSomeKind id="future"/>
                        </subviews>
                    </customView>
                    <collectionViewItem id="item" customClass="PlayingCollectionViewItem"/>
                """))
        let root = try XCTUnwrap(document.object(withID: "root"))
        XCTAssertEqual(root.subviews.map(\.category), [.view, .view])
        XCTAssertEqual(root.subviews.map { $0.className(for: .macOS) }, ["NSRuleEditor", "NSFutureControlOfSomeKind"])
        XCTAssertEqual(document.object(withID: "item")?.category, .viewController)
        XCTAssertEqual(
            document.object(withID: "item").map { ElementClasses.className(forElement: $0.element, runtime: .macOS) },
            "NSCollectionViewItem")
    }

    /// The identity inspector's accessibility is typed on the view: UIKit's identifier, label, hint, traits and
    /// `isElement`, AppKit's identifier, description and help. One holding anything else stays untyped, whole.
    func testAccessibilityIsTypedOnViewsAndAnythingUnknownStaysUntyped() throws {
        let iOS = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <view id="card">
                        <accessibility key="accessibilityConfiguration" identifier="card.root" label="Card" hint="Opens it">
                            <accessibilityTraits key="traits" button="YES" header="YES"/>
                            <bool key="isElement" value="YES"/>
                        </accessibility>
                    </view>
                    <view id="odd">
                        <accessibility key="accessibilityConfiguration" identifier="odd" language="fr"/>
                    </view>
                """))
        XCTAssertEqual(
            iOS.object(withID: "card")?.view?.accessibility,
            AccessibilityAttributes(
                identifier: "card.root", label: "Card", hint: "Opens it", isElement: true, traits: ["button", "header"])
        )
        let odd = try XCTUnwrap(iOS.object(withID: "odd"))
        XCTAssertNil(odd.view?.accessibility)
        XCTAssertEqual(odd.untyped.elements.map(\.name), ["accessibility"])
        XCTAssertEqual(odd.untyped.elements.first?.attributes.count, 3, "kept whole: key, identifier and language")

        let mac = try DocumentFixtures.decode(
            DocumentFixtures.macXib(
                """
                    <slider id="gain">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <accessibility description="Gain" help="Drag to amplify" identifier="gain"/>
                    </slider>
                """))
        XCTAssertEqual(
            mac.object(withID: "gain")?.view?.accessibility,
            AccessibilityAttributes(identifier: "gain", label: "Gain", hint: "Drag to amplify"))
    }

    func testForEachObjectVisitsNestedObjectsInDocumentOrder() throws {
        let document = try DocumentFixtures.decode(
            DocumentFixtures.xib(
                """
                    <tableViewCell contentMode="scaleToFill" id="cel-00-001" customClass="Cell">
                        <tableViewCellContentView key="contentView" id="cnt-00-001">
                            <subviews>
                                <label opaque="NO" text="a" id="lbl-00-001"/>
                            </subviews>
                        </tableViewCellContentView>
                        <gestureRecognizers>
                            <tapGestureRecognizer id="tap-00-001"/>
                        </gestureRecognizers>
                    </tableViewCell>
                """))
        var ids: [String] = []
        document.forEachObject { ids.append($0.id) }
        XCTAssertEqual(ids, ["-1", "-2", "cel-00-001", "cnt-00-001", "lbl-00-001", "tap-00-001"])
        let cell = try XCTUnwrap(document.object(withID: "cel-00-001"))
        XCTAssertEqual(cell.child(forKey: "contentView")?.element, .tableViewCellContentView)
        XCTAssertEqual(cell.children.last?.container, "gestureRecognizers")
    }
}
