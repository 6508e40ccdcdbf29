import Foundation
import NibDecoding
import NibHeadless
import NibModel
import XCTest

/// A controller that handles the recognizer's action, as an app's would.
private final class TapOwner: View {
    @Outlet var panel: View?
    var taps = 0

    override class func registerActions(_ actions: inout ActionTable.Entries) {
        super.registerActions(&actions)
        actions["tapped:"] = { target, _ in (target as! TapOwner).taps += 1 }
    }
}

/// Everything a nib makes is freed once nothing outside holds it, as UIKit's objects are: constraints hold their
/// items weakly, and so do control and gesture recognizer targets and framework outlets (`delegate`), which would
/// otherwise close cycles through the owner or the controller.
final class ReleaseTests: XCTestCase {
    private let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="TapOwner">
                    <connections>
                        <outlet property="panel" destination="panel" id="o1"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>
                        <textField contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <rect key="frame" x="20" y="20" width="280" height="34"/>
                            <connections>
                                <outlet property="delegate" destination="-1" id="o2"/>
                            </connections>
                        </textField>
                        <button contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                            <rect key="frame" x="20" y="70" width="100" height="30"/>
                            <connections>
                                <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="panel" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="button" firstAttribute="top" secondItem="field" secondAttribute="bottom" constant="16" id="c2"/>
                    </constraints>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                    </connections>
                </view>
                <tapGestureRecognizer id="tap">
                    <connections>
                        <action selector="tapped:" destination="-1" id="a2"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """

    func testALoadedNibIsFreedWithItsOwner() throws {
        var registry = ClassRegistry.standard
        registry.register(TapOwner.self)
        let document = try XCTUnwrap(DocumentDecoder().decode(xml, file: "Tap.xib").document)
        var references: [(name: String, object: () -> AnyObject?)] = []
        do {
            let owner = TapOwner()
            let nib = try NibInstantiator(document: document, name: "Tap", registry: registry).instantiate(owner: owner)
            // Everything is connected while it lives.
            let panel = try XCTUnwrap(owner.panel)
            let field = try XCTUnwrap(nib.objectsByID["field"] as? TextField)
            XCTAssertTrue(field.frameworkOutlets["delegate"]?.first === owner)
            XCTAssertEqual((nib.objectsByID["button"] as? Button)?.sendActions(), [])
            XCTAssertTrue(panel.gestureRecognizers.first?.targetActions.first?.target === owner)
            XCTAssertEqual(owner.taps, 1)
            panel.layoutIfNeeded()
            XCTAssertEqual(field.frame.x, 20)
            for (id, object) in nib.objectsByID {
                weak let reference = object
                references.append(("\(id) (\(type(of: object)))", { reference }))
            }
            for constraint in panel.constraints {
                weak let reference = constraint
                references.append(("constraint \(constraint.identifier ?? "")", { reference }))
            }
        }
        let alive = references.filter { $0.object() != nil }.map(\.name)
        XCTAssertEqual(alive, [], "objects kept alive by a cycle")
    }

    func testAStoryboardControllerIsFreedWithItsCells() throws {
        // The examples' gallery, and the notes table with a cell dequeued from its prototype and handed back.
        let library = NibLibrary(searchDirectories: [NibViewTests.examples], bundleRoots: [])
        weak var released: ViewController?
        weak var releasedView: View?
        weak var releasedNotes: ViewController?
        weak var releasedCell: TableViewCell?
        do {
            let gallery = try Storyboard(name: "Gallery", library: library).instantiateViewController(
                withIdentifier: "Gallery")
            gallery.view?.layoutIfNeeded()
            released = gallery
            releasedView = gallery.view
            let notes = try Storyboard(name: "Notes", library: library).instantiateViewController(
                withIdentifier: "Notes")
            let table = try XCTUnwrap(notes.view as? TableView)
            let cell = try table.dequeueReusableCell(withIdentifier: "Note")
            cell.layoutIfNeeded()
            table.enqueueForReuse(cell)
            releasedNotes = notes
            releasedCell = cell
            XCTAssertNotNil(released)
            XCTAssertNotNil(releasedCell)
        }
        XCTAssertNil(released)
        XCTAssertNil(releasedView)
        XCTAssertNil(releasedNotes)
        XCTAssertNil(releasedCell, "a cell in its table's reuse pool goes with the table")
    }
}
