import NibModel

/// The bounds every nib load keeps to, so that a document cannot make loading run out of stack or memory: nibs
/// that embed nibs (a view whose nib holds views with nibs of their own) multiply, and a chain of them recurses.
/// Reaching one is a ``NibLoadingError`` naming the nibs, never a crash.
public struct NibLoadingLimits: Sendable, Hashable {
    /// The most nib loads nested in one another (an outer nib's view loading its own nib counts one more).
    public var maximumNestingDepth: Int
    /// The most objects one load creates, its nested nibs' included.
    public var maximumObjects: Int
    /// The deepest objects nest in one load, counting through nested nibs (a view in a nib-backed view's content is
    /// one deeper than the view): what reports and layouts of the result recurse through.
    public var maximumObjectDepth: Int
    /// The stack a nested load needs left to start, in bytes; the objects it creates may take it down to half of
    /// that, and the decoder stops nesting at 64 KiB (see `StackGuard`).
    public var minimumStackHeadroom: Int

    /// Limits of `maximumNestingDepth` nested loads (64), `maximumObjects` objects per load (100,000; no document
    /// of the corpus creates 500), `maximumObjectDepth` levels of objects (200; real view hierarchies stay under
    /// 50) and `minimumStackHeadroom` bytes of stack (128 KiB).
    public init(
        maximumNestingDepth: Int = 64, maximumObjects: Int = 100_000, maximumObjectDepth: Int = 200,
        minimumStackHeadroom: Int = 128 << 10
    ) {
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumObjects = maximumObjects
        self.maximumObjectDepth = maximumObjectDepth
        self.minimumStackHeadroom = minimumStackHeadroom
    }

    /// Throws ``NibLoadingError/nestingTooDeep(chain:limit:)`` when one more level below `chain`'s first
    /// `chain.count - 1` (nibs, or view controllers: `levels` names them) would pass ``maximumNestingDepth``, or when
    /// less than ``minimumStackHeadroom`` of the thread's stack is left for it.
    package func checkNesting(_ chain: [String], of levels: String) throws {
        if chain.count > maximumNestingDepth {
            throw NibLoadingError.nestingTooDeep(
                chain: chain, limit: "more than \(maximumNestingDepth) \(levels), NibLoadingLimits.maximumNestingDepth")
        }
        if StackGuard.headroom < minimumStackHeadroom {
            throw NibLoadingError.nestingTooDeep(chain: chain, limit: Self.stackExhausted)
        }
    }

    /// The limit reached when the thread's stack runs low, in words.
    static let stackExhausted = "the thread's stack is nearly used up"
}
