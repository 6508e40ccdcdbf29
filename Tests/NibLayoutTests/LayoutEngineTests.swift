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

    func testAViewIsNeverLessThanNothingUnlessARequiredConstraintSaysSo() {
        // Corona-Warn's hidden check-in note: a panel pulled to no height (at 999, as a stack hides a view) around
        // a label 20 pt inside its top and bottom. The label stops at nothing, the panel keeps its 40 pt of padding.
        // Where a required constraint makes the panel nothing, the label goes below nothing and nothing is broken;
        // a view that translates its autoresizing mask keeps what its mask gives it.
        func layOut(panelHeight priority: LayoutPriority) -> (panel: Rect, label: Rect, system: LayoutSystem) {
            let root = root(320, 200)
            let panel = view("panel", in: root)
            let label = view("label", in: panel)
            label.intrinsicHeight = 17
            let system = LayoutSystem(root: root)
            system.add([
                ItemConstraint(panel, .top, .equal, root, .top),
                ItemConstraint(panel, .leading, .equal, root, .leading),
                .constant(panel, .width, 100), .constant(panel, .height, 0, priority: priority),
                ItemConstraint(label, .top, .equal, panel, .top, constant: 20),
                ItemConstraint(panel, .bottom, .equal, label, .bottom, constant: 20),
                ItemConstraint(label, .leading, .equal, panel, .leading), .constant(label, .width, 50),
            ])
            system.solve()
            return (panel.frame, label.frame, system)
        }
        let hidden = layOut(panelHeight: 999)
        XCTAssertEqual(hidden.label.height, 0)
        XCTAssertEqual(hidden.panel.height, 40)
        let squeezed = layOut(panelHeight: 1000)
        XCTAssertEqual(squeezed.panel.height, 0)
        XCTAssertEqual(squeezed.label.height, -40)
        XCTAssertEqual(squeezed.system.brokenConstraints.count, 0)

        // Colloquy's scrollers, stored 1 pt less than nothing high in a frame their mask keeps.
        let window = root(100, 10)
        let scroller = view("scroller", in: window, frame: Rect(x: 0, y: 1, width: 16, height: -1))
        scroller.translatesAutoresizingMask = true
        LayoutSystem(root: window).solve()
        XCTAssertEqual(scroller.frame.height, -1)
    }

    func testARootsMarginsLieInsideItsSafeAreaUnlessItDoesNotInsetThem() {
        // A controller's view under a 64 pt status and navigation bar: its top margin is the safe area's top, 16 pt
        // inside its sides; one that does not inset its margins from the safe area has them at its edges.
        func topOfBoxOnTheTopMargin(insetting: Bool) -> Rect {
            let root = root(375, 667)
            root.safeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
            root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            root.insetsLayoutMarginsFromSafeArea = insetting
            let box = view("box", in: root)
            let system = LayoutSystem(root: root)
            system.add([
                ItemConstraint(box, .top, .equal, root, .topMargin, constant: 8),
                ItemConstraint(box, .leading, .equal, root, .leadingMargin),
                .constant(box, .width, 40), .constant(box, .height, 40),
            ])
            system.solve()
            return box.frame
        }
        XCTAssertEqual(topOfBoxOnTheTopMargin(insetting: true), Rect(x: 16, y: 72, width: 40, height: 40))
        XCTAssertEqual(topOfBoxOnTheTopMargin(insetting: false), Rect(x: 16, y: 8, width: 40, height: 40))
    }

    func testASubviewGetsThePartOfItsSuperviewsSafeAreaItCovers() {
        // Pocket Casts' duration filter: a panel pinned to the top of a controller's view on an iPhone 11 has the
        // sensor housing's 44 pt at its top; a label 20 pt below its top margin sits 44 + 8 + 20 down, one pinned to
        // its own safe area 44 + 10. A panel that does not inset its margins from the safe area keeps 8; a scroll
        // view hands no safe area to its content; a view clear of the insets has none.
        let root = root(414, 896)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let panel = view("panel", in: root)
        let panelSafeArea = LayoutItem(id: "panel.safe", kind: .guide("safeArea"))
        panel.add(panelSafeArea)
        let plain = view("plain", in: root)
        plain.insetsLayoutMarginsFromSafeArea = false
        let scroll = view("scroll", in: root)
        scroll.passesSafeAreaToSubviews = false
        let footer = view("footer", in: root)
        let (marginLabel, safeLabel, plainLabel, scrolled, footerLabel) = (
            view("marginLabel", in: panel), view("safeLabel", in: panel), view("plainLabel", in: plain),
            view("scrolled", in: scroll), view("footerLabel", in: footer)
        )
        let system = LayoutSystem(root: root)
        for container in [panel, plain, scroll] {
            system.add([
                ItemConstraint(container, .top, .equal, root, .top),
                ItemConstraint(container, .leading, .equal, root, .leading),
                ItemConstraint(container, .trailing, .equal, root, .trailing),
                .constant(container, .height, 300),
            ])
        }
        system.add([
            ItemConstraint(footer, .bottom, .equal, root, .bottom),
            ItemConstraint(footer, .leading, .equal, root, .leading),
            ItemConstraint(footer, .trailing, .equal, root, .trailing),
            .constant(footer, .height, 100),
        ])
        let labels: [(LayoutItem, LayoutItem, LayoutAttribute, Double)] = [
            (marginLabel, panel, .topMargin, 20), (safeLabel, panelSafeArea, .top, 10),
            (plainLabel, plain, .topMargin, 20),
            (scrolled, scroll, .top, 0),
        ]
        for (label, container, attribute, constant) in labels {
            system.add([
                ItemConstraint(label, .top, .equal, container, attribute, constant: constant),
                ItemConstraint(label, .leading, .equal, container.kind == .view ? container : panel, .leading),
                .constant(label, .width, 100), .constant(label, .height, 20),
            ])
        }
        system.add([
            ItemConstraint(footer, .bottomMargin, .equal, footerLabel, .bottom),
            ItemConstraint(footerLabel, .leading, .equal, footer, .leading),
            .constant(footerLabel, .width, 100), .constant(footerLabel, .height, 20),
        ])
        system.solve()
        XCTAssertEqual(panel.safeAreaInsets.top, 44)
        XCTAssertEqual(marginLabel.frame.y, 44 + 8 + 20)
        XCTAssertEqual(safeLabel.frame.y, 44 + 10)
        XCTAssertEqual(plainLabel.frame.y, 8 + 20)
        XCTAssertEqual(scroll.safeAreaInsets.top, 44, "the scroll view itself is under the housing")
        XCTAssertEqual(scrolled.frame.y, 0)
        XCTAssertEqual(scrolled.safeAreaInsets.top, 0, "its content is not")
        // The footer at the bottom covers the home indicator: its label ends 34 + 8 above its bottom.
        XCTAssertEqual(footer.safeAreaInsets.bottom, 34)
        XCTAssertEqual(footerLabel.frame.y, 100 - 34 - 8 - 20)
    }

    func testAViewThatPreservesItsSuperviewsMarginsKeepsItsContentWithinThem() {
        // A panel at the left edge of a view with 16 pt margins: one that preserves them has its leading margin 16 pt
        // in, one that does not keeps its own 8; at 10 pt from the edge the superview's reach 6 pt into it, less
        // than its own.
        let root = root(375, 667)
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let system = LayoutSystem(root: root)
        var contents: [LayoutItem] = []
        for (index, (preserves, x)) in [(true, 0.0), (false, 0), (true, 10)].enumerated() {
            let panel = view("panel\(index)", in: root)
            panel.preservesSuperviewLayoutMargins = preserves
            let content = view("content\(index)", in: panel)
            contents.append(content)
            system.add([
                ItemConstraint(panel, .leading, .equal, root, .leading, constant: x),
                ItemConstraint(panel, .top, .equal, root, .top, constant: Double(index) * 100),
                .constant(panel, .width, 200), .constant(panel, .height, 50),
                ItemConstraint(content, .leading, .equal, panel, .leadingMargin),
                ItemConstraint(content, .top, .equal, panel, .top),
                .constant(content, .width, 20), .constant(content, .height, 20),
            ])
        }
        system.solve()
        XCTAssertEqual(contents.map(\.frame.x), [16, 8, 8])
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
        var attributes = StackAttributes(axis: .horizontal)
        attributes.distribution = .fillEqually
        attributes.spacing = 10
        system.add(StackViewLayout.constraints(for: stack, attributes: attributes))
        system.solve()
        XCTAssertEqual(a.frame, Rect(x: 0, y: 0, width: 93.333333333333329, height: 40))
        XCTAssertEqual(b.frame.x, 103.33333333333333, accuracy: 1e-9)
        XCTAssertEqual(c.frame.x + c.frame.width, 300, accuracy: 1e-9)
    }
}
