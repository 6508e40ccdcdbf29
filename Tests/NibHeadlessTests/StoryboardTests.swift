import Foundation
import NibDecoding
import NibHeadless
import NibModel
import NibRuntime
import NibTestSupport
import XCTest

/// A controller class that counts the copies made of it.
private final class CountedViewController: ViewController {
    nonisolated(unsafe) static var made = 0

    required init(coder: NibCoder) throws {
        try super.init(coder: coder)
        Self.made += 1
    }

    required init() { super.init() }
}

/// `Storyboard` makes each view controller afresh from its own scene, as UIKit instantiates the nib a storyboard
/// compiles for each scene.
final class StoryboardTests: XCTestCase {
    private var examples: String { NibViewTests.examples }

    private func library(_ directory: String) -> NibLibrary {
        var registry = ClassRegistry.standard
        registry.register(GalleryViewController.self)
        registry.register(CaptionableImageView.self)
        registry.register(CountedViewController.self)
        return NibLibrary(searchDirectories: [directory], bundleRoots: [], registry: registry)
    }

    func testViewControllerWithAnIdentifierIsMadeAfreshFromItsScene() throws {
        let storyboard = try Storyboard(name: "Gallery", library: library(examples))
        XCTAssertEqual(storyboard.identifiers, ["Gallery"])
        let gallery = try XCTUnwrap(
            try storyboard.instantiateViewController(withIdentifier: "Gallery") as? GalleryViewController)
        let again = try storyboard.instantiateViewController(withIdentifier: "Gallery")
        XCTAssertFalse(gallery === again)
        XCTAssertFalse(gallery.view === again.view)
        XCTAssertTrue(gallery.storyboard === storyboard)
        // Outlets, runtime attributes and actions of the scene.
        XCTAssertEqual(gallery.captionView?.caption, "Sunset")
        let button = try XCTUnwrap(gallery.view?.subviews.compactMap { $0 as? Button }.first)
        XCTAssertEqual(button.sendActions(), [])
        XCTAssertEqual(gallery.shuffles, 1)
        // Its view is laid out under the navigation bar it has in the storyboard, on the designed iPhone.
        let caption = try XCTUnwrap(gallery.captionView)
        caption.frame = .zero
        gallery.view?.layoutIfNeeded()
        XCTAssertEqual(caption.frame.y, 59 + 44 + 20)
    }

    func testInitialContainerHoldsTheControllersOfItsRelationships() throws {
        let storyboard = try Storyboard(name: "Gallery", library: library(examples))
        let navigation = try XCTUnwrap(try storyboard.instantiateInitialViewController())
        XCTAssertEqual(navigation.nibObjectID, "Nav-vc-001")
        XCTAssertEqual(navigation.children.count, 1)
        XCTAssertTrue(navigation.children.first is GalleryViewController)
    }

    func testOnlyTheRequestedScenesAreMade() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func scene(_ id: String) -> String {
            """
            <scene sceneID="\(id)-scene">
                <objects>
                    <viewController storyboardIdentifier="\(id)" id="\(id)" customClass="CountedViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
        }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                \(scene("First"))
                \(scene("Second"))
                \(scene("Third"))
            </scenes>
        </document>
        """.write(to: directory.appendingPathComponent("Three.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = try Storyboard(name: "Three", library: library(directory.path))
        CountedViewController.made = 0
        let second = try storyboard.instantiateViewController(withIdentifier: "Second")
        XCTAssertEqual(CountedViewController.made, 1, "the other scenes are not made")
        XCTAssertEqual(second.nibObjectID, "Second")
        XCTAssertNil(try storyboard.instantiateInitialViewController(), "no initial view controller")
        XCTAssertThrowsError(try storyboard.instantiateViewController(withIdentifier: "Secnd")) { error in
            XCTAssertEqual(
                error as? NibLoadingError,
                .unknownViewControllerIdentifier(
                    storyboard: "Three", identifier: "Secnd", known: ["First", "Second", "Third"]))
            XCTAssertTrue("\(error)".contains("did you mean 'Second'?"), "\(error)")
        }
    }

    func testNibIsNotAStoryboard() throws {
        XCTAssertThrowsError(try Storyboard(name: "ColorView", library: library(examples))) { error in
            XCTAssertTrue("\(error)".contains("is a nib, not a storyboard"), "\(error)")
        }
    }

    func testContainerViewsEmbedTheirControllersAndReferencesReachOtherStoryboards() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func document(_ scenes: String, initial: String? = nil) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        }
        // Main: a navigation controller whose root is `Detail` of Other.storyboard, and `Host`, whose container view
        // embeds `Child`.
        let main = document(
            """
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="ref" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Detail" id="ref" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController storyboardIdentifier="Host" id="host" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="hostView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <containerView contentMode="scaleToFill" id="container">
                                    <rect key="frame" x="20" y="100" width="335" height="200"/>
                                    <connections>
                                        <segue destination="child" kind="embed" id="e1"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <viewController id="child" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="childView">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="200"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """, initial: "nav")
        let other = document(
            """
            <scene sceneID="o1">
                <objects>
                    <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="detailView">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """)
        try main.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try other.write(to: directory.appendingPathComponent("Other.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = try Storyboard(name: "Main", library: library(directory.path))

        let navigation = try XCTUnwrap(try storyboard.instantiateInitialViewController())
        let detail = try XCTUnwrap(navigation.children.first)
        XCTAssertEqual(detail.nibObjectID, "detail")
        XCTAssertEqual(detail.storyboard?.name, "Other")

        let host = try storyboard.instantiateViewController(withIdentifier: "Host")
        let child = try XCTUnwrap(host.children.first)
        XCTAssertEqual(child.nibObjectID, "child")
        let container = try XCTUnwrap(host.view?.subviews.first)
        XCTAssertTrue(child.view?.superview === container)
        XCTAssertEqual(child.view?.frame, Rect(x: 0, y: 0, width: 335, height: 200))
        // The embedded view follows its container's size.
        container.frame.size = Size(width: 300, height: 150)
        container.layoutIfNeeded()
        XCTAssertEqual(child.view?.frame, Rect(x: 0, y: 0, width: 300, height: 150))
    }

    func testAReferenceCycleAcrossStoryboardsIsAControllerCycle() throws {
        let directory = try temporaryFolder("sb-cycle")
        // A's navigation controller has B's `Back` as its root; B's navigation controller has A's `Front`.
        for (name, other, identifier) in [("A", "B", "Back"), ("B", "A", "Front")] {
            let own = name == "A" ? "Front" : "Back"
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController storyboardIdentifier="\(own)" id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewControllerPlaceholder storyboardName="\(other)" referencedIdentifier="\(identifier)" id="ref" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """.write(to: directory.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        XCTAssertThrowsError(
            try Storyboard(name: "A", library: library(directory.path)).instantiateViewController(
                withIdentifier: "Front")
        ) { error in
            XCTAssertEqual(
                error as? NibLoadingError, .controllerCycle(chain: ["A:nav", "A:ref", "B:nav", "B:ref", "A:nav"]))
            XCTAssertFalse("\(error)".contains("init(coder:)"), "no advice about nib-backed views: \(error)")
        }
    }

    func testEmbeddingCyclesAndRunawayEmbeddingAreErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Scene `c<i>` holds two container views, each embedding `c<i+1>`; with `loop`, the last embeds the first.
        func write(_ name: String, scenes count: Int, loop: Bool) throws {
            let scenes = (0..<count).map { index in
                let next = index + 1 < count ? "c\(index + 1)" : (loop ? "c0" : nil)
                let containers =
                    next.map { next in
                        (0..<2).map { slot in
                            """
                            <containerView contentMode="scaleToFill" id="box\(index)-\(slot)">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <connections>
                                    <segue destination="\(next)" kind="embed" id="e\(index)-\(slot)"/>
                                </connections>
                            </containerView>
                            """
                        }.joined()
                    } ?? ""
                return """
                    <scene sceneID="s\(index)">
                        <objects>
                            <viewController storyboardIdentifier="c\(index)" id="c\(index)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(index)">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                    <subviews>\(containers)</subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    """
            }.joined(separator: "\n")
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """.write(to: directory.appendingPathComponent("\(name).storyboard"), atomically: true, encoding: .utf8)
        }
        try write("Loop", scenes: 3, loop: true)
        XCTAssertThrowsError(
            try Storyboard(name: "Loop", library: library(directory.path)).instantiateViewController(
                withIdentifier: "c1")
        ) { error in
            XCTAssertEqual(
                error as? NibLoadingError, .controllerCycle(chain: ["Loop:c1", "Loop:c2", "Loop:c0", "Loop:c1"]))
            XCTAssertTrue("\(error)".contains("point the segue or the reference at another scene"), "\(error)")
        }
        // 2^15 controllers: stopped at the limit rather than made.
        try write("Doubling", scenes: 16, loop: false)
        XCTAssertThrowsError(
            try Storyboard(name: "Doubling", library: library(directory.path)).instantiateViewController(
                withIdentifier: "c0")
        ) { error in
            XCTAssertTrue("\(error)".contains("makes more than 10000 view controllers"), "\(error)")
        }
        XCTAssertEqual(
            try Storyboard(name: "Doubling", library: library(directory.path)).instantiateViewController(
                withIdentifier: "c13"
            ).children.count, 2, "a few levels are made")
    }

    func testSegueToSomethingOtherThanAControllerIsAnErrorWithItsLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="navView">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                            <connections>
                                <segue destination="navView" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.write(to: directory.appendingPathComponent("Wrong.storyboard"), atomically: true, encoding: .utf8)
        let storyboard = try Storyboard(name: "Wrong", library: library(directory.path))
        XCTAssertThrowsError(try storyboard.instantiateInitialViewController()) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "line 11: the segue's destination 'navView' is not the view controller of any scene"),
                "\(error)")
        }
    }
}
