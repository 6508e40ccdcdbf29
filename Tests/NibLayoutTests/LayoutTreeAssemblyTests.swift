import NibLayout
import NibModel
import XCTest

/// The assembly both faces build their layout trees with: frames from the top-left and the scroll views' content
/// areas.
final class LayoutTreeAssemblyTests: XCTestCase {
    private var assembly = LayoutTreeAssembly<String>()
    private var scroll: LayoutItem!
    private var area: LayoutItem!

    override func setUp() {
        assembly = LayoutTreeAssembly<String>()
        let root = assembly.addView(
            "root", id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480), mask: [],
            unflippedParentHeight: nil, parent: nil)
        scroll = assembly.addView(
            "scroll", id: "scroll", frame: Rect(x: 0, y: 0, width: 320, height: 480), mask: [],
            unflippedParentHeight: nil, parent: root)
        _ = assembly.addView(
            "label", id: "label", frame: Rect(x: 20, y: 20, width: 100, height: 21), mask: [],
            unflippedParentHeight: nil, parent: scroll)
        assembly.addGuide("frameGuide", id: "frameGuide", name: "frameLayoutGuide", to: scroll)
        assembly.setContentArea(nil, ofScrollView: scroll)
        area = scroll.children.last
    }

    private func constraint(
        _ first: String, _ firstAttribute: LayoutAttribute, _ second: String?, _ secondAttribute: LayoutAttribute
    ) -> ItemConstraint? {
        assembly.constraint(
            first, firstAttribute, .equal, second, secondAttribute, multiplier: 1, constant: 0, priority: .required,
            origin: .explicit("c"))
    }

    func testAnUnflippedSuperviewsFrameIsMeasuredFromTheTop() {
        let item = assembly.addView(
            "button", id: "button", frame: Rect(x: 10, y: 20, width: 80, height: 30), mask: [.flexibleMinY],
            unflippedParentHeight: 200, parent: scroll)
        XCTAssertEqual(item.designFrame, Rect(x: 10, y: 150, width: 80, height: 30))
        XCTAssertEqual(item.autoresizingMask, [.flexibleMaxY])
        XCTAssertTrue(item.parent === scroll)
    }

    func testAScrollViewsEdgeToItsContentAttachesToTheContentArea() throws {
        XCTAssertEqual(area.kind, .guide("contentLayoutGuide"))
        let leading = try XCTUnwrap(constraint("label", .leading, "scroll", .leading))
        XCTAssertTrue(leading.first.id == "label")
        XCTAssertTrue(leading.second === area)
        let top = try XCTUnwrap(constraint("scroll", .top, "label", .top))
        XCTAssertTrue(top.first === area)
        XCTAssertEqual(assembly.constrainedContentAreas.map(\.scrollView.id), ["scroll"])
    }

    func testCentresAndSizesAttachToTheScrollViewsFrame() throws {
        let centre = try XCTUnwrap(constraint("label", .centerX, "scroll", .centerX))
        XCTAssertTrue(centre.second === scroll)
        let width = try XCTUnwrap(constraint("label", .width, "scroll", .width))
        XCTAssertTrue(width.second === scroll)
        XCTAssertTrue(assembly.constrainedContentAreas.isEmpty)
    }

    func testTheScrollViewsOwnGuidesAttachToItsFrame() throws {
        let own = try XCTUnwrap(constraint("scroll", .top, "frameGuide", .top))
        XCTAssertTrue(own.first === scroll)
        XCTAssertTrue(assembly.constrainedContentAreas.isEmpty)
    }

    func testAConstraintToAViewOutsideTheTreeIsLeftOut() {
        XCTAssertNil(constraint("label", .top, "elsewhere", .top))
        XCTAssertNil(constraint("elsewhere", .top, nil, .notAnAttribute))
    }
}
