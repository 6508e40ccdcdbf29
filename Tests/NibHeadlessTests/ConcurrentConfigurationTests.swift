import Dispatch
import Foundation
import NibHeadless
import NibModel
import NibRuntime
import XCTest

/// A library's settings changed from many threads at once, and scopes that belong to the thread that opened them.
final class ConcurrentConfigurationTests: XCTestCase {
    func testRegistrationsFromManyThreadsAreAllKept() {
        let library = NibLibrary(searchDirectories: [])
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            library.registry.register(View.self, as: "Card\(index)")
            library.limits.maximumObjects = 1000 + index
            _ = library.localizations
        }
        let missing = (0..<400).filter { library.registry.registered("Card\($0)", forElement: .view) == nil }
        XCTAssertEqual(missing, [], "registrations lost to another thread's")
        XCTAssertGreaterThanOrEqual(library.limits.maximumObjects, 1000)
    }

    func testATaskStartedDuringALoadBeginsItsOwnChain() throws {
        let inner = Locked<String?>(nil)
        try LoadingChain.loading("Card", entry: "Card.xib (Card)") {
            let done = DispatchSemaphore(value: 0)
            Task {
                do {
                    try LoadingChain.loading("Card", entry: "Card.xib (Card)") {
                        inner.value = LoadingChain.entries.joined(separator: " > ")
                    }
                } catch {
                    inner.value = "\(error)"
                }
                done.signal()
            }
            done.wait()
            XCTAssertEqual(LoadingChain.entries, ["Card.xib (Card)"], "the outer load's chain is its own")
        }
        XCTAssertEqual(inner.value, "Card.xib (Card)", "not a recursion of the load that started the task")
        XCTAssertEqual(LoadingChain.entries, [])
    }

    func testTheSameNibNestedOnOneThreadIsStillARecursion() {
        XCTAssertThrowsError(
            try LoadingChain.loading("Card", entry: "Card.xib (Card)") {
                try LoadingChain.loading("Card", entry: "Card.xib (Card)") {}
            })
    }
}

/// A value shared with a task, behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
