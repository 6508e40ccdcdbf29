import NibLayout
import NibModel
import XCTest

/// The engine on hand-built trees: each test states the frames UIKit gives.
final class LayoutEngineTests: XCTestCase {
    private func root(_ width: Double = 320, _ height: Double = 480) -> LayoutItem {
        LayoutItem(id: "root", designFrame: Rect(x: 0, y: 0, width: width, height: height))
    }

    private func view(_ id: String, in parent: LayoutItem, frame: Rect = .zero) -> LayoutItem {
        let item = LayoutItem(id: id, designFrame: frame)
        parent.add(item)
        return item
    }

    func testPinnedEdgesAndFixedSize() {
        let root = root()
        let box = view("box", in: root)
        let system = LayoutSystem(root: root)
        system.add([
            ItemConstraint(box, .leading, .equal, root, .leading, constant: 20),
            ItemConstraint(box, .top, .equal, root, .top, constant: 30),
            ItemConstraint(root, .trailing, .equal, box, .trailing, constant: 20),
            .constant(box, .height, 44),
        ])
        system.solve()
        XCTAssertEqual(box.frame, Rect(x: 20, y: 30, width: 280, height: 44))
        XCTAssertTrue(system.brokenConstraints.isEmpty)
        XCTAssertTrue(system.ambiguousItems.isEmpty)
    }

    func testStrictPrioritiesBeatAnyNumberOfLowerOnes() {
        let root = root()
        let box = view("box", in: root)
        let system = LayoutSystem(root: root)
        system.add(ItemConstraint(box, .leading, .equal, root, .leading))
        system.add(ItemConstraint(box, .top, .equal, root, .top))
        system.add(.constant(box, .height, 10))
        system.add(.constant(box, .width, 100, priority: 251))
        for _ in 0..<20 { system.add(.constant(box, .width, 200, priority: 250)) }
        system.solve()
        XCTAssertEqual(box.frame.width, 100, "one constraint at 251 wins over twenty at 250")
    }

    func testMultiplierIsEvaluatedInTheContainerSpace() {
        let root = root(300, 600)
        let container = view("container", in: root)
        let dot = view("dot", in: container)
        let system = LayoutSystem(root: root)
        system.add([
            ItemConstraint(container, .leading, .equal, root, .leading, constant: 0),
            ItemConstraint(container, .top, .equal, root, .top, constant: 300),
            ItemConstraint(container, .width, .equal, root, .width),
            .constant(container, .height, 300),
            .constant(dot, .width, 10), .constant(dot, .height, 10),
            ItemConstraint(dot, .leading, .equal, container, .leading),
            // centerY = 1/3 × container.bottom, in the container's own coordinates: 100, not 200.
            ItemConstraint(dot, .centerY, .equal, container, .bottom, multiplier: 1.0 / 3),
        ])
        system.solve()
        XCTAssertEqual(dot.frame.y + 5, 100, accuracy: 1e-6)
    }

    func testAutoresizingKeepsTheDesignFrameAndFollowsTheMask() {
        let root = root(200, 100)
        let fixed = view("fixed", in: root, frame: Rect(x: 10, y: 10, width: 50, height: 20))
        fixed.translatesAutoresizingMask = true
        let system = LayoutSystem(root: root)
        system.solve()
        XCTAssertEqual(fixed.frame, Rect(x: 10, y: 10, width: 50, height: 20))

        // A flexible-width view in a superview that the constraints make wider than its design size.
        let outer = self.root(400, 200)
        let panel = view("panel", in: outer, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let bar = view("bar", in: panel, frame: Rect(x: 10, y: 0, width: 180, height: 20))
        bar.translatesAutoresizingMask = true
        bar.autoresizingMask = [.widthSizable]
        let wide = LayoutSystem(root: outer)
        wide.add([
            ItemConstraint(panel, .leading, .equal, outer, .leading), ItemConstraint(panel, .top, .equal, outer, .top),
            .constant(panel, .width, 300), .constant(panel, .height, 100),
        ])
        wide.solve()
        XCTAssertEqual(
            bar.frame, Rect(x: 10, y: 0, width: 280, height: 20), "the margins stay, the width takes the change")
    }

    func testIntrinsicSizeWithHuggingAndCompression() {
        let root = root(300, 100)
        let label = view("label", in: root)
        label.intrinsicWidth = 80
        label.intrinsicHeight = 20
        let field = view("field", in: root)
        field.intrinsicHeight = 30
        field.hugging.horizontal = 250
        label.hugging.horizontal = 251
        let system = LayoutSystem(root: root)
        system.add([
            ItemConstraint(label, .leading, .equal, root, .leading, constant: 20),
            ItemConstraint(field, .leading, .equal, label, .trailing, constant: 8),
            ItemConstraint(root, .trailing, .equal, field, .trailing, constant: 20),
            ItemConstraint(label, .top, .equal, root, .top), ItemConstraint(field, .top, .equal, root, .top),
        ])
        system.solve()
        XCTAssertEqual(label.frame, Rect(x: 20, y: 0, width: 80, height: 20), "the label hugs harder, the field grows")
        XCTAssertEqual(field.frame, Rect(x: 108, y: 0, width: 172, height: 30))
    }

    func testMarginsAndSafeAreaGuides() {
        let root = root(375, 667)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let safeArea = LayoutItem(id: "safe", kind: .guide("safeArea"))
        root.add(safeArea)
        let box = view("box", in: root)
        let system = LayoutSystem(root: root)
        system.add([
            ItemConstraint(box, .leading, .equal, root, .leadingMargin),
            ItemConstraint(box, .trailing, .equal, root, .trailingMargin),
            ItemConstraint(box, .top, .equal, safeArea, .top, constant: 8),
            .constant(box, .height, 40),
        ])
        system.solve()
        XCTAssertEqual(box.frame, Rect(x: 16, y: 28, width: 343, height: 40))
    }

    func testConflictingRequiredConstraintIsBrokenAndNamed() {
        let root = root()
        let box = view("box", in: root)
        let system = LayoutSystem(root: root)
        system.add([
            ItemConstraint(box, .leading, .equal, root, .leading), ItemConstraint(box, .top, .equal, root, .top),
            .constant(box, .width, 100), .constant(box, .height, 10),
            .constant(box, .width, 150, origin: .explicit("clash")),
        ])
        system.solve()
        XCTAssertEqual(system.brokenConstraints.map(\.readable), ["box.width == 150"])
        XCTAssertEqual(box.frame.width, 100)
    }

    func testAmbiguityIsReportedPerAxis() {
        let root = root()
        let box = view("box", in: root)
        let system = LayoutSystem(root: root)
        system.add([ItemConstraint(box, .leading, .equal, root, .leading), .constant(box, .width, 50)])
        system.solve()
        XCTAssertEqual(system.ambiguousItems.map(\.item.id), ["box"])
        XCTAssertEqual(system.ambiguousItems.first?.axes, ["vertical"])
    }

    func testFittingSizeGrowsWithTheContent() {
        let root = LayoutItem(id: "card")
        let label = view("label", in: root)
        label.intrinsicWidth = 120
        label.intrinsicHeight = 20
        let system = LayoutSystem(root: root, rootSizing: .fitting(width: nil))
        system.add([
            ItemConstraint(label, .leading, .equal, root, .leading, constant: 12),
            ItemConstraint(root, .trailing, .equal, label, .trailing, constant: 12),
            ItemConstraint(label, .top, .equal, root, .top, constant: 8),
            ItemConstraint(root, .bottom, .equal, label, .bottom, constant: 8),
        ])
        system.solve()
        XCTAssertEqual(root.absoluteFrame.size, Size(width: 144, height: 36))
    }

    func testStackViewFillEquallyWithSpacing() {
        let root = root(300, 100)
        let stack = view("stack", in: root)
        let a = view("a", in: stack)
        let b = view("b", in: stack)
        let c = view("c", in: stack)
        c.isHidden = false
        let system = LayoutSystem(root: root)
        system.add([
            ItemConstraint(stack, .leading, .equal, root, .leading), ItemConstraint(stack, .top, .equal, root, .top),
            .constant(stack, .width, 300), .constant(stack, .height, 40),
        ])
        var attributes = StackAttributes(axis: "horizontal")
        attributes.distribution = "fillEqually"
        attributes.spacing = 10
        system.add(StackViewLayout.constraints(for: stack, attributes: attributes))
        system.solve()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 93.333333333333329, height: 40))
        XCTAssertEqual(b.frame.x, 103.33333333333333, accuracy: 1e-9)
        XCTAssertEqual(c.frame.x + c.frame.width, 300, accuracy: 1e-9)
    }
}
