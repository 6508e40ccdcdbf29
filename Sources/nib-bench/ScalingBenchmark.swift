// nib-bench scaling: how layout time and memory grow with the size of a view tree (issue 38).
//
//   swift run -c release nib-bench scaling [--sizes 100,1000,10000] [--constraints 10000,100000]
//                                          [--budget SECONDS] [--step-limit STEPS]
//
// Builds in memory, then decodes and lays out as `nib layout` does (DocumentDecoder, DocumentLayout.layOut()): a
// storyboard with a vertical UIStackView of N squeezed views (`fill` and `fillEqually`), beside the same N views
// chained by their own constraints (the baseline); and a LayoutSystem of 10,000 and 100,000 constraints of mixed
// priorities, beside the solver's chain of as many constraints (`nib-bench solve`'s chain). Prints for each the
// seconds, the growth of resident memory while it ran, the growth of time per decade of N (10 = linear) and the
// ratio to its baseline. A layout that reaches the engine's bound on work (its default, or --step-limit) is marked
// `stopped`; a case whose time, grown a hundredfold, would pass the budget (120 s) is not run at the next N.
import Foundation
import NibDecoding
import NibLayout
import NibModel

/// One measured run: seconds, the peak growth of resident memory in bytes, and whether the layout stopped at its
/// bound on work.
struct ScalingMeasurement {
    var seconds: Double
    var peakBytes: Int
    var stopped = false
}

/// The resident memory now and at its peak (`VmRSS`, `VmHWM` of /proc/self/status), in bytes; nil where there is
/// no /proc.
private func residentMemory() -> (current: Int, peak: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    func kilobytes(_ key: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first
    }
    guard let current = kilobytes("VmRSS"), let peak = kilobytes("VmHWM") else { return nil }
    return (current * 1024, peak * 1024)
}

/// glibc's `malloc_trim`, which hands the memory freed to the system, so that the resident set counts what is in
/// use; nil where there is none.
private let releaseFreedMemory: (@convention(c) (Int) -> Int32)? = {
    #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
        return nil
    #endif
}()

/// Runs `body` (which returns whether the layout stopped at its bound) once and measures it; memory is the peak
/// resident set while it ran less the resident set before (the memory earlier runs freed is first handed back, and
/// the kernel's peak reset by writing 5 to /proc/self/clear_refs).
private func measureOnce(_ body: () -> Bool) -> ScalingMeasurement {
    _ = releaseFreedMemory?(0)
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let before = residentMemory()
    var stopped = false
    let elapsed = seconds { stopped = body() }
    let after = residentMemory()
    let growth = before.flatMap { before in after.map { max(0, $0.peak - before.current) } } ?? 0
    return ScalingMeasurement(seconds: elapsed, peakBytes: growth, stopped: stopped)
}

/// Measures `body`: once, and for a run under half a second, the best of three (memory from the first).
private func measure(_ body: () -> Bool) -> ScalingMeasurement {
    var result = measureOnce(body)
    if result.seconds < 0.5 {
        for _ in 0..<2 { result.seconds = min(result.seconds, seconds { _ = body() }) }
    }
    return result
}

/// Decodes `xml` and lays out its trees as `nib layout` does, within `stepLimit` steps a tree (the default for nil);
/// returns whether a tree stopped at the bound. Checks that every frame of a finished layout is a finite number.
private func layOutDocument(_ xml: String, stepLimit: Int?) -> Bool {
    guard let document = DocumentDecoder().decode(xml, file: "scaling.storyboard").document else {
        fatalError("the generated document does not decode")
    }
    var layout = DocumentLayout(document: document)
    layout.stepLimit = stepLimit
    var stopped = false
    for tree in layout.layOut() {
        stopped = stopped || tree.system.exceededWorkLimit != nil
        precondition(stopped || tree.system.nonFiniteItems.isEmpty, "a frame is not a finite number")
    }
    return stopped
}

/// A line of the table: the case, its N, time, memory, growth per decade and the ratio to its baseline.
private func row(
    _ name: String, _ count: Int, _ measurement: ScalingMeasurement?, previous: (count: Int, seconds: Double)?,
    baseline: Double?
) -> String {
    let label = name.padding(toLength: 24, withPad: " ", startingAt: 0)
    let size = String(count).leftPadded(to: 7)
    guard let measurement else { return "\(label)\(size)   skipped (over the budget)" }
    var growth = "-"
    if let previous, previous.count * 10 == count {
        growth = String(format: "%.1f", measurement.seconds / previous.seconds)
    }
    let ratio = baseline.map { String(format: "%.1f", measurement.seconds / $0) } ?? "-"
    let memory = String(format: "%.1f", Double(measurement.peakBytes) / 1_048_576)
    return label + size + String(format: "%11.4f", measurement.seconds) + memory.leftPadded(to: 10)
        + growth.leftPadded(to: 10) + ratio.leftPadded(to: 12)
        + (measurement.stopped ? "   stopped at the work bound" : "")
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// Removes `--name A,B,C` from `arguments` and returns the numbers (`defaults` without the option).
private func takeList(_ name: String, from arguments: inout [String], default defaults: [Int]) -> [Int] {
    guard let index = arguments.firstIndex(of: name) else { return defaults }
    guard index + 1 < arguments.count else { usage() }
    let values = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
    guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { usage() }
    arguments.removeSubrange(index...(index + 1))
    return values
}

func benchmarkScaling(_ arguments: [String]) {
    var arguments = arguments
    let sizes = takeList("--sizes", from: &arguments, default: [100, 1_000, 10_000])
    let constraintCounts = takeList("--constraints", from: &arguments, default: [10_000, 100_000])
    let budget = Double(takeList("--budget", from: &arguments, default: [120])[0])
    let stepLimit = takeList("--step-limit", from: &arguments, default: []).first
    guard arguments.isEmpty else { usage() }

    print(
        "case".padding(toLength: 24, withPad: " ", startingAt: 0) + "N".leftPadded(to: 7) + "seconds".leftPadded(to: 11)
            + "peak MB".leftPadded(to: 10) + "x/decade".leftPadded(to: 10) + "x baseline".leftPadded(to: 12))

    /// Measures `body` at each of `counts`, skipping the counts after one whose time, grown a hundredfold (quadratic
    /// growth over a decade), would pass the budget; prints a row per count.
    func series(_ name: String, _ counts: [Int], baselines: [Int: Double] = [:], _ body: (Int) -> () -> Bool)
        -> [Int: Double]
    {
        var times: [Int: Double] = [:]
        var previous: (count: Int, seconds: Double)?
        var skipping = false
        for count in counts {
            if skipping {
                print(row(name, count, nil, previous: nil, baseline: nil))
                continue
            }
            let work = body(count)
            let measurement = measure(work)
            print(row(name, count, measurement, previous: previous, baseline: baselines[count]))
            fflush(nil)
            times[count] = measurement.seconds
            skipping = measurement.seconds * 100 > budget
            previous = (count, measurement.seconds)
        }
        return times
    }

    let chains = series("chain (baseline)", sizes) { count in
        let xml = ScalingDocuments.chain(count)
        return { layOutDocument(xml, stepLimit: stepLimit) }
    }
    for distribution in ["fill", "fillEqually"] {
        _ = series("stack \(distribution)", sizes, baselines: chains) { count in
            let xml = ScalingDocuments.stack(count, distribution: distribution)
            return { layOutDocument(xml, stepLimit: stepLimit) }
        }
    }
    let solverChains = series("solver chain (baseline)", constraintCounts) { count in
        {
            _ = solveChain(count / 4)
            return false
        }
    }
    _ = series("constraints", constraintCounts, baselines: solverChains) { count in
        {
            let system = ScalingSystems.form(constraints: count)
            system.stepLimit = stepLimit
            system.solve()
            return system.exceededWorkLimit != nil
        }
    }
}
