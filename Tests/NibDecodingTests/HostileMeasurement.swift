import Foundation
import XCTest

/// Runs a hostile-input case, prints its time and the growth of resident memory, and fails it when it takes
/// longer than `limit` or grows memory by more than `memoryLimit` megabytes.
func measuredHostileCase<T>(
    _ name: String, limit: Duration = .seconds(2), memoryLimit: Int = 256, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> T
) rethrows -> T {
    let before = residentMegabytes()
    let start = ContinuousClock.now
    let result = try body()
    let elapsed = ContinuousClock.now - start
    let growth = max(0, residentMegabytes() - before)
    print("hostile \(name): \(elapsed), resident memory +\(growth) MB")
    XCTAssertLessThan(elapsed, limit, "\(name) took too long", file: file, line: line)
    XCTAssertLessThan(growth, memoryLimit, "\(name) grew memory by \(growth) MB", file: file, line: line)
    return result
}

/// The process's resident memory in megabytes (`VmRSS` on Linux; 0 where `/proc` does not exist).
private func residentMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}
