import NibSolver
import XCTest

final class SolverTests: XCTestCase {
    func testConstantsBeyondEveryNumberNeverTrap() throws {
        // A size beyond every number (10^300 × 10^300) kept above nothing by a required inequality, whose slack is
        // then infinite, and pulled back by optional ones: the ratio test meets an infinite ratio and must still
        // choose a row instead of trapping.
        let solver = Solver()
        let height = Variable("height")
        let bottom = Variable("bottom")
        let top = Variable("top")
        try solver.add(LinearExpression(height) == 1e300)
        try solver.add(LinearExpression(top) - LinearExpression(height) * 1e300 == 0)
        try solver.add(LinearConstraint(LinearExpression(top) - LinearExpression(bottom), .greaterThanOrEqual, 0))
        try solver.add(LinearConstraint(LinearExpression(bottom), .equal, 0, priority: Priority(rawValue: 500)))
        solver.updateVariables()
        try solver.add(
            LinearConstraint(
                LinearExpression(bottom) - LinearExpression(top), .greaterThanOrEqual, 0,
                priority: Priority(rawValue: 999)))
        try solver.add(LinearConstraint(LinearExpression(top), .lessThanOrEqual, 0, priority: Priority(rawValue: 999)))
        solver.updateVariables()
        XCTAssertEqual(height.value, 1e300)
    }

    func testRequiredEqualitiesSolveExactly() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(LinearExpression(x) + LinearExpression(y) == 10)
        try solver.add(LinearExpression(x) - LinearExpression(y) == 4)
        solver.updateVariables()
        XCTAssertEqual(x.value, 7, accuracy: 1e-9)
        XCTAssertEqual(y.value, 3, accuracy: 1e-9)
    }

    func testOneHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
        for (high, low) in [(Float(251), Float(250)), (999, 998)] {
            let solver = Solver()
            let width = Variable("width")
            try solver.add(LinearConstraint(LinearExpression(width), .equal, 100, priority: Priority(rawValue: high)))
            for _ in 0..<50 {
                try solver.add(
                    LinearConstraint(LinearExpression(width), .equal, 300, priority: Priority(rawValue: low)))
            }
            solver.updateVariables()
            XCTAssertEqual(width.value, 100, accuracy: 1e-9, "one \(high) beats fifty \(low)s")
        }
    }

    func testEqualPrioritiesMinimiseTheSumOfErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        // Three pulls at one level: the sum of absolute errors is least at the median.
        for target in [10.0, 20, 60] {
            try solver.add(
                LinearConstraint(LinearExpression(x), .equal, LinearExpression(constant: target), priority: .defaultLow)
            )
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 20, accuracy: 1e-9)
    }

    func testRequiredBeatsOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(LinearConstraint(LinearExpression(x), .equal, 5, priority: Priority(rawValue: 999)))
        try solver.add(LinearExpression(x) == 8)
        solver.updateVariables()
        XCTAssertEqual(x.value, 8, accuracy: 1e-9)
    }

    func testInequalitiesReachTheirBoundary() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(LinearExpression(x) <= 40)
        try solver.add(LinearExpression(x) >= 10)
        try solver.add(LinearConstraint(LinearExpression(x), .equal, 100, priority: .defaultHigh))
        solver.updateVariables()
        XCTAssertEqual(x.value, 40, accuracy: 1e-9)
        let y = Variable("y")
        try solver.add(LinearExpression(y) >= 10)
        try solver.add(LinearConstraint(LinearExpression(y), .equal, 0, priority: .defaultLow))
        solver.updateVariables()
        XCTAssertEqual(y.value, 10, accuracy: 1e-9)
    }

    func testUnsatisfiableRequiredConstraintIsRefusedAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(LinearExpression(x) == 10)
        try solver.add(LinearExpression(y) == LinearExpression(x) + 5)
        XCTAssertThrowsError(try solver.add(LinearExpression(x) == 20)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        XCTAssertThrowsError(try solver.add(LinearExpression(y) <= 3)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(y.value, 15, accuracy: 1e-9)
        // Later constraints still work.
        let z = Variable("z")
        try solver.add(LinearExpression(z) == LinearExpression(y) * 2)
        solver.updateVariables()
        XCTAssertEqual(z.value, 30, accuracy: 1e-9)
    }

    func testRemovingAConstraintRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(LinearConstraint(LinearExpression(x), .equal, 10, priority: .defaultLow))
        let strong = LinearConstraint(LinearExpression(x), .equal, 50, priority: .defaultHigh)
        try solver.add(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 50, accuracy: 1e-9)
        try solver.remove(strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        let required = LinearExpression(x) >= 30
        try solver.add(required)
        solver.updateVariables()
        XCTAssertEqual(x.value, 30, accuracy: 1e-9)
        try solver.remove(required)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
    }

    func testRemovingARequiredEqualityKeepsEditsAndTheRest() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = LinearExpression(x) == 10
        try solver.add(pin)
        try solver.add(LinearExpression(y) == LinearExpression(x) + 5)
        try solver.add(LinearConstraint(LinearExpression(x), .equal, 0, priority: .defaultLow))
        try solver.addEditVariable(y, priority: .defaultHigh)
        try solver.suggestValue(y, 40)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10, accuracy: 1e-9, "the required pin wins over the edit")
        try solver.remove(pin)
        solver.updateVariables()
        XCTAssertEqual(y.value, 40, accuracy: 1e-9, "without the pin the edit is followed")
        XCTAssertEqual(x.value, 35, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(pin))
        try solver.suggestValue(y, 50)
        solver.updateVariables()
        XCTAssertEqual(x.value, 45, accuracy: 1e-9, "the edit variable survived the rebuild")
    }

    func testRedundantRequiredEqualityIsAcceptedAndContradictionRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(LinearExpression(x) == 3)
        try solver.add(LinearExpression(x) + 1 == 4)
        XCTAssertThrowsError(try solver.add(LinearExpression(x) == 4)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
    }

    func testDuplicateAndUnknownConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = LinearExpression(x) == 1
        try solver.add(constraint)
        XCTAssertTrue(solver.contains(constraint))
        XCTAssertThrowsError(try solver.add(constraint)) { XCTAssertEqual($0 as? SolverError, .duplicateConstraint) }
        try solver.remove(constraint)
        XCTAssertFalse(solver.contains(constraint))
        XCTAssertThrowsError(try solver.remove(constraint)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
    }

    func testEditVariablesFollowSuggestionsWithinRequiredConstraints() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.add(LinearExpression(right) == LinearExpression(left) + LinearExpression(width))
        try solver.add(LinearExpression(width) >= 20)
        try solver.add(LinearExpression(left) >= 0)
        try solver.add(LinearExpression(right) <= 300)
        try solver.add(LinearConstraint(LinearExpression(width), .equal, 20, priority: .defaultLow))
        try solver.addEditVariable(left, priority: .defaultHigh)
        for (suggested, expected) in [(50.0, 50.0), (120, 120), (400, 280), (-30, 0), (10, 10)] {
            try solver.suggestValue(left, suggested)
            solver.updateVariables()
            XCTAssertEqual(left.value, expected, accuracy: 1e-9, "suggested \(suggested)")
            XCTAssertEqual(right.value - left.value, width.value, accuracy: 1e-9)
            XCTAssertLessThanOrEqual(right.value, 300 + 1e-9)
        }
        XCTAssertThrowsError(try solver.addEditVariable(width, priority: .required)) {
            XCTAssertEqual($0 as? SolverError, .badRequiredStrength)
        }
        try solver.removeEditVariable(left)
        XCTAssertThrowsError(try solver.suggestValue(left, 1)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable)
        }
    }

    func testLongChainSolvesToExactPositions() throws {
        let solver = Solver()
        let count = 1000
        let xs = (0..<count).map { Variable("x\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        try solver.add(LinearExpression(xs[0]) == 0)
        for index in 0..<count {
            try solver.add(LinearExpression(widths[index]) == 20)
            if index > 0 {
                try solver.add(
                    LinearExpression(xs[index]) == LinearExpression(xs[index - 1]) + LinearExpression(widths[index - 1])
                        + 8)
            }
        }
        solver.updateVariables()
        for index in stride(from: 0, to: count, by: 97) {
            XCTAssertEqual(xs[index].value, Double(index) * 28, accuracy: 1e-6)
        }
        XCTAssertEqual(xs[count - 1].value, Double(count - 1) * 28, accuracy: 1e-6)
    }
    func testRowsWiderThanTheIndexThresholdStayExactThroughAddsAndRemovals() throws {
        // One required row over forty widths (wider than the 24 cells a row keeps without an index), and objective
        // rows of forty errors at two levels: every width but the last is pulled to 20 at 750, all of them to 1 at 250.
        let solver = Solver()
        let widths = (0..<40).map { Variable("w\($0)") }
        let total = widths.dropFirst().reduce(LinearExpression(widths[0])) { $0 + LinearExpression($1) }
        let sum = total == 1000
        try solver.add(sum)
        var strong: [LinearConstraint] = []
        for (index, width) in widths.enumerated() {
            try solver.add(LinearExpression(width) >= 0)
            try solver.add(LinearConstraint(LinearExpression(width), .equal, 1, priority: .defaultLow))
            if index < 39 {
                strong.append(LinearConstraint(LinearExpression(width), .equal, 20, priority: .defaultHigh))
                try solver.add(strong[index])
            }
        }
        solver.updateVariables()
        XCTAssertEqual(widths[39].value, 1000 - 39 * 20, accuracy: 1e-9)
        XCTAssertEqual(widths[7].value, 20, accuracy: 1e-9)

        try solver.remove(strong[0])
        try solver.add(LinearConstraint(LinearExpression(widths[0]), .equal, 5, priority: .defaultHigh))
        solver.updateVariables()
        XCTAssertEqual(widths[0].value, 5, accuracy: 1e-9)
        XCTAssertEqual(widths[39].value, 1000 - 5 - 38 * 20, accuracy: 1e-9)

        // Without the sum, nothing holds the last width above its low pull.
        try solver.remove(sum)
        solver.updateVariables()
        XCTAssertEqual(widths[39].value, 1, accuracy: 1e-9)
        XCTAssertEqual(widths[12].value, 20, accuracy: 1e-9)
    }
}

private func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }
