import Foundation
import NibModel

/// The nibs being loaded on the current thread, innermost last, and the bounds the outermost load set for all of
/// them (``NibLoadingLimits``): a nib that appears twice is loading itself, the infinite recursion of a top-level
/// custom view that loads its own nib from `init(coder:)`; a chain too deep, or a load that creates too many objects,
/// is stopped with an error before it runs out of stack or memory.
public enum LoadingChain {
    /// The outermost load's budget, for the loads nested in it on its thread (a ``ThreadScope``).
    // A `TaskLocal` value rather than the `@TaskLocal` macro, which SDKs before Swift 6's do not have.
    private static let scope = TaskLocal<ThreadScope?>(wrappedValue: nil)

    /// The budget of the load the current thread is in, if any: objects created count against it.
    package static var budget: LoadingBudget? {
        (scope.get() as? LoadingBudget).flatMap { $0.isCurrent ? $0 : nil }
    }

    /// The nib the current thread is loading innermost, if any.
    package static var innermostNib: String? { budget?.entries.last?.nib }

    /// The loads under way on the current thread, outermost first, as the recursion error shows them.
    package static var entries: [String] { budget?.entries.map(\.entry) ?? [] }

    /// Runs `body` with `entry` (e.g. `"CaptionableImageView.xib (CaptionableImageView)"`) pushed on the chain.
    ///
    /// Throws the recursion error with the whole chain when `nib` is the one being loaded innermost, the cycle error
    /// when it is being loaded further out, and
    /// ``NibLoadingError/nestingTooDeep(chain:limit:)`` when the chain is as deep as `limits` allow or the stack
    /// left is less than they ask. `limits` apply when this is the outermost load; nested loads keep the outermost's.
    public static func loading<T>(
        _ nib: String, entry: String, limits: NibLoadingLimits = NibLoadingLimits(), _ body: () throws -> T
    ) throws -> T {
        if let current = budget { return try load(nib, entry: entry, in: current, body) }
        let outermost = LoadingBudget(limits: limits)
        return try outermost.run(as: scope) { try load(nib, entry: entry, in: outermost, body) }
    }

    /// Runs `body` with `entry` pushed on `current`'s chain, after the checks of ``loading(_:entry:limits:_:)``.
    private static func load<T>(
        _ nib: String, entry: String, in current: LoadingBudget, _ body: () throws -> T
    ) throws -> T {
        let chain = current.entries.map(\.entry) + [entry]
        if current.entries.last?.nib == nib {
            throw NibLoadingError.recursion(chain: chain)
        }
        if current.entries.contains(where: { $0.nib == nib }) {
            throw NibLoadingError.loadingCycle(chain: chain)
        }
        try current.limits.checkNesting(chain, of: "nested nibs")
        current.entries.append((nib, entry))
        defer { current.entries.removeLast() }
        return try body()
    }
}

/// What one load (its nested loads included) may still create: objects, and stack for the recursion a document's
/// nesting drives. An instantiator asks it before creating each object.
package final class LoadingBudget: ThreadScope, @unchecked Sendable {
    /// The limits it counts against.
    let limits: NibLoadingLimits
    /// The objects created so far.
    private(set) var objectCount = 0
    /// The loads under way on its thread, outermost first.
    fileprivate(set) var entries: [(nib: String, entry: String)] = []
    /// Trips when an object's creation would start within half the headroom of the stack's end.
    private let stack: StackGuard

    /// A budget for a load on the current thread.
    package init(limits: NibLoadingLimits) {
        self.limits = limits
        stack = StackGuard(headroom: limits.minimumStackHeadroom / 2)
        super.init()
    }

    /// The objects being created, one inside another, now.
    private(set) var objectDepth = 0

    /// Counts one more object, archived at `line` of `nib`, created inside those being created; ``leaveObject()``
    /// ends it. Throws ``NibLoadingError/tooManyObjects(nib:line:limit:)`` past the object limit, and
    /// ``NibLoadingError/nestingTooDeep(chain:limit:)`` when objects nest deeper than the limit or the stack allows.
    package func enterObject(nib: String, line: Int) throws {
        objectCount += 1
        if objectCount > limits.maximumObjects {
            throw NibLoadingError.tooManyObjects(nib: nib, line: line, limit: limits.maximumObjects)
        }
        let chain = { self.entries.map(\.entry) + ["\(nib):\(line)"] }
        if objectDepth >= limits.maximumObjectDepth {
            throw NibLoadingError.nestingTooDeep(
                chain: chain(),
                limit: "objects nest more than \(limits.maximumObjectDepth) deep, NibLoadingLimits.maximumObjectDepth")
        }
        if stack.isExhausted {
            throw NibLoadingError.nestingTooDeep(chain: chain(), limit: NibLoadingLimits.stackExhausted)
        }
        objectDepth += 1
    }

    /// Ends the object ``enterObject(nib:line:)`` began.
    package func leaveObject() { objectDepth -= 1 }
}
