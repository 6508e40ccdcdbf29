import NibLayout
import NibModel
import XCTest

/// The constraints a stack view makes, solved: each distribution and alignment, hidden views kept out of the chain.
final class StackViewLayoutTests: XCTestCase {
    /// A root `width` × `height` (at the origin) holding an empty stack, and the constraints holding the stack at the root's
    /// top-left corner.
    private func stackInRoot(width: Double, height: Double) -> (
        root: LayoutItem, stack: LayoutItem, atOrigin: [ItemConstraint]
    ) {
        let root = LayoutItem(id: "root", designFrame: Rect(x: 0, y: 0, width: width, height: height))
        let stack = LayoutItem(id: "stack")
        root.add(stack)
        return (
            root, stack,
            [ItemConstraint(stack, .leading, .equal, root, .leading), ItemConstraint(stack, .top, .equal, root, .top)]
        )
    }

    /// A horizontal arrangement with `distribution`, `alignment` and `spacing`.
    private func horizontal(_ distribution: StackDistribution, alignment: StackAlignment, spacing: Double)
        -> StackAttributes
    {
        var attributes = StackAttributes(axis: .horizontal)
        attributes.distribution = distribution
        attributes.alignment = alignment
        attributes.spacing = spacing
        return attributes
    }

    /// A 300×60 horizontal stack at the root's origin with three arranged views of intrinsic sizes 40×20, 60×30
    /// and 80×40.
    private func layOut(
        _ configure: (inout StackAttributes) -> Void, hideMiddle: Bool = false,
        edgeInsets: EdgeInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    ) -> [Rect] {
        let (root, stack, atOrigin) = stackInRoot(width: 300, height: 60)
        let sizes = [(40.0, 20.0), (60.0, 30.0), (80.0, 40.0)]
        let views = sizes.enumerated().map { index, size -> LayoutItem in
            let view = LayoutItem(id: "v\(index)")
            view.intrinsicWidth = size.0
            view.intrinsicHeight = size.1
            stack.add(view)
            return view
        }
        views[1].isHidden = hideMiddle
        var attributes = StackAttributes(axis: .horizontal)
        configure(&attributes)
        let system = LayoutSystem(root: root)
        system.add(atOrigin + [.constant(stack, .width, 300), .constant(stack, .height, 60)])
        system.add(StackViewLayout.constraints(for: stack, attributes: attributes, edgeInsets: edgeInsets))
        system.solve()
        return views.map(\.frame)
    }

    /// A horizontal AppKit stack (spacing 8, insets 10 and 20) at the root's origin, `width` wide or as wide as its
    /// views, hugging them at `hugging`, with views 40, 60 and 80 wide (hugging at 251, as labels do) in the gravity
    /// areas `areas`.
    private func layOutGravityAreas(_ areas: [StackGravity], width: Double?, hugging: LayoutPriority = 250) -> (
        stack: Rect, views: [Rect]
    ) {
        let (root, stack, atOrigin) = stackInRoot(width: 600, height: 60)
        let views = zip([40.0, 60, 80], areas).enumerated().map { index, entry -> LayoutItem in
            let view = LayoutItem(id: "v\(index)")
            view.intrinsicWidth = entry.0
            view.intrinsicHeight = 20
            view.hugging = (251, 251)
            stack.add(view)
            return view
        }
        let gravity = Dictionary(uniqueKeysWithValues: zip(views.map(\.id), areas))
        let system = LayoutSystem(root: root)
        system.add(atOrigin + [.constant(stack, .height, 20)])
        if let width { system.add([.constant(stack, .width, width)]) }
        var attributes = StackAttributes(axis: .horizontal)
        attributes.spacing = 8
        system.add(
            StackViewLayout.constraints(
                for: stack, attributes: attributes,
                edgeInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20), gravity: gravity,
                axisHugging: hugging))
        system.solve()
        return (stack.frame, views.map(\.frame))
    }

    func testGravityAreasKeepToTheirEdgesAndTheMiddleIsCentred() {
        // NSStackView's original distribution: a 400 pt stack with one view in each area.
        let wide = layOutGravityAreas([.beginning, .middle, .end], width: 400)
        XCTAssertEqual(wide.views.map(\.x), [10, 165, 300], "10 in; centred between the insets; 20 from the end")
        XCTAssertEqual(wide.views.map(\.width), [40, 60, 80])
        // Two views at the top (beginning) stay `spacing` apart; with nothing at the end, the rest is left empty.
        let top = layOutGravityAreas([.beginning, .beginning], width: 400)
        XCTAssertEqual(top.views.map(\.x), [10, 58])
        // Without a width of its own the stack hugs its views: areas `spacing` apart, insets at the ends.
        let hugging = layOutGravityAreas([.beginning, .middle, .end], width: nil, hugging: 750)
        XCTAssertEqual(hugging.views.map(\.x), [10, 58, 126])
        XCTAssertEqual(hugging.stack.width, 10 + 40 + 8 + 60 + 8 + 80 + 20)
        // Too narrow for the middle to be centred, it keeps `spacing` from the beginning area.
        let narrow = layOutGravityAreas([.beginning, .beginning, .middle], width: 260)
        XCTAssertEqual(narrow.views.map(\.x), [10, 58, 126])
    }

    func testFillStretchesTheLowestHuggingLastViewAndFillsAcross() {
        let frames = layOut { $0.spacing = 10 }
        XCTAssertEqual(frames[0].x, 0)
        XCTAssertEqual(frames[2].x + frames[2].width, 300, accuracy: 1e-9)
        XCTAssertEqual(frames.map(\.height), [60, 60, 60], "alignment fill")
        XCTAssertEqual(frames[1].x, frames[0].x + frames[0].width + 10, accuracy: 1e-9)
        XCTAssertEqual(frames.map(\.width).reduce(0, +), 280, accuracy: 1e-9)
    }

    func testEdgeInsetsKeepTheArrangedViewsFromTheStacksEdges() {
        // AppKit's `<edgeInsets key="edgeInsets" left="8" right="8">`: the chain starts and ends 8 pt inside, and
        // views aligned across the axis keep the top and bottom insets.
        let insets = EdgeInsets(top: 4, left: 8, bottom: 6, right: 12)
        let filled = layOut({ $0.spacing = 10 }, edgeInsets: insets)
        XCTAssertEqual(filled[0].x, 8)
        XCTAssertEqual(filled[2].x + filled[2].width, 300 - 12, accuracy: 1e-9)
        XCTAssertEqual(filled.map(\.y), [4, 4, 4])
        XCTAssertEqual(filled.map(\.height), [50, 50, 50])
        let centred = layOut({ $0.alignment = .center }, edgeInsets: insets)
        XCTAssertEqual(centred.map(\.y), [19, 14, 9], "centred between the insets: 4 + (50 − height) / 2")
    }

    func testFillEquallyAndCenterAlignment() {
        let frames = layOut {
            $0.distribution = .fillEqually
            $0.alignment = .center
        }
        XCTAssertEqual(frames.map(\.width), [100, 100, 100])
        XCTAssertEqual(frames.map(\.height), [20, 30, 40], "centered views keep their intrinsic heights")
        XCTAssertEqual(frames.map(\.y), [20, 15, 10])
    }

    func testEqualSpacingKeepsIntrinsicWidthsAndEqualGaps() {
        let frames = layOut { $0.distribution = .equalSpacing }
        XCTAssertEqual(frames.map(\.width), [40, 60, 80])
        let gap1 = frames[1].x - (frames[0].x + frames[0].width)
        let gap2 = frames[2].x - (frames[1].x + frames[1].width)
        XCTAssertEqual(gap1, 60, accuracy: 1e-9)
        XCTAssertEqual(gap2, 60, accuracy: 1e-9)
    }

    func testEqualCenteringKeepsTheCentresEvenlyApartAndGivesWayToTheSpacing() {
        // In a 300 pt stack, with the end views at its edges, the centres of 40, 60 and 80 pt views are 120 apart.
        let wide = layOut { $0.distribution = .equalCentering }
        XCTAssertEqual(wide.map(\.width), [40, 60, 80])
        XCTAssertEqual(wide.map { $0.x + $0.width / 2 }, [20, 140, 260])
        // Pocket Casts' supporter header: a vertical stack as high as its labels (13.5, 21.5 and 17 high) with
        // spacing 4. Keeping the centres even needs the first gap 1.75 pt larger than the second, which the spacing
        // holds at 4: the stack is stored 62 high, its labels at 0, 19.5 (rounded) and 45.
        let (root, stack, atOrigin) = stackInRoot(width: 382, height: 200)
        let labels = [13.5, 21.5, 17].enumerated().map { index, height -> LayoutItem in
            let label = LayoutItem(id: "label\(index)")
            label.intrinsicWidth = 40
            label.intrinsicHeight = height
            stack.add(label)
            return label
        }
        var attributes = StackAttributes(axis: .vertical)
        attributes.distribution = .equalCentering
        attributes.alignment = .center
        attributes.spacing = 4
        let system = LayoutSystem(root: root)
        system.add(atOrigin + [.constant(stack, .width, 382)])
        system.add(StackViewLayout.constraints(for: stack, attributes: attributes))
        system.solve()
        XCTAssertEqual(labels.map(\.frame.y), [0, 19.25, 44.75])
        XCTAssertEqual(stack.frame.height, 61.75)
        XCTAssertEqual(system.ambiguousItems.map(\.item.id), [])
    }

    func testAnAppKitEqualDistributionHugsItsViewsOnlyAsStronglyAsItSays() {
        // Rectangle's preferences: an 850 pt NSStackView, equal centring, hugging at 249.99998, around one view
        // that keeps its own width (hugging 251) is stored centred in it; with several views, or hugging
        // required, the end views keep to the edges as a UIStackView's do.
        func layOut(
            _ widths: [Double], distribution: StackDistribution, hugging: LayoutPriority,
            framework: StackViewLayout.Framework = .appKit
        ) -> [Rect] {
            let (root, stack, atOrigin) = stackInRoot(width: 850, height: 60)
            let views = widths.enumerated().map { index, width -> LayoutItem in
                let view = LayoutItem(id: "v\(index)")
                view.intrinsicWidth = width
                view.intrinsicHeight = 20
                view.hugging = (251, 251)
                stack.add(view)
                return view
            }
            let attributes = horizontal(distribution, alignment: .centerY, spacing: 0)
            let system = LayoutSystem(root: root)
            system.add(atOrigin + [.constant(stack, .width, 850), .constant(stack, .height, 60)])
            system.add(
                StackViewLayout.constraints(
                    for: stack, attributes: attributes, crossHugging: 249.99998, axisHugging: hugging,
                    framework: framework))
            system.solve()
            return views.map(\.frame)
        }
        let single = layOut([733], distribution: .equalCentering, hugging: 249.99998)
        XCTAssertEqual(single.map(\.x), [58.5])
        XCTAssertEqual(single.map(\.width), [733])
        XCTAssertEqual(layOut([733], distribution: .equalSpacing, hugging: 249.99998).map(\.x), [58.5])
        let pair = layOut([100, 300], distribution: .equalSpacing, hugging: 249.99998)
        XCTAssertEqual(pair.map(\.x), [0, 550], "the gap takes the room; the ends keep to the edges")
        XCTAssertEqual(pair.map(\.width), [100, 300])
        // Hugging required, or a UIStackView: the single view is stretched to the edges.
        XCTAssertEqual(layOut([733], distribution: .equalCentering, hugging: 1000).map(\.width), [850])
        let uiKit = layOut([733], distribution: .equalCentering, hugging: 249.99998, framework: .uiKit)
        XCTAssertEqual(uiKit.map(\.width), [850])
    }

    func testHiddenArrangedViewsTakeNoPart() {
        let frames = layOut({ $0.distribution = .fillEqually }, hideMiddle: true)
        XCTAssertEqual(frames[0].width, 150)
        XCTAssertEqual(frames[2].x, 150)
    }

    /// A horizontal stack, 60 high, at the root's origin, as wide as its views: `hidden` (20 wide by a constraint
    /// of its own), `shown` (30 wide), `between` (20), `next` (30) and `label` (a 50 × 20 intrinsic size, as a
    /// label has), the hidden ones as `hide` says, `spacing` apart, centred across the axis.
    private func layOutHiddenViews(
        distribution: StackDistribution = .fill, hide: Set<String>, framework: StackViewLayout.Framework = .uiKit
    ) -> (stack: Rect, frames: [String: Rect], constraints: [ItemConstraint]) {
        let (root, stack, atOrigin) = stackInRoot(width: 300, height: 60)
        var sizing: [ItemConstraint] = []
        let views = [("hidden", 20.0), ("shown", 30), ("between", 20), ("next", 30), ("label", 0)].map { id, width in
            let view = LayoutItem(id: id)
            if id == "label" {
                view.intrinsicWidth = 50
                view.intrinsicHeight = 20
            } else {
                sizing += [.constant(view, .width, width), .constant(view, .height, 20)]
            }
            view.isHidden = hide.contains(id)
            stack.add(view)
            return view
        }
        let attributes = horizontal(distribution, alignment: .center, spacing: 10)
        let system = LayoutSystem(root: root)
        system.add(sizing + atOrigin + [.constant(stack, .height, 60)])
        let constraints = StackViewLayout.constraints(
            for: stack, attributes: attributes, framework: framework)
        system.add(constraints)
        system.solve()
        return (
            stack.frame, Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0.frame) }),
            constraints
        )
    }

    func testHiddenArrangedViewsAreKeptBesideTheChain() {
        // Before the first shown view: ending at the stack's start; between two: starting halfway across their
        // spacing; after the last: starting at the stack's end. Each keeps its own size (a label's intrinsic width
        // gives way: 0), centred across the axis as the shown ones are.
        let laidOut = layOutHiddenViews(hide: ["hidden", "between", "label"])
        XCTAssertEqual(laidOut.stack.width, 70, "30 + 10 + 30: the hidden views take no room")
        XCTAssertEqual(laidOut.frames["hidden"], Rect(x: -20, y: 20, width: 20, height: 20))
        XCTAssertEqual(laidOut.frames["shown"]?.x, 0)
        XCTAssertEqual(laidOut.frames["between"], Rect(x: 35, y: 20, width: 20, height: 20))
        XCTAssertEqual(laidOut.frames["next"]?.x, 40)
        XCTAssertEqual(laidOut.frames["label"], Rect(x: 70, y: 20, width: 0, height: 20))

        // In an equal-spacing stack every hidden view starts at the stack's start.
        let equal = layOutHiddenViews(distribution: .equalSpacing, hide: ["between", "label"])
        XCTAssertEqual(equal.frames["between"]?.x, 0)
        XCTAssertEqual(equal.frames["label"]?.x, 0)

        // An AppKit stack leaves them alone: no constraint names them.
        let appKit = layOutHiddenViews(hide: ["between"], framework: .appKit)
        XCTAssertFalse(appKit.constraints.contains { $0.first.id == "between" || $0.second?.id == "between" })
        XCTAssertEqual(appKit.frames["next"]?.x, 70, "20 + 10 + 30 + 10")
    }

    func testLeadingAlignmentInAVerticalStack() {
        let frames = layOut {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.distribution = .fillEqually
        }
        XCTAssertEqual(frames.map(\.x), [0, 0, 0])
        XCTAssertEqual(frames.map(\.width), [40, 60, 80])
        XCTAssertEqual(frames.map(\.height), [20, 20, 20])
    }

    func testEmptyAppKitStackHugsTheNothingBetweenItsInsets() {
        // NetNewsWire's account sheets keep empty NSStackViews, stored 0 wide and found determined by Interface
        // Builder; UIKit's stack states nothing for an empty stack, so its size stays free.
        func layOut(_ framework: StackViewLayout.Framework) -> (frame: Rect, ambiguous: [String]) {
            let (root, stack, _) = stackInRoot(width: 300, height: 60)
            let system = LayoutSystem(root: root)
            system.add([
                ItemConstraint(stack, .centerX, .equal, root, .centerX),
                ItemConstraint(stack, .top, .equal, root, .top),
            ])
            system.add(
                StackViewLayout.constraints(
                    for: stack, attributes: StackAttributes(axis: .horizontal), crossHugging: 249.99998,
                    edgeInsets: EdgeInsets(top: 2, left: 10, bottom: 0, right: 20), axisHugging: 249.99998,
                    framework: framework))
            system.solve()
            return (stack.frame, system.ambiguousItems.map { "\($0.item.id) \($0.axes)" })
        }
        let appKit = layOut(.appKit)
        XCTAssertEqual(appKit.frame, Rect(x: 135, y: 0, width: 30, height: 2))
        XCTAssertEqual(appKit.ambiguous, [])
        XCTAssertEqual(layOut(.uiKit).ambiguous, ["stack [\"horizontal\", \"vertical\"]"])
    }
}
