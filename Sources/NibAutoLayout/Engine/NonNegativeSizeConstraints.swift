import NibSolver

/// A view placed by constraints is never less than nothing wide or high: Interface Builder stores no negative size
/// for one (a label squeezed by its container's padding is 0 high, as Corona-Warn's hidden check-in note; a text view
/// pushed past its container's bottom, as AltStore's, ends where it starts). The floor gives way to the document's
/// required constraints (priority 999), so it never breaks one; a view that translates its autoresizing mask keeps
/// the size the mask gives it, negative or not (Colloquy's scrollers are stored 1 pt less than nothing).
enum NonNegativeSizeConstraints {
    /// Whether `item` takes a floor: a view placed by constraints, not a root nor one that translates its
    /// autoresizing mask.
    private static func isFloored(_ item: LayoutItem) -> Bool {
        item.kind == .view && !item.isRoot && !item.translatesAutoresizingMask
    }

    /// The floor under `item`'s width and height (for an item that takes one: see ``isFloored(_:)``).
    private static func constraints(for item: LayoutItem) -> [ItemConstraint] {
        [
            .constant(item, .width, .greaterThanOrEqual, 0, priority: 999, origin: .sizeFloor),
            .constant(item, .height, .greaterThanOrEqual, 0, priority: 999, origin: .sizeFloor),
        ]
    }

    /// Adds the floor to `solver`, solved, under each of `items` that came out less than nothing, until none does;
    /// returns the rounds it took (at most two: see below).
    ///
    /// Only those views get it: a floor a solution already meets changes nothing (it costs nothing there, and no
    /// other solution costs less with it), so the answer is the one every view's floor would give, at a fraction of
    /// the constraints (with a floor under every view, 1,440 documents of 61 apps took 25 % longer to lay out). A
    /// floor can push another view below nothing, though: each squeezed view of a stack hands the squeeze on to the
    /// next, so that a stack of N views would take N rounds, each solving again. The second round therefore floors
    /// every view not floored yet, which by the same argument gives the same answer, and no third round is needed.
    @discardableResult
    static func floor(_ items: [LayoutItem], in solver: Solver) -> Int {
        var floored = Set<ObjectIdentifier>()
        var rounds = 0
        while true {
            let unfloored = items.filter { isFloored($0) && !floored.contains(ObjectIdentifier($0)) }
            let negative = unfloored.filter { isBelowNothing($0.width.value) || isBelowNothing($0.height.value) }
            guard !negative.isEmpty, !solver.hasReachedStepLimit else { return rounds }
            rounds += 1
            // One optimization for the round's floors: added one by one, each would move the squeeze on to the
            // next view and back.
            solver.batch {
                for item in rounds == 1 ? negative : unfloored where !solver.hasReachedStepLimit {
                    floored.insert(ObjectIdentifier(item))
                    for constraint in constraints(for: item) { _ = SolverBridge.add(constraint, to: solver) }
                }
            }
            solver.updateVariables()
        }
    }

    /// A size below nothing that a floor can lift: not one beyond every number (frames no engine can hold, as in
    /// a document whose constants reach 10^300, are reported as they come).
    private static func isBelowNothing(_ size: Double) -> Bool { size < -1e-6 && size.isFinite }
}
