import XCTest

@testable import NibSolver

/// The solver's work, counted in steps and pivots rather than timed, its bound, and the tables it keeps instead of
/// `Set` and `Dictionary`.
final class SolverWorkTests: XCTestCase {
    func testSymbolSetHoldsWhatASetHolds() {
        var generator = SystemRandomNumberGenerator()
        for range in [8, 40, 2_000] {
            var set = SymbolSet()
            var reference = Set<Int>()
            for _ in 0..<20_000 {
                let id = Int.random(in: 1...range, using: &generator)
                let symbol = Symbol(id: id, kind: .slack)
                if Bool.random(using: &generator) {
                    XCTAssertEqual(set.insert(symbol), reference.insert(id).inserted)
                } else {
                    XCTAssertEqual(set.remove(symbol), reference.remove(id) != nil)
                }
                XCTAssertEqual(set.contains(symbol), reference.contains(id))
            }
            XCTAssertEqual(set.count, reference.count)
            XCTAssertEqual(Set(set.map(\.id)), reference)
        }
    }

    func testRowCellsMatchADictionaryThroughAddsAndRemovals() {
        // Rows of more than `Row.indexThreshold` cells find them by an index; cells leave at zero.
        var generator = SystemRandomNumberGenerator()
        for range in [10, 100, 5_000] {
            let row = Row()
            var reference: [Int: Double] = [:]
            for _ in 0..<20_000 {
                let id = Int.random(in: 1...range, using: &generator)
                let symbol = Symbol(id: id, kind: .error)
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    XCTAssertEqual(row.remove(symbol), reference.removeValue(forKey: id))
                } else {
                    let value = Double(Int.random(in: -2...2, using: &generator))
                    row.add(symbol, value)
                    let sum = (reference[id] ?? 0) + value
                    reference[id] = sum == 0 ? nil : sum
                }
                XCTAssertEqual(row.coefficient(of: symbol), reference[id] ?? 0)
            }
            XCTAssertEqual(Dictionary(uniqueKeysWithValues: row.cells.map { ($0.id, $1) }), reference)
        }
    }

    /// The steps a solver takes to pin `count` variables and pull each weakly towards zero: every pull's errors
    /// go into one objective row.
    private func stepsForWeakPulls(_ count: Int) -> Int {
        let solver = Solver()
        for index in 0..<count {
            let variable = Variable("x\(index)")
            try! solver.add(LinearExpression(variable) == LinearExpression(constant: Double(index)))
            try! solver.add(LinearConstraint(LinearExpression(variable), .equal, 0, priority: Priority(rawValue: 0.5)))
        }
        return solver.steps
    }

    func testChoosingPivotsLooksOnlyAtCandidatesNotTheWholeObjective() {
        // Each pivot scanned every error in the objective: pulling N variables took N² steps.
        let steps = (stepsForWeakPulls(2_000), stepsForWeakPulls(4_000))
        XCTAssertLessThan(Double(steps.1), 2.5 * Double(steps.0), "steps for 2,000 and 4,000 pulls: \(steps)")
    }

    /// Views `count` long in a row of 667 pt, 8 pt apart, each wanting to be 44 wide at 750 and pulled weakly
    /// towards zero: the row squeezes them below nothing, and `floors` (given the widths and the solver) lifts them.
    private func squeezedRow(_ count: Int, floors: ([Variable], Solver) -> Void) -> (widths: [Double], pivots: Int) {
        let solver = Solver()
        let xs = (0...count).map { Variable("x\($0)") }
        let widths = (0..<count).map { Variable("w\($0)") }
        try! solver.add(LinearExpression(xs[0]) == 0)
        try! solver.add(LinearExpression(xs[count]) == 667 + 8)
        for index in 0..<count {
            try! solver.add(LinearConstraint(LinearExpression(widths[index]), .equal, 44, priority: .defaultHigh))
            try! solver.add(
                LinearExpression(xs[index + 1]) == LinearExpression(xs[index]) + LinearExpression(widths[index]) + 8)
        }
        for variable in xs + widths {
            try! solver.add(LinearConstraint(LinearExpression(variable), .equal, 0, priority: Priority(rawValue: 0.5)))
        }
        let before = solver.pivots
        floors(widths, solver)
        solver.updateVariables()
        return (widths.map(\.value), solver.pivots - before)
    }

    func testBatchReachesTheSameSolutionInFewerPivots() {
        func floor(_ width: Variable) -> LinearConstraint {
            LinearConstraint(LinearExpression(width), .greaterThanOrEqual, 0, priority: Priority(rawValue: 999))
        }
        let oneByOne = squeezedRow(60) { widths, solver in
            for width in widths { try! solver.add(floor(width)) }
        }
        let batched = squeezedRow(60) { widths, solver in
            solver.batch {
                for width in widths { try! solver.add(floor(width)) }
            }
        }
        for (width, expected) in zip(batched.widths, oneByOne.widths) {
            XCTAssertEqual(width, expected, accuracy: 1e-6)
        }
        XCTAssertTrue(batched.widths.allSatisfy { $0 >= -1e-6 })
        XCTAssertLessThan(batched.pivots, oneByOne.pivots)
    }

    func testStepLimitStopsPivotingAndSaysSo() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add(LinearExpression(width) >= 0)
        solver.stepLimit = solver.steps
        // The pull needs a pivot to reach 40; the solver stops short of it.
        try solver.add(LinearConstraint(LinearExpression(width), .equal, 40, priority: .defaultHigh))
        XCTAssertTrue(solver.hasReachedStepLimit)
        solver.updateVariables()
        XCTAssertEqual(width.value, 0)
        // A required constraint that needs pivots to be added is refused as beyond the limit, not as unsatisfiable.
        XCTAssertThrowsError(try solver.add(LinearExpression(width) == 5)) {
            XCTAssertEqual($0 as? SolverError, .stepLimitReached)
        }

        let unbounded = Solver()
        let other = Variable("other")
        try unbounded.add(LinearExpression(other) >= 0)
        try unbounded.add(LinearConstraint(LinearExpression(other), .equal, 40, priority: .defaultHigh))
        try unbounded.add(LinearExpression(other) <= 30)
        XCTAssertFalse(unbounded.hasReachedStepLimit)
        unbounded.updateVariables()
        XCTAssertEqual(other.value, 30, accuracy: 1e-9)
    }
}
