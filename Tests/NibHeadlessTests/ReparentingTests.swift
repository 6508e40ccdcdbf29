import Foundation
import NibHeadless
import NibModel
import NibRuntime
import XCTest

final class GuidedView: NibView {
    @Outlet var titleLabel: Label?
    @Outlet var topSpacing: LayoutConstraint?
    override class var library: NibLibrary { ReparentingTests.library }
}

/// A subclass that reuses its parent class's nib.
final class FancyGuidedView: NibView {
    @Outlet var titleLabel: Label?
    @Outlet var topSpacing: LayoutConstraint?
    override class var nibName: String { GuidedView.nibName }
    override class var library: NibLibrary { ReparentingTests.library }
}

final class ReparentingTests: XCTestCase {
    static let library: NibLibrary = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("guided-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try! """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GuidedView">
                    <connections>
                        <outlet property="titleLabel" destination="title" id="o1"/>
                        <outlet property="topSpacing" destination="top" id="o2"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                    <subviews>
                        <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"/>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="12" priority="999" identifier="titleTop" id="top"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="lead"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.write(to: directory.appendingPathComponent("GuidedView.xib"), atomically: true, encoding: .utf8)
        var registry = ClassRegistry.standard
        registry.register(GuidedView.self)
        registry.register(FancyGuidedView.self)
        return NibLibrary(searchDirectories: [directory.path], registry: registry)
    }()

    func testConstraintsToTheRootsGuidesMoveToTheViewsGuidesAndKeepTheirOutlets() throws {
        let view = GuidedView(frame: .zero)
        let top = try XCTUnwrap(view.topSpacing)
        XCTAssertTrue(view.constraints.contains { $0 === top }, "the outlet still points at the installed constraint")
        XCTAssertTrue(top.secondItem === view.safeAreaLayoutGuide, "root.safeArea became the view's safe area")
        XCTAssertEqual(top.priority, 999)
        XCTAssertEqual(top.identifier, "titleTop")
        let lead = try XCTUnwrap(view.constraints.first { $0.firstAttribute == .leading })
        XCTAssertTrue(lead.secondItem === view)
        XCTAssertEqual(lead.secondAttribute, .leadingMargin)
    }

    func testASubclassCanUseItsParentsNib() {
        let view = FancyGuidedView(frame: .zero)
        XCTAssertEqual(view.loadedNibName, "GuidedView")
        XCTAssertEqual(view.titleLabel?.text, "Title")
        XCTAssertEqual(view.frame.size, Size(width: 300, height: 80))
    }

    func testPerInstanceNibName() throws {
        let view = try GuidedView(frame: Rect(x: 0, y: 0, width: 100, height: 50), nibName: "GuidedView")
        XCTAssertEqual(view.frame.size, Size(width: 100, height: 50), "a non-zero frame is kept")
        XCTAssertEqual(view.subviews.count, 1)
    }
}
