import NibDecoding
import NibModel
import NibTestSupport
import XCTest

@testable import NibAutoLayout
@testable import NibLayout

/// The work a layout takes, counted rather than timed: size floors under a squeezed stack, the solver's steps, the
/// bound on them, and frames no number can hold.
final class LayoutWorkTests: XCTestCase {
    /// A 375 × 667 root holding a vertical stack pinned to its edges with `count` views 2 pt apart, each wanting to be
    /// 44 high at 750 (as a label's compression resistance holds its text): from 15 views on they overflow the root,
    /// and the stack squeezes them below nothing. With `flooredByHand`, every view also states the floor the engine
    /// adds (`height ≥ 0` and `width ≥ 0` at 999), as a reference.
    private func squeezedStack(
        _ count: Int, distribution: StackDistribution = .fill, flooredByHand: Bool = false
    ) -> (system: LayoutSystem, views: [LayoutItem]) {
        let root = LayoutItem(id: "root", designFrame: Rect(x: 0, y: 0, width: 375, height: 667))
        let stack = LayoutItem(id: "stack")
        root.add(stack)
        let views = (0..<count).map { index -> LayoutItem in
            let view = LayoutItem(id: "v\(index)")
            stack.add(view)
            return view
        }
        let system = LayoutSystem(root: root)
        for attribute in [LayoutAttribute.top, .bottom, .leading, .trailing] {
            system.add(ItemConstraint(stack, attribute, .equal, root, attribute))
        }
        for view in views {
            system.add(.constant(view, .height, 44, priority: 750))
            if flooredByHand {
                system.add(.constant(view, .height, .greaterThanOrEqual, 0, priority: 999))
                system.add(.constant(view, .width, .greaterThanOrEqual, 0, priority: 999))
            }
        }
        var attributes = StackAttributes(axis: .vertical)
        attributes.distribution = distribution
        attributes.spacing = 2
        system.add(StackViewLayout.constraints(for: stack, attributes: attributes))
        return (system, views)
    }

    func testSqueezedStackTakesAtMostTwoRoundsOfFloors() {
        // Each floor handed the squeeze on to the next view: 200 views took 200 rounds, each solving again.
        let (system, views) = squeezedStack(200)
        system.solve()
        XCTAssertEqual(system.sizeFloorRounds, 2)
        XCTAssertLessThanOrEqual(system.solverRounds, 2 * (1 + 2))
        XCTAssertTrue(views.allSatisfy { $0.frame.height >= -1e-6 }, "no view is left below nothing")
        let last = views[views.count - 1].frame
        XCTAssertEqual(last.y + last.height, 667, accuracy: 1e-6)
    }

    func testSqueezedStackHasTheFramesAFloorUnderEveryViewGives() {
        for distribution: StackDistribution in [.fill, .fillEqually] {
            let floored = squeezedStack(60, distribution: distribution)
            floored.system.solve()
            let reference = squeezedStack(60, distribution: distribution, flooredByHand: true)
            reference.system.solve()
            XCTAssertEqual(reference.system.sizeFloorRounds, 0, "the reference needs no floor of the engine's")
            for (view, expected) in zip(floored.views, reference.views) {
                XCTAssertEqual(view.frame.y, expected.frame.y, accuracy: 1e-6, "\(distribution) \(view.id)")
                XCTAssertEqual(view.frame.height, expected.frame.height, accuracy: 1e-6, "\(distribution) \(view.id)")
            }
        }
    }

    func testPivotsGrowLinearlyWithASqueezedStack() {
        // Floors added one by one moved the squeeze from view to view and back, a pivot per view for each floor.
        var pivots: [Int] = []
        for count in [50, 100] {
            let (system, _) = squeezedStack(count)
            system.solve()
            pivots.append(system.solverPivots)
        }
        XCTAssertLessThan(Double(pivots[1]), 2.5 * Double(pivots[0]), "pivots for 50 and 100 views: \(pivots)")
    }

    func testFramesBeyondEveryNumberAreNamedNotFinite() throws {
        // Constants and multipliers of 1e308 overflow the solver's arithmetic: `c` comes out (nan, 1e+308, nan, 0).
        let document = try XCTUnwrap(DocumentDecoder().decode(nonFiniteDocument, file: "huge.xib").document)
        let tree = try XCTUnwrap(DocumentLayout(document: document).layOut().first)
        XCTAssertEqual(tree.system.nonFiniteItems.map(\.id), ["c"])
        let c = try XCTUnwrap(tree.system.items.first { $0.id == "c" }).absoluteFrame
        XCTAssertFalse(c.x.isFinite && c.width.isFinite)
        let d = try XCTUnwrap(tree.system.items.first { $0.id == "d" }).frame
        XCTAssertEqual(d, Rect(x: 10, y: 20, width: 30, height: 40), "a sound view beside it is laid out")
    }

    func testWorkBoundStopsALayoutWithADiagnostic() throws {
        let (system, _) = squeezedStack(100)
        system.solve()
        let needed = system.solverSteps
        XCTAssertNil(system.exceededWorkLimit)

        // With half the steps it needs, the layout stops where the solver was, and says so.
        system.stepLimit = needed / 2
        system.solve()
        let stop = try XCTUnwrap(system.exceededWorkLimit)
        XCTAssertEqual(stop.limit, needed / 2)
        XCTAssertGreaterThanOrEqual(stop.steps, needed / 2)
        XCTAssertLessThan(stop.steps, needed)
        XCTAssertTrue(
            stop.description.hasPrefix("layout stopped after \(stop.steps) solver steps (limit \(needed / 2)): "),
            stop.description)

        // With just enough, it finishes as before.
        system.stepLimit = needed
        system.solve()
        XCTAssertNil(system.exceededWorkLimit)
        XCTAssertEqual(system.solverSteps, needed)
    }

    func testWorkBoundStopsSoonAfterItsLimit() throws {
        // A stack of 300 squeezed views takes millions of steps; with a bound of a million it stops past it by at most
        // one constraint's substitution, the constraints after it left out.
        let (system, _) = squeezedStack(300)
        system.stepLimit = 1_000_000
        system.solve()
        let stop = try XCTUnwrap(system.exceededWorkLimit)
        XCTAssertLessThan(stop.steps, 1_500_000)
    }

    func testDefaultWorkBoundIsFarBeyondAStackOfAHundredViews() {
        let (system, _) = squeezedStack(100)
        XCTAssertNil(system.stepLimit)
        system.solve()
        XCTAssertNil(system.exceededWorkLimit)
        XCTAssertEqual(system.defaultStepLimit, LayoutSystem.minimumStepLimit)
        XCTAssertLessThan(system.solverSteps * 10, system.defaultStepLimit)
    }
}
