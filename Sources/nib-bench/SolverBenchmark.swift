// nib-bench solve: the constraint solver on the systems scripts/kiwi_bench.py builds identically for kiwisolver.
//
//   swift run -c release nib-bench solve [--rounds N]
//
// Cases: 500 independent 20-view documents (one solver each), and chains of 100 / 1,000 / 10,000 views (each
// view x, y, width, height; x(i) = x(i−1) + width(i−1) + 8). Prints seconds per case (best of the rounds) and
// microseconds per view, and the growth of the per-view cost along the chains.
import Foundation
import NibSolver

/// Builds and solves one 20-view document: the same constraints as `document()` in scripts/kiwi_bench.py.
func solveDocument(_ index: Int) -> Double {
    let solver = Solver()
    func vars(_ name: String) -> (x: Variable, y: Variable, w: Variable, h: Variable) {
        (Variable("\(name).x"), Variable("\(name).y"), Variable("\(name).w"), Variable("\(name).h"))
    }
    func add(_ constraint: LinearConstraint) { try! solver.add(constraint) }
    let root = vars("root")
    add(LinearExpression(root.x) == 0)
    add(LinearExpression(root.y) == 0)
    add(LinearExpression(root.w) == 375)
    add(LinearExpression(root.h) == 667)
    var previous = root
    for view in 0..<20 {
        let v = vars("v\(view)")
        if view % 2 == 0 {
            add(LinearExpression(v.x) == LinearExpression(root.x) + 16)
        } else {
            add(LinearExpression(v.x) == LinearExpression(previous.x) + LinearExpression(previous.w) + 8)
        }
        add(
            LinearExpression(v.y)
                == (view == 0
                    ? LinearExpression(root.y) + 20 : LinearExpression(previous.y) + LinearExpression(previous.h) + 8))
        switch view % 3 {
        case 0: add(LinearExpression(v.w) == LinearExpression(constant: Double(100 + index % 7)))
        case 1: add(LinearExpression(v.w) == LinearExpression(previous.w))
        default:
            add(LinearExpression(v.w) >= 44)
            add(LinearConstraint(LinearExpression(v.w), .equal, 200, priority: .defaultLow))
        }
        add(LinearExpression(v.h) == 44)
        if view % 5 == 0 {
            add(
                LinearConstraint(
                    LinearExpression(v.x) + 0.5 * LinearExpression(v.w), .equal,
                    LinearExpression(root.x) + 0.5 * LinearExpression(root.w), priority: .defaultHigh))
        }
        add(LinearExpression(root.x) + LinearExpression(root.w) >= LinearExpression(v.x) + LinearExpression(v.w))
        previous = v
    }
    solver.updateVariables()
    return previous.x.value
}

/// Builds and solves a chain of `count` views; the same constraints as `chain()` in scripts/kiwi_bench.py.
func solveChain(_ count: Int) -> Double {
    let solver = Solver()
    var previous: (x: Variable, w: Variable)?
    for view in 0..<count {
        let x = Variable()
        let y = Variable()
        let w = Variable()
        let h = Variable()
        if let previous {
            try! solver.add(LinearExpression(x) == LinearExpression(previous.x) + LinearExpression(previous.w) + 8)
        } else {
            try! solver.add(LinearExpression(x) == 0)
        }
        try! solver.add(LinearExpression(y) == 0)
        try! solver.add(LinearExpression(w) == 20)
        try! solver.add(LinearExpression(h) == 20)
        previous = (x, w)
        _ = view
    }
    solver.updateVariables()
    return previous!.x.value
}

func time(rounds: Int, _ body: () -> Double) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        precondition(result.isFinite)
        best = min(best, seconds)
    }
    return best
}

func benchmarkSolver(_ arguments: [String]) {
    var rounds = 3
    if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    {
        rounds = max(1, value)
    }
    precondition(solveChain(10) == 9 * 28, "the chain solves to its known end")
    let documents = time(rounds: rounds) { (0..<500).reduce(0) { $0 + solveDocument($1) } }
    print(String(format: "documents 500x20: %.4f s (%.2f us/view)", documents, documents / 10_000 * 1e6))
    var perView: [(Int, Double)] = []
    for count in [100, 1_000, 10_000] {
        let seconds = time(rounds: rounds) { solveChain(count) }
        perView.append((count, seconds / Double(count)))
        print(String(format: "chain %d: %.4f s (%.2f us/view)", count, seconds, seconds / Double(count) * 1e6))
    }
    // A chain ten times longer again, for NibKit alone (kiwisolver's quadratic time would take about an hour): once
    // the tableau no longer fits the processor's caches, the cost per view stops growing.
    let longest = time(rounds: rounds) { solveChain(100_000) }
    perView.append((100_000, longest / 100_000))
    print(String(format: "long chain 100000: %.4f s (%.2f us/view)", longest, longest / 100_000 * 1e6))
    print(
        String(
            format: "growth: per-view cost x%.2f from 100 to 1,000 views, x%.2f from 1,000 to 10,000, x%.2f from 10,000"
                + " to 100,000 (1.0 = linear)",
            perView[1].1 / perView[0].1, perView[2].1 / perView[1].1, perView[3].1 / perView[2].1))
}
