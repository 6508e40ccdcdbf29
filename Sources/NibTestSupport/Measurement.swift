import Foundation
import XCTest

/// Runs a case over hostile input and prints its time and the growth of resident memory, for the reader of the test
/// log (timings are the benchmarks' to judge, not a unit test's); fails it when memory grew by `memoryLimit`
/// megabytes or more, when a limit is given.
public func measured<T>(
    _ name: String, memoryLimit: Int? = nil, file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> T
) rethrows -> T {
    let before = residentMegabytes()
    let start = ContinuousClock.now
    let result = try body()
    let elapsed = ContinuousClock.now - start
    let growth = max(0, residentMegabytes() - before)
    print("hostile \(name): \(elapsed), resident memory +\(growth) MB")
    if let memoryLimit {
        XCTAssertLessThan(growth, memoryLimit, "\(name) grew memory by \(growth) MB", file: file, line: line)
    }
    return result
}

/// The process's resident memory in megabytes (`VmRSS` on Linux; 0 where `/proc` does not exist).
public func residentMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}
