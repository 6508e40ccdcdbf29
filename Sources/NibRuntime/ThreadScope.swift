import Foundation

/// What a scope that runs on one thread holds for the code it runs there (a load's budget and chain, a
/// ``NibFailure/throwing(_:)`` capture): kept in a task-local value, the one mechanism `NibEnvironment`'s scopes use
/// too, but seen only on the thread that opened the scope and only while it is open. A task the scope starts runs
/// elsewhere, or later, and begins its own.
package class ThreadScope: @unchecked Sendable {
    private let thread = ObjectIdentifier(Thread.current)
    private var isOpen = true

    package init() {}

    /// Whether the scope is open on the current thread.
    package var isCurrent: Bool { isOpen && thread == ObjectIdentifier(Thread.current) }

    /// Runs `body` with this scope as `local`'s value, and closes the scope when `body` ends.
    package func run<T>(as local: TaskLocal<ThreadScope?>, _ body: () throws -> T) rethrows -> T {
        defer { isOpen = false }
        return try local.withValue(self, operation: body)
    }
}
